package org.orogen.gl;

import static org.lwjgl.opengl.GL15.GL_DYNAMIC_DRAW;
import static org.lwjgl.opengl.GL15.glBindBuffer;
import static org.lwjgl.opengl.GL15.glBufferData;
import static org.lwjgl.opengl.GL15.glDeleteBuffers;
import static org.lwjgl.opengl.GL15.glGenBuffers;
import static org.lwjgl.opengl.GL30.glBindBufferBase;
import static org.lwjgl.opengl.GL43.GL_SHADER_STORAGE_BUFFER;

import java.nio.FloatBuffer;
import org.lwjgl.system.MemoryUtil;

/**
 * A shader storage buffer of floats or ints (OpenGL 4.3) that a compute program reads at a binding
 * point; re-uploaded whole each time (the driver orphans the old storage, so a dispatch still
 * reading it is not disturbed). Owned by the creating context's thread.
 */
public final class StorageBuffer implements AutoCloseable {
    private final GlContext context;
    private final int id;
    private boolean closed;

    private StorageBuffer(GlContext context, int id) {
        this.context = context;
        this.id = id;
    }

    /** An empty buffer. */
    public static StorageBuffer create(GlContext context) {
        context.checkThread();
        if (!context.info().atLeast(4, 3)) {
            throw new UnsupportedOperationException("storage buffers need OpenGL 4.3; this context has "
                    + context.info().version());
        }
        return new StorageBuffer(context, glGenBuffers());
    }

    /** Replaces the contents with {@code floats[0, count)} (at least one float is stored, so the binding is valid). */
    public void upload(float[] floats, int count) {
        context.checkThread();
        FloatBuffer data = MemoryUtil.memAllocFloat(Math.max(1, count));
        try {
            data.put(floats, 0, count);
            if (count == 0) {
                data.put(0f);
            }
            data.flip();
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, id);
            glBufferData(GL_SHADER_STORAGE_BUFFER, data, GL_DYNAMIC_DRAW);
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        } finally {
            MemoryUtil.memFree(data);
        }
        GlErrors.check("uploading a storage buffer of " + count + " floats");
    }

    /** Replaces the contents with {@code ints} (at least one int is stored, so the binding is valid). */
    public void upload(int[] ints) {
        context.checkThread();
        java.nio.IntBuffer data = MemoryUtil.memAllocInt(Math.max(1, ints.length));
        try {
            data.put(ints);
            if (ints.length == 0) {
                data.put(0);
            }
            data.flip();
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, id);
            glBufferData(GL_SHADER_STORAGE_BUFFER, data, GL_DYNAMIC_DRAW);
            glBindBuffer(GL_SHADER_STORAGE_BUFFER, 0);
        } finally {
            MemoryUtil.memFree(data);
        }
        GlErrors.check("uploading a storage buffer of " + ints.length + " ints");
    }

    /** Binds the buffer to storage binding point {@code binding}. */
    public void bind(int binding) {
        context.checkThread();
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, binding, id);
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            context.checkThread();
            glDeleteBuffers(id);
        }
    }
}
