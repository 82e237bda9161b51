package org.orogen.gl;

import static org.lwjgl.opengl.GL11.glBindTexture;
import static org.lwjgl.opengl.GL11.glDeleteTextures;
import static org.lwjgl.opengl.GL11.glGenTextures;
import static org.lwjgl.opengl.GL13.GL_TEXTURE0;
import static org.lwjgl.opengl.GL13.glActiveTexture;
import static org.lwjgl.opengl.GL15.GL_DYNAMIC_DRAW;
import static org.lwjgl.opengl.GL15.glBindBuffer;
import static org.lwjgl.opengl.GL15.glBufferData;
import static org.lwjgl.opengl.GL15.glBufferSubData;
import static org.lwjgl.opengl.GL15.glDeleteBuffers;
import static org.lwjgl.opengl.GL15.glGenBuffers;
import static org.lwjgl.opengl.GL30.GL_R32UI;
import static org.lwjgl.opengl.GL31.GL_TEXTURE_BUFFER;
import static org.lwjgl.opengl.GL31.glTexBuffer;

import java.util.Arrays;

/**
 * The node parameters of one program: a buffer object of 32-bit words seen through an R32UI
 * buffer texture, which the generated GLSL reads as {@code uniform usamplerBuffer u_parameters}
 * (docs/architecture.md, "Compiled program"). One texture instead of one uniform per parameter:
 * no graph reaches a uniform limit. Uploads send only the words that changed since the last one,
 * so a slider drag moves a few bytes. Owned by the creating {@link GlContext}'s thread; created
 * lazily by {@link ShaderProgram#parameters()} and closed with it.
 */
public final class ParameterBuffer implements AutoCloseable {
    /**
     * The texture unit the buffer is bound to. Image inputs (PATH parameters) take units 0, 1, 2 ...
     * in order, at most one per fragment sampler the driver allows (16 to 32); 47 is the last unit
     * every OpenGL 3.3 context has (GL_MAX_COMBINED_TEXTURE_IMAGE_UNITS ≥ 48), so the two never meet.
     */
    public static final int UNIT = 47;

    private final GlContext context;
    private final int buffer;
    private final int texture;
    private int[] uploaded = new int[0];
    private boolean closed;

    private ParameterBuffer(GlContext context, int buffer, int texture) {
        this.context = context;
        this.buffer = buffer;
        this.texture = texture;
    }

    /** An empty buffer and its R32UI buffer texture. */
    public static ParameterBuffer create(GlContext context) {
        context.checkThread();
        int buffer = glGenBuffers();
        int texture = glGenTextures();
        return new ParameterBuffer(context, buffer, texture);
    }

    /**
     * Makes the buffer hold {@code words}: reallocates when the size changes, else writes the span
     * of words that differ from the last upload (nothing when none do).
     */
    public void upload(int[] words) {
        checkUsable();
        int[] data = words.length == 0 ? new int[1] : words; // a texture over an empty buffer is not valid
        glBindBuffer(GL_TEXTURE_BUFFER, buffer);
        if (data.length != uploaded.length) {
            glBufferData(GL_TEXTURE_BUFFER, data, GL_DYNAMIC_DRAW);
            glBindTexture(GL_TEXTURE_BUFFER, texture);
            glTexBuffer(GL_TEXTURE_BUFFER, GL_R32UI, buffer);
            glBindTexture(GL_TEXTURE_BUFFER, 0);
        } else {
            int first = Arrays.mismatch(data, uploaded);
            if (first >= 0) {
                int last = data.length - 1;
                while (data[last] == uploaded[last]) {
                    last--;
                }
                glBufferSubData(GL_TEXTURE_BUFFER, 4L * first, Arrays.copyOfRange(data, first, last + 1));
            }
        }
        glBindBuffer(GL_TEXTURE_BUFFER, 0);
        uploaded = data.clone();
    }

    /** Binds the buffer texture to {@link #UNIT}; leaves texture unit 0 active. */
    public void bind() {
        checkUsable();
        glActiveTexture(GL_TEXTURE0 + UNIT);
        glBindTexture(GL_TEXTURE_BUFFER, texture);
        glActiveTexture(GL_TEXTURE0);
    }

    /** The words of the last upload (a copy). */
    public int[] words() {
        return uploaded.clone();
    }

    private void checkUsable() {
        context.checkThread();
        if (closed) {
            throw new IllegalStateException("Parameter buffer " + buffer + " is closed");
        }
    }

    @Override
    public void close() {
        if (!closed) {
            context.checkThread();
            closed = true;
            glDeleteTextures(texture);
            glDeleteBuffers(buffer);
        }
    }
}
