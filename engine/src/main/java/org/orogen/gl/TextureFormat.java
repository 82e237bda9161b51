package org.orogen.gl;

import static org.lwjgl.opengl.GL11.GL_RED;
import static org.lwjgl.opengl.GL11.GL_RGBA;
import static org.lwjgl.opengl.GL30.GL_R16;
import static org.lwjgl.opengl.GL30.GL_R32F;
import static org.lwjgl.opengl.GL30.GL_RG;
import static org.lwjgl.opengl.GL30.GL_RG32F;
import static org.lwjgl.opengl.GL30.GL_RGBA32F;

/**
 * Texture formats: 32-bit floats with one, two or four channels per texel, and {@link #R16}, one 16-bit
 * unsigned normalized channel (values in [0, 1] in steps of 1/65535, a quarter of {@link #RGBA32F}'s bytes
 * per channel; read back as floats) for fields that need no more, such as the preview's sun visibility.
 */
public enum TextureFormat {
    R32F(GL_R32F, GL_RED, 1),
    R16(GL_R16, GL_RED, 1),
    RG32F(GL_RG32F, GL_RG, 2),
    RGBA32F(GL_RGBA32F, GL_RGBA, 4);

    final int internalFormat;
    final int pixelFormat;
    private final int channels;

    TextureFormat(int internalFormat, int pixelFormat, int channels) {
        this.internalFormat = internalFormat;
        this.pixelFormat = pixelFormat;
        this.channels = channels;
    }

    /** The GL internal format (GL_R32F …): what an image unit binding of such a texture names. */
    public int glInternalFormat() {
        return internalFormat;
    }

    /** The GL pixel format of its texels (GL_RED …): what a download of such a texture names. */
    public int glPixelFormat() {
        return pixelFormat;
    }

    /** Channels per texel (floats when read back). */
    public int channels() {
        return channels;
    }
}
