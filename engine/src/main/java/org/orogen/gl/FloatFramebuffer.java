package org.orogen.gl;

import static org.lwjgl.opengl.GL11.GL_FLOAT;
import static org.lwjgl.opengl.GL11.GL_TEXTURE_2D;
import static org.lwjgl.opengl.GL11.glReadBuffer;
import static org.lwjgl.opengl.GL11.glReadPixels;
import static org.lwjgl.opengl.GL11.glViewport;
import static org.lwjgl.opengl.GL11.glGetInteger;
import static org.lwjgl.opengl.GL20.GL_MAX_DRAW_BUFFERS;
import static org.lwjgl.opengl.GL20.glDrawBuffers;
import static org.lwjgl.opengl.GL30.GL_COLOR_ATTACHMENT0;
import static org.lwjgl.opengl.GL30.GL_FRAMEBUFFER;
import static org.lwjgl.opengl.GL30.GL_MAX_COLOR_ATTACHMENTS;
import static org.lwjgl.opengl.GL30.glBindFramebuffer;
import static org.lwjgl.opengl.GL30.glDeleteFramebuffers;
import static org.lwjgl.opengl.GL30.glFramebufferTexture2D;
import static org.lwjgl.opengl.GL30.glGenFramebuffers;

import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.lwjgl.system.MemoryUtil;

/**
 * A framebuffer with N RGBA32F colour attachments (attachment i = fragment output location i), all of
 * one size. Checked for completeness when created. Closing it deletes its textures too.
 */
public final class FloatFramebuffer implements AutoCloseable {

    private final GlContext context;
    private final int id;
    private final int width;
    private final int height;
    private final List<Texture> attachments;
    private boolean closed;

    private FloatFramebuffer(GlContext context, int id, int width, int height, List<Texture> attachments) {
        this.context = context;
        this.id = id;
        this.width = width;
        this.height = height;
        this.attachments = List.copyOf(attachments);
    }

    /**
     * Creates the framebuffer and its attachments.
     *
     * @throws IllegalArgumentException        for a bad size or more attachments than the driver allows
     * @throws IncompleteFramebufferException  when the driver rejects the combination
     */
    public static FloatFramebuffer create(GlContext context, int width, int height, int colourAttachments) {
        return create(context, width, height, Collections.nCopies(Math.max(colourAttachments, 0), TextureFormat.RGBA32F));
    }

    /**
     * Creates the framebuffer with one attachment of each format ({@link FieldEvaluator#outputFormats}
     * for a program's outputs).
     *
     * @throws IllegalArgumentException        for a bad size or more attachments than the driver allows
     * @throws IncompleteFramebufferException  when the driver rejects the combination
     */
    public static FloatFramebuffer create(GlContext context, int width, int height, List<TextureFormat> formats) {
        context.checkThread();
        int colourAttachments = formats.size();
        int max = Math.min(glGetInteger(GL_MAX_COLOR_ATTACHMENTS), glGetInteger(GL_MAX_DRAW_BUFFERS));
        if (colourAttachments < 1 || colourAttachments > max) {
            throw new IllegalArgumentException("A framebuffer needs 1.." + max + " colour attachments on this driver,"
                    + " not " + colourAttachments + " (height plus masks: merge masks into fewer outputs)");
        }
        Texture.checkSize(width, height);
        List<Texture> textures = new ArrayList<>();
        int id = glGenFramebuffers();
        try {
            glBindFramebuffer(GL_FRAMEBUFFER, id);
            int[] drawBuffers = new int[colourAttachments];
            for (int i = 0; i < colourAttachments; i++) {
                Texture texture = Texture.create(context, width, height, formats.get(i));
                textures.add(texture);
                glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0 + i, GL_TEXTURE_2D, texture.id(), 0);
                drawBuffers[i] = GL_COLOR_ATTACHMENT0 + i;
            }
            glDrawBuffers(drawBuffers);
            FramebufferStatus.requireComplete(width + "x" + height + " float framebuffer with "
                    + colourAttachments + " attachment(s) " + formats);
            GlErrors.check("creating a " + width + "x" + height + " framebuffer");
            return new FloatFramebuffer(context, id, width, height, textures);
        } catch (RuntimeException e) {
            textures.forEach(Texture::close);
            glDeleteFramebuffers(id);
            throw e;
        } finally {
            glBindFramebuffer(GL_FRAMEBUFFER, 0);
        }
    }

    /** Binds it for drawing and sets the viewport to its full size. */
    public void bind() {
        checkUsable();
        glBindFramebuffer(GL_FRAMEBUFFER, id);
        glViewport(0, 0, width, height);
    }

    /** Unbinds any framebuffer. */
    public void unbind() {
        checkUsable();
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
    }

    /**
     * Reads attachment {@code index} into the direct buffer {@code dest} (width*height*channels floats from its
     * position, channels interleaved as in its format, rows bottom-up). Blocks until rendering finishes.
     */
    public void read(int index, FloatBuffer dest) {
        checkUsable();
        Texture attachment = attachment(index);
        Texture.requireDirect(dest);
        if (dest.remaining() < attachment.floatCount()) {
            throw new IllegalArgumentException("Reading a " + width + "x" + height + " " + attachment.format()
                    + " attachment needs "
                    + attachment.floatCount() + " floats but the buffer has " + dest.remaining());
        }
        glBindFramebuffer(GL_FRAMEBUFFER, id);
        glReadBuffer(GL_COLOR_ATTACHMENT0 + index);
        glReadPixels(0, 0, width, height, attachment.format().pixelFormat, GL_FLOAT, dest);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        GlErrors.check("reading attachment " + index + " of a " + width + "x" + height + " framebuffer");
    }

    /** Attachment {@code index} as a new array (see {@link #read(int, FloatBuffer)}). */
    public float[] read(int index) {
        int count = attachment(index).floatCount();
        FloatBuffer buffer = MemoryUtil.memAllocFloat(count);
        try {
            read(index, buffer);
            float[] pixels = new float[count];
            buffer.get(0, pixels);
            return pixels;
        } finally {
            MemoryUtil.memFree(buffer);
        }
    }

    /** The texture behind colour attachment {@code index}. */
    public Texture attachment(int index) {
        if (index < 0 || index >= attachments.size()) {
            throw new IndexOutOfBoundsException("Attachment " + index + " of " + attachments.size());
        }
        return attachments.get(index);
    }

    /** Each attachment's format, in attachment order. */
    public List<TextureFormat> formats() {
        return attachments.stream().map(Texture::format).toList();
    }

    public int attachmentCount() {
        return attachments.size();
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    private void checkUsable() {
        context.checkThread();
        if (closed) {
            throw new IllegalStateException("Framebuffer " + id + " is closed");
        }
    }

    @Override
    public void close() {
        if (!closed) {
            context.checkThread();
            closed = true;
            glDeleteFramebuffers(id);
            attachments.forEach(Texture::close);
        }
    }
}
