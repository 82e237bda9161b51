package org.orogen.gl;

import java.util.ArrayDeque;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * One daemon thread that runs submitted tasks one at a time, in two priorities: every waiting
 * {@link Priority#NORMAL} task runs before the next {@link Priority#BACKGROUND} one, and background
 * tasks run in submission order, one per turn. An editor window's GL thread and compile worker are
 * such threads: the preview's work is normal, node thumbnails are background, so a thumbnail never
 * delays a preview frame by more than the one thumbnail already running.
 */
public final class PriorityWorker {

    /** Which queue a task waits in. */
    public enum Priority {
        /** Runs before any waiting background task. */
        NORMAL,
        /** Runs only when no normal task waits. */
        BACKGROUND
    }

    private final Thread thread;
    private final Object lock = new Object();
    private final ArrayDeque<Task> normal = new ArrayDeque<>();
    private final ArrayDeque<Task> background = new ArrayDeque<>();
    /** Guarded by {@link #lock}. */
    private boolean accepting = true;
    /** Guarded by {@link #lock}: the thread ends once both queues are empty. */
    private boolean finishing;
    /** Runs on the thread after the last task (set by {@link #finish}). */
    private volatile Runnable last = () -> { };

    /** A waiting task: {@code run} on the thread, or {@code reject} when the worker stops first. */
    private record Task(Runnable run, Runnable reject) {
    }

    /** Starts the thread, named {@code name}. */
    public PriorityWorker(String name) {
        thread = new Thread(this::loop, name);
        thread.setDaemon(true); // a forgotten close must not keep the JVM alive
        thread.start();
    }

    /**
     * Runs {@code task} on the thread with {@code priority}. The future completes with its result or
     * exceptionally with what it threw; once the worker stops accepting work it fails with
     * IllegalStateException saying so.
     */
    public <T> CompletableFuture<T> submit(Priority priority, Supplier<T> task) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Runnable run = () -> {
            try {
                result.complete(task.get());
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        };
        Runnable reject = () -> result.completeExceptionally(new IllegalStateException(
                "'" + thread.getName() + "' is closed; no more work is accepted"));
        synchronized (lock) {
            if (!accepting) {
                reject.run();
                return result;
            }
            (priority == Priority.NORMAL ? normal : background).add(new Task(run, reject));
            lock.notifyAll();
        }
        return result;
    }

    /** The thread's name. */
    public String name() {
        return thread.getName();
    }

    /** True on the worker's own thread. */
    public boolean isWorkerThread() {
        return Thread.currentThread() == thread;
    }

    /** Whether the thread is still running. */
    public boolean isAlive() {
        return thread.isAlive();
    }

    private void loop() {
        try {
            while (true) {
                Task task;
                synchronized (lock) {
                    while (normal.isEmpty() && background.isEmpty() && !finishing) {
                        lock.wait();
                    }
                    task = !normal.isEmpty() ? normal.poll() : background.poll();
                }
                if (task == null) {
                    break; // finishing and nothing left
                }
                task.run().run();
            }
        } catch (InterruptedException e) {
            // stopNow(): leave at once
        } finally {
            last.run();
        }
    }

    /**
     * Stops accepting work; the tasks already waiting run (normal ones first), then {@code last} on the
     * thread, and the thread ends. Waits up to {@code timeoutMillis} for that.
     *
     * @return true when the thread has ended
     */
    public boolean finish(Runnable last, long timeoutMillis) throws InterruptedException {
        synchronized (lock) {
            if (!accepting) {
                return join(timeoutMillis);
            }
            this.last = last;
            accepting = false;
            finishing = true;
            lock.notifyAll();
        }
        return join(timeoutMillis);
    }

    /**
     * Stops accepting work, fails the waiting tasks' futures (IllegalStateException), interrupts the
     * running one and returns without waiting for it.
     */
    public void stopNow() {
        java.util.List<Task> dropped = new java.util.ArrayList<>();
        synchronized (lock) {
            accepting = false;
            finishing = true;
            dropped.addAll(normal);
            dropped.addAll(background);
            normal.clear();
            background.clear();
            lock.notifyAll();
        }
        thread.interrupt();
        dropped.forEach(t -> t.reject().run());
    }

    /** Waits up to {@code timeoutMillis} for the thread to end; true when it has. */
    public boolean join(long timeoutMillis) throws InterruptedException {
        if (isWorkerThread()) {
            return false;
        }
        return thread.join(java.time.Duration.ofMillis(timeoutMillis));
    }
}
