package org.orogen.preview;

import static org.lwjgl.opengl.GL43.GL_BLEND;
import static org.lwjgl.opengl.GL43.GL_DEPTH_TEST;
import static org.lwjgl.opengl.GL43.GL_FRAMEBUFFER;
import static org.lwjgl.opengl.GL43.GL_LINEAR;
import static org.lwjgl.opengl.GL43.GL_R16;
import static org.lwjgl.opengl.GL43.GL_TEXTURE0;
import static org.lwjgl.opengl.GL43.GL_TEXTURE_2D;
import static org.lwjgl.opengl.GL43.GL_TEXTURE_FETCH_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_TEXTURE_MAG_FILTER;
import static org.lwjgl.opengl.GL43.GL_TEXTURE_MIN_FILTER;
import static org.lwjgl.opengl.GL43.GL_WRITE_ONLY;
import static org.lwjgl.opengl.GL43.glActiveTexture;
import static org.lwjgl.opengl.GL43.glBindFramebuffer;
import static org.lwjgl.opengl.GL43.glBindImageTexture;
import static org.lwjgl.opengl.GL43.glBindTexture;
import static org.lwjgl.opengl.GL43.glDisable;
import static org.lwjgl.opengl.GL43.glDispatchCompute;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;
import static org.lwjgl.opengl.GL43.glTexParameteri;
import static org.lwjgl.opengl.GL43.glUniform3f;

import java.util.List;
import org.joml.Vector3f;
import org.orogen.gl.EvaluationPath;
import org.orogen.gl.FloatFramebuffer;
import org.orogen.gl.FullscreenTriangle;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * The sun's visibility over the preview bake, one value per bake texel ({@code shadow.glsl}: a soft
 * shadow ray-marched through the height texture), which the terrain shader samples. It depends on the
 * heights, the sun and the exaggeration, not on the camera, so it is computed again only when one of
 * them changes: once per bake, never per frame of an orbit. A compute pass where the context's
 * evaluator runs compute programs, a full-screen fragment pass otherwise; both run the same GLSL.
 * The texture is 16-bit unsigned normalized ({@link TextureFormat#R16}: steps of 1/65535, invisible in a
 * lit pixel; 128 MiB beside an 8192² bake's 1 GiB height texture, half of what floats took).
 * GL thread only.
 */
final class SunShadow implements AutoCloseable {

    private static final int GROUP = 8;

    private final GlContext context;
    private final boolean compute;
    private final ShaderProgram program;
    private final FullscreenTriangle triangle;
    private FloatFramebuffer target;
    /** What the current visibility was computed for; null: nothing computed yet. */
    private Inputs computed;
    private long updates;

    private record Inputs(HeightBake bake, long bakes, float sunX, float sunY, float sunZ, float exaggeration,
                          int steps) {
    }

    /** On the path the context's evaluator takes. */
    SunShadow(GlContext context) {
        this(context, context.evaluator().path());
    }

    SunShadow(GlContext context, EvaluationPath path) {
        context.checkThread();
        this.context = context;
        this.compute = path == EvaluationPath.COMPUTE;
        this.program = compute
                ? ShaderProgram.buildCompute(context, PreviewShaders.source("sun-shadow.comp"))
                : ShaderProgram.build(context, PreviewShaders.fullscreenVertex(), PreviewShaders.source("sun-shadow.frag"));
        this.triangle = compute ? null : new FullscreenTriangle(context);
    }

    /**
     * The visibility of {@code sun} over {@code bake}'s latest heights (0 in shadow .. 1 in full sun per
     * texel, linear filtering), computed now unless it already was for the same bake, sun, exaggeration
     * and step count. The sun must be above the horizon and {@code steps} positive.
     */
    Texture update(HeightBake bake, Vector3f sun, float exaggeration, int steps) {
        context.checkThread();
        if (steps <= 0 || sun.z <= 0) {
            throw new IllegalArgumentException("a shadow needs steps > 0 and a sun above the horizon: steps " + steps
                    + ", sun " + sun);
        }
        Inputs wanted = new Inputs(bake, bake.bakes(), sun.x, sun.y, sun.z, exaggeration, steps);
        if (wanted.equals(computed)) {
            return target.attachment(0);
        }
        int side = bake.size();
        if (target == null || target.width() != side) {
            if (target != null) {
                target.close();
            }
            target = FloatFramebuffer.create(context, side, side, List.of(TextureFormat.R16));
            glBindTexture(GL_TEXTURE_2D, target.attachment(0).id());
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
            glBindTexture(GL_TEXTURE_2D, 0);
        }
        program.use();
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, bake.heightTexture().id());
        program.setInt("u_height", 0);
        program.setVec2("u_extentSize", (float) bake.extent().width(), (float) bake.extent().height());
        program.setVec2("u_bakeSize", side, side);
        program.setFloat("u_exaggeration", exaggeration);
        program.setInt("u_shadowSteps", steps);
        glUniform3f(program.uniformLocation("u_sunDirection"), sun.x, sun.y, sun.z);
        if (compute) {
            glBindImageTexture(0, target.attachment(0).id(), 0, false, 0, GL_WRITE_ONLY, GL_R16);
            int groups = (side + GROUP - 1) / GROUP;
            glDispatchCompute(groups, groups, 1);
            glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT);
        } else {
            target.bind();
            glDisable(GL_DEPTH_TEST);
            glDisable(GL_BLEND);
            triangle.draw();
            glBindFramebuffer(GL_FRAMEBUFFER, 0);
        }
        computed = wanted;
        updates++;
        return target.attachment(0);
    }

    /** How many times the visibility was computed (tests: a camera move must not compute it). */
    long updates() {
        return updates;
    }

    @Override
    public void close() {
        program.close();
        if (triangle != null) {
            triangle.close();
        }
        if (target != null) {
            target.close();
        }
    }
}
