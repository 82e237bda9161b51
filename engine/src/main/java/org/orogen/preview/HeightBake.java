package org.orogen.preview;

import java.util.ArrayList;
import java.util.List;
import org.orogen.bake.HeightmapImage;
import org.orogen.bake.PlanRunner;
import org.orogen.bake.StageCache;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.shader.CompiledPlan;
import org.orogen.gl.FloatFramebuffer;
import org.orogen.gl.FullscreenTriangle;
import org.orogen.gl.GlContext;
import org.orogen.gl.GridBlock;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.simulation.SimulationMonitor;
import org.orogen.shader.CompiledProgram;

import static org.lwjgl.opengl.GL33.*;

/**
 * The preview's bake: runs a graph's program once (through the context's
 * {@link org.orogen.gl.FieldEvaluator}) over a {@code size}×{@code size} grid covering
 * the extent, into float textures that stay on the GPU (height + gradient in attachment 0, masks
 * after), then measures the height range with a reduction pass. Texel (0, 0) is the extent's
 * south-west corner and texel (size-1, size-1) its north-east corner, so the mesh's edge vertices
 * sample the edge exactly.
 *
 * <p>Unlike the export's tiled bake ({@code org.orogen.bake.GlFieldSampler}), nothing is read back
 * except the 32×32 range summary: the mesh reads the textures directly. GL thread only.
 */
final class HeightBake implements AutoCloseable {

    /** The range reduction's summary read back: RANGE_CELLS² (min, max) cells. */
    private static final int RANGE_CELLS = 32;
    /**
     * Its first pass writes FINE_CELLS² cells, each over (size / FINE_CELLS)² texels (8² of a 1024² bake); the
     * second merges 4² of them per summary cell. One pass of 32² fragments scanning 32² texels each took
     * 0.37 ms of a 1024² preview bake's time on an H200: few fragments, each waiting on 1,024 fetches in turn.
     */
    private static final int FINE_CELLS = RANGE_CELLS * 4;

    private final GlContext context;
    private final int size;
    private final FullscreenTriangle triangle;
    private final ShaderProgram rangeProgram;
    private final FloatFramebuffer rangeTarget;
    private final FloatFramebuffer rangeCells;
    private FloatFramebuffer target;
    private float heightMin;
    private float heightMax;
    private WorldExtent extent = WorldExtent.DEFAULT;
    /** GL_TIME_ELAPSED queries around the program pass and the range pass. */
    private final int programQuery;
    private final int rangeQuery;
    private double programGpuMillis;
    private double rangeGpuMillis;
    /** Earlier stages of pass plans, kept while parameters downstream of them change. */
    private final StageCache stages = new StageCache(STAGE_CACHE_BYTES);
    /** Problems the last bake's simulations met (warnings on their nodes). */
    private List<Diagnostic> simulationProblems = List.of();
    /** Whether the last bake's program wrote a colour after its masks. */
    private boolean colour;
    /** The planet block of the last bake, or null when it baked a plane extent. */
    private GridBlock planetBlock;
    /** Bakes begun so far: what was derived from the textures before the latest one is stale. */
    private long bakes;

    /** GPU memory for cached pass-plan stages (a 512² preview stage with 3 outputs is 12 MiB). */
    static final long STAGE_CACHE_BYTES = 256L << 20;

    HeightBake(GlContext context, int size) {
        this.context = context;
        this.size = size;
        this.triangle = new FullscreenTriangle(context);
        this.rangeProgram = ShaderProgram.build(context, PreviewShaders.fullscreenVertex(),
                PreviewShaders.source("range.frag"));
        this.rangeTarget = FloatFramebuffer.create(context, RANGE_CELLS, RANGE_CELLS, 1);
        this.rangeCells = FloatFramebuffer.create(context, FINE_CELLS, FINE_CELLS, 1);
        programQuery = glGenQueries();
        rangeQuery = glGenQueries();
    }

    /**
     * Runs {@code compiled} over {@code extent} (the context's evaluator uploads its parameters and
     * binds its image inputs), then reduces the height range.
     *
     * @param images one per texture binding of {@code compiled} ({@link org.orogen.bake.ImageInputs});
     *               a missing or null entry reads zero
     * @throws org.orogen.gl.FieldProgramException when the driver rejects the program
     */
    void bake(CompiledProgram compiled, WorldExtent extent, List<HeightmapImage> images) {
        bake(CompiledPlan.of(compiled), extent, List.of(images));
    }

    /**
     * Runs {@code plan} over {@code extent}: its earlier stages through a {@link PlanRunner} with
     * this bake's {@link StageCache} (a parameter change downstream of a stage reuses it), its
     * final stage into the preview textures; then reduces the height range.
     *
     * @param images per stage, one per texture binding of its program (null entries read zero)
     */
    void bake(CompiledPlan plan, WorldExtent extent, List<List<HeightmapImage>> images) {
        bake(plan, extent, images, SimulationMonitor.NONE);
    }

    /**
     * As {@link #bake(CompiledPlan, WorldExtent, List)}, the plan's simulations reporting to
     * {@code monitor}.
     *
     * @throws org.orogen.simulation.SimulationCancelledException when the monitor cancels a
     *         simulation: the previous bake's heights stay (when the output count is unchanged), every
     *         texture of the cancelled run is released, completed stages stay cached
     */
    void bake(CompiledPlan plan, WorldExtent extent, List<List<HeightmapImage>> images, SimulationMonitor monitor) {
        this.extent = extent;
        run(plan, GridBlock.covering(extent, size, size), images, monitor);
    }

    /**
     * Bakes a sphere graph's single-stage plan over {@code block}, a block of a planet map's pixels
     * ({@link GridBlock#onPlanet}): the textures take the block's size (the six faces side by side for a
     * whole cube map, or a sub-block of a finer map for the globe's close-up detail).
     *
     * @throws IllegalArgumentException when {@code block} is not on a planet or the plan has several stages
     */
    void bakePlanet(CompiledPlan plan, GridBlock block, List<List<HeightmapImage>> images) {
        if (block.planet() == null) {
            throw new IllegalArgumentException("A planet bake needs a block of a planet map (GridBlock.onPlanet)");
        }
        if (!plan.isSingleProgram()) {
            throw new IllegalArgumentException("A sphere graph compiles to one program, got a plan of "
                    + plan.stages().size() + " stages");
        }
        run(plan, block, images, SimulationMonitor.NONE);
        planetBlock = block;
    }

    private void run(CompiledPlan plan, GridBlock block, List<List<HeightmapImage>> images, SimulationMonitor monitor) {
        context.checkThread();
        CompiledProgram compiled = plan.finalProgram();
        // link (or fail, keeping the last bake as it was) before touching the textures and outside the timed query
        plan.stages().forEach(s -> context.evaluator().program(s.program()));
        planetBlock = null;
        List<TextureFormat> formats = FieldEvaluator.outputFormats(compiled);
        int attachments = formats.size();
        colour = compiled.hasColour();
        if (target == null || !target.formats().equals(formats) || target.width() != block.width()
                || target.height() != block.height()) {
            if (target != null) {
                target.close();
            }
            target = FloatFramebuffer.create(context, block.width(), block.height(), formats);
            for (int i = 0; i < attachments; i++) {
                useLinearFiltering(target.attachment(i));
            }
        }
        List<Texture> outputs = new ArrayList<>();
        for (int i = 0; i < attachments; i++) {
            outputs.add(target.attachment(i));
        }
        bakes++; // counted before the textures change, so that a bake cancelled half-way counts too
        glBeginQuery(GL_TIME_ELAPSED, programQuery);
        try {
            if (plan.isSingleProgram()) {
                context.evaluator().evaluate(compiled, block, FieldInputs.images(images.getFirst()), outputs);
                simulationProblems = List.of();
            } else {
                List<FieldInputs> inputs = images.stream().map(FieldInputs::images).toList();
                PlanRunner runner = new PlanRunner(plan, inputs, stages).monitor(monitor);
                runner.run(context, block, outputs);
                simulationProblems = runner.simulationProblems();
            }
        } finally {
            glEndQuery(GL_TIME_ELAPSED); // also when cancelled: the next bake begins the query again
        }
        measureRange();
        // The range readback above waited for the GPU, so both results are ready: no extra stall.
        programGpuMillis = glGetQueryObjecti64(programQuery, GL_QUERY_RESULT) / 1e6;
        rangeGpuMillis = glGetQueryObjecti64(rangeQuery, GL_QUERY_RESULT) / 1e6;
    }

    private void measureRange() {
        int side = Math.max(target.width(), target.height());
        rangeProgram.use();
        rangeProgram.setInt("u_height", 0);
        glActiveTexture(GL_TEXTURE0);
        glDisable(GL_DEPTH_TEST);
        glDisable(GL_BLEND);
        glBeginQuery(GL_TIME_ELAPSED, rangeQuery);
        rangeCells.bind();
        rangeProgram.setInt("u_block", (side + FINE_CELLS - 1) / FINE_CELLS);
        rangeProgram.setInt("u_pairs", 0);
        glBindTexture(GL_TEXTURE_2D, heightTexture().id());
        triangle.draw();
        rangeTarget.bind();
        rangeProgram.setInt("u_block", FINE_CELLS / RANGE_CELLS);
        rangeProgram.setInt("u_pairs", 1);
        glBindTexture(GL_TEXTURE_2D, rangeCells.attachment(0).id());
        triangle.draw();
        glEndQuery(GL_TIME_ELAPSED);
        rangeTarget.unbind();
        float[] cells = rangeTarget.read(0);
        float lo = Float.POSITIVE_INFINITY;
        float hi = Float.NEGATIVE_INFINITY;
        for (int i = 0; i < cells.length; i += 4) {
            if (cells[i] <= cells[i + 1]) {
                lo = Math.min(lo, cells[i]);
                hi = Math.max(hi, cells[i + 1]);
            }
        }
        if (lo > hi) { // every height was NaN or infinite: draw a flat plane rather than nothing
            lo = 0;
            hi = 0;
        }
        heightMin = lo;
        heightMax = hi;
    }

    private static void useLinearFiltering(Texture texture) {
        // RGBA32F is filterable on desktop GL 3.0+; linear filtering smooths the mesh between texels.
        glBindTexture(GL_TEXTURE_2D, texture.id());
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        glBindTexture(GL_TEXTURE_2D, 0);
    }

    /** Problems the last bake's simulations met, as warnings on their nodes (cached ones included). */
    List<Diagnostic> simulationProblems() {
        return simulationProblems;
    }

    /** GPU time of the last bake's program pass (the graph itself), milliseconds. */
    double programGpuMillis() {
        return programGpuMillis;
    }

    /** GPU time of the last bake's height range pass, milliseconds. */
    double rangeGpuMillis() {
        return rangeGpuMillis;
    }

    boolean hasResult() {
        return target != null;
    }

    /** (h, dh/dx, dh/dy, 0) per texel. */
    Texture heightTexture() {
        return target.attachment(0);
    }

    /** Mask {@code i} (value in the red channel). */
    Texture maskTexture(int i) {
        return target.attachment(1 + i);
    }

    int maskCount() {
        return target == null ? 0 : target.attachmentCount() - 1 - (colour ? 1 : 0);
    }

    /** Whether the last bake wrote a colour (the graph has a colour output). */
    boolean hasColour() {
        return target != null && colour;
    }

    /** The colour, (r, g, b, 1) linear, per texel; only when {@link #hasColour()}. */
    Texture colourTexture() {
        return target.attachment(target.attachmentCount() - 1);
    }

    int size() {
        return size;
    }

    /** Bakes begun so far ({@link SunShadow} computes its visibility again after each). */
    long bakes() {
        return bakes;
    }

    /** The block of planet-map pixels the last bake covered, or null when it baked a plane extent. */
    GridBlock planetBlock() {
        return planetBlock;
    }

    float heightMin() {
        return heightMin;
    }

    float heightMax() {
        return heightMax;
    }

    WorldExtent extent() {
        return extent;
    }

    /** Heights of the whole bake, rows south to north (for tests and the 2D map's probes). */
    float[] readHeights() {
        return target.attachment(0).download(); // glGetTexImage: fast after compute writes too
    }

    /** The stage cache (tests and the timing overlay). */
    StageCache stageCache() {
        return stages;
    }

    @Override
    public void close() {
        stages.close();
        if (target != null) {
            target.close();
        }
        glDeleteQueries(programQuery);
        glDeleteQueries(rangeQuery);
        rangeTarget.close();
        rangeCells.close();
        rangeProgram.close();
        triangle.close();
    }
}
