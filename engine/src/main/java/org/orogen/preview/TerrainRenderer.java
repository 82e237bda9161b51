package org.orogen.preview;

import org.joml.FrustumIntersection;
import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.lwjgl.system.MemoryStack;
import org.orogen.gl.FullscreenTriangle;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;

import java.nio.FloatBuffer;
import java.util.List;

import static org.lwjgl.opengl.GL33.*;

/**
 * Draws a frame from a {@link HeightBake}: sky, displaced terrain mesh (lit, shadowed, tinted,
 * contoured, fogged), optional wireframe overlay, optional water plane. GL thread only.
 */
final class TerrainRenderer implements AutoCloseable {

    /** Wireframe grid: coarse enough that its lines stay apart in a typical view. */
    private static final int WIRE_GRID = 95;
    /** Largest patch of the level-of-detail mesh, in quads per side. */
    private static final int PATCH_QUADS = 64;
    /** Screen pixels per quad the level of detail aims at (finer would not show). */
    private static final double PIXELS_PER_QUAD = 2.5;
    /** The texture unit of the sun's visibility: after the height, the masks and the colour (SurfaceTextures). */
    private static final int SUN_SHADOW_UNIT = MaskColours.MAX_TINTED + 2;

    private final GlContext context;
    private final ShaderProgram terrain;
    private final ShaderProgram sky;
    private final ShaderProgram water;
    /** Patches per side; the terrain is split into tiles² patches. */
    private final int tiles;
    /** Patch meshes by detail level: levels[0] is the finest (maxQuads), each next one half. */
    private final TerrainMesh[] levels;
    private final TerrainMesh wireMesh;
    private long lastQuads;
    private final FullscreenTriangle triangle;
    private final SunShadow sunShadow;
    private final int emptyVertexArray;
    private final int shadowSteps;
    private final int timeQuery;
    private boolean timePending;
    private double lastGpuMillis;

    TerrainRenderer(GlContext context, PreviewQuality quality) {
        this.context = context;
        this.shadowSteps = quality.shadowSteps();
        terrain = ShaderProgram.build(context, PreviewShaders.source("terrain.vert"), PreviewShaders.source("terrain.frag"));
        sky = ShaderProgram.build(context, PreviewShaders.fullscreenVertex(), PreviewShaders.source("sky.frag"));
        water = ShaderProgram.build(context, PreviewShaders.source("water.vert"), PreviewShaders.source("water.frag"));
        // meshSize vertices per side at full detail = tiles patches of maxQuads quads each.
        tiles = Math.max(1, quality.meshSize() / PATCH_QUADS);
        int maxQuads = Math.max(1, quality.meshSize() / tiles);
        int levelCount = 1;
        while ((maxQuads >> levelCount) >= 4 && levelCount < 5) {
            levelCount++;
        }
        levels = new TerrainMesh[levelCount];
        for (int i = 0; i < levelCount; i++) {
            levels[i] = new TerrainMesh(context, maxQuads >> i);
        }
        wireMesh = new TerrainMesh(context, Math.min(WIRE_GRID, quality.meshSize()));
        triangle = new FullscreenTriangle(context);
        sunShadow = new SunShadow(context);
        emptyVertexArray = glGenVertexArrays();
        timeQuery = glGenQueries();
    }

    /**
     * Draws into {@code target}'s multisampled framebuffer (the caller resolves and reads).
     *
     * @param flipY image row 0 at the top (for JavaFX and PNG), see {@link OrbitCamera#viewProjection}
     */
    void draw(RenderTarget target, HeightBake bake, List<String> maskNames, OrbitCamera camera, PreviewStyle style,
              boolean flipY) {
        context.checkThread();
        float width = (float) bake.extent().width();
        float height = (float) bake.extent().height();
        float size = Math.max(width, height);
        float e = (float) style.exaggeration();
        Matrix4f viewProjection = camera.viewProjection(target.width(), target.height(), flipY);
        Matrix4f inverse = new Matrix4f(viewProjection).invert();
        Vector3f eye = camera.position();
        Vector3f sun = sunDirection(style);
        float fogDensity = (float) (style.fog() * Math.log(2) / (2.0 * size));

        collectTime();
        glBeginQuery(GL_TIME_ELAPSED, timeQuery);
        // Before the target is bound: the fragment pass draws into its own framebuffer.
        boolean shadows = style.shadows() && shadowSteps > 0 && sun.z > 0;
        Texture visibility = shadows ? sunShadow.update(bake, sun, e, shadowSteps) : null;
        target.bindForDrawing();
        glClearColor(0, 0, 0, 1);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);

        glDisable(GL_DEPTH_TEST);
        glDisable(GL_BLEND);
        sky.use();
        setMatrix(sky, "u_inverseViewProjection", inverse);
        setCommon(sky, eye, sun, fogDensity);
        triangle.draw();

        glEnable(GL_DEPTH_TEST);
        glDepthFunc(GL_LESS);
        glDepthMask(true);
        terrain.use();
        SurfaceTextures.bind(bake, terrain);
        glUniform3fv(terrain.uniformLocation("u_maskColours"), MaskColours.packed(maskNames));
        terrain.setVec2("u_extentSize", width, height);
        terrain.setVec2("u_bakeSize", bake.size(), bake.size());
        terrain.setFloat("u_exaggeration", e);
        terrain.setVec2("u_heightRange", bake.heightMin(), bake.heightMax());
        terrain.setFloat("u_contourInterval", (float) style.contourInterval());
        glActiveTexture(GL_TEXTURE0 + SUN_SHADOW_UNIT);
        glBindTexture(GL_TEXTURE_2D, shadows ? visibility.id() : bake.heightTexture().id());
        glActiveTexture(GL_TEXTURE0);
        terrain.setInt("u_sunShadow", SUN_SHADOW_UNIT);
        terrain.setInt("u_hasSunShadow", shadows ? 1 : 0);
        terrain.setVec4("u_flatColour", 0, 0, 0, 0);
        terrain.setFloat("u_lift", 0);
        setMatrix(terrain, "u_viewProjection", viewProjection);
        setCommon(terrain, eye, sun, fogDensity);
        drawPatches(camera, viewProjection, target.height(), width, height, bake, e);

        if (style.wireframe()) {
            glEnable(GL_BLEND);
            glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
            glPolygonMode(GL_FRONT_AND_BACK, GL_LINE);
            glDepthFunc(GL_LEQUAL);
            terrain.setVec4("u_flatColour", 0.05f, 0.05f, 0.06f, 0.55f);
            // Lifted a little so the coarse grid is not buried by the finer surface between its vertices.
            terrain.setFloat("u_lift", size * 0.002f);
            terrain.setInt("u_tileQuads", wireMesh.quads());
            terrain.setVec2("u_tileOrigin", 0, 0);
            terrain.setFloat("u_tileSpan", 1);
            terrain.setFloat("u_skirtDepth", 0);
            wireMesh.draw(false);
            glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
            glDepthFunc(GL_LESS);
            glDisable(GL_BLEND);
        }

        if (style.hasWater()) {
            glEnable(GL_BLEND);
            glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
            glDepthMask(false);
            water.use();
            water.setInt("u_height", 0);
            water.setVec2("u_extentSize", width, height);
            water.setVec2("u_bakeSize", bake.size(), bake.size());
            water.setFloat("u_exaggeration", e);
            water.setFloat("u_waterZ", (float) (style.waterLevel() * e));
            setMatrix(water, "u_viewProjection", viewProjection);
            setCommon(water, eye, sun, fogDensity);
            glBindVertexArray(emptyVertexArray);
            glDrawArrays(GL_TRIANGLES, 0, 6);
            glBindVertexArray(0);
            glDepthMask(true);
            glDisable(GL_BLEND);
        }
        glDisable(GL_DEPTH_TEST);
        glEndQuery(GL_TIME_ELAPSED);
        timePending = true;
    }

    /** Reads the previous frame's GPU time (the next draw comes after its readback, so it is ready). */
    private void collectTime() {
        if (timePending) {
            lastGpuMillis = glGetQueryObjecti64(timeQuery, GL_QUERY_RESULT) / 1e6;
            timePending = false;
        }
    }

    /** GPU time of the last frame drawn, milliseconds; waits for the GPU, so call it after the frame's readback. */
    double lastGpuMillis() {
        collectTime();
        return lastGpuMillis;
    }

    /**
     * Draws the terrain as tiles² patches, each at the coarsest level whose quads still cover at
     * most {@value #PIXELS_PER_QUAD} pixels where the patch is, skipping patches outside the view.
     * Shading uses the full-resolution gradient per pixel, so coarser patches only simplify the
     * silhouette, not the lighting.
     */
    private void drawPatches(OrbitCamera camera, Matrix4f viewProjection, int imageHeight, float width, float height,
                             HeightBake bake, float e) {
        FrustumIntersection frustum = new FrustumIntersection(viewProjection);
        Vector3f eye = camera.position();
        float lo = bake.heightMin() * e;
        float hi = bake.heightMax() * e;
        float skirt = Math.max(1f, 0.05f * (hi - lo));
        double pixelsPerRadian = imageHeight / (2 * Math.tan(Math.toRadians(OrbitCamera.FIELD_OF_VIEW / 2)));
        float span = 1f / tiles;
        terrain.setFloat("u_tileSpan", span);
        terrain.setFloat("u_skirtDepth", tiles > 1 ? skirt : 0);
        long quads = 0;
        for (int ty = 0; ty < tiles; ty++) {
            for (int tx = 0; tx < tiles; tx++) {
                float x0 = (tx * span - 0.5f) * width;
                float y0 = (ty * span - 0.5f) * height;
                float x1 = x0 + span * width;
                float y1 = y0 + span * height;
                if (!frustum.testAab(x0, y0, lo - skirt, x1, y1, hi)) {
                    continue;
                }
                // Distance from the eye to the patch's box (0 inside it).
                double dx = Math.max(Math.max(x0 - eye.x, eye.x - x1), 0);
                double dy = Math.max(Math.max(y0 - eye.y, eye.y - y1), 0);
                double dz = Math.max(Math.max(lo - eye.z, eye.z - hi), 0);
                double distance = Math.max(1e-3, Math.sqrt(dx * dx + dy * dy + dz * dz));
                double patchPixels = Math.max(x1 - x0, y1 - y0) / distance * pixelsPerRadian;
                int level = 0;
                while (level + 1 < levels.length && levels[level + 1].quads() * PIXELS_PER_QUAD >= patchPixels) {
                    level++;
                }
                TerrainMesh mesh = levels[level];
                terrain.setInt("u_tileQuads", mesh.quads());
                terrain.setVec2("u_tileOrigin", tx * span, ty * span);
                mesh.draw(tiles > 1);
                quads += (long) mesh.quads() * mesh.quads();
            }
        }
        lastQuads = quads;
    }

    /** Times the sun's visibility was computed (tests: once per bake and sun, not per frame). */
    long sunShadowUpdates() {
        return sunShadow.updates();
    }

    /** Quads drawn for the terrain surface in the last frame (level of detail and culling applied). */
    long lastQuads() {
        return lastQuads;
    }

    static Vector3f sunDirection(PreviewStyle style) {
        double a = Math.toRadians(style.sunAzimuth());
        double el = Math.toRadians(style.sunElevation());
        return new Vector3f((float) (Math.cos(el) * Math.cos(a)), (float) (Math.cos(el) * Math.sin(a)),
                (float) Math.sin(el));
    }

    private static void setCommon(ShaderProgram program, Vector3f eye, Vector3f sun, float fogDensity) {
        glUniform3f(program.uniformLocation("u_sunDirection"), sun.x, sun.y, sun.z);
        glUniform3f(program.uniformLocation("u_cameraPosition"), eye.x, eye.y, eye.z);
        program.setFloat("u_fogDensity", fogDensity);
    }

    static void setMatrix(ShaderProgram program, String name, Matrix4f m) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            FloatBuffer buffer = stack.mallocFloat(16);
            m.get(buffer);
            glUniformMatrix4fv(program.uniformLocation(name), false, buffer);
        }
    }

    @Override
    public void close() {
        terrain.close();
        sky.close();
        water.close();
        for (TerrainMesh level : levels) {
            level.close();
        }
        wireMesh.close();
        triangle.close();
        sunShadow.close();
        glDeleteVertexArrays(emptyVertexArray);
        glDeleteQueries(timeQuery);
    }
}
