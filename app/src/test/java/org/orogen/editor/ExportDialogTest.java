package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.app.Main;
import org.orogen.editor.export.ExportDialog;
import org.orogen.graph.ExportProfile;
import org.orogen.graph.io.GraphReader;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File ▸ Export…: the dialog writes exactly what the command it shows writes (tiled, several maps),
 * a profile saved from it round-trips through the file and {@code orogen export --profile}, and
 * Cancel leaves nothing.
 */
@ExtendWith(ApplicationExtension.class)
class ExportDialogTest {
    @TempDir
    Path dir;

    private EditorFixture fixture;

    @BeforeEach
    void releaseBefore(FxRobot robot) {
        robot.release(new javafx.scene.input.MouseButton[0]);
        robot.release(new KeyCode[0]);
    }

    @Start
    void start(Stage stage) throws Exception {
        fixture = new EditorFixture(Files.createTempDirectory("orogen-settings"));
        fixture.start(stage);
    }

    private ExportDialog openWithMountains(FxRobot robot, Path file) throws Exception {
        EditorFixture.fx(robot, () -> fixture.session().replace(SampleGraph.mountains(), null));
        fixture.prompts.files.push(file);
        robot.clickOn("#graph-canvas");
        robot.press(KeyCode.CONTROL).press(KeyCode.E).release(KeyCode.E).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        ExportDialog dialog = WaitForAsyncUtils.asyncFx(() -> fixture.editor.openExport()).get();
        assertTrue(dialog.stage().isShowing(), "Ctrl+E opened the dialog");
        return dialog;
    }

    private static void text(FxRobot robot, ExportDialog d, String id, String value) {
        EditorFixture.fx(robot, () -> ((TextField) d.stage().getScene().lookup("#" + id)).setText(value));
    }

    private static void check(FxRobot robot, ExportDialog d, String format, boolean on) {
        EditorFixture.fx(robot, () -> ((CheckBox) d.stage().getScene().lookup("#export-format-" + format))
                .setSelected(on));
    }

    private static String status(ExportDialog d) {
        return ((Label) d.stage().getScene().lookup("#export-status")).getText();
    }

    private static void waitForStatus(ExportDialog d, String start, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> status(d).startsWith(start));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static List<Path> files(Path folder) throws Exception {
        if (!Files.exists(folder)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }

    /** Splits a POSIX shell line as the dialog quotes it (single quotes only). */
    static List<String> shellWords(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) words.add(w.toString());
                w.setLength(0);
                any = false;
            } else {
                w.append(c);
                any = true;
            }
        }
        if (any) words.add(w.toString());
        return words;
    }

    @Test
    void dialogExportEqualsTheCommandItShowsAndTheSavedProfile(FxRobot robot) throws Exception {
        Path graph = dir.resolve("my mountains.graph");
        ExportDialog d = openWithMountains(robot, graph);
        text(robot, d, "export-size", "129");
        text(robot, d, "export-tiles", "2x2");
        text(robot, d, "export-out", "maps out");
        check(robot, d, "normal-png8", true);
        check(robot, d, "mask-png8", true);
        check(robot, d, "exr", true);
        text(robot, d, "export-profile-name", "Tiles for farm");
        robot.clickOn(d.stage().getScene().lookup("#export-save-profile"));
        assertTrue(fixture.session().graph().export("Tiles for farm").isPresent());
        robot.clickOn(d.stage().getScene().lookup("#export-run"));
        waitForStatus(d, "Done", 120);
        assertTrue(Files.isRegularFile(graph), "the graph was saved before exporting");
        ExportProfile saved = GraphReader.read(graph).value().orElseThrow().export("Tiles for farm").orElseThrow();
        assertEquals("2x2", saved.option("tiles"));
        assertEquals("maps out", saved.option("out"));

        Path out = dir.resolve("maps out");
        List<Path> written = files(out);
        assertEquals(4 * 4 + 1, written.size(), written.toString()); // height, exr, normal, snow mask per tile + sidecar
        String command = ((TextArea) d.stage().getScene().lookup("#export-command")).getText();
        assertTrue(command.startsWith("orogen export '" + graph.toAbsolutePath()), command);
        assertTrue(command.contains("--tiles 2x2"), command);

        Path fromDialog = Files.move(out, dir.resolve("from-dialog"));
        List<String> words = shellWords(command);
        assertEquals(List.of("orogen", "export"), words.subList(0, 2));
        List<String> args = new ArrayList<>(words.subList(1, words.size()));
        args.add("-q");
        assertEquals(0, Main.run(args.toArray(String[]::new)));
        assertSameFiles(fromDialog, out);

        Path viaProfile = dir.resolve("via-profile");
        assertEquals(0, Main.run("export", graph.toString(), "--profile", "Tiles for farm", "--out",
                viaProfile.toString(), "-q"));
        assertSameFiles(fromDialog, viaProfile);
    }

    private static void assertSameFiles(Path expected, Path actual) throws Exception {
        List<Path> a = files(expected);
        assertEquals(a.stream().map(Path::getFileName).toList(), files(actual).stream().map(Path::getFileName).toList());
        for (Path f : a) {
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(actual.resolve(f.getFileName())),
                    f.getFileName().toString());
        }
    }

    @Test
    void cancelMidExportLeavesNothingAndOpenFolderFailsGracefully(FxRobot robot) throws Exception {
        Path graph = dir.resolve("big.graph");
        ExportDialog d = openWithMountains(robot, graph);
        text(robot, d, "export-size", "4097");
        check(robot, d, "normal-png16", true);
        check(robot, d, "mask-png16", true);
        robot.clickOn(d.stage().getScene().lookup("#export-run"));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> status(d).contains("%"));
        robot.clickOn(d.stage().getScene().lookup("#export-cancel"));
        waitForStatus(d, "Cancelled", 60);
        assertEquals(List.of(), files(dir.resolve("exports")), "a cancelled export leaves no files");
        assertFalse(Files.exists(dir.resolve("exports")), "nor the folder it created");

        // A small export, then "Open folder" on a machine without a desktop says so instead of failing.
        text(robot, d, "export-size", "65");
        check(robot, d, "normal-png16", false);
        check(robot, d, "mask-png16", false);
        robot.clickOn(d.stage().getScene().lookup("#export-run"));
        waitForStatus(d, "Done", 60);
        robot.clickOn(d.stage().getScene().lookup("#export-open-folder"));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status(d).contains("The files are in"));
        assertTrue(status(d).contains("no desktop") || status(d).contains("could not be opened"), status(d));
    }
}
