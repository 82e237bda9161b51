package org.orogen.bench;

import static org.lwjgl.opengl.GL20.GL_COMPILE_STATUS;
import static org.lwjgl.opengl.GL20.GL_FALSE;
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
import static org.lwjgl.opengl.GL20.glUseProgram;
import static org.lwjgl.opengl.GL30.GL_RGBA32F;
import static org.lwjgl.opengl.GL15.GL_WRITE_ONLY;
import static org.lwjgl.opengl.GL42.GL_FRAMEBUFFER_BARRIER_BIT;
import static org.lwjgl.opengl.GL42.GL_TEXTURE_UPDATE_BARRIER_BIT;
import static org.lwjgl.opengl.GL42.glBindImageTexture;
import static org.lwjgl.opengl.GL42.glMemoryBarrier;
import static org.lwjgl.opengl.GL43.GL_COMPUTE_SHADER;
import static org.lwjgl.opengl.GL43.glDispatchCompute;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.orogen.gl.GlContext;
import org.orogen.gl.Texture;

/**
 * A compiled graph's fragment shader rewritten as a compute shader that writes the height into an
 * RGBA32F image — a benchmark-only experiment, not a bake path. Why: on data-centre GPUs such as
 * the H100/H200 only a small part of the chip runs the graphics pipeline (two of its texture
 * processing clusters, per NVIDIA's Hopper white paper), while compute work runs on every SM; this
 * measures what a compute bake would gain there. Mask outputs are computed but not stored (the
 * reference graphs have none).
 *
 * <p>The rewrite is textual and relies on the compiler's documented output (architecture.md,
 * "Compiled program"): {@code #version 330 core}, {@code layout(location = N) out vec4 NAME;}
 * outputs with the height at location 0, {@code gl_FragCoord} for the pixel, and {@code void main()}.
 * Each invocation sets the pixel centre the fragment stage would see, so both variants sample the
 * same positions.
 */
final class ComputeVariant implements AutoCloseable {

    /** Work-group side, invocations (8 × 8 = 64, two warps). */
    static final int GROUP = 8;

    private static final Pattern OUTPUT = Pattern.compile("layout\\s*\\(\\s*location\\s*=\\s*(\\d+)\\s*\\)\\s*out\\s+vec4\\s+(\\w+)\\s*;");

    private final int program;

    private ComputeVariant(int program) {
        this.program = program;
    }

    /**
     * The compute-shader text for a compiled fragment shader.
     *
     * @throws IllegalArgumentException when the source lacks the expected version line, height output or main
     */
    static String source(String fragmentSource) {
        String versionLine = "#version 330 core";
        if (!fragmentSource.startsWith(versionLine)) {
            throw new IllegalArgumentException("Expected the compiler's '" + versionLine + "' first line");
        }
        Matcher outputs = OUTPUT.matcher(fragmentSource);
        String height = null;
        StringBuilder body = new StringBuilder();
        while (outputs.find()) {
            if (outputs.group(1).equals("0")) {
                height = outputs.group(2);
            }
            outputs.appendReplacement(body, "vec4 " + outputs.group(2) + ";");
        }
        outputs.appendTail(body);
        if (height == null) {
            throw new IllegalArgumentException("The fragment shader has no 'layout(location = 0) out vec4' height output");
        }
        String rewritten = body.substring(versionLine.length())
                .replace("gl_FragCoord", "ogn_fragCoord");
        if (!rewritten.contains("void main()")) {
            throw new IllegalArgumentException("The fragment shader has no 'void main()'");
        }
        rewritten = rewritten.replace("void main()", "void ogn_fragmentMain()");
        return "#version 430 core\n"
                + "layout(local_size_x = " + GROUP + ", local_size_y = " + GROUP + ") in;\n"
                + "layout(rgba32f, binding = 0) uniform writeonly image2D ogn_heightImage;\n"
                + "vec4 ogn_fragCoord;\n"
                + rewritten
                + "\nvoid main() {\n"
                + "    ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);\n"
                + "    if (any(greaterThanEqual(pixel, imageSize(ogn_heightImage)))) {\n"
                + "        return;\n"
                + "    }\n"
                + "    ogn_fragCoord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);\n"
                + "    ogn_fragmentMain();\n"
                + "    imageStore(ogn_heightImage, pixel, " + height + ");\n"
                + "}\n";
    }

    /** Compiles and links the compute variant on the GL thread. */
    static ComputeVariant build(GlContext context, String fragmentSource) {
        context.checkThread();
        int shader = glCreateShader(GL_COMPUTE_SHADER);
        glShaderSource(shader, source(fragmentSource));
        glCompileShader(shader);
        if (glGetShaderi(shader, GL_COMPILE_STATUS) == GL_FALSE) {
            String log = glGetShaderInfoLog(shader);
            glDeleteShader(shader);
            throw new IllegalStateException("The compute variant does not compile: " + log);
        }
        int program = glCreateProgram();
        glAttachShader(program, shader);
        glLinkProgram(program);
        glDetachShader(program, shader);
        glDeleteShader(shader);
        if (glGetProgrami(program, GL_LINK_STATUS) == GL_FALSE) {
            String log = glGetProgramInfoLog(program);
            glDeleteProgram(program);
            throw new IllegalStateException("The compute variant does not link: " + log);
        }
        return new ComputeVariant(program);
    }

    void use() {
        glUseProgram(program);
    }

    int uniformLocation(String name) {
        return glGetUniformLocation(program, name);
    }

    /** Runs one invocation per texel of {@code target} (program in use); returns without waiting. */
    void dispatch(Texture target) {
        glBindImageTexture(0, target.id(), 0, false, 0, GL_WRITE_ONLY, GL_RGBA32F);
        glDispatchCompute((target.width() + GROUP - 1) / GROUP, (target.height() + GROUP - 1) / GROUP, 1);
    }

    /** Makes image writes visible to framebuffer reads and texture downloads. */
    static void publishWrites() {
        glMemoryBarrier(GL_FRAMEBUFFER_BARRIER_BIT | GL_TEXTURE_UPDATE_BARRIER_BIT);
    }

    @Override
    public void close() {
        glDeleteProgram(program);
    }
}
