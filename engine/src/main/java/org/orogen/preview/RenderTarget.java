package org.orogen.preview;

import org.orogen.gl.GlContext;

import java.nio.ByteBuffer;

import static org.lwjgl.opengl.GL33.*;

/**
 * Where a preview frame is drawn: a multisampled colour + depth framebuffer, resolved into a
 * single-sampled RGBA8 one that readbacks read from. GL thread only.
 */
final class RenderTarget implements AutoCloseable {

    private final GlContext context;
    private final int width;
    private final int height;
    private final int samples;
    private final int msFramebuffer;
    private final int msColour;
    private final int msDepth;
    private final int resolvedFramebuffer;
    private final int resolvedColour;

    RenderTarget(GlContext context, int width, int height, int wantedSamples) {
        context.checkThread();
        if (width < 1 || height < 1 || width > 16384 || height > 16384) {
            throw new IllegalArgumentException("Image size must be 1..16384 on each side, got " + width + "x" + height);
        }
        this.context = context;
        this.width = width;
        this.height = height;
        this.samples = Math.clamp(wantedSamples, 1, Math.max(1, glGetInteger(GL_MAX_SAMPLES)));
        msFramebuffer = glGenFramebuffers();
        glBindFramebuffer(GL_FRAMEBUFFER, msFramebuffer);
        msColour = glGenRenderbuffers();
        glBindRenderbuffer(GL_RENDERBUFFER, msColour);
        glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, GL_RGBA8, width, height);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, msColour);
        msDepth = glGenRenderbuffers();
        glBindRenderbuffer(GL_RENDERBUFFER, msDepth);
        glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, GL_DEPTH_COMPONENT24, width, height);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, msDepth);
        requireComplete("multisampled " + width + "x" + height + " (" + samples + " samples)");
        resolvedFramebuffer = glGenFramebuffers();
        glBindFramebuffer(GL_FRAMEBUFFER, resolvedFramebuffer);
        resolvedColour = glGenRenderbuffers();
        glBindRenderbuffer(GL_RENDERBUFFER, resolvedColour);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, resolvedColour);
        requireComplete("resolved " + width + "x" + height);
        glBindRenderbuffer(GL_RENDERBUFFER, 0);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
    }

    private void requireComplete(String what) {
        int status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            close();
            throw new IllegalStateException("The driver rejected the preview's " + what + " framebuffer (status 0x"
                    + Integer.toHexString(status) + "); try a smaller image size");
        }
    }

    /** Binds the multisampled framebuffer for drawing, with the viewport covering it. */
    void bindForDrawing() {
        context.checkThread();
        glBindFramebuffer(GL_FRAMEBUFFER, msFramebuffer);
        glViewport(0, 0, width, height);
    }

    /** Resolves the samples into the single-sampled framebuffer and leaves it bound for reading. */
    void resolve() {
        glBindFramebuffer(GL_READ_FRAMEBUFFER, msFramebuffer);
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, resolvedFramebuffer);
        glBlitFramebuffer(0, 0, width, height, 0, 0, width, height, GL_COLOR_BUFFER_BIT, GL_NEAREST);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glBindFramebuffer(GL_READ_FRAMEBUFFER, resolvedFramebuffer);
        glReadBuffer(GL_COLOR_ATTACHMENT0);
    }

    /**
     * Reads the resolved image, blocking, as BGRA bytes (JavaFX's byte BGRA layout; alpha is 255)
     * into {@code dest} from position 0; rows in the order drawn.
     */
    void readBgra(ByteBuffer dest) {
        resolve();
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, width, height, GL_BGRA, GL_UNSIGNED_BYTE, dest);
        glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    }

    /** Starts an asynchronous read of the resolved image into the bound GL_PIXEL_PACK_BUFFER. */
    void readBgraIntoPackBuffer() {
        resolve();
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, width, height, GL_BGRA, GL_UNSIGNED_BYTE, 0L);
        glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    int samples() {
        return samples;
    }

    int byteCount() {
        return width * height * 4;
    }

    @Override
    public void close() {
        glDeleteFramebuffers(msFramebuffer);
        glDeleteFramebuffers(resolvedFramebuffer);
        glDeleteRenderbuffers(msColour);
        glDeleteRenderbuffers(msDepth);
        glDeleteRenderbuffers(resolvedColour);
    }
}
