package org.orogen.gl;

import static org.lwjgl.opengl.GL20.GL_FRAGMENT_SHADER;
import static org.lwjgl.opengl.GL20.GL_VERTEX_SHADER;
import static org.lwjgl.opengl.GL43.GL_COMPUTE_SHADER;

/** Where a shader build failed: compiling one stage, or linking the program. */
public enum ShaderStage {
    VERTEX("Vertex shader", GL_VERTEX_SHADER),
    FRAGMENT("Fragment shader", GL_FRAGMENT_SHADER),
    COMPUTE("Compute shader", GL_COMPUTE_SHADER),
    LINK("Program link", 0);

    private final String label;
    final int glType;

    ShaderStage(String label, int glType) {
        this.label = label;
        this.glType = glType;
    }

    /** "Vertex shader", "Fragment shader", "Compute shader" or "Program link". */
    public String label() {
        return label;
    }
}
