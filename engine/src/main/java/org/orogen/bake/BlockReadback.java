package org.orogen.bake;

import static org.lwjgl.opengl.GL30.GL_FLOAT;
import static org.lwjgl.opengl.GL30.GL_TEXTURE_2D;
import static org.lwjgl.opengl.GL30.glBindTexture;
import static org.lwjgl.opengl.GL30.glGetTexImage;
import static org.lwjgl.opengl.GL30.GL_MAP_READ_BIT;
import static org.lwjgl.opengl.GL30.GL_NO_ERROR;
import static org.lwjgl.opengl.GL30.GL_PIXEL_PACK_BUFFER;
import static org.lwjgl.opengl.GL30.GL_STREAM_READ;
import static org.lwjgl.opengl.GL30.glBindBuffer;
import static org.lwjgl.opengl.GL30.glBufferData;
import static org.lwjgl.opengl.GL30.glDeleteBuffers;
import static org.lwjgl.opengl.GL30.glGenBuffers;
import static org.lwjgl.opengl.GL30.glGetError;
import static org.lwjgl.opengl.GL30.glMapBufferRange;
import static org.lwjgl.opengl.GL30.glUnmapBuffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.List;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * Asynchronous readback of bake blocks through pixel buffer objects, double-buffered: while the
 * GPU copies block N into one slot, the CPU reads block N − 1 from the other, so the transfer
 * no longer stalls the pipeline (GL thread only). Each output texture comes back whole, in its own
 * channels (RGBA floats, one float for a mask's R32F texture) through {@code glGetTexImage}: on the NVIDIA driver, {@code glReadPixels} from a texture
 * written by a compute shader (attached to a read framebuffer) took ~90 ms per 1024 × 128 block,
 * {@code glGetTexImage} 0.5 ms (measured, docs/performance.md); it is faster after the fragment
 * path too.
 */
final class BlockReadback implements AutoCloseable {

    private final int attachments;
    private final List<TextureFormat> formats;
    private final int[][] buffers;

    /** Buffers for blocks of up to {@code maxWidth × height} pixels with outputs of these formats. */
    BlockReadback(List<TextureFormat> formats, int maxWidth, int height) {
        this.formats = List.copyOf(formats);
        this.attachments = formats.size();
        this.buffers = new int[2][attachments];
        for (int slot = 0; slot < 2; slot++) {
            for (int a = 0; a < attachments; a++) {
                int id = glGenBuffers();
                buffers[slot][a] = id;
                glBindBuffer(GL_PIXEL_PACK_BUFFER, id);
                glBufferData(GL_PIXEL_PACK_BUFFER, (long) maxWidth * height * channels(a) * Float.BYTES,
                        GL_STREAM_READ);
            }
        }
        glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
        check("allocating readback buffers");
    }

    /** Floats per pixel of attachment {@code a}: its texture's channels. */
    int channels(int attachment) {
        return formats.get(attachment).channels();
    }

    /**
     * Queues the copy of the first {@code count} textures (exactly {@code width × height} pixels each)
     * into {@code slot}.
     */
    void start(int slot, List<Texture> textures, int count, int width, int height) {
        for (int a = 0; a < count; a++) {
            Texture texture = textures.get(a);
            if (texture.width() != width || texture.height() != height) {
                throw new IllegalArgumentException("Readback of " + width + "x" + height + " from a "
                        + texture.width() + "x" + texture.height() + " texture");
            }
            glBindBuffer(GL_PIXEL_PACK_BUFFER, buffers[slot][a]);
            glBindTexture(GL_TEXTURE_2D, texture.id());
            glGetTexImage(GL_TEXTURE_2D, 0, texture.format().glPixelFormat(), GL_FLOAT, 0L);
        }
        glBindTexture(GL_TEXTURE_2D, 0);
        glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
        check("queueing a block readback");
    }

    /** What to do with an attachment's floats while they are mapped. */
    @FunctionalInterface
    interface Reader {
        void read(int attachment, FloatBuffer pixels);
    }

    /** Maps each of the first {@code count} attachments of {@code slot} ({@link #channels} floats per pixel) in turn. */
    void finish(int slot, int count, int width, int height, Reader reader) {
        for (int a = 0; a < count; a++) {
            long bytes = (long) width * height * channels(a) * Float.BYTES;
            glBindBuffer(GL_PIXEL_PACK_BUFFER, buffers[slot][a]);
            ByteBuffer mapped = glMapBufferRange(GL_PIXEL_PACK_BUFFER, 0, bytes, GL_MAP_READ_BIT);
            if (mapped == null) {
                glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
                check("mapping a readback buffer");
                throw new IllegalStateException("Mapping a readback buffer failed");
            }
            try {
                reader.read(a, mapped.order(ByteOrder.nativeOrder()).asFloatBuffer());
            } finally {
                glUnmapBuffer(GL_PIXEL_PACK_BUFFER);
                glBindBuffer(GL_PIXEL_PACK_BUFFER, 0);
            }
        }
    }

    private static void check(String what) {
        int error = glGetError();
        if (error != GL_NO_ERROR) {
            throw new IllegalStateException(what + " failed: GL error 0x" + Integer.toHexString(error));
        }
    }

    @Override
    public void close() {
        for (int[] slot : buffers) {
            glDeleteBuffers(slot);
        }
    }
}
