package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.orogen.gl.PriorityWorker.Priority;

/** Normal work always runs before waiting background work; closing runs or fails what waits. */
class PriorityWorkerTest {

    /** Blocks the worker until {@code release} counts down, so tasks pile up behind it. */
    private static CompletableFuture<Void> hold(PriorityWorker worker, CountDownLatch started, CountDownLatch release) {
        return worker.submit(Priority.NORMAL, () -> {
            started.countDown();
            try {
                assertTrue(release.await(30, TimeUnit.SECONDS), "the test released the worker");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        });
    }

    @Test
    void waitingNormalTasksRunBeforeBackgroundOnesOneBackgroundTaskPerTurn() throws Exception {
        PriorityWorker worker = new PriorityWorker("priority-test");
        List<String> order = new CopyOnWriteArrayList<>();
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        hold(worker, started, release);
        assertTrue(started.await(30, TimeUnit.SECONDS));
        worker.submit(Priority.BACKGROUND, () -> order.add("thumbnail 1"));
        worker.submit(Priority.BACKGROUND, () -> {
            order.add("thumbnail 2");
            // Preview work arriving while a thumbnail runs goes before the next thumbnail.
            worker.submit(Priority.NORMAL, () -> order.add("frame 3"));
            return true;
        });
        worker.submit(Priority.BACKGROUND, () -> order.add("thumbnail 3"));
        worker.submit(Priority.NORMAL, () -> order.add("frame 1"));
        worker.submit(Priority.NORMAL, () -> order.add("frame 2"));
        // Frame 3 is submitted by thumbnail 2 while it runs: finish (which stops accepting work) only
        // once the last thumbnail has run, or frame 3 would be refused.
        CountDownLatch thumbnails = new CountDownLatch(1);
        worker.submit(Priority.BACKGROUND, () -> {
            thumbnails.countDown();
            return null;
        });
        release.countDown();
        assertTrue(thumbnails.await(30, TimeUnit.SECONDS), "the thumbnails ran");
        assertTrue(worker.finish(() -> order.add("closed"), 30_000), "the worker ended");
        assertEquals(List.of("frame 1", "frame 2", "thumbnail 1", "thumbnail 2", "frame 3", "thumbnail 3", "closed"),
                order);
        assertFalse(worker.isAlive());
    }

    @Test
    void afterStopNowWaitingTasksFailAndNoWorkIsAccepted() throws Exception {
        PriorityWorker worker = new PriorityWorker("priority-stop-test");
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        hold(worker, started, release);
        assertTrue(started.await(30, TimeUnit.SECONDS));
        CompletableFuture<String> waiting = worker.submit(Priority.BACKGROUND, () -> "never");
        worker.stopNow();
        CompletionException dropped = assertThrows(CompletionException.class, waiting::join);
        assertInstanceOf(IllegalStateException.class, dropped.getCause());
        assertTrue(dropped.getCause().getMessage().contains("'priority-stop-test' is closed"),
                dropped.getCause().getMessage());
        CompletionException late = assertThrows(CompletionException.class,
                () -> worker.submit(Priority.NORMAL, () -> "late").join());
        assertInstanceOf(IllegalStateException.class, late.getCause());
        assertTrue(worker.join(30_000), "the interrupted worker ended");
    }

    @Test
    void aFailingTaskCompletesItsFutureExceptionallyAndTheWorkerGoesOn() throws Exception {
        PriorityWorker worker = new PriorityWorker("priority-failure-test");
        CompletableFuture<Object> failing = worker.submit(Priority.NORMAL, () -> {
            throw new IllegalArgumentException("bad input");
        });
        assertEquals("bad input", assertThrows(CompletionException.class, failing::join).getCause().getMessage());
        assertEquals(42, worker.submit(Priority.BACKGROUND, () -> 42).join());
        assertTrue(worker.finish(() -> { }, 30_000));
    }
}
