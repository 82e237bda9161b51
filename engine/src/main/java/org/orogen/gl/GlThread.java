package org.orogen.gl;

import java.util.concurrent.CompletableFuture;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;
import org.orogen.gl.PriorityWorker.Priority;

/**
 * The one thread that owns the GL context and every GL object. Other threads submit tasks and get a
 * {@link CompletableFuture}; tasks run one at a time, {@link #submit normal} ones in submission order
 * and {@link #submitBackground background} ones (an editor window's node thumbnails) only when no
 * normal task waits. Nothing else may call GL (resources check this with {@link GlContext#checkThread()}).
 *
 * <pre>{@code
 * try (GlThread gl = GlThread.start("orogen-gl")) {
 *     float[] pixels = gl.submit(context -> render(context)).join();
 * }
 * }</pre>
 */
public final class GlThread implements AutoCloseable {

    /** Names of the threads whose context {@link #start} made and {@link #close} has not destroyed yet. */
    private static final List<String> LIVE_CONTEXTS = new CopyOnWriteArrayList<>();

    private final PriorityWorker worker;
    private final GlContext context;

    private GlThread(PriorityWorker worker, GlContext context) {
        this.worker = worker;
        this.context = context;
    }

    /**
     * Starts the thread and creates the context on it; returns once the context exists.
     *
     * @throws GlUnavailableException when no OpenGL 3.3+ context can be created (the thread is stopped)
     */
    public static GlThread start(String name) {
        return await(startAsync(name));
    }

    /**
     * Waits for a thread from {@link #startAsync} and returns it once its context exists.
     *
     * @throws GlUnavailableException when no OpenGL 3.3+ context could be created (the thread is stopped)
     */
    public static GlThread await(CompletableFuture<GlThread> starting) {
        try {
            return starting.join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("Creating the OpenGL context failed", e.getCause());
        }
    }

    /**
     * Starts the thread and creates the context on it without waiting: the future completes with the
     * GL thread once the context exists, or exceptionally (a {@link GlUnavailableException} when no
     * OpenGL 3.3+ context can be created; the thread is stopped then).
     */
    public static CompletableFuture<GlThread> startAsync(String name) {
        PriorityWorker worker = new PriorityWorker(name);
        return worker.submit(Priority.NORMAL, () -> {
            try {
                GlContext context = GlContext.create();
                LIVE_CONTEXTS.add(name);
                return new GlThread(worker, context);
            } catch (RuntimeException | Error e) {
                worker.stopNow();
                throw e;
            }
        });
    }

    /**
     * The thread names of the GL contexts that {@link #start} created and {@link #close} has not destroyed
     * yet, in this JVM, one entry per context: a test hook for "one context per editor window, none left
     * after it closes".
     */
    public static List<String> liveContextNames() {
        return List.copyOf(LIVE_CONTEXTS);
    }

    /** The context's driver strings. Safe from any thread (immutable). */
    public GlInfo info() {
        return context.info();
    }

    /** True on the GL thread itself. */
    public boolean isGlThread() {
        return worker.isWorkerThread();
    }

    /**
     * Runs {@code task} on the GL thread, after the normal tasks submitted before it. The future
     * completes with its result, or exceptionally with what it threw; after {@link #close()} it fails
     * with IllegalStateException.
     */
    public <T> CompletableFuture<T> submit(Function<GlContext, T> task) {
        return worker.submit(Priority.NORMAL, () -> task.apply(context));
    }

    /** {@link #submit(Function)} for tasks without a result. */
    public CompletableFuture<Void> execute(Consumer<GlContext> task) {
        return submit(context -> {
            task.accept(context);
            return null;
        });
    }

    /**
     * Runs {@code task} on the GL thread when no {@link #submit normal} task waits (one background task
     * per turn, in submission order): work that must never hold up the preview, such as thumbnails.
     */
    public <T> CompletableFuture<T> submitBackground(Function<GlContext, T> task) {
        return worker.submit(Priority.BACKGROUND, () -> task.apply(context));
    }

    /**
     * Runs the tasks already submitted, destroys the context on its thread and stops the thread.
     * Must not be called from the GL thread (it would wait for itself).
     */
    @Override
    public void close() {
        if (isGlThread()) {
            throw new IllegalStateException("GlThread.close() called from the GL thread itself");
        }
        try {
            if (!worker.finish(this::destroyContext, 30_000)) {
                worker.stopNow(); // a task that never ends: leave it, the daemon thread dies with the JVM
            }
        } catch (InterruptedException e) {
            worker.stopNow();
            Thread.currentThread().interrupt();
        }
    }

    private void destroyContext() {
        try {
            context.close();
        } finally {
            LIVE_CONTEXTS.remove(worker.name());
        }
    }
}
