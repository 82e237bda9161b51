package org.orogen.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.cli.ExitCodes;
import picocli.CommandLine;

/** The front door: display detection, a missing graph, and the headless path taken without a display. */
class MainTest {

    @Test
    void linuxHasADisplayOnlyWithDisplayOrWaylandSet() {
        assertFalse(Display.detect("Linux", Map.of()).available());
        assertFalse(Display.detect("Linux", Map.of("DISPLAY", " ")).available());
        assertTrue(Display.detect("Linux", Map.of("DISPLAY", ":0")).available());
        assertTrue(Display.detect("Linux", Map.of("WAYLAND_DISPLAY", "wayland-0")).available());
        assertTrue(Display.detect("Windows 11", Map.of()).available());
    }

    @Test
    void theCommandLineAloneHasNoEditor() {
        // cli's class path has no JavaFX and no editor: with a display, Main says so and renders headless.
        assertTrue(EditorLauncher.installed().isEmpty());
    }

    @Test
    void everySubcommandIsListedUnderItsOwnName() {
        for (String name : Main.COMMANDS) {
            assertEquals(name, new CommandLine(Main.subcommand(name)).getCommandName());
        }
        assertEquals(Main.COMMANDS, java.util.List.copyOf(Main.commandLine().getSubcommands().keySet()));
    }

    @Test
    void aSubcommandAloneParsesAndHelpsAsAmongAllOthers() {
        for (String name : Main.COMMANDS) {
            if (name.equals("help")) {
                // `orogen help` lists every command.
                assertEquals(Main.COMMANDS, java.util.List.copyOf(Main.commandLine(name).getSubcommands().keySet()));
                continue;
            }
            CommandLine alone = Main.commandLine(name, "--help");
            assertEquals(java.util.Set.of(name), alone.getSubcommands().keySet());
            assertEquals(usage(Main.commandLine().getSubcommands().get(name)),
                    usage(alone.getSubcommands().get(name)), name);
        }
    }

    /** A description picocli cannot format (a lone '%') prints a warning above every --help. */
    @Test
    void everyHelpIsFormattedWithoutWarnings() {
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            for (String name : Main.COMMANDS) {
                usage(Main.commandLine().getSubcommands().get(name));
            }
        } finally {
            System.setErr(err);
        }
        assertEquals("", captured.toString(java.nio.charset.StandardCharsets.UTF_8));
        assertTrue(usage(Main.commandLine().getSubcommands().get("export")).contains("75 % of"));
    }

    private static String usage(CommandLine command) {
        java.io.StringWriter text = new java.io.StringWriter();
        command.usage(new java.io.PrintWriter(text), CommandLine.Help.Ansi.OFF);
        return text.toString();
    }

    @Test
    void aWrongOptionValueIsOneLineNotTheWholeUsage() {
        java.io.StringWriter text = new java.io.StringWriter();
        CommandLine line = Main.commandLine("export", "x.graph", "--normals", "vulkan");
        line.getSubcommands().get("export").setErr(new java.io.PrintWriter(text, true));
        assertEquals(ExitCodes.USAGE, line.execute("export", "x.graph", "--normals", "vulkan"));
        String message = text.toString();
        assertTrue(message.startsWith("orogen export: Invalid value for option '--normals'"), message);
        assertTrue(message.contains("See 'orogen export --help' for every option."), message);
        assertFalse(message.contains("Usage:"), message);
    }

    @Test
    void aMissingGraphIsAUsageError() {
        assertEquals(ExitCodes.USAGE, Main.run("no/such/terrain.graph"));
    }

    @Test
    void withoutADisplayTheGraphIsRenderedHeadless(@TempDir Path dir) throws IOException {
        Path graph = dir.resolve("dunes.graph");
        Files.copy(Path.of("..", "samples", "billowy_dunes.graph"), graph);
        Path previousWorkingDir = Path.of("").toAbsolutePath();
        Main main = new Main(new Display(false, "test"));
        int code = new CommandLine(main).execute(graph.toString());
        assertEquals(ExitCodes.OK, code);
        Path picture = previousWorkingDir.resolve("out").resolve("dunes.png");
        try {
            BufferedImage image = ImageIO.read(picture.toFile());
            assertEquals(960, image.getWidth());
            assertEquals(540, image.getHeight());
        } finally {
            Files.deleteIfExists(picture);
        }
    }
}
