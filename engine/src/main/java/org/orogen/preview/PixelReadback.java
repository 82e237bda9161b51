package org.orogen.preview;

import org.lwjgl.system.MemoryUtil;
import org.orogen.gl.GlContext;

import java.nio.ByteBuffer;

import static org.lwjgl.opengl.GL33.*;

/**
 * Asynchronous readback of a frame through a pixel buffer object: {@link #start} queues the copy
 * and a fence and returns at once; {@link #poll} later copies the bytes out without waiting, once
 * the GPU has finished. The GL thread never stalls on the GPU, so it keeps accepting new work
 * (and the JavaFX thread is never involved at all). One readback at a time. GL thread only.
 */
final class PixelReadback implements AutoCloseable {

    private final GlContext context;
    private final int buffer;
    private long capacity;
    private long fence;
    private int width;
    private int height;

    PixelReadback(GlContext context) {
        context.checkThread();
        this.context = context;
        this.buffer = glGenBuffers();
    }

    boolean inFlight() {
        return fence != 0;
    }

    /** Queues a read of the renderer's last frame. */
    void start(PreviewRenderer renderer, int frameWidth, int frameHeight) {
        context.checkThread();
        if (inFlight()) {
            throw new IllegalStateException("A readback is already in flight; poll it first");
        }
        long bytes = (long) frameWidth * frameHeight * 4;
        glBindBuffer(GL_PIXEL_PACK_BUFFER, buffer);
        if (bytes > capacity) {
            glBufferData(GL_PIXEL_PACK_BUFFER, bytes, GL_STREAM_READ);
            capacity = bytes;
        }
        renderer.readIntoPackBuffer();
        glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
        fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        glFlush(); // the fence must reach the GPU, or polling it would never see it signalled
        width = frameWidth;
        height = frameHeight;
    }

    /**
     * Copies the finished frame into a new direct buffer (BGRA, width*height*4), or returns null
     * when the GPU is not done yet. Never blocks.
     */
    ByteBuffer poll() {
        context.checkThread();
        if (!inFlight()) {
            throw new IllegalStateException("No readback in flight");
        }
        int status = glClientWaitSync(fence, 0, 0L);
        if (status == GL_TIMEOUT_EXPIRED) {
            return null;
        }
        glDeleteSync(fence);
        fence = 0;
        if (status == GL_WAIT_FAILED) {
            throw new IllegalStateException("Waiting for the frame's readback failed (GL_WAIT_FAILED)");
        }
        int bytes = width * height * 4;
        glBindBuffer(GL_PIXEL_PACK_BUFFER, buffer);
        ByteBuffer mapped = glMapBufferRange(GL_PIXEL_PACK_BUFFER, 0, bytes, GL_MAP_READ_BIT);
        ByteBuffer copy = MemoryUtil.memAlloc(bytes);
        try {
            if (mapped == null) {
                throw new IllegalStateException("Mapping the frame's pixel buffer failed");
            }
            MemoryUtil.memCopy(mapped, copy);
        } catch (RuntimeException e) {
            MemoryUtil.memFree(copy);
            throw e;
        } finally {
            if (mapped != null) {
                glUnmapBuffer(GL_PIXEL_PACK_BUFFER);
            }
            glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
        }
        return copy;
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    @Override
    public void close() {
        if (fence != 0) {
            glDeleteSync(fence);
            fence = 0;
        }
        glDeleteBuffers(buffer);
    }
}
