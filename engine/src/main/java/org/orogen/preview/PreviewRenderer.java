package org.orogen.preview;

import static org.lwjgl.opengl.GL33.*;

import java.nio.ByteBuffer;
import java.util.List;
import org.orogen.bake.HeightmapImage;
import org.orogen.bake.StageCache;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.simulation.SimulationMonitor;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldProgramException;
import org.orogen.gl.FullscreenTriangle;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;
import org.orogen.graph.Domain;
import org.orogen.graph.WorldExtent;
import org.orogen.gl.GridBlock;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;

/**
 * Everything the preview does on the GL thread, for the interactive pane and headless renders
 * alike: choose the graph's program (cached by structure), bake the preview height texture, draw
 * the 3D frame and the 2D map. Create, use and close it on the GL thread.
 *
 * <pre>{@code
 * renderer.setProgram(compiled);          // links only when the structure is new
 * renderer.bake(extent);                  // uniforms + one full-screen pass + range
 * renderer.draw(camera, style, 1280, 720, true);
 * renderer.readBgra(buffer);              // or an asynchronous PixelReadback
 * }</pre>
 */
public final class PreviewRenderer implements AutoCloseable {

    private final GlContext context;
    private final PreviewQuality quality;
    private final HeightBake bake;
    private final TerrainRenderer terrain;
    private final ShaderProgram mapProgram;
    private final FullscreenTriangle triangle;
    private RenderTarget target;
    private RenderTarget mapTarget;
    private CompiledProgram compiled;
    private CompiledPlan plan;
    /** The planet baked last (null after a plane bake), its image inputs and the globe's parts. */
    private Domain planet;
    private List<List<HeightmapImage>> planetImages = List.of();
    private GlobeRenderer globe;
    private HeightBake detail;
    /** Counts planet bakes: a close-up baked before the latest planet bake is stale. */
    private long planetBakes;
    private long detailBakedAt = -1;

    public PreviewRenderer(GlContext context, PreviewQuality quality) {
        context.checkThread();
        this.context = context;
        this.quality = quality;
        this.bake = new HeightBake(context, quality.bakeSize());
        this.terrain = new TerrainRenderer(context, quality);
        this.mapProgram = ShaderProgram.build(context, PreviewShaders.fullscreenVertex(), PreviewShaders.source("map.frag"));
        this.triangle = new FullscreenTriangle(context);
    }

    /**
     * Makes {@code next} the program to bake. A graph with the same structural hash as one seen
     * before reuses its linked program (only its uniform values are new).
     *
     * @return true when a program had to be compiled and linked (a structure not in the cache)
     * @throws FieldProgramException when the driver rejects it; the previous program stays current
     */
    public boolean setProgram(CompiledProgram next) {
        return setPlan(CompiledPlan.of(next));
    }

    /**
     * Makes {@code next} the pass plan to bake (every stage's program is linked now, or taken from
     * the evaluator's cache). Stage results are cached between bakes: a parameter change downstream
     * of a stage does not recompute it.
     *
     * @return true when a program had to be compiled and linked
     * @throws FieldProgramException when the driver rejects a stage; the previous plan stays current
     */
    public boolean setPlan(CompiledPlan next) {
        context.checkThread();
        FieldEvaluator evaluator = context.evaluator();
        long before = evaluator.programBuilds();
        next.stages().forEach(s -> evaluator.program(s.program()));
        plan = next;
        compiled = next.finalProgram();
        return evaluator.programBuilds() != before;
    }

    /** Bakes the current plan over {@code extent} with each stage's image inputs. */
    public void bakeStages(WorldExtent extent, List<List<HeightmapImage>> images) {
        bakeStages(extent, images, SimulationMonitor.NONE);
    }

    /**
     * Bakes the current plan, its simulations reporting to {@code monitor}.
     *
     * @throws org.orogen.simulation.SimulationCancelledException when {@code monitor} cancels a
     *         simulation (its resources are released; the previous heights stay)
     */
    public void bakeStages(WorldExtent extent, List<List<HeightmapImage>> images, SimulationMonitor monitor) {
        if (plan == null) {
            throw new IllegalStateException("No program yet: call setProgram first");
        }
        bake.bake(plan, extent, images, monitor);
        planet = null;
    }

    /**
     * Bakes the current plan (a sphere graph's: one program) over a whole cube map of the planet: six
     * faces of {@link #planetFaceSize()} pixels, gnomonic, side by side in one texture, as the globe
     * and the unfolded map read it. Later {@link #drawGlobe} calls bake the close-up themselves.
     *
     * @param images the program's image inputs (one list, as for a single-program plan)
     * @throws IllegalArgumentException when {@code domain} is not a sphere
     */
    public void bakePlanet(Domain domain, List<List<HeightmapImage>> images) {
        if (plan == null) {
            throw new IllegalStateException("No program yet: call setProgram first");
        }
        if (!domain.isSphere()) {
            throw new IllegalArgumentException("bakePlanet needs a sphere domain, got " + domain);
        }
        int n = planetFaceSize();
        bake.bakePlanet(plan, GridBlock.onPlanet(PlanetMap.cube(n, CubeMapping.GNOMONIC), 0, 0, 6 * n, n), images);
        planet = domain;
        planetImages = images;
        planetBakes++;
    }

    /** Pixels per cube face of the planet bake ({@link PreviewQuality#planetFaceSize()}). */
    public int planetFaceSize() {
        return quality.planetFaceSize();
    }

    /** The sphere the last bake covered, or null when it baked a plane extent. */
    public Domain planet() {
        return planet;
    }

    /** Problems the last bake's simulations met, as warnings on their nodes. */
    public List<Diagnostic> simulationProblems() {
        return bake.simulationProblems();
    }

    /** Stage results cached for pass plans. */
    public StageCache stageCache() {
        return bake.stageCache();
    }

    /** How the graph's program runs: "compute" or "fragment" (for the timing overlay). */
    public String evaluationPath() {
        return compiled == null ? context.evaluator().path().label()
                : context.evaluator().program(compiled).path().label();
    }

    /** Bakes the current program over {@code extent}; its image inputs read zero. */
    public void bake(WorldExtent extent) {
        bake(extent, List.of());
    }

    /**
     * Bakes the current program over {@code extent} with its image inputs' files, one per texture
     * binding ({@link org.orogen.bake.ImageInputs#load}; null entries read zero).
     */
    public void bake(WorldExtent extent, List<HeightmapImage> images) {
        if (compiled == null) {
            throw new IllegalStateException("No program yet: call setProgram first");
        }
        if (!plan.isSingleProgram()) {
            throw new IllegalStateException("A plan of " + plan.stages().size() + " stages: use bakeStages");
        }
        bake.bake(plan, extent, List.of(images));
    }

    /** Draws the terrain into an image of the given size (kept for readback until the next draw). */
    public void draw(OrbitCamera camera, PreviewStyle style, int width, int height, boolean flipY) {
        if (!bake.hasResult()) {
            throw new IllegalStateException("Nothing baked yet: call bake first");
        }
        if (planet != null) {
            throw new IllegalStateException("The last bake was a planet: draw it with drawGlobe");
        }
        target = ensureSize(target, width, height, quality.samples());
        terrain.draw(target, bake, compiled.maskNames(), camera, style, flipY);
    }

    /**
     * Draws the globe of the last {@link #bakePlanet} seen from {@code camera}; near the surface the
     * region under the camera is baked again at a finer map resolution first ({@link GlobeDetail}).
     *
     * @param rim the atmosphere's blue limb and glow
     */
    public void drawGlobe(GlobeCamera camera, PreviewStyle style, int width, int height, boolean rim, boolean flipY) {
        if (planet == null) {
            throw new IllegalStateException("No planet baked yet: call bakePlanet first");
        }
        if (globe == null) {
            globe = new GlobeRenderer(context, quality);
        }
        target = ensureSize(target, width, height, quality.samples());
        globe.draw(target, bake, closeUp(camera), compiled.maskNames(), camera, style, planet.radius(), rim, flipY);
    }

    /** The close-up bake for {@code camera} (baked now when its block or the planet changed), or null. */
    private HeightBake closeUp(GlobeCamera camera) {
        int patch = Math.min(planetFaceSize(), DETAIL_PATCH);
        GridBlock block = GlobeDetail.blockFor(camera, bake.planetBlock().planet(), patch);
        if (block == null) {
            return null;
        }
        if (detail == null) {
            detail = new HeightBake(context, patch);
        }
        if (detailBakedAt != planetBakes || !block.equals(detail.planetBlock())) {
            detail.bakePlanet(plan, block, planetImages);
            detailBakedAt = planetBakes;
        }
        return detail;
    }

    /** Pixels per side of the globe's close-up block. */
    static final int DETAIL_PATCH = 257;

    /** Draws the 2D map ({@code size}² pixels, north up when {@code flipY}; a planet's faces unfolded, {@link FaceUnfolding}). */
    public void drawMap(MapLayer layer, int maskIndex, int size, boolean flipY) {
        if (!bake.hasResult()) {
            throw new IllegalStateException("Nothing baked yet: call bake first");
        }
        mapTarget = ensureSize(mapTarget, size, size, 1);
        mapTarget.bindForDrawing();
        glDisable(GL_DEPTH_TEST);
        glDisable(GL_BLEND);
        boolean maskShown = layer == MapLayer.MASK && maskIndex >= 0 && maskIndex < bake.maskCount();
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, bake.heightTexture().id());
        glActiveTexture(GL_TEXTURE1);
        glBindTexture(GL_TEXTURE_2D, maskShown ? bake.maskTexture(maskIndex).id() : bake.heightTexture().id());
        glActiveTexture(GL_TEXTURE2);
        glBindTexture(GL_TEXTURE_2D, bake.hasColour() ? bake.colourTexture().id() : bake.heightTexture().id());
        glActiveTexture(GL_TEXTURE0);
        mapProgram.use();
        mapProgram.setInt("u_height", 0);
        mapProgram.setInt("u_mask", 1);
        mapProgram.setInt("u_albedo", 2);
        mapProgram.setInt("u_hasAlbedo", bake.hasColour() ? 1 : 0);
        mapProgram.setInt("u_mode", switch (layer) {
            case HEIGHT -> 0;
            case MASK -> maskShown ? 1 : 0;
            case NORMALS -> 2;
        });
        mapProgram.setVec2("u_heightRange", bake.heightMin(), bake.heightMax());
        mapProgram.setInt("u_flipY", flipY ? 1 : 0);
        mapProgram.setInt("u_unfold", planet != null ? 1 : 0);
        if (planet != null) {
            glUniform2fv(mapProgram.uniformLocation("u_faceCells"), FaceUnfolding.cells());
            mapProgram.setVec2("u_atlasSize", bake.planetBlock().width(), bake.planetBlock().height());
            mapProgram.setVec2("u_crossPlace", (float) FaceUnfolding.CELL, (float) FaceUnfolding.TOP);
        }
        triangle.draw();
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
    }

    /** Reads the last 3D frame as BGRA bytes into {@code dest} (width*height*4 from position 0); blocks. */
    public void readBgra(ByteBuffer dest) {
        requireCapacity(dest, target);
        target.readBgra(dest);
    }

    /** Reads the last map as BGRA bytes (size*size*4 from position 0); blocks. */
    public void readMapBgra(ByteBuffer dest) {
        requireCapacity(dest, mapTarget);
        mapTarget.readBgra(dest);
    }

    /** Starts reading the last 3D frame into the bound GL_PIXEL_PACK_BUFFER (see {@link PixelReadback}). */
    void readIntoPackBuffer() {
        target.readBgraIntoPackBuffer();
    }

    private static void requireCapacity(ByteBuffer dest, RenderTarget t) {
        if (t == null) {
            throw new IllegalStateException("Nothing drawn yet");
        }
        if (!dest.isDirect() || dest.capacity() < t.byteCount()) {
            throw new IllegalArgumentException("Reading a " + t.width() + "x" + t.height() + " image needs a direct"
                    + " buffer of " + t.byteCount() + " bytes, got " + (dest.isDirect() ? "" : "a heap buffer of ")
                    + dest.capacity());
        }
    }

    private RenderTarget ensureSize(RenderTarget current, int width, int height, int samples) {
        if (current != null && current.width() == width && current.height() == height) {
            return current;
        }
        if (current != null) {
            current.close();
        }
        return new RenderTarget(context, width, height, samples);
    }

    /** Programs compiled and linked so far by this context's evaluator (cache misses). */
    public long programBuilds() {
        return context.evaluator().programBuilds();
    }

    /** GPU milliseconds of the last bake: the graph's program pass and the height range pass. */
    public double[] lastBakeGpuMillis() {
        return new double[] {bake.programGpuMillis(), bake.rangeGpuMillis()};
    }

    /**
     * GPU milliseconds of drawing the last frame (terrain, overlays, water, and the sun's visibility when the
     * bake or the sun changed; MSAA resolve excluded).
     */
    public double lastDrawGpuMillis() {
        return terrain.lastGpuMillis();
    }

    /** Times the sun's visibility over the bake was computed ({@link SunShadow}; tests). */
    long sunShadowUpdates() {
        return terrain.sunShadowUpdates();
    }

    /** Quads of terrain drawn in the last frame, after level of detail and culling. */
    public long lastDrawnQuads() {
        return terrain.lastQuads();
    }

    public float heightMin() {
        return bake.heightMin();
    }

    public float heightMax() {
        return bake.heightMax();
    }

    public List<String> maskNames() {
        return compiled == null ? List.of() : compiled.maskNames();
    }

    public PreviewQuality quality() {
        return quality;
    }

    /** Multisampling samples of the frame target actually in use (0 before the first draw). */
    public int samples() {
        return target == null ? 0 : target.samples();
    }

    /** The whole height bake (h, dh/dx, dh/dy, 0 per texel, rows south to north). Blocks; for tests. */
    public float[] readBakedField() {
        return bake.readHeights();
    }

    @Override
    public void close() {
        context.checkThread();
        if (target != null) {
            target.close();
        }
        if (mapTarget != null) {
            mapTarget.close();
        }
        triangle.close();
        mapProgram.close();
        terrain.close();
        if (globe != null) {
            globe.close();
        }
        if (detail != null) {
            detail.close();
        }
        bake.close(); // the programs stay in the context's evaluator
    }
}
