package org.orogen.simulation;

import static org.lwjgl.opengl.GL15.glBindBuffer;
import static org.lwjgl.opengl.GL15.glBufferData;
import static org.lwjgl.opengl.GL15.glDeleteBuffers;
import static org.lwjgl.opengl.GL15.glGenBuffers;
import static org.lwjgl.opengl.GL15.glGetBufferSubData;
import static org.lwjgl.opengl.GL15.GL_DYNAMIC_COPY;
import static org.lwjgl.opengl.GL15.GL_STREAM_READ;
import static org.lwjgl.opengl.GL31.GL_COPY_READ_BUFFER;
import static org.lwjgl.opengl.GL31.GL_COPY_WRITE_BUFFER;
import static org.lwjgl.opengl.GL31.glCopyBufferSubData;
import static org.lwjgl.opengl.GL15.glUnmapBuffer;
import static org.lwjgl.opengl.GL30.GL_MAP_READ_BIT;
import static org.lwjgl.opengl.GL30.glBindBufferBase;
import static org.lwjgl.opengl.GL30.glMapBufferRange;
import static org.lwjgl.opengl.GL32.GL_SYNC_GPU_COMMANDS_COMPLETE;
import static org.lwjgl.opengl.GL32.glDeleteSync;
import static org.lwjgl.opengl.GL32.glFenceSync;
import static org.lwjgl.opengl.GL43.GL_BUFFER_UPDATE_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_READ_ONLY;
import static org.lwjgl.opengl.GL43.GL_SHADER_STORAGE_BUFFER;
import static org.lwjgl.opengl.GL43.glBindImageTexture;
import static org.lwjgl.opengl.GL43.glDispatchCompute;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;
import static org.lwjgl.opengl.GL44.GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT;
import static org.lwjgl.opengl.GL44.GL_MAP_COHERENT_BIT;
import static org.lwjgl.opengl.GL44.GL_MAP_PERSISTENT_BIT;
import static org.lwjgl.opengl.GL44.glBufferStorage;
import static org.lwjgl.opengl.GL30.GL_R32F;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import org.lwjgl.system.MemoryUtil;
import org.orogen.gl.GlContext;
import org.orogen.gl.GpuFences;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;

/**
 * The stop at convergence of a thermal run (docs/algorithms.md, "Thermal erosion"): a run has
 * converged once no cell's drop to a neighbour exceeds the angle of repose by more than
 * {@value #TOLERANCE} × tan(angle) × spacing, that is once every slope is within
 * {@value #TOLERANCE} × tan(angle) of the talus slope.
 *
 * <p>Every {@value #INTERVAL} steps {@code thermal_excess.comp} writes the largest excess of the
 * state into its own slot of a small buffer (an order-independent maximum: the same bits every
 * run), and the result of the previous check is read: it was written {@value #INTERVAL} steps ago,
 * so the wait for it never leaves the GPU idle. When that result is within the tolerance the run
 * stops at the current step, {@value #INTERVAL} steps after the state that was measured: the stop
 * step depends on the heights alone, so a run gives the same stop step and the same heights every
 * time. The step count of the node stays the upper bound. GL thread only.
 */
final class ThermalConvergence implements AutoCloseable {
    /**
     * Steps between checks. A check costs about one step (it reads each height 9 times from the
     * cache and reduces), so 64 adds under 2 % to the steps it watches; the stop comes at most
     * {@code 2 × INTERVAL} steps after the state first meets the tolerance.
     */
    static final int INTERVAL = 64;
    /** Largest excess over the talus slope a converged run may keep, as a fraction of tan(angle). */
    static final double TOLERANCE = 0.01;
    private static final int GROUP_CELLS = 32;

    /** Kept by the context ({@link GlContext#computeProgram}): not closed here. */
    private final ShaderProgram program;
    private final long steps;
    private final float tolerance;
    private final int width;
    private final int height;
    /** The slots the checks write, in GPU memory (atomics on host-visible memory would cross the bus). */
    private final int buffer;
    /** Where each slot is copied for the CPU to read: mapped (OpenGL 4.4) or read with glGetBufferSubData. */
    private final int readback;
    private final ByteBuffer mapped;
    private long fence;
    private int pending = -1;

    /**
     * @param limit tan(angle) × spacing, metres
     * @param steps the run's step count (the upper bound)
     */
    ThermalConvergence(GlContext context, int width, int height, float limit, long steps) {
        this.steps = steps;
        this.width = width;
        this.height = height;
        this.tolerance = (float) (TOLERANCE * limit);
        program = context.computeProgram(ThermalErosion.source("thermal_excess.comp"));
        int slots = (int) Math.min(Integer.MAX_VALUE / 4, steps / INTERVAL + 1);
        buffer = glGenBuffers();
        readback = glGenBuffers();
        ByteBuffer zeros = MemoryUtil.memCalloc(4 * slots);
        try {
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, buffer);
            glBufferData(GL_SHADER_STORAGE_BUFFER, zeros, GL_DYNAMIC_COPY);
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, readback);
            if (context.info().atLeast(4, 4)) {
                int flags = GL_MAP_READ_BIT | GL_MAP_PERSISTENT_BIT | GL_MAP_COHERENT_BIT;
                glBufferStorage(GL_SHADER_STORAGE_BUFFER, zeros, flags);
                ByteBuffer map = glMapBufferRange(GL_SHADER_STORAGE_BUFFER, 0, 4L * slots, flags);
                mapped = map == null ? null : map.order(ByteOrder.nativeOrder());
            } else {
                glBufferData(GL_SHADER_STORAGE_BUFFER, zeros, GL_STREAM_READ);
                mapped = null;
            }
        } finally {
            MemoryUtil.memFree(zeros);
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        }
        program.use();
        program.setInt("u_cellsX", width);
        program.setInt("u_cellsY", height);
        program.setFloat("u_limit", limit);
    }

    /**
     * Call after step {@code done} (from 1) was dispatched, with {@code state} the texture it writes.
     *
     * @return true when the run has converged: stop after this step
     */
    boolean converged(long done, Texture state) {
        if (done % INTERVAL != 0 || done >= steps) {
            return false;
        }
        if (pending >= 0 && largestExcess(pending) <= tolerance) {
            return true;
        }
        int slot = (int) (done / INTERVAL);
        program.use();
        program.setInt("u_slot", slot);
        glBindImageTexture(0, state.id(), 0, false, 0, GL_READ_ONLY, GL_R32F);
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, buffer);
        glDispatchCompute((width + GROUP_CELLS - 1) / GROUP_CELLS, (height + GROUP_CELLS - 1) / GROUP_CELLS, 1);
        glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
        glBindBuffer(GL_COPY_READ_BUFFER, buffer);
        glBindBuffer(GL_COPY_WRITE_BUFFER, readback);
        glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, 4L * slot, 4L * slot, 4);
        glBindBuffer(GL_COPY_READ_BUFFER, 0);
        glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
        glMemoryBarrier(GL_CLIENT_MAPPED_BUFFER_BARRIER_BIT);
        fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        pending = slot;
        return false;
    }

    /** The largest excess (metres) the check into {@code slot} found; waits for it. */
    private float largestExcess(int slot) {
        long waited = fence;
        fence = 0;
        pending = -1;
        GpuFences.awaitAndDelete(waited, "the thermal convergence check");
        if (mapped != null) {
            return Float.intBitsToFloat(mapped.getInt(4 * slot));
        }
        IntBuffer one = MemoryUtil.memAllocInt(1);
        try {
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, readback);
            glGetBufferSubData(GL_SHADER_STORAGE_BUFFER, 4L * slot, one);
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
            return Float.intBitsToFloat(one.get(0));
        } finally {
            MemoryUtil.memFree(one);
        }
    }

    @Override
    public void close() {
        if (fence != 0) {
            glDeleteSync(fence);
            fence = 0;
        }
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, 0);
        if (mapped != null) {
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, readback);
            glUnmapBuffer(GL_SHADER_STORAGE_BUFFER);
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        }
        glDeleteBuffers(buffer);
        glDeleteBuffers(readback);
    }
}
