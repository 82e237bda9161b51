package org.orogen.gl;

import static org.lwjgl.opengl.GL11.GL_FALSE;
import static org.lwjgl.opengl.GL20.GL_COMPILE_STATUS;
import static org.lwjgl.opengl.GL20.GL_LINK_STATUS;
import static org.lwjgl.opengl.GL20.glAttachShader;
import static org.lwjgl.opengl.GL20.glCompileShader;
import static org.lwjgl.opengl.GL20.glCreateProgram;
import static org.lwjgl.opengl.GL20.glCreateShader;
import static org.lwjgl.opengl.GL20.glDeleteProgram;
import static org.lwjgl.opengl.GL20.glDeleteShader;
import static org.lwjgl.opengl.GL20.glDetachShader;
import static org.lwjgl.opengl.GL20.glGetProgramInfoLog;
import static org.lwjgl.opengl.GL20.glGetProgrami;
import static org.lwjgl.opengl.GL20.glGetShaderInfoLog;
import static org.lwjgl.opengl.GL20.glGetShaderi;
import static org.lwjgl.opengl.GL20.glGetUniformLocation;
import static org.lwjgl.opengl.GL20.glLinkProgram;
import static org.lwjgl.opengl.GL20.glShaderSource;
import static org.lwjgl.opengl.GL20.glUniform1f;
import static org.lwjgl.opengl.GL20.glUniform1i;
import static org.lwjgl.opengl.GL20.glUniform2f;
import static org.lwjgl.opengl.GL20.glUniform4f;
import static org.lwjgl.opengl.GL20.glUseProgram;
import static org.lwjgl.opengl.GL30.glUniform1ui;
import static org.lwjgl.opengl.GL40.glUniform1d;

import java.util.HashMap;
import java.util.Map;

/**
 * A linked vertex + fragment program (or a compute program). Building it throws {@link ShaderException} with the stage and
 * the driver's info log. Uniform setters take names; a name the driver optimised away is ignored
 * (location -1), as GL itself does, so unused parameters never fail a render.
 */
public final class ShaderProgram implements AutoCloseable {

    private final GlContext context;
    private final int id;
    private final Map<String, Integer> locations = new HashMap<>();
    private ParameterBuffer parameters;
    private boolean closed;
    /** Kept by its context until it closes ({@link GlContext#computeProgram}). */
    private boolean kept;

    private ShaderProgram(GlContext context, int id) {
        this.context = context;
        this.id = id;
    }

    /**
     * Compiles both stages and links them.
     *
     * @throws ShaderException when a stage does not compile or the program does not link
     */
    public static ShaderProgram build(GlContext context, String vertexSource, String fragmentSource) {
        context.checkThread();
        int vertex = compile(ShaderStage.VERTEX, vertexSource);
        int fragment;
        try {
            fragment = compile(ShaderStage.FRAGMENT, fragmentSource);
        } catch (ShaderException e) {
            glDeleteShader(vertex);
            throw e;
        }
        int program = glCreateProgram();
        glAttachShader(program, vertex);
        glAttachShader(program, fragment);
        glLinkProgram(program);
        glDetachShader(program, vertex);
        glDetachShader(program, fragment);
        glDeleteShader(vertex);
        glDeleteShader(fragment);
        if (glGetProgrami(program, GL_LINK_STATUS) == GL_FALSE) {
            String log = glGetProgramInfoLog(program);
            glDeleteProgram(program);
            throw new ShaderException(ShaderStage.LINK, log);
        }
        return new ShaderProgram(context, program);
    }

    /**
     * Compiles a compute shader and links it alone (OpenGL 4.3).
     *
     * @throws ShaderException when it does not compile or link
     */
    public static ShaderProgram buildCompute(GlContext context, String computeSource) {
        return startCompute(context, computeSource).finish();
    }

    /**
     * Compiles the compute shader held by the UTF-8 classpath resource {@code resource} (a path such
     * as {@code org/orogen/bake/height-extrema.comp}) and links it alone (OpenGL 4.3).
     *
     * @throws ShaderException when it does not compile or link
     */
    public static ShaderProgram buildComputeResource(GlContext context, String resource) {
        return buildCompute(context, FullscreenTriangle.resourceText(resource));
    }

    /**
     * Issues the compile and the link of a compute program without asking for their status, so that a
     * driver with parallel shader compilation ({@link GlContext#parallelCompile()}) works on several
     * programs at once: start every program first, then {@link PendingCompute#finish() finish} each.
     */
    public static PendingCompute startCompute(GlContext context, String computeSource) {
        context.checkThread();
        int compute = glCreateShader(ShaderStage.COMPUTE.glType);
        glShaderSource(compute, computeSource);
        glCompileShader(compute);
        int program = glCreateProgram();
        glAttachShader(program, compute);
        glLinkProgram(program);
        return new PendingCompute(context, compute, program);
    }

    /** A compute program whose compile and link were issued ({@link #startCompute}); finish it once. */
    public static final class PendingCompute {
        private final GlContext context;
        private final int shader;
        private final int program;

        private PendingCompute(GlContext context, int shader, int program) {
            this.context = context;
            this.shader = shader;
            this.program = program;
        }

        /**
         * Waits for the driver and returns the linked program.
         *
         * @throws ShaderException when the shader did not compile (its log) or the program did not link
         */
        public ShaderProgram finish() {
            context.checkThread();
            boolean linked = glGetProgrami(program, GL_LINK_STATUS) != GL_FALSE;
            ShaderException failure = null;
            if (!linked) {
                failure = glGetShaderi(shader, GL_COMPILE_STATUS) == GL_FALSE
                        ? new ShaderException(ShaderStage.COMPUTE, glGetShaderInfoLog(shader))
                        : new ShaderException(ShaderStage.LINK, glGetProgramInfoLog(program));
            }
            glDetachShader(program, shader);
            glDeleteShader(shader);
            if (failure != null) {
                glDeleteProgram(program);
                throw failure;
            }
            return new ShaderProgram(context, program);
        }
    }

    private static int compile(ShaderStage stage, String source) {
        int shader = glCreateShader(stage.glType);
        glShaderSource(shader, source);
        glCompileShader(shader);
        if (glGetShaderi(shader, GL_COMPILE_STATUS) == GL_FALSE) {
            String log = glGetShaderInfoLog(shader);
            glDeleteShader(shader);
            throw new ShaderException(stage, log);
        }
        return shader;
    }

    /** Makes this the current program. */
    public void use() {
        checkUsable();
        glUseProgram(id);
    }

    /** The uniform's location, or -1 when the program has no such active uniform. Cached. */
    public int uniformLocation(String name) {
        checkUsable();
        return locations.computeIfAbsent(name, n -> glGetUniformLocation(id, n));
    }

    /** Sets a float uniform of this program; call {@link #use()} first. */
    public void setFloat(String name, float value) {
        glUniform1f(uniformLocation(name), value);
    }

    /** Sets a {@code double} uniform (OpenGL 4.0); call {@link #use()} first. */
    public void setDouble(String name, double value) {
        glUniform1d(uniformLocation(name), value);
    }

    public void setInt(String name, int value) {
        glUniform1i(uniformLocation(name), value);
    }

    public void setUnsigned(String name, int value) {
        glUniform1ui(uniformLocation(name), value);
    }

    public void setVec2(String name, float x, float y) {
        glUniform2f(uniformLocation(name), x, y);
    }

    public void setVec4(String name, float x, float y, float z, float w) {
        glUniform4f(uniformLocation(name), x, y, z, w);
    }

    /** This program's node parameter buffer, created on first use and closed with the program. */
    public ParameterBuffer parameters() {
        checkUsable();
        if (parameters == null) {
            parameters = ParameterBuffer.create(context);
        }
        return parameters;
    }

    public int id() {
        return id;
    }

    private void checkUsable() {
        context.checkThread();
        if (closed) {
            throw new IllegalStateException("Shader program " + id + " is closed");
        }
    }

    /**
     * Deletes the program, unless its context keeps it ({@link GlContext#computeProgram}): then it lives until
     * the context closes, and closing it here does nothing.
     */
    @Override
    public void close() {
        if (!kept) {
            delete();
        }
    }

    /** Marks the program as kept by its context (see {@link #close}). */
    void keep() {
        kept = true;
    }

    /** Deletes the program, kept or not (the context, as it closes). */
    void delete() {
        if (!closed) {
            context.checkThread();
            closed = true;
            glDeleteProgram(id);
            if (parameters != null) {
                parameters.close();
            }
        }
    }
}
