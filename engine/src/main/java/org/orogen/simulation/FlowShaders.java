package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_SHADER_STORAGE_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.glDispatchCompute;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;
import static org.lwjgl.opengl.GL43.glUniform2i;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;

/** The compute programs of the GPU flow ({@code flow_*.comp}, {@code river_mask.comp}). GL thread only. */
final class FlowShaders {
    /** Work group side of the per-cell passes (8 × 8). */
    private static final int GROUP = 8;

    private FlowShaders() {
    }

    /**
     * The context's program of {@code name} ({@link GlContext#computeProgram}), with {@code #define variant}
     * after its {@code #version} line when {@code variant} is not null (the shader picks its kernel by it).
     */
    static ShaderProgram build(GlContext context, String name, String variant) {
        String source;
        try (InputStream in = FlowShaders.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("simulation shader " + name + " is missing from the engine jar");
            }
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (variant != null) {
            int line = source.indexOf('\n') + 1;
            source = source.substring(0, line) + "#define " + variant + "\n" + source.substring(line);
        }
        return context.computeProgram(source);
    }

    /** Uses {@code program} and sets its grid uniforms: {@code u_cells} and {@code u_spacing}. */
    static void use(ShaderProgram program, SimulationGrid grid) {
        program.use();
        glUniform2i(program.uniformLocation("u_cells"), grid.width(), grid.height());
        program.setFloat("u_spacing", (float) grid.spacing());
    }

    /** One invocation per cell of {@code grid} (8 × 8 work groups), then a storage barrier. */
    static void dispatchCells(SimulationGrid grid) {
        glDispatchCompute((grid.width() + GROUP - 1) / GROUP, (grid.height() + GROUP - 1) / GROUP, 1);
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    }
}
