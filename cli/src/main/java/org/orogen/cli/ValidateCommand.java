package org.orogen.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code orogen validate}: reads a graph, resolves its subgraphs, validates it and compiles it
 * to GLSL (no GPU needed), and prints every problem as text or JSON on stdout.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check a graph: reading, subgraphs, validation and compilation diagnostics.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no errors (warnings allowed)", "2:bad arguments", "3:the graph has errors"})
public final class ValidateCommand implements Callable<Integer> {

    /** Output styles. */
    enum Style { TEXT, JSON }

    @Mixin
    GraphOptions graph;

    @Option(names = "--format", paramLabel = "text|json", description = "Diagnostics as text lines or JSON.")
    Style style = Style.TEXT;

    private final PrintStream stdout;
    private final PrintStream stderr;

    public ValidateCommand() {
        this(System.out, System.err);
    }

    ValidateCommand(PrintStream stdout, PrintStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public Integer call() {
        DiagnosticReport report = new DiagnosticReport();
        try {
            LoadedGraph loaded = graph.load();
            report.addModel(loaded.diagnostics());
            if (!loaded.hasErrors()) {
                report.addCompiler(loaded.file().toString(), loaded.compile().diagnostics());
            }
        } catch (CliFailure failure) {
            if (failure.exitCode() != ExitCodes.INVALID_GRAPH) {
                stderr.println("orogen validate: " + failure.getMessage());
                return failure.exitCode();
            }
            report.addModel(failure.diagnostics());
        }
        if (style == Style.JSON) {
            report.printJson(stdout);
        } else {
            report.printText(stdout);
            long errors = report.errorCount();
            stdout.println(graph.file + ": " + errors + " error(s), " + (report.entries().size() - errors)
                    + " other diagnostic(s)");
        }
        return report.errorCount() > 0 ? ExitCodes.INVALID_GRAPH : ExitCodes.OK;
    }
}
