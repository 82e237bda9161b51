package org.orogen.cli;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import org.orogen.export.StartupTrace;
import org.orogen.gl.GlThread;

/**
 * The GL thread of an {@code orogen export}, started before the graph is read: creating the OpenGL
 * context (EGL display, driver load) takes a good part of the start-up and needs nothing from the
 * graph, so it runs while the catalog and the graph load and compile. A failure to create it stays
 * in the future and surfaces only where the export {@link #get() asks} for the context, so a wrong
 * argument or an invalid graph is reported as before, whether or not OpenGL works.
 */
final class EarlyGlThread implements Supplier<GlThread>, AutoCloseable {

    private final CompletableFuture<GlThread> starting;

    private EarlyGlThread(CompletableFuture<GlThread> starting) {
        this.starting = starting;
    }

    /** Starts creating the context on a new thread named {@code name}; returns at once. */
    static EarlyGlThread start(String name) {
        CompletableFuture<GlThread> starting = GlThread.startAsync(name);
        starting.thenRun(() -> StartupTrace.mark("GL context ready"));
        return new EarlyGlThread(starting);
    }

    /**
     * The GL thread once its context exists (waits for it).
     *
     * @throws org.orogen.gl.GlUnavailableException when no OpenGL 3.3+ context could be created
     */
    @Override
    public GlThread get() {
        return GlThread.await(starting);
    }

    /** Destroys the context, waiting for it to be created first; nothing to do when creating it failed. */
    @Override
    public void close() {
        GlThread thread;
        try {
            thread = starting.join();
        } catch (CompletionException failed) {
            return; // no context: its thread is already stopped
        }
        thread.close();
    }
}
