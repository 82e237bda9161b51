package org.orogen.export;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The worker threads that compress map files (one per core, daemon threads, shared by all
 * writers of a process). Compression is CPU-bound and never blocks, so a fixed pool the size of
 * the machine is enough; the common fork-join pool is avoided because it has cores − 1 threads.
 */
public final class EncodingThreads {

    private static final ExecutorService POOL = create(Runtime.getRuntime().availableProcessors());

    private EncodingThreads() {
    }

    /** The process-wide pool. */
    public static ExecutorService shared() {
        return POOL;
    }

    /** Number of threads in {@link #shared()}. */
    public static int count() {
        return Runtime.getRuntime().availableProcessors();
    }

    private static ExecutorService create(int threads) {
        AtomicInteger n = new AtomicInteger();
        return Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "orogen-encoder-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }
}
