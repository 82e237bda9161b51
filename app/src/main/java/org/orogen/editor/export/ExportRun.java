package org.orogen.editor.export;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.application.Platform;
import org.orogen.bake.BakeProgress;
import org.orogen.cli.CliFailure;
import org.orogen.cli.ExitCodes;
import org.orogen.cli.ExportCommand;
import org.orogen.cli.PreparedExport;
import org.orogen.export.MapExport;

/**
 * One export started from the editor: runs {@code orogen export ARGUMENTS} (the command the dialog
 * shows) on a worker thread of its own, reports progress on the FX thread, and can be cancelled.
 * The command's own guarantee holds: a cancelled or failed export leaves no files.
 */
final class ExportRun {

    /** How the run ended, delivered on the FX thread. */
    sealed interface Outcome {
        record Done(MapExport.Result result, PreparedExport export) implements Outcome { }

        record Cancelled() implements Outcome { }

        record Failed(String message) implements Outcome { }
    }

    /** Progress as the bar shows it. */
    record Progress(String phase, double fraction) { }

    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicReference<Progress> latest = new AtomicReference<>();
    private final AtomicBoolean progressQueued = new AtomicBoolean();
    private Thread worker;

    /** Starts the export; {@code progress} and {@code end} are called on the FX thread. */
    void start(List<String> arguments, Consumer<Progress> progress, Consumer<Outcome> end) {
        worker = new Thread(() -> {
            Outcome outcome;
            try {
                PreparedExport export = ExportCommand.prepare(arguments);
                // Cancelled while preparing: the run below stops at once and removes the folder it made.
                MapExport.Result result = export.run(new BakeProgress() {
                    @Override
                    public void update(String phase, long done, long total) {
                        post(new Progress(phase, total <= 0 ? 0 : (double) done / total), progress);
                    }

                    @Override
                    public void simulating(String what, double fraction) {
                        post(new Progress(what, fraction), progress); // the bar follows the simulation
                    }
                }, cancelled::get);
                outcome = new Outcome.Done(result, export);
            } catch (CliFailure f) {
                outcome = f.exitCode() == ExitCodes.CANCELLED ? new Outcome.Cancelled() : new Outcome.Failed(
                        f.getMessage() + details(f));
            } catch (RuntimeException e) {
                outcome = new Outcome.Failed("The export failed unexpectedly: " + e + ". No files were left behind.");
            }
            Outcome last = outcome;
            Platform.runLater(() -> end.accept(last));
        }, "orogen-editor-export");
        worker.setDaemon(true);
        worker.start();
    }

    /** Coalesces: the FX thread sees the newest value, never a queue of stale ones. */
    private void post(Progress next, Consumer<Progress> progress) {
        latest.set(next);
        if (progressQueued.compareAndSet(false, true)) {
            Platform.runLater(() -> {
                progressQueued.set(false);
                progress.accept(latest.get());
            });
        }
    }

    private static String details(CliFailure f) {
        StringBuilder sb = new StringBuilder();
        f.diagnostics().stream().limit(5).forEach(d -> sb.append("\n• ").append(d.message()));
        return sb.toString();
    }

    /** Asks the export to stop; it removes what it wrote and then ends with {@link Outcome.Cancelled}. */
    void cancel() {
        cancelled.set(true);
    }

    boolean isRunning() {
        return worker != null && worker.isAlive();
    }
}
