package org.orogen.gl;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The one thread that owns the GL context and every GL object. Other threads submit tasks and get a
 * {@link CompletableFuture}; tasks run one at a time in submission order. Nothing else may call GL
 * (resources check this with {@link GlContext#checkThread()}).
 *
 * <pre>{@code
 * try (GlThread gl = GlThread.start("orogen-gl")) {
 *     float[] pixels = gl.submit(context -> render(context)).join();
 * }
 * }</pre>
 */
public final class GlThread implements AutoCloseable {

    private final ExecutorService executor;
    private final GlContext context;
    private volatile Thread thread;

    private GlThread(ExecutorService executor, GlContext context) {
        this.executor = executor;
        this.context = context;
    }

    /**
     * Starts the thread and creates the context on it; returns once the context exists.
     *
     * @throws GlUnavailableException when no OpenGL 3.3+ context can be created (the thread is stopped)
     */
    public static GlThread start(String name) {
        Thread[] created = new Thread[1];
        ExecutorService executor = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true); // a forgotten close() must not keep the JVM alive
            created[0] = thread;
            return thread;
        });
        try {
            GlContext context = executor.submit(GlContext::create).get();
            GlThread glThread = new GlThread(executor, context);
            glThread.thread = created[0];
            return glThread;
        } catch (ExecutionException e) {
            executor.shutdownNow();
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("Creating the OpenGL context failed", e.getCause());
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while creating the OpenGL context", e);
        }
    }

    /** The context's driver strings. Safe from any thread (immutable). */
    public GlInfo info() {
        return context.info();
    }

    /** True on the GL thread itself. */
    public boolean isGlThread() {
        return Thread.currentThread() == thread;
    }

    /**
     * Runs {@code task} on the GL thread. The future completes with its result, or exceptionally with
     * what it threw; after {@link #close()} it fails with IllegalStateException.
     */
    public <T> CompletableFuture<T> submit(Function<GlContext, T> task) {
        CompletableFuture<T> result = new CompletableFuture<>();
        try {
            executor.execute(() -> {
                try {
                    result.complete(task.apply(context));
                } catch (Throwable e) {
                    result.completeExceptionally(e);
                }
            });
        } catch (RejectedExecutionException e) {
            result.completeExceptionally(new IllegalStateException("GlThread is closed; no more GL work is accepted"));
        }
        return result;
    }

    /** {@link #submit(Function)} for tasks without a result. */
    public CompletableFuture<Void> execute(Consumer<GlContext> task) {
        return submit(context -> {
            task.accept(context);
            return null;
        });
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
        if (executor.isShutdown()) {
            return;
        }
        CompletableFuture<Void> closing = execute(GlContext::close);
        executor.shutdown();
        try {
            closing.join();
            if (!executor.awaitTermination(30, TimeUnit.SECONDS)) {
                executor.shutdownNow();
            }
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
