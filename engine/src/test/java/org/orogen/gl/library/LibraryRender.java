package org.orogen.gl.library;

import static org.lwjgl.opengl.GL20.glUniform2i;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.orogen.gl.FloatFramebuffer;
import org.orogen.gl.FullscreenTriangle;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;
import org.orogen.shader.WorldAnchor;

/**
 * Renders a library test shader into RGBA32F attachments and reads them back. Pixel (x, y)
 * (row y counted from the bottom) sees {@code p = origin + (x, y) · texel} metres relative to
 * the anchor, i.e. world position {@code anchor + p}.
 */
final class LibraryRender {

    private LibraryRender() {
    }

    /** The framebuffer region: size in pixels, anchor uniforms and texel size. */
    record Region(int width, int height, WorldAnchor anchor, float texel) {

        /** World x (double) of pixel column x, computed as the shader does (all terms exact in float when chosen so). */
        double worldX(int x) {
            return anchor.anchorX() + (double) (anchor.originX() + x * texel);
        }

        double worldY(int y) {
            return anchor.anchorY() + (double) (anchor.originY() + y * texel);
        }

        int index(int x, int y) {
            return (y * width + x) * 4;
        }
    }

    /** Builds, draws once and returns every attachment (width*height*4 floats each). */
    static float[][] render(GlContext context, String fragment, Region region, int outputs) {
        return renderEach(context, fragment, region, outputs, List.of(program -> { })).getFirst();
    }

    /**
     * Builds the program once and draws it once per entry of {@code settings} (each sets uniforms of its own
     * on the bound program before its draw), returning every attachment of every draw: a driver compile is
     * the dearest part of these tests on llvmpipe.
     */
    static List<float[][]> renderEach(GlContext context, String fragment, Region region, int outputs,
                                      List<Consumer<ShaderProgram>> settings) {
        try (ShaderProgram program = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(), fragment);
             FloatFramebuffer target = FloatFramebuffer.create(context, region.width(), region.height(), outputs);
             FullscreenTriangle triangle = new FullscreenTriangle(context)) {
            List<float[][]> results = new ArrayList<>(settings.size());
            for (Consumer<ShaderProgram> setting : settings) {
                target.bind();
                program.use();
                program.setVec2(WorldAnchor.ORIGIN_UNIFORM, region.anchor().originX(), region.anchor().originY());
                program.setVec2("u_texelSize", region.texel(), region.texel());
                glUniform2i(program.uniformLocation(WorldAnchor.ANCHOR_UNIFORM), region.anchor().anchorX(),
                        region.anchor().anchorY());
                setting.accept(program);
                triangle.draw();
                target.unbind();
                float[][] result = new float[outputs][];
                for (int i = 0; i < outputs; i++) {
                    result[i] = target.read(i);
                }
                results.add(result);
            }
            return results;
        }
    }
}
