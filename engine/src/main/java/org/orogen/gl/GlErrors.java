package org.orogen.gl;

import static org.lwjgl.opengl.GL11.GL_INVALID_ENUM;
import static org.lwjgl.opengl.GL11.GL_INVALID_OPERATION;
import static org.lwjgl.opengl.GL11.GL_INVALID_VALUE;
import static org.lwjgl.opengl.GL11.GL_NO_ERROR;
import static org.lwjgl.opengl.GL11.GL_OUT_OF_MEMORY;
import static org.lwjgl.opengl.GL11.glGetError;
import static org.lwjgl.opengl.GL30.GL_INVALID_FRAMEBUFFER_OPERATION;

/** Turns glGetError codes into exceptions naming the operation, after resource creation and readback. */
public final class GlErrors {

    private GlErrors() {
    }

    /**
     * Throws when GL recorded an error since the last check.
     *
     * @param operation what was being done, e.g. "allocating a 4096x4096 RGBA32F texture"
     */
    public static void check(String operation) {
        int code = glGetError();
        if (code == GL_NO_ERROR) {
            return;
        }
        StringBuilder names = new StringBuilder(name(code));
        // GL may hold several error flags; drain them so the next check starts clean.
        for (int more = glGetError(), guard = 0; more != GL_NO_ERROR && guard < 8; more = glGetError(), guard++) {
            names.append(", ").append(name(more));
        }
        String hint = code == GL_OUT_OF_MEMORY ? " (out of GPU memory: use a smaller size or tiles)" : "";
        throw new IllegalStateException("OpenGL error while " + operation + ": " + names + hint);
    }

    static String name(int code) {
        return switch (code) {
            case GL_INVALID_ENUM -> "GL_INVALID_ENUM";
            case GL_INVALID_VALUE -> "GL_INVALID_VALUE";
            case GL_INVALID_OPERATION -> "GL_INVALID_OPERATION";
            case GL_INVALID_FRAMEBUFFER_OPERATION -> "GL_INVALID_FRAMEBUFFER_OPERATION";
            case GL_OUT_OF_MEMORY -> "GL_OUT_OF_MEMORY";
            default -> "GL error 0x" + Integer.toHexString(code);
        };
    }
}
