package org.orogen.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.orogen.cli.CompileCommand;
import org.orogen.cli.EarlyGlThread;
import org.orogen.cli.ExitCodes;
import org.orogen.cli.ExportCommand;
import org.orogen.cli.GraphFileArgument;
import org.orogen.cli.NodesCommand;
import org.orogen.cli.RenderCommand;
import org.orogen.cli.TilesCommand;
import org.orogen.cli.ValidateCommand;
import org.orogen.export.StartupTrace;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * The {@code orogen} command. Without a subcommand it is the product's front door: with a display it
 * opens the graph editor (on the given {@code .graph}, if any; the editor comes from the {@code app}
 * module through {@link EditorLauncher}); without one it says so, points to
 * the headless commands and proves the headless path instead: it renders the given graph to a PNG
 * (or, with no graph, runs the OpenGL smoke render).
 */
@Command(name = "orogen", mixinStandardHelpOptions = true, version = "Orogen 0.1.0",
        description = "Node-graph procedural terrain authoring. Without a command: open the editor"
                + " (without a display: render the graph headless and point to `orogen export`).")
public final class Main implements Callable<Integer> {

    /** The subcommands' {@code @Command} names, in the order {@code orogen help} lists them. */
    static final List<String> COMMANDS = List.of("export", "render", "validate", "compile", "nodes", "tiles", "smoke",
            "help");

    @Parameters(index = "0", arity = "0..1", paramLabel = "GRAPH",
            description = "A .graph file to open (e.g. one under samples/).")
    private Path graph;

    private final Display display;

    public Main() {
        this(Display.detect());
    }

    /** A front door that believes {@code display} (tests use it to take the headless path anywhere). */
    Main(Display display) {
        this.display = display;
    }

    public static void main(String[] args) {
        StartupTrace.mark("main entered");
        CatalogPreload.startFor(args);
        EarlyGlThread.prestartFor(args);
        int code = run(args);
        StartupTrace.mark("exiting");
        ImmediateExit.exit(code);
        System.exit(code);
    }

    /** Runs the command line and returns the exit code (0 success, 2 usage error, see each command). */
    public static int run(String... args) {
        return commandLine(args).execute(args);
    }

    /**
     * The command line that runs {@code args}: with only the subcommand they start with, or with all of
     * them (no subcommand, {@code help}, a name that is none). Picocli builds each subcommand's model by
     * reflection, a good part of the start-up, and a subcommand's parsing, help and messages do not
     * depend on its siblings.
     */
    static CommandLine commandLine(String... args) {
        CommandLine line = new CommandLine(new Main());
        boolean one = args.length > 0 && !args[0].equals("help") && COMMANDS.contains(args[0]);
        for (String name : one ? List.of(args[0]) : COMMANDS) {
            line.addSubcommand(subcommand(name));
        }
        return line.setCaseInsensitiveEnumValuesAllowed(true).setParameterExceptionHandler(new ShortUsageErrors());
    }

    /**
     * A wrong option or value (an unknown enum option, a word where a number belongs, an unknown flag) is one
     * line that names the command, with picocli's suggestions for a mistyped option, and where the options are
     * listed; not the whole usage text, which buried the message. Exit code 2, as for every usage error. A
     * named class, not a lambda: the ahead-of-time cache cannot hold a lambda of a picocli interface.
     */
    static final class ShortUsageErrors implements CommandLine.IParameterExceptionHandler {
        @Override
        public int handleParseException(CommandLine.ParameterException e, String[] args) {
            CommandLine command = e.getCommandLine();
            java.io.PrintWriter err = command.getErr();
            String name = command.getCommandSpec().qualifiedName(" ");
            err.println(name + ": " + e.getMessage());
            CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
            err.println("See '" + name + " --help' for every option.");
            err.flush();
            return ExitCodes.USAGE;
        }
    }

    /**
     * A new instance of the subcommand {@code name}. A switch, not constructor references: the JVM's
     * ahead-of-time cache (docs/cli.md) cannot hold a lambda whose target class it cannot archive, such
     * as picocli's (JDK 25 aborts creating the cache).
     */
    static Object subcommand(String name) {
        return switch (name) {
            case "export" -> new ExportCommand();
            case "render" -> new RenderCommand();
            case "validate" -> new ValidateCommand();
            case "compile" -> new CompileCommand();
            case "nodes" -> new NodesCommand();
            case "tiles" -> new TilesCommand();
            case "smoke" -> new SmokeCommand();
            case "help" -> new CommandLine.HelpCommand();
            default -> throw new IllegalArgumentException("no subcommand " + name);
        };
    }

    @Override
    public Integer call() {
        Optional<String> problem = graph == null ? Optional.empty() : GraphFileArgument.problem(graph);
        if (problem.isPresent()) {
            System.err.println(problem.get());
            return ExitCodes.USAGE;
        }
        if (display.available()) {
            // Looked up only here: the headless path must not load the editor (or any JavaFX class).
            Optional<EditorLauncher> editor = EditorLauncher.installed();
            if (editor.isPresent()) {
                editor.get().launch(graph);
                return ExitCodes.OK;
            }
            System.out.println("This installation has no editor (the headless command line only).");
        } else {
            System.out.println("No display found (" + display.reason() + "): the editor needs one.");
        }
        if (graph == null) {
            System.out.println("Headless commands work without it (`orogen help` lists them);"
                    + " checking the headless OpenGL path with the smoke render:");
            return new CommandLine(new SmokeCommand()).execute();
        }
        String name = graph.getFileName().toString().replaceFirst("\\.graph$", "");
        Path picture = Path.of("out", name + ".png");
        try {
            Files.createDirectories(picture.getParent());
        } catch (IOException e) {
            System.err.println("Cannot create " + picture.getParent().toAbsolutePath() + ": " + e.getMessage()
                    + ". Run from a folder you can write to, or use `orogen render GRAPH --out FILE.png`.");
            return ExitCodes.IO;
        }
        System.out.println("Rendering " + graph + " headless to " + picture + " instead. Export its maps with:");
        System.out.println("  ./orogen export " + graph + " --size 2049 --format png16,normal-png16 --out out/" + name);
        System.out.println("(`./orogen export --help` lists formats, presets and tiles; docs/cli.md has examples.)");
        return new CommandLine(new RenderCommand()).execute(graph.toString(), "--size", "960x540", "--out", picture.toString());
    }
}
