package org.orogen.bake;

import static org.lwjgl.opengl.GL11.glFinish;

import java.util.Arrays;

/**
 * Wall time of each stage's evaluation in batched bakes, the GPU drained before and after each
 * stage's batch ({@link GlFieldSampler#timeStages}): for benchmarks asking whether a plan's extra
 * stages cost GPU time or submission time. Draining stalls the pipeline, so never on in exports.
 * GL thread only.
 */
final class StageTimes {

    private final long[] nanos;

    /** Times of {@code stages} stages (a single program: one). */
    StageTimes(int stages) {
        this.nanos = new long[stages];
    }

    /** Drains the GPU and returns the time: call before a stage's batch, then {@link #add} after it. */
    long start() {
        glFinish();
        return System.nanoTime();
    }

    /** Drains the GPU and adds the time since {@code started} to stage {@code stage}. */
    void add(int stage, long started) {
        glFinish();
        nanos[stage] += System.nanoTime() - started;
    }

    /** Nanoseconds per stage so far. */
    long[] nanos() {
        return Arrays.copyOf(nanos, nanos.length);
    }
}
