package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.lwjgl.opengl.GL11.GL_TEXTURE_2D;
import static org.lwjgl.opengl.GL11.glBindTexture;
import static org.lwjgl.opengl.GL13.GL_TEXTURE0;
import static org.lwjgl.opengl.GL13.glActiveTexture;
import static org.lwjgl.opengl.GL30.glUniform2i;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.FloatFramebuffer;
import org.orogen.gl.FullscreenTriangle;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.ProgramUniforms;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;

/**
 * The height map node samples a real float texture: bicubic (Catmull-Rom) filtering reproduces a
 * linear ramp exactly with its exact gradient, places the file over the world rectangle given by
 * minX/minY/sizeX/sizeY (row 0 = minimum y), and its gradient on a bumpy map agrees with central
 * differences of its values.
 */
@ExtendWith(GlExtension.class)
class HeightmapOnGpuTest {
    private static final int MAP_W = 8;
    private static final int MAP_H = 6;
    private static final int SIZE = 64;
    private static GlThread gl;

    private static Graph graph() {
        Node map = Node.of("map", "shape.heightmap").withParameter("file", ParameterValue.of("ramp.exr"))
                .withParameter("minX", ParameterValue.of(100.0)).withParameter("minY", ParameterValue.of(200.0))
                .withParameter("sizeX", ParameterValue.of(800.0)).withParameter("sizeY", ParameterValue.of(600.0))
                .withParameter("heightScale", ParameterValue.of(50.0))
                .withParameter("heightOffset", ParameterValue.of(-3.0));
        return Graph.of(List.of(map, Node.of("out", "output.height")), List.of(Edge.of("map", "height", "out", "input")),
                GraphMetadata.EMPTY, 0, List.of());
    }

    /** Renders SIZE x SIZE pixels at world (x0 + i * step, y0 + j * step); returns RGBA rows bottom-up. */
    private static float[] render(float[] texels, double x0, double y0, double step) {
        CompiledProgram program = GraphCompiler.standard().compile(graph());
        assertFalse(program.hasErrors(), program.diagnostics()::toString);
        TextureBinding binding = program.textures().getFirst();
        assertEquals("ramp.exr", binding.path());
        return gl.submit(context -> {
            try (ShaderProgram shader = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(),
                    program.fragmentSource());
                 FloatFramebuffer target = FloatFramebuffer.create(context, SIZE, SIZE, 1);
                 FullscreenTriangle triangle = new FullscreenTriangle(context);
                 Texture map = Texture.create(context, MAP_W, MAP_H, TextureFormat.R32F)) {
                map.upload(texels);
                target.bind();
                shader.use();
                ProgramUniforms.upload(shader, program.uniforms());
                glActiveTexture(GL_TEXTURE0 + binding.unit());
                glBindTexture(GL_TEXTURE_2D, map.id());
                glUniform2i(shader.uniformLocation("u_anchor"), 0, 0);
                shader.setVec2("u_origin", (float) x0, (float) y0);
                shader.setVec2("u_texelSize", (float) step, (float) step);
                shader.setVec2("u_resolution", SIZE, SIZE);
                triangle.draw();
                target.unbind();
                return target.read(0);
            }
        }).join();
    }

    @Test
    void linearRampIsReproducedExactlyWithItsGradient() {
        float[] texels = new float[MAP_W * MAP_H];
        for (int j = 0; j < MAP_H; j++) {
            for (int i = 0; i < MAP_W; i++) {
                texels[j * MAP_W + i] = 0.1f * i + 0.05f * j;
            }
        }
        // Texel centres lie at x = 100 + (i + 0.5) * 100, y = 200 + (j + 0.5) * 100. Stay two texels
        // inside the map, where the 4x4 footprint never reaches a clamped border.
        double x0 = 100 + 2.5 * 100;
        double y0 = 200 + 2.5 * 100;
        double step = 100.0 / SIZE; // one texel square
        float[] rgba = render(texels, x0, y0, step);
        double worst = 0;
        for (int r = 0; r < SIZE; r++) {
            for (int c = 0; c < SIZE; c++) {
                double x = x0 + c * step;
                double y = y0 + r * step;
                double expected = -3 + 50 * (0.1 * ((x - 100) / 100 - 0.5) + 0.05 * ((y - 200) / 100 - 0.5));
                int k = 4 * (r * SIZE + c);
                worst = Math.max(worst, Math.abs(rgba[k] - expected));
                assertEquals(expected, rgba[k], 1e-3, "height at (" + x + ", " + y + ")");
                assertEquals(50 * 0.1 / 100, rgba[k + 1], 1e-5, "dh/dx at (" + x + ", " + y + ")");
                assertEquals(50 * 0.05 / 100, rgba[k + 2], 1e-5, "dh/dy at (" + x + ", " + y + ")");
            }
        }
        System.out.println("height map ramp: worst |GPU - exact| = " + worst + " m");
    }

    @Test
    void gradientOfABumpyMapMatchesCentralDifferences() {
        float[] texels = new float[MAP_W * MAP_H];
        java.util.Random random = new java.util.Random(3);
        for (int i = 0; i < texels.length; i++) {
            texels[i] = random.nextFloat();
        }
        double step = 700.0 / (SIZE - 1);
        float[] rgba = render(texels, 150, 250, step);
        int bad = 0;
        double maxGradient = 0;
        for (int i = 0; i < SIZE * SIZE; i++) {
            maxGradient = Math.max(maxGradient, Math.hypot(rgba[4 * i + 1], rgba[4 * i + 2]));
        }
        for (int r = 1; r < SIZE - 1; r++) {
            for (int c = 1; c < SIZE - 1; c++) {
                int k = 4 * (r * SIZE + c);
                double dx = (rgba[k + 4] - rgba[k - 4]) / (2 * step);
                double dy = (rgba[k + 4 * SIZE] - rgba[k - 4 * SIZE]) / (2 * step);
                if (Math.hypot(dx - rgba[k + 1], dy - rgba[k + 2]) > 0.05 * maxGradient) {
                    bad++;
                }
            }
        }
        // Catmull-Rom is C1: central differences over ~11 m agree except near texel borders where
        // the second derivative jumps; allow a few percent.
        org.junit.jupiter.api.Assertions.assertTrue(bad < 0.05 * (SIZE - 2) * (SIZE - 2), bad + " pixels disagree");
    }
}
