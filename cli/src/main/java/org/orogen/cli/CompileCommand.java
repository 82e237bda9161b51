package org.orogen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.orogen.export.AtomicOutputFile;
import org.orogen.shader.CompiledProgram;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code orogen compile}: prints the fragment shader a graph compiles to (no GPU needed). */
@Command(name = "compile", mixinStandardHelpOptions = true,
        description = "Print the GLSL fragment shader the graph compiles to.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done", "2:bad arguments", "3:invalid graph or compile errors", "5:cannot write --out"})
public final class CompileCommand implements Callable<Integer> {

    @Mixin
    GraphOptions graph;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "Write the GLSL to FILE instead of stdout.")
    Path out;

    private final PrintStream stdout;
    private final PrintStream stderr;

    public CompileCommand() {
        this(System.out, System.err);
    }

    CompileCommand(PrintStream stdout, PrintStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public Integer call() {
        try {
            LoadedGraph loaded = graph.load();
            loaded.requireNoErrors("The graph has errors; nothing compiled.");
            loaded.printWarnings(stderr);
            CompiledProgram program = loaded.compile();
            new DiagnosticReport().addCompiler(loaded.file().toString(), program.diagnostics()).printText(stderr);
            if (program.hasErrors()) {
                throw new CliFailure(ExitCodes.INVALID_GRAPH, "The graph does not compile; see the messages above.");
            }
            if (out == null) {
                stdout.print(program.fragmentSource());
                stdout.flush();
            } else {
                write(program.fragmentSource());
            }
            return ExitCodes.OK;
        } catch (CliFailure failure) {
            new DiagnosticReport().addModel(failure.diagnostics()).printText(stderr);
            stderr.println("orogen compile: " + failure.getMessage());
            return failure.exitCode();
        }
    }

    private void write(String source) throws CliFailure {
        if (Files.isDirectory(out)) {
            throw new CliFailure(ExitCodes.IO, out.toAbsolutePath() + " is a folder; give -o the name of the file to "
                    + "write (e.g. " + out.resolve("terrain.frag") + ").");
        }
        try (AtomicOutputFile file = AtomicOutputFile.create(out)) {
            file.stream().write(source.getBytes(StandardCharsets.UTF_8));
            file.commit();
        } catch (IOException e) {
            throw new CliFailure(ExitCodes.IO, "Cannot write " + out + ": " + e.getMessage());
        }
    }
}
