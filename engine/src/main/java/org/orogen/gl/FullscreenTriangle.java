package org.orogen.gl;

import static org.lwjgl.opengl.GL11.GL_TRIANGLES;
import static org.lwjgl.opengl.GL11.glDrawArrays;
import static org.lwjgl.opengl.GL30.glBindVertexArray;
import static org.lwjgl.opengl.GL30.glDeleteVertexArrays;
import static org.lwjgl.opengl.GL30.glGenVertexArrays;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Draws one triangle that covers the whole viewport, so a fragment shader runs exactly once per
 * pixel. The vertex shader ({@code org/orogen/gl/fullscreen.vert}) derives positions from
 * gl_VertexID; core profile still needs a bound (empty) vertex array object.
 */
public final class FullscreenTriangle implements AutoCloseable {

    /** Classpath location of the fixed vertex shader every full-screen program uses. */
    public static final String VERTEX_SHADER_RESOURCE = "org/orogen/gl/fullscreen.vert";

    private final GlContext context;
    private final int vertexArray;
    private boolean closed;

    public FullscreenTriangle(GlContext context) {
        context.checkThread();
        this.context = context;
        this.vertexArray = glGenVertexArrays();
    }

    /** The fixed vertex shader's source. */
    public static String vertexShaderSource() {
        return resourceText(VERTEX_SHADER_RESOURCE);
    }

    /** A UTF-8 text resource from this module's classpath. */
    static String resourceText(String path) {
        try (InputStream in = FullscreenTriangle.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("Missing classpath resource " + path + " (broken build?)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Reading " + path, e);
        }
    }

    /** Draws the triangle with the current program into the bound framebuffer. */
    public void draw() {
        context.checkThread();
        if (closed) {
            throw new IllegalStateException("FullscreenTriangle is closed");
        }
        glBindVertexArray(vertexArray);
        glDrawArrays(GL_TRIANGLES, 0, 3);
        glBindVertexArray(0);
    }

    @Override
    public void close() {
        if (!closed) {
            context.checkThread();
            closed = true;
            glDeleteVertexArrays(vertexArray);
        }
    }
}
