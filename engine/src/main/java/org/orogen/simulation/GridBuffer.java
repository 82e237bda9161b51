package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_BUFFER_UPDATE_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_DYNAMIC_COPY;
import static org.lwjgl.opengl.GL43.GL_MAX_SHADER_STORAGE_BLOCK_SIZE;
import static org.lwjgl.opengl.GL43.GL_R32UI;
import static org.lwjgl.opengl.GL43.GL_RED_INTEGER;
import static org.lwjgl.opengl.GL43.GL_SHADER_STORAGE_BUFFER;
import static org.lwjgl.opengl.GL43.GL_UNSIGNED_INT;
import static org.lwjgl.opengl.GL43.glBindBuffer;
import static org.lwjgl.opengl.GL43.glBindBufferBase;
import static org.lwjgl.opengl.GL43.glBufferData;
import static org.lwjgl.opengl.GL43.glBufferSubData;
import static org.lwjgl.opengl.GL43.glClearBufferData;
import static org.lwjgl.opengl.GL43.glDeleteBuffers;
import static org.lwjgl.opengl.GL43.glGenBuffers;
import static org.lwjgl.opengl.GL43.glGetBufferSubData;
import static org.lwjgl.opengl.GL43.glGetInteger64;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;

import org.orogen.gl.GlContext;

/**
 * A shader storage buffer of 32-bit words (floats, unsigned integers or, two words each, doubles, as a
 * shader declares them) for the GPU flow and fluvial passes: a few words per grid cell, or a few flags.
 * GL thread only.
 */
final class GridBuffer implements AutoCloseable {
    private final GlContext context;
    private final int id;
    private final long words;
    private boolean closed;

    private GridBuffer(GlContext context, int id, long words) {
        this.context = context;
        this.id = id;
        this.words = words;
    }

    /**
     * A buffer of {@code words} 32-bit words, contents undefined.
     *
     * @throws IllegalStateException when the driver's largest shader storage block is smaller
     */
    static GridBuffer create(GlContext context, long words) {
        context.checkThread();
        long bytes = 4 * Math.max(words, 1);
        long limit = glGetInteger64(GL_MAX_SHADER_STORAGE_BLOCK_SIZE);
        if (bytes > limit) {
            throw new IllegalStateException("a simulation grid needs a shader storage block of "
                    + (bytes >> 20) + " MiB (" + words + " words); this GPU's driver allows " + (limit >> 20) + " MiB"
                    + " (GL_MAX_SHADER_STORAGE_BLOCK_SIZE). Export fewer pixels or use --simulation-detail coarse.");
        }
        int id = glGenBuffers();
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, id);
        glBufferData(GL_SHADER_STORAGE_BUFFER, bytes, GL_DYNAMIC_COPY);
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        return new GridBuffer(context, id, words);
    }

    /** Binds the buffer to shader storage binding {@code binding}. */
    void bind(int binding) {
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, binding, id);
    }

    /** Sets every word to {@code value} (its bits: pass {@code Float.floatToRawIntBits} for a float). */
    void fill(int value) {
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, id);
        glClearBufferData(GL_SHADER_STORAGE_BUFFER, GL_R32UI, GL_RED_INTEGER, GL_UNSIGNED_INT, new int[] {value});
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
    }

    /** The first {@code count} words, after the shaders that wrote them (waits for the GPU). */
    int[] read(int count) {
        glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
        int[] out = new int[count];
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, id);
        glGetBufferSubData(GL_SHADER_STORAGE_BUFFER, 0, out);
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        return out;
    }

    /** Replaces the first {@code 2 * values.length} words with {@code values} as doubles (GLSL {@code double}). */
    void upload(double[] values) {
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, id);
        glBufferSubData(GL_SHADER_STORAGE_BUFFER, 0, values);
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
    }

    /** The first {@code count} doubles ({@code 2 * count} words), after the shaders that wrote them. */
    double[] readDoubles(int count) {
        glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
        double[] out = new double[count];
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, id);
        glGetBufferSubData(GL_SHADER_STORAGE_BUFFER, 0, out);
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        return out;
    }

    /** {@link #read} of every word as floats. */
    float[] readFloats() {
        int[] bits = read(Math.toIntExact(words));
        float[] out = new float[bits.length];
        for (int i = 0; i < bits.length; i++) {
            out[i] = Float.intBitsToFloat(bits[i]);
        }
        return out;
    }

    @Override
    public void close() {
        if (!closed) {
            context.checkThread();
            closed = true;
            glDeleteBuffers(id);
        }
    }
}
