package org.orogen.preview;

import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.orogen.gl.FullscreenTriangle;
import org.orogen.gl.GlContext;
import org.orogen.gl.GridBlock;
import org.orogen.gl.ShaderProgram;
import org.orogen.shader.planet.CubeFace;
import org.orogen.shader.planet.PlanetMap;

import java.util.List;

import static org.lwjgl.opengl.GL33.*;

/**
 * Draws a sphere graph's frame: a background with the atmosphere's glow, then the six faces of a
 * cube-sphere mesh displaced radially by the baked height (the planet bake: six faces side by side
 * in one texture), lit by the style's sun, and optionally a finer close-up patch baked for the
 * region under the camera ({@link GlobeDetail}), which replaces the coarse faces there. The frame
 * is in radii of the planet (see {@link GlobeCamera}). GL thread only.
 */
final class GlobeRenderer implements AutoCloseable {

    /** Relief that the default exaggeration makes stand out: 10 km ... */
    static final double VISIBLE_RELIEF_METRES = 10_000;
    /** ... by this fraction of the radius. */
    static final double VISIBLE_RELIEF_FRACTION = 0.02;
    /** The largest displaced radius the default view frames (a margin over the visible relief). */
    static final double MAX_TOP = 1.05;
    /** Thickness of the atmosphere's glow outside the limb, radii. */
    static final float RIM_WIDTH = 0.045f;
    /** The picture's background where neither globe nor glow is, as display RGB bytes. */
    static final int[] BACKGROUND = {6, 8, 14};

    private final GlContext context;
    private final ShaderProgram surface;
    private final ShaderProgram space;
    private final FullscreenTriangle triangle;
    /** One face (or the close-up patch) as a grid of quads. */
    private final TerrainMesh mesh;

    GlobeRenderer(GlContext context, PreviewQuality quality) {
        this.context = context;
        surface = ShaderProgram.build(context, PreviewShaders.source("globe.vert"), PreviewShaders.source("globe.frag"));
        space = ShaderProgram.build(context, PreviewShaders.fullscreenVertex(), PreviewShaders.source("space.frag"));
        triangle = new FullscreenTriangle(context);
        mesh = new TerrainMesh(context, faceQuads(quality));
    }

    /** Quads per side of a face's mesh: half the plane mesh's side (six faces share the work). */
    static int faceQuads(PreviewQuality quality) {
        return Math.clamp(quality.meshSize() / 2, 16, 1024);
    }

    /**
     * The vertical exaggeration on a planet of {@code radius} metres: the style's times a base that
     * makes {@value #VISIBLE_RELIEF_METRES} m of relief {@value #VISIBLE_RELIEF_FRACTION} of the radius
     * (about 12.7 on Earth), never below the style's own.
     */
    static double exaggeration(double radius, PreviewStyle style) {
        return style.exaggeration() * Math.max(1, VISIBLE_RELIEF_FRACTION * radius / VISIBLE_RELIEF_METRES);
    }

    /**
     * The direction towards the sun in the globe's frame: it stands over latitude = the style's sun
     * elevation and longitude = its azimuth − 45° (the default: 30° N, 90° E, lighting the default
     * view from the right).
     */
    static Vector3f sunDirection(PreviewStyle style) {
        double[] p = PlanetMap.unitPoint(Math.toRadians(style.sunElevation()), Math.toRadians(style.sunAzimuth() - 45));
        return new Vector3f((float) p[0], (float) p[1], (float) p[2]);
    }

    /**
     * Draws into {@code target} (the caller resolves and reads).
     *
     * @param coarse the bake of a whole cube map (six faces side by side)
     * @param detail the close-up patch, or null
     * @param rim    whether to draw the atmosphere's rim and glow
     */
    void draw(RenderTarget target, HeightBake coarse, HeightBake detail, List<String> maskNames, GlobeCamera camera,
              PreviewStyle style, double radius, boolean rim, boolean flipY) {
        context.checkThread();
        double e = exaggeration(radius, style);
        float displacement = (float) (e / radius);
        double top = 1 + Math.max(0, coarse.heightMax()) * displacement;
        Matrix4f viewProjection = camera.viewProjection(target.width(), target.height(), flipY, top);
        Vector3f eye = camera.position();
        Vector3f sun = sunDirection(style);
        float rimStrength = rim ? 1f : 0f;

        target.bindForDrawing();
        glClearColor(0, 0, 0, 1);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        glDisable(GL_DEPTH_TEST);
        glDisable(GL_BLEND);
        space.use();
        TerrainRenderer.setMatrix(space, "u_inverseViewProjection", new Matrix4f(viewProjection).invert());
        glUniform3f(space.uniformLocation("u_background"), BACKGROUND[0] / 255f, BACKGROUND[1] / 255f,
                BACKGROUND[2] / 255f);
        glUniform3f(space.uniformLocation("u_sunDirection"), sun.x, sun.y, sun.z);
        glUniform3f(space.uniformLocation("u_cameraPosition"), eye.x, eye.y, eye.z);
        space.setFloat("u_rim", rimStrength);
        space.setFloat("u_rimWidth", RIM_WIDTH);
        space.setFloat("u_top", (float) top);
        triangle.draw();

        glEnable(GL_DEPTH_TEST);
        glDepthFunc(GL_LESS);
        glDepthMask(true);
        glEnable(GL_CULL_FACE); // outward faces only: the far side of the globe costs nothing
        surface.use();
        TerrainRenderer.setMatrix(surface, "u_viewProjection", viewProjection);
        glUniform3f(surface.uniformLocation("u_sunDirection"), sun.x, sun.y, sun.z);
        glUniform3f(surface.uniformLocation("u_cameraPosition"), eye.x, eye.y, eye.z);
        glUniform3fv(surface.uniformLocation("u_maskColours"), MaskColours.packed(maskNames));
        surface.setFloat("u_displacement", displacement);
        surface.setFloat("u_exaggeration", (float) e);
        surface.setFloat("u_rim", rimStrength);
        surface.setInt("u_quads", mesh.quads());
        surface.setInt("u_mapping", coarse.planetBlock().planet().mapping().ordinal());
        // The palette spans the whole planet's heights, also on the close-up patch.
        surface.setVec2("u_heightRange", coarse.heightMin(), coarse.heightMax());
        GridBlock close = detail != null ? detail.planetBlock() : null;
        CubeFace closeFace = close != null ? close.planet().face((long) close.worldX()) : null;

        SurfaceTextures.bind(coarse, surface);
        PlanetMap map = coarse.planetBlock().planet();
        int n = map.faceSize();
        for (CubeFace face : CubeFace.values()) {
            setFace(face, flipY);
            surface.setVec2("u_texOrigin", face.ordinal() * n, 0);
            surface.setFloat("u_texScale", n - 1);
            surface.setVec2("u_texSize", map.width(), map.height());
            surface.setVec4("u_rect", 0, 0, 1, 1);
            if (face == closeFace) {
                float[] r = rect(close);
                surface.setVec4("u_hole", r[0], r[1], r[2], r[3]);
            } else {
                surface.setVec4("u_hole", 1, 1, 0, 0);
            }
            mesh.draw(false);
        }
        if (close != null) {
            SurfaceTextures.bind(detail, surface);
            PlanetMap fine = close.planet();
            long faceStart = (long) closeFace.ordinal() * fine.faceSize();
            setFace(closeFace, flipY);
            float[] r = rect(close);
            surface.setVec2("u_texOrigin", (float) -(close.worldX() - faceStart), (float) -close.worldY());
            surface.setFloat("u_texScale", fine.faceSize() - 1);
            surface.setVec2("u_texSize", close.width(), close.height());
            surface.setVec4("u_rect", r[0], r[1], r[2], r[3]);
            surface.setVec4("u_hole", 1, 1, 0, 0);
            mesh.draw(false);
        }
        glDisable(GL_CULL_FACE);
        glFrontFace(GL_CCW);
        glDisable(GL_DEPTH_TEST);
        glActiveTexture(GL_TEXTURE0);
    }

    /** The face fractions (s0, t0, s1, t1) a close-up block covers. */
    static float[] rect(GridBlock block) {
        PlanetMap map = block.planet();
        int n = map.faceSize();
        long faceStart = (long) map.face((long) block.worldX()).ordinal() * n;
        double x0 = block.worldX() - faceStart;
        return new float[] {(float) (x0 / (n - 1)), (float) (block.worldY() / (n - 1)),
                (float) ((x0 + block.width() - 1) / (n - 1)), (float) ((block.worldY() + block.height() - 1) / (n - 1))};
    }

    private void setFace(CubeFace face, boolean flipY) {
        int[] a = face.axis();
        int[] r = face.right();
        int[] u = face.up();
        glUniform3f(surface.uniformLocation("u_axis"), a[0], a[1], a[2]);
        glUniform3f(surface.uniformLocation("u_right"), r[0], r[1], r[2]);
        glUniform3f(surface.uniformLocation("u_up"), u[0], u[1], u[2]);
        // The grid's triangles wind counter-clockwise seen from outside when right × up = axis; a flipped
        // image (row 0 at the top) mirrors the winding.
        boolean outwardCcw = cross(r, u)[0] == a[0] && cross(r, u)[1] == a[1] && cross(r, u)[2] == a[2];
        glFrontFace(outwardCcw != flipY ? GL_CCW : GL_CW);
    }

    private static int[] cross(int[] p, int[] q) {
        return new int[] {p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]};
    }

    @Override
    public void close() {
        surface.close();
        space.close();
        triangle.close();
        mesh.close();
    }
}
