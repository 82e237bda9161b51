package org.orogen.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.orogen.bake.BakeCancelledException;
import org.orogen.bake.BakeException;
import org.orogen.bake.PlanetUnsupportedException;
import org.orogen.bake.SimulationTooLargeException;
import org.orogen.bake.BakeProgress;
import org.orogen.bake.HeightRange;
import org.orogen.bake.ImageInputException;
import org.orogen.bake.NonFiniteHeightsException;
import org.orogen.export.ExportJob;
import org.orogen.export.ExportMismatchException;
import org.orogen.export.ExportRequest;
import org.orogen.export.MapExport;
import org.orogen.export.PublishGroup;
import org.orogen.gl.FieldProgramException;
import org.orogen.gl.GlThread;
import org.orogen.gl.GlUnavailableException;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.shader.CompiledPlan;

/**
 * An {@code orogen export} whose arguments are checked and whose graph is loaded and compiled,
 * ready to bake: what the command line runs after parsing, and what the editor's export dialog
 * runs for the command it shows, so both write the same bytes.
 */
public final class PreparedExport {

    private final ExportJob job;
    private final Path graphFile;
    private final List<String> arguments;
    private final boolean createdFolder;

    PreparedExport(ExportJob job, Path graphFile, List<String> arguments, boolean createdFolder) {
        this.job = job;
        this.graphFile = graphFile;
        this.arguments = List.copyOf(arguments);
        this.createdFolder = createdFolder;
    }

    /** The export's request (output folder, name, formats, tiles...). */
    public ExportRequest request() {
        return job.request();
    }

    /** The plan the export bakes: the graph without the outputs its maps do not read. */
    public CompiledPlan bakedPlan() {
        return job.bakedPlan();
    }

    /** The arguments after {@code orogen export} this export was prepared from (profile options included). */
    public List<String> arguments() {
        return arguments;
    }

    /**
     * Bakes and writes on the calling thread (never the UI thread). A failure or cancellation leaves
     * no file, and removes the output folder too when preparing created it and it is still empty.
     *
     * @param progress  told about baked rows (may be null)
     * @param cancelled polled between bands (may be null)
     * @throws CliFailure with the command's exit code and a message saying what to do
     */
    public MapExport.Result run(BakeProgress progress, BooleanSupplier cancelled) throws CliFailure {
        return mapFailures(() -> job.run(progress, cancelled));
    }

    /**
     * {@link #run(BakeProgress, BooleanSupplier)} with GPU work on the GL thread {@code gl} supplies, which
     * stays open; a {@link GlUnavailableException} from {@code gl} fails as it would there.
     */
    MapExport.Result run(Supplier<GlThread> gl, BakeProgress progress, BooleanSupplier cancelled) throws CliFailure {
        return mapFailures(() -> job.run(gl.get(), progress, cancelled));
    }

    /**
     * Measures the export's height range over the whole grid and writes nothing
     * ({@code --measure-range-only}); failures as {@link #run}.
     */
    public HeightRange measureRange(BakeProgress progress, BooleanSupplier cancelled) throws CliFailure {
        return mapFailures(() -> job.measureRange(progress, cancelled));
    }

    /**
     * Problems the graph's simulations met in the last {@link #run} or {@link #measureRange}, as warnings
     * on their nodes in the graph file.
     */
    public List<Diagnostic> simulationProblems() {
        return job.simulationProblems().stream().map(d -> d.in(graphFile.toString(), null)).toList();
    }

    /** GPU work that fails with the export's exceptions. */
    interface Bake<T> {
        T run() throws BakeException, IOException;
    }

    /**
     * Runs {@code bake}, turning each failure into the command's exit code and message (package-private:
     * tests hand it failures that a real bake cannot be made to throw).
     */
    <T> T mapFailures(Bake<T> bake) throws CliFailure {
        try {
            return bake.run();
        } catch (GlUnavailableException e) {
            throw failed(new CliFailure(ExitCodes.NO_OPENGL, "No OpenGL 3.3 context could be created: "
                    + e.getMessage() + " Install Mesa (libegl1 libegl-mesa0 libgl1-mesa-dri) or a GPU driver."));
        } catch (BakeCancelledException e) {
            throw failed(new CliFailure(ExitCodes.CANCELLED, e.getMessage()));
        } catch (SimulationTooLargeException | PlanetUnsupportedException e) {
            throw failed(new CliFailure(ExitCodes.USAGE, e.getMessage()));
        } catch (ImageInputException | NonFiniteHeightsException e) {
            throw failed(new CliFailure(ExitCodes.INVALID_GRAPH, e.getMessage()));
        } catch (BakeException e) {
            String message = e.getMessage();
            if (e.getCause() instanceof FieldProgramException rejected) {
                // The driver refused a program: say which nodes, as validate and compile do.
                ByteArrayOutputStream report = new ByteArrayOutputStream();
                new DiagnosticReport().addCompiler(graphFile.toString(), rejected.diagnostics())
                        .printText(new PrintStream(report, true, StandardCharsets.UTF_8));
                message = report.toString(StandardCharsets.UTF_8) + message;
            }
            throw failed(new CliFailure(ExitCodes.BAKE_FAILED, message));
        } catch (PublishGroup.NotRestoredException e) {
            // The rare failure after a failure: the message says which earlier files are where.
            throw failed(new CliFailure(ExitCodes.IO, "Writing the export failed: " + e.getMessage() + "."));
        } catch (IOException e) {
            throw failed(new CliFailure(ExitCodes.IO, "Writing the export failed: " + e.getMessage()
                    + ". No files were left behind, and the files already in the folder are as they were."));
        } catch (ExportMismatchException e) {
            throw failed(new CliFailure(ExitCodes.USAGE, e.getMessage()));
        } catch (RuntimeException e) {
            // Not the user's doing: the arguments were checked when the request was built.
            throw failed(new CliFailure(ExitCodes.INTERNAL, "Internal error (a bug in Orogen, not in your "
                    + "arguments): " + e + ". Please report it with the command line and the stack trace.", e));
        }
    }

    private CliFailure failed(CliFailure failure) {
        if (createdFolder) {
            Path out = job.request().folder();
            // A folder this export made and filled with nothing goes too (only if still empty).
            try {
                Files.deleteIfExists(out);
            } catch (IOException notEmptyOrGone) {
                // Something else put files there: leave it.
            }
        }
        return failure;
    }
}
