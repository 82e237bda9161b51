package org.orogen.editor.thumbnails;

import static org.lwjgl.opengl.GL33.glUniform2i;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.orogen.gl.FloatFramebuffer;
import org.orogen.gl.FullscreenTriangle;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.ProgramUniforms;
import org.orogen.gl.ShaderProgram;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.WorldAnchor;

/**
 * Bakes small previews of compiled programs on a {@link GlThread}. Programs are cached by their
 * structural hash, so a parameter change only uploads new uniform values (no driver compile),
 * which keeps thumbnails live during slider drags. All GL work runs on the GL thread; callers
 * get futures and never wait on the JavaFX thread.
 */
public final class ThumbnailRenderer implements AutoCloseable {
    /** Thumbnail size in pixels (square). */
    public static final int SIZE = 72;
    private static final int MAX_PROGRAMS = 96;

    private final GlThread gl;
    private final Map<String, ShaderProgram> programs = new LinkedHashMap<>(16, 0.75f, true);
    private FloatFramebuffer framebuffer;
    private FullscreenTriangle triangle;

    public ThumbnailRenderer(GlThread gl) {
        this.gl = gl;
    }

    /**
     * Renders the program's height output over the extent; completes with SIZE*SIZE*4 floats
     * (rows bottom-up). Completes exceptionally with the driver's {@code ShaderException} when
     * the program does not compile.
     */
    public CompletableFuture<float[]> render(CompiledProgram compiled, WorldExtent extent) {
        return gl.submit(context -> draw(context, compiled, extent));
    }

    /**
     * Compiles and links the program without drawing: enough for the driver to report errors
     * (Mesa's llvmpipe defers its slow machine-code generation to the first draw, so this is
     * quick even for programs whose first draw takes long). Completes exceptionally with the
     * driver's {@code ShaderException} when it does not compile.
     */
    public CompletableFuture<Void> check(CompiledProgram compiled) {
        return gl.submit(context -> {
            program(context, compiled);
            return null;
        });
    }

    private ShaderProgram program(GlContext context, CompiledProgram compiled) {
        ShaderProgram program = programs.get(compiled.structuralHash());
        if (program == null) {
            program = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(), compiled.fragmentSource());
            programs.put(compiled.structuralHash(), program);
            evictOldest();
        }
        return program;
    }

    private float[] draw(GlContext context, CompiledProgram compiled, WorldExtent extent) {
        if (framebuffer == null) {
            framebuffer = FloatFramebuffer.create(context, SIZE, SIZE, 1);
            triangle = new FullscreenTriangle(context);
        }
        ShaderProgram program = program(context, compiled);
        program.use();
        ProgramUniforms.upload(program, compiled.uniforms()); // image inputs: nothing bound reads zero
        float texelX = (float) (extent.width() / SIZE);
        float texelY = (float) (extent.height() / SIZE);
        program.setVec2("u_texelSize", texelX, texelY);
        program.setVec2("u_resolution", SIZE, SIZE);
        WorldAnchor anchor = WorldAnchor.forTile(extent.originX(), extent.originY());
        int location = program.uniformLocation(WorldAnchor.ANCHOR_UNIFORM);
        if (location >= 0) glUniform2i(location, anchor.anchorX(), anchor.anchorY());
        program.setVec2(WorldAnchor.ORIGIN_UNIFORM, anchor.originX(), anchor.originY());
        framebuffer.bind();
        triangle.draw();
        framebuffer.unbind();
        return framebuffer.read(0);
    }

    private void evictOldest() {
        while (programs.size() > MAX_PROGRAMS) {
            var oldest = programs.entrySet().iterator().next();
            oldest.getValue().close();
            programs.remove(oldest.getKey());
        }
    }

    @Override
    public void close() {
        gl.execute(context -> {
            programs.values().forEach(ShaderProgram::close);
            programs.clear();
            if (framebuffer != null) framebuffer.close();
            if (triangle != null) triangle.close();
        });
    }
}
