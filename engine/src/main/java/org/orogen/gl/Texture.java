package org.orogen.gl;

import static org.lwjgl.opengl.GL12.GL_CLAMP_TO_EDGE;
import static org.lwjgl.opengl.GL11.GL_FLOAT;
import static org.lwjgl.opengl.GL11.GL_MAX_TEXTURE_SIZE;
import static org.lwjgl.opengl.GL11.GL_NEAREST;
import static org.lwjgl.opengl.GL11.GL_TEXTURE_2D;
import static org.lwjgl.opengl.GL11.GL_TEXTURE_MAG_FILTER;
import static org.lwjgl.opengl.GL11.GL_TEXTURE_MIN_FILTER;
import static org.lwjgl.opengl.GL11.GL_TEXTURE_WRAP_S;
import static org.lwjgl.opengl.GL11.GL_TEXTURE_WRAP_T;
import static org.lwjgl.opengl.GL11.glBindTexture;
import static org.lwjgl.opengl.GL11.glDeleteTextures;
import static org.lwjgl.opengl.GL11.glGenTextures;
import static org.lwjgl.opengl.GL11.glGetInteger;
import static org.lwjgl.opengl.GL11.glGetTexImage;
import static org.lwjgl.opengl.GL11.glTexImage2D;
import static org.lwjgl.opengl.GL11.glTexParameteri;
import static org.lwjgl.opengl.GL11.glTexSubImage2D;

import java.nio.FloatBuffer;
import org.lwjgl.system.MemoryUtil;

/**
 * A 2D float texture (R32F, RG32F or RGBA32F) with nearest filtering and clamped edges. Texel rows
 * run bottom-up (OpenGL order), channels interleaved. Owned by the creating {@link GlContext}'s
 * thread.
 */
public final class Texture implements AutoCloseable {

    private final GlContext context;
    private final int id;
    private final int width;
    private final int height;
    private final TextureFormat format;
    private boolean closed;

    private Texture(GlContext context, int id, int width, int height, TextureFormat format) {
        this.context = context;
        this.id = id;
        this.width = width;
        this.height = height;
        this.format = format;
    }

    /**
     * Allocates an uninitialised texture.
     *
     * @throws IllegalArgumentException when a side is below 1 or above GL_MAX_TEXTURE_SIZE
     */
    public static Texture create(GlContext context, int width, int height, TextureFormat format) {
        context.checkThread();
        checkSize(width, height);
        int id = glGenTextures();
        glBindTexture(GL_TEXTURE_2D, id);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glTexImage2D(GL_TEXTURE_2D, 0, format.internalFormat, width, height, 0, format.pixelFormat, GL_FLOAT,
                (FloatBuffer) null);
        glBindTexture(GL_TEXTURE_2D, 0);
        try {
            GlErrors.check("allocating a " + width + "x" + height + " " + format + " texture");
        } catch (IllegalStateException e) {
            glDeleteTextures(id);
            throw e;
        }
        context.textureCreated();
        return new Texture(context, id, width, height, format);
    }

    /** This driver's GL_MAX_TEXTURE_SIZE: the longest side a texture may have. */
    public static int maxSide(GlContext context) {
        context.checkThread();
        return glGetInteger(GL_MAX_TEXTURE_SIZE);
    }

    static void checkSize(int width, int height) {
        int max = glGetInteger(GL_MAX_TEXTURE_SIZE);
        if (width < 1 || height < 1 || width > max || height > max) {
            throw new IllegalArgumentException("Texture size " + width + "x" + height
                    + " is outside 1.." + max + " (this driver's GL_MAX_TEXTURE_SIZE); bake larger maps in tiles.");
        }
    }

    /** Replaces every texel from an array of width*height*channels floats, rows bottom-up. */
    public void upload(float[] texels) {
        FloatBuffer buffer = MemoryUtil.memAllocFloat(texels.length);
        try {
            buffer.put(0, texels);
            upload(buffer);
        } finally {
            MemoryUtil.memFree(buffer);
        }
    }

    /** Replaces every texel; {@code texels} (direct) must hold width*height*channels floats from its position. */
    public void upload(FloatBuffer texels) {
        checkUsable();
        requireCapacity(texels, "upload");
        glBindTexture(GL_TEXTURE_2D, id);
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, format.pixelFormat, GL_FLOAT, texels);
        glBindTexture(GL_TEXTURE_2D, 0);
        GlErrors.check("uploading to texture " + id);
    }

    /** Copies every texel into the direct buffer {@code dest} from its position (width*height*channels floats). */
    public void download(FloatBuffer dest) {
        checkUsable();
        requireCapacity(dest, "download");
        glBindTexture(GL_TEXTURE_2D, id);
        glGetTexImage(GL_TEXTURE_2D, 0, format.pixelFormat, GL_FLOAT, dest);
        glBindTexture(GL_TEXTURE_2D, 0);
        GlErrors.check("downloading texture " + id);
    }

    /** Every texel as a new array, rows bottom-up. */
    public float[] download() {
        FloatBuffer buffer = MemoryUtil.memAllocFloat(floatCount());
        try {
            download(buffer);
            float[] texels = new float[floatCount()];
            buffer.get(0, texels);
            return texels;
        } finally {
            MemoryUtil.memFree(buffer);
        }
    }

    private void requireCapacity(FloatBuffer buffer, String what) {
        requireDirect(buffer);
        if (buffer.remaining() < floatCount()) {
            throw new IllegalArgumentException("Texture " + what + " needs " + floatCount() + " floats ("
                    + width + "x" + height + "x" + format.channels() + ") but the buffer has " + buffer.remaining());
        }
    }

    /** GL reads and writes native memory: a heap buffer has no stable address to give it. */
    static void requireDirect(FloatBuffer buffer) {
        if (!buffer.isDirect()) {
            throw new IllegalArgumentException("GL transfers need a direct FloatBuffer (MemoryUtil.memAllocFloat or"
                    + " ByteBuffer.allocateDirect(...).order(nativeOrder()).asFloatBuffer()), not a heap buffer");
        }
    }

    private void checkUsable() {
        context.checkThread();
        if (closed) {
            throw new IllegalStateException("Texture " + id + " is closed");
        }
    }

    /** width * height * channels. */
    public int floatCount() {
        return Math.multiplyExact(Math.multiplyExact(width, height), format.channels());
    }

    public int id() {
        return id;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public TextureFormat format() {
        return format;
    }

    @Override
    public void close() {
        if (!closed) {
            context.checkThread();
            closed = true;
            glDeleteTextures(id);
            context.textureClosed();
        }
    }
}
