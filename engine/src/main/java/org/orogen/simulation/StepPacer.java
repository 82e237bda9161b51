package org.orogen.simulation;

import static org.lwjgl.opengl.GL32.GL_SYNC_GPU_COMMANDS_COMPLETE;
import static org.lwjgl.opengl.GL32.glDeleteSync;
import static org.lwjgl.opengl.GL32.glFenceSync;

import org.orogen.gl.GpuFences;

/**
 * Paces the step loop of a GPU simulation: every {@value #INTERVAL} steps it waits for the batch
 * before the last one to finish (a fence, never {@code glFinish}), reports progress and checks for
 * cancellation. So the driver holds at most two batches of queued steps: a cancel takes effect
 * within about {@code 2 × INTERVAL} steps of GPU time, the progress shown is what the GPU has done
 * give or take a batch, and the GPU is never left idle waiting for the CPU. GL thread only.
 */
final class StepPacer implements AutoCloseable {
    /**
     * Steps between checks: one fence per 32 or more dispatches, and the wait is for the batch before
     * the last, so the GPU still has a batch queued while the CPU waits (not measured separately).
     */
    static final int INTERVAL = 16;

    private final SimulationMonitor monitor;
    private final long steps;
    private long fence;

    /** Checks for cancellation before any step runs. */
    StepPacer(SimulationMonitor monitor, long steps) {
        this.monitor = monitor;
        this.steps = steps;
        monitor.checkCancelled();
        monitor.progress(0, "step 0 of " + steps);
    }

    /**
     * Call after step {@code step} (from 0) was dispatched.
     *
     * @throws SimulationCancelledException when the monitor asks to stop
     */
    void stepDone(long step) {
        long done = step + 1;
        if (done % INTERVAL != 0 && done != steps) {
            return;
        }
        awaitFence();
        fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        monitor.progress(steps == 0 ? 1.0 : (double) done / steps, "step " + done + " of " + steps);
        monitor.checkCancelled();
    }

    /** Call when the run stopped early, converged after step {@code done} (from 1): progress reaches 100 %. */
    void converged(long done) {
        monitor.progress(1.0, "converged at step " + done + " of " + steps);
        monitor.checkCancelled();
    }

    private void awaitFence() {
        if (fence == 0) {
            return;
        }
        long waited = fence;
        fence = 0;
        GpuFences.awaitAndDelete(waited, "the simulation's steps");
    }

    /** Deletes the fence in flight (the loop ended or was cancelled). */
    @Override
    public void close() {
        if (fence != 0) {
            glDeleteSync(fence);
            fence = 0;
        }
    }
}
