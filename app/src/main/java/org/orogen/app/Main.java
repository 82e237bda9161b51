package org.orogen.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.orogen.cli.CompileCommand;
import org.orogen.cli.ExportCommand;
import org.orogen.cli.NodesCommand;
import org.orogen.cli.RenderCommand;
import org.orogen.cli.ValidateCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * The {@code orogen} command. Without a subcommand it is the product's front door: it will open the
 * editor (a later issue); for now it checks for a display, says what the headless commands are, and
 * runs the headless smoke render so a fresh machine proves its OpenGL path end to end.
 */
@Command(name = "orogen", mixinStandardHelpOptions = true, version = "Orogen 0.1.0",
        description = "Node-graph procedural terrain authoring. Without a command: open the editor"
                + " (not yet available: runs the headless smoke render instead).",
        subcommands = {ExportCommand.class, RenderCommand.class, ValidateCommand.class, CompileCommand.class,
            NodesCommand.class,
            SmokeCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "GRAPH",
            description = "A .graph file to open (e.g. one under samples/).")
    private Path graph;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code (0 success, 2 usage error, see each command). */
    public static int run(String... args) {
        return new CommandLine(new Main()).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
    }

    @Override
    public Integer call() {
        if (graph != null && !Files.isRegularFile(graph)) {
            System.err.println("No such graph file: " + graph.toAbsolutePath()
                    + ". Give the path of a .graph file (the bundled ones are in samples/).");
            return 2;
        }
        Display display = Display.detect();
        if (!display.available()) {
            System.out.println("No display found (" + display.reason() + "): the editor needs one."
                    + " Headless commands work without it: `orogen smoke` (run `orogen help` for the list).");
        } else {
            System.out.println("The editor is not available yet; running the headless smoke render.");
        }
        if (graph != null) {
            System.out.println("(" + graph + " will open in the editor once it exists.)");
        }
        return new CommandLine(new SmokeCommand()).execute();
    }
}
