package org.orogen.editor.files;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;
import org.orogen.graph.Graph;

/**
 * Every {@code interval}, if the graph changed since the last autosave and has unsaved
 * changes, hands the current snapshot to a worker thread that writes the {@link Autosave}.
 * Graph snapshots are immutable, so the worker needs no copy and the FX thread never waits.
 */
public final class AutosaveTimer {
    private final Autosave autosave;
    private final Supplier<Graph> graph;
    private final Supplier<Path> file;
    private final Supplier<Boolean> modified;
    private final Executor io;
    private final Timeline timeline;
    private Graph lastWritten;

    public AutosaveTimer(Autosave autosave, Duration interval, Supplier<Graph> graph, Supplier<Path> file,
                         Supplier<Boolean> modified, Executor io) {
        this.autosave = autosave;
        this.graph = graph;
        this.file = file;
        this.modified = modified;
        this.io = io;
        this.timeline = new Timeline(new KeyFrame(interval, e -> tick()));
        timeline.setCycleCount(Timeline.INDEFINITE);
    }

    public void start() {
        timeline.play();
    }

    public void stop() {
        timeline.stop();
    }

    private void tick() {
        if (modified.get() && graph.get() != lastWritten) writeNow();
    }

    /** Writes the autosave now (FX thread call; the write happens on the worker). */
    public CompletableFuture<Void> writeNow() {
        Graph snapshot = graph.get();
        Path original = file.get();
        lastWritten = snapshot;
        return CompletableFuture.runAsync(() -> {
            try {
                autosave.write(snapshot, original);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, io);
    }

    /** The unsaved work is gone for good (saved, or discarded on purpose): remove the autosave. */
    public void clear() {
        lastWritten = null;
        io.execute(autosave::delete);
    }
}
