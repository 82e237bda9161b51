package org.orogen.cli;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.orogen.export.StartupTrace;
import org.orogen.gl.GlThread;

/**
 * The GL thread of an {@code orogen export}, started before the graph is read: creating the OpenGL
 * context (EGL display, driver load) takes a good part of the start-up and needs nothing from the
 * graph, so it runs while the arguments are parsed ({@link #prestartFor}) and the catalog and the graph
 * load and compile. A failure to create it stays
 * in the future and surfaces only where the export {@link #get() asks} for the context, so a wrong
 * argument or an invalid graph is reported as before, whether or not OpenGL works.
 */
public final class EarlyGlThread implements Supplier<GlThread>, AutoCloseable {

    private final CompletableFuture<GlThread> starting;

    private EarlyGlThread(CompletableFuture<GlThread> starting) {
        this.starting = starting;
    }

    /** The thread's name. */
    static final String NAME = "orogen-gl";
    /** Arguments after which an {@code export} needs no context, or may not (help, the range-only shard). */
    private static final Set<String> NO_CONTEXT = Set.of("-h", "--help", "-V", "--version", "--measure-range-only");
    /** The context {@link #prestartFor} began before the arguments were parsed, until {@link #take} claims it. */
    private static final AtomicReference<EarlyGlThread> PRESTARTED = new AtomicReference<>();

    /**
     * Called first thing in {@code main}: for an {@code orogen export} that will bake, starts creating the
     * context before picocli even parses the arguments (a cheap look at them, no side effect on a wrong
     * one: the process exits with the usage error as before, the context never used). Returns at once.
     */
    public static void prestartFor(String[] args) {
        if (needsContext(List.of(args))) {
            PRESTARTED.set(start());
        }
    }

    /** Whether {@code args} are an {@code export} that creates a context (see {@link #NO_CONTEXT}). */
    static boolean needsContext(List<String> args) {
        return !args.isEmpty() && args.getFirst().equals("export") && args.stream().noneMatch(NO_CONTEXT::contains);
    }

    /** Whether a context {@link #prestartFor} began waits to be claimed (tests). */
    static boolean prestarted() {
        return PRESTARTED.get() != null;
    }

    /** The context {@link #prestartFor} began, or a new one started now when there is none. */
    static EarlyGlThread take() {
        EarlyGlThread early = PRESTARTED.getAndSet(null);
        return early != null ? early : start();
    }

    /** Closes a context {@link #prestartFor} began that the command turned out not to need. */
    static void discardPrestarted() {
        EarlyGlThread early = PRESTARTED.getAndSet(null);
        if (early != null) {
            early.close();
        }
    }

    /** Starts creating the context on a new thread named {@value #NAME}; returns at once. */
    static EarlyGlThread start() {
        return start(NAME);
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
