package org.orogen.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C / SIGTERM for a command that writes files: the JVM's shutdown hook asks the work to stop
 * ({@link #cancelled()} turns true; exports poll it between bands, simulations every few steps) and
 * waits, up to 30 s, until the command has {@link #close() closed} this hook, i.e. removed its
 * temporary files. Tests use {@link #manual()} and {@link #interrupt()} instead of a real signal.
 */
class InterruptHook implements AutoCloseable {
    private static final long CLEANUP_SECONDS = 30;

    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final CountDownLatch cleanedUp = new CountDownLatch(1);
    private final Thread hook;

    private InterruptHook(String name, boolean register) {
        hook = new Thread(() -> {
            interrupt();
            try {
                cleanedUp.await(CLEANUP_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
        }, name);
        if (register) {
            Runtime.getRuntime().addShutdownHook(hook);
        }
    }

    /** A hook registered with the JVM: Ctrl-C and SIGTERM cancel. */
    static InterruptHook install(String name) {
        return new InterruptHook(name, true);
    }

    /** A hook that only {@link #interrupt()} triggers (tests). */
    static InterruptHook manual() {
        return new InterruptHook("orogen-manual-interrupt", false);
    }

    /** What a Ctrl-C does: asks the work to stop. */
    void interrupt() {
        cancelled.set(true);
    }

    /** Whether the work should stop. */
    boolean cancelled() {
        return cancelled.get();
    }

    /** The command has cleaned up: a waiting Ctrl-C may let the JVM exit; the hook is removed. */
    @Override
    public void close() {
        cleanedUp.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The hook is running (Ctrl-C): it waited for cleanedUp above.
        } catch (IllegalArgumentException notRegistered) {
            // manual(): never registered.
        }
    }
}
