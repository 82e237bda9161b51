package org.orogen.bake;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlInfo;
import org.orogen.gl.GpuMemory;
import org.orogen.gl.GridBlock;
import org.orogen.gl.StorageBuffer;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.CompiledPlan.Halo;
import org.orogen.shader.PlanStage;
import org.orogen.shader.StageInput;
import org.orogen.shader.UniformBinding;
import org.orogen.shader.UniformValue;
import org.orogen.shader.pass.EmitPass;
import org.orogen.shader.pass.PaintPassProgram;
import org.orogen.shader.pass.SimulationProgram;
import org.orogen.simulation.CascadeLift;
import org.orogen.simulation.Refinement;
import org.orogen.simulation.Simulation;
import org.orogen.simulation.SimulationCascade;
import org.orogen.simulation.SimulationGrid;
import org.orogen.simulation.SimulationMonitor;
import org.orogen.simulation.SimulationSettings;
import org.orogen.simulation.Simulations;

/**
 * Runs a multi-stage {@link CompiledPlan} for one block through the context's
 * {@link FieldEvaluator}: each earlier stage over the block plus its halo into RGBA32F textures,
 * then the next stage reading them, then the final stage into the caller's outputs.
 *
 * <p>Every stage is placed like the final block (same {@code u_anchor}, {@code u_origin},
 * {@code u_texelSize}) and told its halo ({@code u_halo}), so its pixel (i, j) computes exactly the
 * position of block pixel (i, j) − halo: a field baked upstream and read back at a pixel is the
 * same float the final stage would compute there. Halos come from the plan and the grid spacing
 * alone, so a block's result never depends on tiles, bands or neighbouring blocks: the fixed-block
 * determinism contract of {@link GlFieldSampler} holds for plans too.
 *
 * <p>With a {@link StageCache} (the preview), stage results are looked up and kept by key;
 * without one (exports), one set of textures per stage is reused from block to block. Exports run
 * a batch of blocks stage-major ({@link #runBatch}): one memory barrier per stage for the batch
 * instead of one per stage and block. GL thread only.
 */
public final class PlanRunner implements AutoCloseable {
    /** Bytes of an RGBA32F texel. */
    private static final long RGBA32F_BYTES = 16;
    /**
     * An earlier stage whose halo is at least this many texels is baked once per region of blocks in a
     * batched run ({@link #runBatch(GlContext, List, List, List)}): per block, each block would bake the
     * halo between it and its neighbours again (a 1000 m smooth stroke at 0.75 m pixels: the stage 15 times
     * the block). Smaller halos cost little and keep per-block stages.
     */
    static final int REGION_HALO = 64;
    /**
     * Widest and tallest region, pixels: its pixels' offsets from the region's corner stay within this (a few
     * times a block's, as a wide halo already makes them), so positions keep their precision.
     */
    static final int REGION_MAX_SIDE = 4096;
    /** GPU memory of the wide stages' textures over one row of regions across the grid, bytes. */
    static final long REGION_BUDGET = 1L << 30;
    /** Released regions' textures kept per stage and size for the next row of regions (more are closed). */
    private static final int FREE_REGIONS = 16;

    /**
     * The size of the regions a batched run bakes its wide stages over ({@link #regionSize}): whole blocks,
     * {@code width} pixels by {@code height} rows.
     */
    public record RegionSize(int width, int height) {
    }
    private final CompiledPlan plan;
    private final List<FieldInputs> images;
    private final StageCache cache;
    private final SimulationSettings settings;
    /** The GPU memory free when {@link #prepare} ran, where the driver says (the simulation budget's base). */
    private volatile OptionalLong gpuFree = OptionalLong.empty();
    /** Without a cache: each stage's textures, kept by block size. */
    private final StageScratch scratch = new StageScratch();
    /**
     * {@link #runBatch}: per block slot of a batch, each stage's textures (as {@link #scratch}). A slot
     * sees blocks of several sizes (a row's narrow last block moves between slots when a batch splits a
     * block row; bands begin and end inside blocks), so each keeps a few sizes.
     */
    private final List<StageScratch> batchScratch = new ArrayList<>();
    /**
     * Per wide stage, its textures over the rows of regions the last batch touched (by the region plus halo):
     * later batches in those rows reuse them; other rows are released.
     */
    private final Map<Integer, Map<GridBlock, List<Texture>>> regionTextures = new HashMap<>();
    /** Textures of released regions, per stage and size, for the next regions (no allocation per batch). */
    private final Map<FreeKey, List<List<Texture>>> freeRegionTextures = new HashMap<>();

    /** A stage and a texture size: where released region textures wait for reuse. */
    private record FreeKey(int stage, int width, int height) {
    }
    /** Simulated domains not held by a stage cache (exports): kept for the runner's life. */
    private final Map<String, List<Texture>> domains = new HashMap<>();
    private final List<Diagnostic> simulationProblems = new ArrayList<>();
    /**
     * A paint stage's storage buffers per block slot of a batch (slot 0 for block-by-block runs), created on
     * first use: each block of a batch replays the strokes culled to it from buffers of its own.
     */
    private final List<PaintBuffers> paintSlots = new ArrayList<>();
    /** Told about simulations' progress, asked whether to stop them. */
    private volatile SimulationMonitor monitor = SimulationMonitor.NONE;
    /** Every stage's program, in stage order. */
    private final List<CompiledProgram> stagePrograms;
    /** Distinct stage programs: the evaluator's cache must hold them all ({@link FieldEvaluator#reserve}). */
    private final int programs;
    /** For every stage, the last stage that reads its textures. */
    private final int[] lastReader;
    /** {@link #needed} by target stage, filled on first use (the plan does not change). */
    private final boolean[][] neededByTarget;
    /** The halos last computed ({@link #halos}): every block of an export has the same spacing. */
    private HaloKey lastHaloKey;
    private List<Halo> lastHalos;
    /** GL_MAX_TEXTURE_SIZE, read on first use ({@link #maxSide}): no query per block. */
    private int maxTextureSide;
    /** Told "stage" + i after stage i of a {@link #runBatch} is queued (GPU timelines of benchmarks); or null. */
    private java.util.function.Consumer<String> stageMarks;
    /** Each stage's time in {@link #runBatch} (benchmarks, {@link #timeStages}); null when not timed. */
    private StageTimes stageTimes;

    /**
     * @param plan   a plan of more than one stage
     * @param images each stage's image inputs ({@link #loadImages})
     * @param cache  where stage results live between runs, or null to recompute every run
     */
    public PlanRunner(CompiledPlan plan, List<FieldInputs> images, StageCache cache) {
        this(plan, images, cache, SimulationSettings.defaults());
    }

    /**
     * @param settings how simulations get detail finer than their own grid, and the memory they may use
     */
    public PlanRunner(CompiledPlan plan, List<FieldInputs> images, StageCache cache, SimulationSettings settings) {
        if (images.size() != plan.stages().size()) {
            throw new IllegalArgumentException("one FieldInputs per stage: " + plan.stages().size() + " stages, "
                    + images.size() + " given");
        }
        this.plan = plan;
        this.images = List.copyOf(images);
        this.cache = cache;
        this.stagePrograms = plan.stages().stream().map(PlanStage::program).toList();
        this.programs = (int) stagePrograms.stream().map(CompiledProgram::structuralHash).distinct().count();
        this.settings = settings;
        this.lastReader = lastReaders();
        this.neededByTarget = new boolean[plan.stages().size()][];
    }

    /** Each stage's image inputs, read from files relative to {@code graphFolder} (caller's thread). */
    public static List<FieldInputs> loadImages(CompiledPlan plan, Path graphFolder) throws ImageInputException {
        List<FieldInputs> images = new ArrayList<>();
        for (PlanStage s : plan.stages()) {
            images.add(FieldInputs.images(ImageInputs.load(s.program(), graphFolder)));
        }
        return images;
    }

    public CompiledPlan plan() {
        return plan;
    }

    /**
     * Where simulations report progress ("simulating erosion.hydraulic 'n12'", fraction done) and
     * whether they should stop: a cancelled simulation throws
     * {@link org.orogen.simulation.SimulationCancelledException} out of {@link #run} with every
     * texture of the run released (the stage cache keeps only complete results).
     */
    public PlanRunner monitor(SimulationMonitor simulationMonitor) {
        this.monitor = simulationMonitor == null ? SimulationMonitor.NONE : simulationMonitor;
        return this;
    }

    /** Builds every stage's program now, so driver errors surface before the first block. */
    public void prepare(GlContext context) {
        if (plan.stages().stream().anyMatch(stage -> stage.kind() == PlanStage.Kind.SIMULATION)) {
            gpuFree = GpuMemory.freeBytes(context);
        }
        FieldEvaluator evaluator = context.evaluator();
        evaluator.reserve(programs);
        evaluator.prepare(stagePrograms);
        stagePrograms.forEach(evaluator::program);
    }

    /**
     * Evaluates the plan over {@code block} into {@code outputs} (height, then masks, as for the
     * final program).
     */
    public void run(GlContext context, GridBlock block, List<Texture> outputs) {
        run(context.evaluator(), context, block, outputs);
    }

    /** {@link #run(GlContext, GridBlock, List)} on a given evaluator (tests comparing evaluation paths). */
    public void run(FieldEvaluator evaluator, GlContext context, GridBlock block, List<Texture> outputs) {
        evaluator.reserve(programs);
        evaluator.prepare(stagePrograms); // the first run builds every program at once; later ones find them
        List<List<Texture>> uncached = new ArrayList<>();
        try {
            runTo(evaluator, context, block, plan.stages().size() - 1, outputs, scratch, uncached, new HashSet<>());
        } finally {
            uncached.forEach(list -> list.forEach(Texture::close));
        }
    }

    /** For every stage, the last stage that reads its textures. */
    private int[] lastReaders() {
        int[] last = new int[plan.stages().size()];
        for (PlanStage s : plan.stages()) {
            for (StageInput in : s.inputs()) {
                last[in.stage()] = Math.max(last[in.stage()], s.index());
            }
        }
        return last;
    }

    /**
     * Closes the uncached textures no stage from {@code next} on reads: a big split graph has tens
     * of stages, and keeping all their textures to the end of the block would multiply the memory.
     */
    private static void releaseUnread(int next, int[] lastReader, List<List<Texture>> results,
                                      List<List<Texture>> uncached) {
        for (int s = 0; s < results.size(); s++) {
            List<Texture> r = results.get(s);
            if (lastReader[s] < next && uncached.remove(r)) {
                r.forEach(Texture::close);
            }
        }
    }

    /**
     * Runs the stages {@code target} needs over {@code block} (halos relative to {@code target}),
     * {@code target} into {@code outputs}. Stages read only by simulation stages are not run per
     * block: a simulation stage bakes its input over its whole domain once ({@link #domain}).
     */
    private void runTo(FieldEvaluator evaluator, GlContext context, GridBlock block, int target, List<Texture> outputs,
                       StageScratch scratchSet, List<List<Texture>> uncached, Set<String> inUse) {
        List<Halo> halos = halos(block, target);
        boolean[] needed = needed(target);
        List<List<Texture>> results = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        for (int i = 0; i <= target; i++) {
            PlanStage stage = plan.stages().get(i);
            if (!needed[i]) {
                results.add(null);
                keys.add(structureKey(i));
                continue;
            }
            Halo halo = halos.get(i);
            StageSetup setup = setup(evaluator, context, i, block, halos, results, null, uncached, inUse);
            FieldInputs inputs = setup.inputs();
            String domainKey = setup.domainKey();
            if (i == target) {
                if (stage.kind() == PlanStage.Kind.PAINT) {
                    inputs = paint(evaluator, context, stage, block, halo, inputs, 0);
                }
                evaluator.evaluate(stage.program(), block, inputs, outputs);
                break;
            }
            releaseUnread(i, lastReader, results, uncached);
            GridBlock extended = extended(block, halo);
            checkFits(i, extended, halo, maxSide(context));
            String key = cache == null ? "" : key(i, extended, halo, keys, domainKey);
            keys.add(key);
            List<Texture> hit = cache == null ? null : cache.get(key);
            if (hit != null) {
                inUse.add(key);
                results.add(hit);
                continue;
            }
            if (stage.kind() == PlanStage.Kind.PAINT) {
                inputs = paint(evaluator, context, stage, extended, halo, inputs, 0);
            }
            List<Texture> textures = cache == null ? scratchSet.get(context, i, stage.outputs().size(), extended)
                    : StageScratch.allocate(context, stage.outputs().size(), extended);
            evaluator.evaluate(stage.program(), extended, inputs, textures);
            results.add(textures);
            if (cache != null) {
                if (cache.put(key, textures, inUse)) {
                    inUse.add(key);
                } else {
                    uncached.add(textures);
                }
            }
        }
    }

    private static final int[] NO_SHIFT = {0, 0};

    /** A stage's inputs for one block, and the key of the simulated domain it reads ("" for none). */
    private record StageSetup(FieldInputs inputs, String domainKey) {
    }

    /**
     * The inputs of stage {@code i} over {@code block}: its images and halo, then either its simulated
     * domain (computed on first use, {@link #domain}) or the textures of the stages it reads ({@code results}).
     * {@code shifts}, when not null, gives per stage how many texels east and north of {@code block} its
     * texture begins beyond its halo (a texture baked over a region that begins west of the block).
     */
    private StageSetup setup(FieldEvaluator evaluator, GlContext context, int i, GridBlock block, List<Halo> halos,
                             List<List<Texture>> results, int[][] shifts, List<List<Texture>> uncached,
                             Set<String> inUse) {
        PlanStage stage = plan.stages().get(i);
        Halo halo = halos.get(i);
        FieldInputs inputs = images.get(i).withVec2(EmitPass.HALO_UNIFORM, halo.x(), halo.y());
        if (stage.kind() != PlanStage.Kind.SIMULATION) {
            if (stage.inputs().isEmpty()) {
                return new StageSetup(inputs, "");
            }
            // One set of maps per block and stage: each withSampler or withVec2 would copy them all again.
            Map<String, Texture> samplers = new LinkedHashMap<>(inputs.samplers());
            Map<String, FieldInputs.Vec2> vectors = new LinkedHashMap<>(inputs.vectors());
            for (StageInput in : stage.inputs()) {
                Halo from = halos.get(in.stage());
                int[] shift = shifts == null || shifts[in.stage()] == null ? NO_SHIFT : shifts[in.stage()];
                samplers.put(in.sampler(), results.get(in.stage()).get(in.output()));
                vectors.put(in.haloUniform(), new FieldInputs.Vec2(from.x() + shift[0], from.y() + shift[1]));
            }
            return new StageSetup(new FieldInputs(inputs.images(), samplers, vectors), "");
        }
        Domain d = domain(evaluator, context, i, Math.min(block.texelX(), block.texelY()), uncached, inUse);
        SimulationGrid g = d.grid();
        inputs = inputs.withVec2(SimulationProgram.START,
                        (float) ((block.worldX() - halo.x() * block.texelX() - g.minX()) / g.spacing()),
                        (float) ((block.worldY() - halo.y() * block.texelY() - g.minY()) / g.spacing()))
                .withVec2(SimulationProgram.STEP, (float) (block.texelX() / g.spacing()),
                        (float) (block.texelY() / g.spacing()));
        for (int k = 0; k < d.textures().size(); k++) {
            inputs = inputs.withSampler(SimulationProgram.domainSampler(k), d.textures().get(k));
        }
        return new StageSetup(inputs, d.key());
    }

    /**
     * Whether {@link #runBatch} runs a batch stage-major: not with a stage cache (the preview: results
     * are looked up and kept per block), whose plans run block by block. A paint stage's blocks each get
     * storage buffers of their own.
     */
    public boolean batches() {
        return cache == null;
    }

    /**
     * Bytes of the earlier stages' textures one block of a {@link #runBatch} holds (each block of a
     * batch has its own; wide stages' are per region, {@link #regionSize}): what a caller counts against
     * its memory budget with the final outputs.
     */
    public long batchBytesPerBlock(GridBlock block) {
        int target = plan.stages().size() - 1;
        List<Halo> halos = halos(block, target);
        boolean[] needed = needed(target);
        boolean[] wide = wideStages(halos, target);
        long bytes = 0;
        for (int i = 0; i < target; i++) {
            if (needed[i] && !wide[i]) { // a wide stage's textures are per region (regionSize)
                Halo halo = halos.get(i);
                bytes += plan.stages().get(i).outputs().size() * RGBA32F_BYTES
                        * (block.width() + 2L * halo.x()) * (block.height() + 2L * halo.y());
            }
        }
        return bytes;
    }

    /**
     * The earlier stages {@code target} needs whose halo is {@link #REGION_HALO} texels or more: baked per
     * region in batched runs. Halos grow upstream, so a wide stage's inputs are wide too.
     */
    private boolean[] wideStages(List<Halo> halos, int target) {
        boolean[] needed = needed(target);
        boolean[] wide = new boolean[target + 1];
        for (int i = 0; i < target; i++) {
            wide[i] = needed[i] && Math.max(halos.get(i).x(), halos.get(i).y()) >= REGION_HALO;
        }
        return wide;
    }

    /**
     * The size of the regions a batched run over blocks like {@code block} (a whole block, on a grid of
     * {@code gridWidth × gridHeight} pixels) bakes its wide stages over: whole blocks across and down, the
     * shape that bakes the fewest texels over the grid within {@link #REGION_MAX_SIDE} and, for a row of
     * regions across the grid, {@link #REGION_BUDGET} (or the memory of regions of one block, where that is
     * more); null when no stage is wide at this spacing (or the plan
     * does not batch): every stage is then baked per block.
     *
     * <p>A caller lays the regions on the grid from its first pixel, whatever its tiles and bands, as it lays
     * the blocks: a wide stage's texel is then always computed in the same region, with the same bits.
     */
    public RegionSize regionSize(GridBlock block, int gridWidth, int gridHeight) {
        if (!batches()) {
            return null;
        }
        int target = plan.stages().size() - 1;
        List<Halo> halos = halos(block, target);
        boolean[] wide = wideStages(halos, target);
        Halo widest = Halo.NONE;
        for (int i = 0; i < target; i++) {
            if (wide[i]) {
                widest = new Halo(Math.max(widest.x(), halos.get(i).x()), Math.max(widest.y(), halos.get(i).y()));
            }
        }
        if (widest.equals(Halo.NONE)) {
            return null;
        }
        // Blocks alone (regions of one block) hold a row of regions too: a shape within that much memory is
        // no worse for it, whatever the budget (at 8193 px, 750 m halos and 1 GiB, nothing else fitted: every
        // block baked 15 times its pixels in its own region, in more memory than the regions that were refused).
        long limit = Math.max(REGION_BUDGET, rowBytes(halos, wide, gridWidth, block.width(), block.height()));
        RegionSize best = new RegionSize(block.width(), block.height());
        double bestCost = Double.MAX_VALUE;
        for (int across = 1; across * block.width() <= REGION_MAX_SIDE; across++) {
            for (int down = 1; down * block.height() <= REGION_MAX_SIDE; down++) {
                int w = across * block.width();
                int h = down * block.height();
                if ((across > 1 && (long) (across - 1) * block.width() >= gridWidth)
                        || (down > 1 && (long) (down - 1) * block.height() >= gridHeight)
                        || rowBytes(halos, wide, gridWidth, w, h) > limit) {
                    continue; // no more of the grid to cover, or over the budget
                }
                // Texels the widest stage bakes over the whole grid, the last region across and down as
                // narrow as the grid leaves it.
                double cost = (double) bakedSpan(gridWidth, w, widest.x()) * bakedSpan(gridHeight, h, widest.y());
                if (cost < bestCost * (1 - 1e-9)) {
                    bestCost = cost;
                    best = new RegionSize(w, h);
                }
            }
        }
        return best;
    }

    /** Texels along one axis of {@code length} pixels that regions {@code side} pixels long bake with their halo. */
    private static long bakedSpan(int length, int side, int halo) {
        long regions = (length + side - 1) / side;
        return length + regions * 2L * halo;
    }

    /** Bytes of the wide stages' textures over one row of regions across a grid {@code gridWidth} pixels wide. */
    private long rowBytes(List<Halo> halos, boolean[] wide, int gridWidth, int width, int height) {
        long bytes = 0;
        for (int x = 0; x < gridWidth; x += width) {
            bytes += regionBytes(halos, wide, Math.min(width, gridWidth - x), height);
        }
        return bytes;
    }

    /** Bytes of the wide stages' textures over one region of {@code width × height} pixels. */
    private long regionBytes(List<Halo> halos, boolean[] wide, int width, int height) {
        long bytes = 0;
        for (int i = 0; i < wide.length; i++) {
            Halo halo = halos.get(i);
            if (wide[i]) {
                bytes += plan.stages().get(i).outputs().size() * RGBA32F_BYTES * (width + 2L * halo.x())
                        * (height + 2L * halo.y());
            }
        }
        return bytes;
    }

    /**
     * Evaluates the plan over each of {@code blocks} into its own {@code outputs} (one list per block),
     * bit for bit what {@link #run} gives per block. Where the plan {@link #batches()}, stage-major:
     * stage 0 for every block, one memory barrier, stage 1 for every block, …, each block with its
     * own scratch textures; else block by block. The outputs are ready to read on return.
     */
    public void runBatch(GlContext context, List<GridBlock> blocks, List<List<Texture>> outputs) {
        runBatch(context, blocks, null, outputs);
    }

    /**
     * {@link #runBatch(GlContext, List, List)}, the wide stages ({@link #REGION_HALO}) baked once per region
     * instead of per block: {@code regions.get(b)} is block b's region ({@link #regionSize}), placed on the
     * same grid and holding it; blocks of one region share its textures, read {@code block − region}
     * texels further in (east and north). Null: no regions.
     */
    public void runBatch(GlContext context, List<GridBlock> blocks, List<GridBlock> regions,
                         List<List<Texture>> outputs) {
        runBatch(context, blocks, regions, outputs, false);
    }

    /**
     * {@link #runBatch(GlContext, List, List, List)}; with {@code leaveHeights}, where the final stage's height
     * is an earlier stage's field at the pixel and it runs as a compute variant, that height is neither stored
     * nor copied into the outputs ({@link FieldEvaluator#evaluateBatch(CompiledProgram, List, List, List,
     * boolean)}): returns, per block, where it is instead, valid until the next batch; else null
     * (the outputs hold the heights).
     */
    public List<FieldEvaluator.HeightSource> runBatch(GlContext context, List<GridBlock> blocks,
                                                      List<GridBlock> regions, List<List<Texture>> outputs,
                                                      boolean leaveHeights) {
        if (regions != null && regions.size() != blocks.size()) {
            throw new IllegalArgumentException("one region per block: " + blocks.size() + " blocks, " + regions.size()
                    + " regions");
        }
        if (blocks.size() != outputs.size()) {
            throw new IllegalArgumentException("one list of outputs per block: " + blocks.size() + " blocks, "
                    + outputs.size() + " output lists");
        }
        FieldEvaluator evaluator = context.evaluator();
        if (!batches()) {
            for (int b = 0; b < blocks.size(); b++) {
                run(evaluator, context, blocks.get(b), outputs.get(b));
            }
            return null;
        }
        evaluator.reserve(programs);
        evaluator.prepare(stagePrograms);
        int target = plan.stages().size() - 1;
        boolean[] needed = needed(target);
        while (batchScratch.size() < blocks.size()) {
            batchScratch.add(new StageScratch());
        }
        List<List<Halo>> halos = new ArrayList<>();
        List<List<List<Texture>>> results = new ArrayList<>();
        for (GridBlock block : blocks) {
            halos.add(halos(block, target));
            results.add(new ArrayList<>());
        }
        List<List<Texture>> uncached = new ArrayList<>(); // stays empty: only a stage cache leaves textures here
        List<FieldEvaluator.HeightSource> sources = null;
        List<Halo> stageHalos = halos.getFirst(); // every block of a batch has the same spacing
        boolean[] shared = regions != null ? wideStages(stageHalos, target) : new boolean[target + 1];
        int[][][] shifts = new int[blocks.size()][][];
        if (regions != null) {
            for (int b = 0; b < blocks.size(); b++) {
                shifts[b] = new int[target + 1][];
                int[] shift = shift(blocks.get(b), regions.get(b));
                for (int i = 0; i < target; i++) {
                    shifts[b][i] = shared[i] ? shift : null;
                }
            }
        }
        for (int i = 0; i <= target; i++) {
            if (!needed[i]) {
                results.forEach(r -> r.add(null));
                continue;
            }
            if (shared[i]) {
                List<List<Texture>> perBlock = regionStage(evaluator, context, i, stageHalos, regions, blocks.size());
                for (int b = 0; b < blocks.size(); b++) {
                    results.get(b).add(perBlock.get(b));
                }
                continue;
            }
            // Every block's inputs and textures first (a simulated domain or a new scratch texture is
            // GL work of its own), then the stage over the whole batch: set up once, one barrier at its
            // end, so stage i of every block is written before stage i + 1 reads it.
            List<GridBlock> placed = new ArrayList<>(blocks.size());
            List<FieldInputs> inputs = new ArrayList<>(blocks.size());
            List<List<Texture>> targets = new ArrayList<>(blocks.size());
            PlanStage stage = plan.stages().get(i);
            for (int b = 0; b < blocks.size(); b++) {
                GridBlock block = blocks.get(b);
                FieldInputs in = setup(evaluator, context, i, block, halos.get(b), results.get(b), shifts[b], uncached,
                        new HashSet<>()).inputs();
                Halo halo = halos.get(b).get(i);
                GridBlock at = i == target ? block : extended(block, halo);
                if (stage.kind() == PlanStage.Kind.PAINT) {
                    in = paint(evaluator, context, stage, at, halo, in, b);
                }
                inputs.add(in);
                placed.add(at);
                if (i == target) {
                    targets.add(outputs.get(b));
                    continue;
                }
                checkFits(i, at, halo, maxSide(context));
                targets.add(batchScratch.get(b).get(context, i, stage.outputs().size(), at));
            }
            long started = stageTimes != null ? stageTimes.start() : 0;
            CompiledProgram program = plan.stages().get(i).program();
            boolean left = evaluator.evaluateBatch(program, placed, inputs, targets, leaveHeights && i == target);
            if (stageTimes != null) {
                stageTimes.add(i, started);
            }
            if (stageMarks != null) {
                stageMarks.accept("stage" + i);
            }
            if (i < target) {
                for (int b = 0; b < blocks.size(); b++) {
                    results.get(b).add(targets.get(b));
                }
            } else if (left) {
                sources = inputs.stream().map(in -> FieldEvaluator.heightSource(program, in)).toList();
            }
        }
        return sources;
    }

    /**
     * Wide stage {@code i} over the batch's regions: each region's textures, found among those kept from the
     * previous batch or baked now (every missing region in one evaluation batch, their inputs the earlier wide
     * stages' textures over the same region); returned per block. Rows of regions the batch does not touch are
     * released (their textures kept for the next regions of their size).
     */
    private List<List<Texture>> regionStage(FieldEvaluator evaluator, GlContext context, int i, List<Halo> halos,
                                        List<GridBlock> regions, int blocks) {
        PlanStage stage = plan.stages().get(i);
        Halo halo = halos.get(i);
        Map<GridBlock, List<Texture>> kept = regionTextures.computeIfAbsent(i, k -> new LinkedHashMap<>());
        Set<GridBlock> used = new HashSet<>();
        List<GridBlock> placed = new ArrayList<>();
        List<FieldInputs> inputs = new ArrayList<>();
        List<List<Texture>> targets = new ArrayList<>();
        for (GridBlock region : regions) {
            GridBlock at = extended(region, halo);
            if (!used.add(at) || kept.containsKey(at)) {
                continue;
            }
            List<List<Texture>> upstream = new ArrayList<>();
            for (int j = 0; j < i; j++) {
                Map<GridBlock, List<Texture>> of = regionTextures.get(j);
                upstream.add(of == null ? null : of.get(extended(region, halos.get(j))));
            }
            FieldInputs in = setup(evaluator, context, i, region, halos, upstream, null, new ArrayList<>(),
                    new HashSet<>()).inputs();
            if (stage.kind() == PlanStage.Kind.PAINT) {
                in = paint(evaluator, context, stage, at, halo, in, blocks + placed.size());
            }
            checkFits(i, at, halo, maxSide(context));
            List<List<Texture>> free = freeRegionTextures.get(new FreeKey(i, at.width(), at.height()));
            List<Texture> textures = free != null && !free.isEmpty() ? free.removeLast()
                    : StageScratch.allocate(context, stage.outputs().size(), at);
            kept.put(at, textures);
            placed.add(at);
            inputs.add(in);
            targets.add(textures);
        }
        if (!placed.isEmpty()) {
            long started = stageTimes != null ? stageTimes.start() : 0;
            evaluator.evaluateBatch(stage.program(), placed, inputs, targets);
            if (stageTimes != null) {
                stageTimes.add(i, started);
            }
            if (stageMarks != null) {
                stageMarks.accept("stage" + i);
            }
        }
        // Blocks run row by row down the grid, so a row of regions is kept whole while any block of the batch
        // lies in it (a batch narrower than the grid comes back to its first regions with the next block row);
        // rows the batch does not touch are done with, and their textures wait for the next regions. They are
        // released after this batch's evaluation, so the batch that writes them again is never the one after
        // the batch that last read them (as before: a whole batch of barriers between).
        Set<Double> rows = new HashSet<>();
        regions.forEach(region -> rows.add(extended(region, halo).worldY()));
        kept.entrySet().removeIf(e -> {
            if (rows.contains(e.getKey().worldY())) {
                return false;
            }
            List<List<Texture>> free = freeRegionTextures.computeIfAbsent(
                    new FreeKey(i, e.getKey().width(), e.getKey().height()), k -> new ArrayList<>());
            if (free.size() < FREE_REGIONS) {
                free.add(e.getValue());
            } else {
                e.getValue().forEach(Texture::close);
            }
            return true;
        });
        List<List<Texture>> perBlock = new ArrayList<>(blocks);
        for (int b = 0; b < blocks; b++) {
            perBlock.add(kept.get(extended(regions.get(b), halo)));
        }
        return perBlock;
    }

    /**
     * Texels from {@code region}'s first pixel to {@code block}'s, east and north: where a texture baked over
     * the region holds the block's pixels. Both lie on one grid, so the offsets are whole.
     */
    private static int[] shift(GridBlock block, GridBlock region) {
        long dx = Math.round((block.worldX() - region.worldX()) / block.texelX());
        long dy = Math.round((block.worldY() - region.worldY()) / block.texelY());
        if (dx < 0 || dx + block.width() > region.width() || dy < 0 || dy + block.height() > region.height()
                || block.texelX() != region.texelX() || block.texelY() != region.texelY()) {
            throw new IllegalArgumentException("A block's region must hold it, at the same spacing: block "
                    + block + ", region " + region);
        }
        return new int[] {(int) dx, (int) dy};
    }

    /**
     * Times each stage of the following {@link #runBatch} calls (the GPU drained around each stage's
     * batch), or stops timing; {@link #stageTimes()} gives them. Benchmarks only. GL thread.
     */
    void timeStages(boolean on) {
        stageTimes = on ? new StageTimes(plan.stages().size()) : null;
    }

    /** Nanoseconds per stage since {@link #timeStages} turned timing on; empty when it is off. */
    long[] stageTimes() {
        return stageTimes == null ? new long[0] : stageTimes.nanos();
    }

    /**
     * Calls {@code marks} with {@code "stage" + i} after each stage of the following {@link #runBatch} calls
     * is queued (a GPU timeline marks where each stage ends); null stops. Benchmarks only. GL thread.
     */
    void markStages(java.util.function.Consumer<String> marks) {
        stageMarks = marks;
    }

    /** A paint stage's strokes for one block: the segments and their cell table. */
    private record PaintBuffers(StorageBuffer segments, StorageBuffer cells) {
        void close() {
            segments.close();
            cells.close();
        }
    }

    /**
     * Puts a paint stage's strokes, culled to {@code extended} (drawn with {@code halo}), in the storage
     * buffers of block slot {@code slot}, and returns its inputs with those buffers and the cell grid.
     * Needs the compute path (OpenGL 4.3): otherwise stops with a message naming the node.
     */
    private FieldInputs paint(FieldEvaluator evaluator, GlContext context, PlanStage stage, GridBlock extended,
                              Halo halo, FieldInputs inputs, int slot) {
        PlanStage.Paint layer = stage.paint();
        if (evaluator.path() != org.orogen.gl.EvaluationPath.COMPUTE) {
            throw new UnsupportedOperationException("node '" + layer.nodeId() + "' (paint.layer) replays its strokes "
                    + "with compute shaders, which need OpenGL 4.3 and the compute path; this context has "
                    + context.info().version() + (context.info().atLeast(4, 3) ? " but compute is switched off "
                    + "(-Dorogen.gl.compute=false)" : ""));
        }
        PaintSegments segments = PaintSegments.forBlock(layer.strokes(), extended, halo.x(), halo.y());
        while (paintSlots.size() <= slot) {
            paintSlots.add(new PaintBuffers(StorageBuffer.create(context),
                    StorageBuffer.create(context)));
        }
        PaintBuffers buffers = paintSlots.get(slot);
        buffers.segments().upload(segments.data(), segments.count() * 4 * PaintPassProgram.VEC4_PER_SEGMENT);
        buffers.cells().upload(segments.cells());
        return inputs.withVec2(PaintPassProgram.GRID, segments.cellsX(), segments.cellsY())
                .withBuffer(PaintPassProgram.SEGMENT_BINDING, buffers.segments())
                .withBuffer(PaintPassProgram.CELL_BINDING, buffers.cells());
    }

    /** The spacing and target stage {@link #lastHalos} were computed for. */
    private record HaloKey(double texelX, double texelY, int target) {
    }

    /**
     * {@code block} plus {@code halo} texels on each side, placed like it: texel (i, j) is block pixel
     * (i, j) − halo. Its first row is the block's: with the halo below it, the rows from there reach
     * {@code halo} rows below the block's first evaluated row, all that the next stages read.
     */
    private static GridBlock extended(GridBlock block, Halo halo) {
        return block.resized(Math.addExact(block.width(), 2 * halo.x()), Math.addExact(block.height(), 2 * halo.y()));
    }

    /** {@link CompiledPlan#halos} for {@code block}'s spacing, computed once while the spacing stays. */
    private List<Halo> halos(GridBlock block, int target) {
        HaloKey key = new HaloKey(block.texelX(), block.texelY(), target);
        if (!key.equals(lastHaloKey)) {
            lastHalos = plan.halos(block.texelX(), block.texelY(), target);
            lastHaloKey = key;
        }
        return lastHalos;
    }

    /** GL_MAX_TEXTURE_SIZE, queried once (a glGet per block and stage would be a driver round trip each). */
    private int maxSide(GlContext context) {
        if (maxTextureSide == 0) {
            maxTextureSide = Texture.maxSide(context);
        }
        return maxTextureSide;
    }

    /** Stages that must run per block for {@code target}: simulation stages' inputs are domain-wide. */
    private boolean[] needed(int target) {
        if (neededByTarget[target] == null) {
            neededByTarget[target] = neededFor(target);
        }
        return neededByTarget[target];
    }

    private boolean[] neededFor(int target) {
        boolean[] needed = new boolean[plan.stages().size()];
        needed[target] = true;
        for (int c = target; c >= 0; c--) {
            PlanStage stage = plan.stages().get(c);
            if (needed[c] && stage.kind() != PlanStage.Kind.SIMULATION) {
                stage.inputs().forEach(in -> needed[in.stage()] = true);
            }
        }
        return needed;
    }

    /**
     * Refuses a stage whose block plus halo is wider than the GPU's largest texture: a halo that
     * large comes from a reach far wider than a pixel (a smooth stroke's or a blur's radius at a fine
     * pixel spacing). The message names the stage's node and what to change, instead of a driver error.
     */
    private void checkFits(int i, GridBlock extended, Halo halo, int maxSide) {
        if (extended.width() <= maxSide && extended.height() <= maxSide) {
            return;
        }
        List<String> readers = new ArrayList<>();
        for (PlanStage reader : plan.stages()) {
            if (reader.inputs().stream().anyMatch(in -> in.stage() == i)) {
                readers.add(reader.paint() != null ? "paint layer '" + reader.paint().nodeId() + "' (its widest smooth stroke)"
                        : "stage " + reader.index() + " (" + reader.kind().name().toLowerCase(java.util.Locale.ROOT) + ": "
                                + String.join(", ", reader.outputs()) + ")");
            }
        }
        throw new UnsupportedOperationException(String.join(" and ", readers) + " needs its input baked with a halo of "
                + Math.max(halo.x(), halo.y()) + " texels at this pixel spacing: a block plus its halo would be "
                + extended.width() + " x " + extended.height() + " texels, more than the GPU's largest texture ("
                + maxSide + "). Reduce the radius (a smooth stroke reaches 3/4 of its outer radius, a blur 3 x its "
                + "radius) or bake at a coarser pixel spacing.");
    }

    /** A simulated domain: its grid, its textures (one per output of the node), its key. */
    private record Domain(SimulationGrid grid, List<Texture> textures, String key) {
    }

    /** What simulation stage {@code i} runs: its node's simulation, parameters and cascade for a pixel spacing. */
    private record Planned(PlanStage.Simulation node, Simulation simulation, Map<String, Double> parameters,
                           SimulationGrid level0, SimulationCascade cascade, int inputBytesPerCell) {
    }

    private Planned planned(int i, double pixelSpacing) {
        PlanStage stage = plan.stages().get(i);
        PlanStage.Simulation sim = stage.simulation();
        Map<String, Double> parameters = parameters(stage);
        Simulation simulation = Simulations.forType(sim.nodeType()).orElseThrow(() -> new IllegalStateException(
                "node '" + sim.nodeId() + "' (" + sim.nodeType() + ") is a simulation the engine does not know"));
        SimulationGrid level0 = SimulationGrid.of(sim, parameters.getOrDefault("cellSize", 0.0));
        SimulationCascade cascade = SimulationCascade.plan(simulation, level0, parameters, pixelSpacing,
                settings.detail());
        int inputBytes = 16 * plan.stages().get(stage.inputs().getFirst().stage()).outputs().size();
        return new Planned(sim, simulation, parameters, level0, cascade, inputBytes);
    }

    /**
     * Refuses a bake at {@code pixelSpacing} metres whose simulations do not fit: a finest level
     * over the memory budget or wider than {@code maxTextureSide}; and, where the budget comes from the
     * GPU's free memory (no {@code --simulation-memory}, a driver that reports it), several simulations
     * that need more than it together (each keeps its results on the GPU while the next one runs; the
     * fixed fall-back budget stays one simulation's, as before it). Call before writing anything
     * (exports); the message names the nodes, the sizes needed and available, and the alternatives.
     */
    public void checkSimulations(double pixelSpacing, int maxTextureSide) throws SimulationTooLargeException {
        OptionalLong free = gpuFree;
        List<String> needs = new ArrayList<>();
        long total = 0;
        for (int i = 0; i < plan.stages().size(); i++) {
            if (plan.stages().get(i).kind() != PlanStage.Kind.SIMULATION) {
                continue;
            }
            Planned p = planned(i, pixelSpacing);
            int last = p.cascade().levels() - 1;
            long need = p.cascade().bytes(last, p.simulation(), p.inputBytesPerCell());
            total += need;
            needs.add("'" + p.node().nodeId() + "' (" + p.node().nodeType() + ") " + mib(need) + " MiB");
            if (fits(p, last, maxTextureSide)) {
                continue;
            }
            SimulationGrid g = p.cascade().finest();
            throw new SimulationTooLargeException("node '" + p.node().nodeId() + "' (" + p.node().nodeType()
                    + ") needs a " + g.width() + " x " + g.height() + " simulation grid (" + g.spacing()
                    + " m cells, the export's pixel spacing) and " + mib(need) + " MiB of GPU memory; available: "
                    + mib(settings.budgetBytes(free)) + " MiB (" + settings.budgetSource(free) + ") and "
                    + maxTextureSide + " cells a side (GL_MAX_TEXTURE_SIZE). Nothing was written. Export with "
                    + "--simulation-detail coarse (the " + p.cascade().grid(0).width() + " x " + p.cascade().grid(0).height()
                    + " simulation up-sampled; add per-point detail downstream of the node), raise "
                    + "--simulation-memory if the GPU has the memory, or export fewer pixels.");
        }
        Optional<String> together = together(needs, total, settings, free);
        if (together.isPresent()) {
            throw new SimulationTooLargeException(together.get());
        }
    }

    /**
     * Why simulations needing {@code needs} (described, {@code total} bytes in all) do not fit together,
     * or empty when they do or the check does not apply: only a budget from the GPU's reported free memory
     * holds for all of an export's simulations together.
     */
    static Optional<String> together(List<String> needs, long total, SimulationSettings settings, OptionalLong free) {
        long budget = settings.budgetBytes(free);
        if (settings.memoryBytes().isPresent() || free.isEmpty() || needs.size() < 2 || total <= budget) {
            return Optional.empty();
        }
        return Optional.of("the simulations " + String.join(", ", needs) + " need " + mib(total) + " MiB of GPU "
                + "memory together at this pixel spacing (each keeps its results while the next runs); available: "
                + mib(budget) + " MiB (" + settings.budgetSource(free) + "). Nothing was written. Export with "
                + "--simulation-detail coarse, with --simulation-memory (a budget for each simulation on its own, if "
                + "the GPU has it), or export fewer pixels.");
    }

    /** Whether a level fits the budget; the node's own grid (level 0, at most 1025 a side) always runs. */
    private boolean fits(Planned p, int level, int maxTextureSide) {
        SimulationGrid g = p.cascade().grid(level);
        return g.equals(p.level0()) || g.width() <= maxTextureSide && g.height() <= maxTextureSide
                && p.cascade().bytes(level, p.simulation(), p.inputBytesPerCell()) <= settings.budgetBytes(gpuFree);
    }

    private static long mib(long bytes) {
        return (bytes + (1L << 20) - 1) >> 20;
    }

    /**
     * The simulated domain of simulation stage {@code i} for a bake at {@code pixelSpacing} metres:
     * the finest level of its cascade ({@link SimulationCascade}). Levels that do not fit the
     * memory budget are left out with a problem reported (exports are refused before by
     * {@link #checkSimulations}).
     */
    private Domain domain(FieldEvaluator evaluator, GlContext context, int i, double pixelSpacing,
                          List<List<Texture>> uncached, Set<String> inUse) {
        Planned p = planned(i, pixelSpacing);
        if (!context.info().atLeast(4, 3)) {
            throw new UnsupportedOperationException("node '" + p.node().nodeId() + "' (" + p.node().nodeType()
                    + ") simulates with compute shaders, which need OpenGL 4.3; this context has "
                    + context.info().version());
        }
        int maxSide = maxSide(context);
        int last = p.cascade().levels() - 1;
        while (last > 0 && !fits(p, last, maxSide)) {
            last--;
        }
        if (last < p.cascade().levels() - 1) {
            simulationProblems.add(Diagnostic.warning(SimulationReporting.PROBLEM_CODE, p.node().nodeId(), null,
                    p.node().nodeType() + ": simulated detail stops at " + p.cascade().grid(last).spacing()
                            + " m cells; finer levels exceed the simulation memory budget"));
        }
        return level(evaluator, context, i, new Planned(p.node(), p.simulation(), p.parameters(), p.level0(),
                p.cascade().upTo(last), p.inputBytesPerCell()), last, uncached, inUse);
    }

    /**
     * Level {@code k} of a cascade: found by key (the stage's structure and parameter values,
     * everything upstream, the level and its grid) in the stage cache or this runner, or computed:
     * level 0 (or a cascade of one level) simulates the input baked over the whole grid; a finer
     * level lifts the level above it onto its grid and runs the short refinement.
     */
    private Domain level(FieldEvaluator evaluator, GlContext context, int i, Planned p, int k,
                         List<List<Texture>> uncached, Set<String> inUse) {
        SimulationCascade cascade = p.cascade();
        SimulationGrid grid = cascade.grid(k);
        String key = new KeyDigest("simulation").add(structureKey(i)).add(grid.toString()).add(k).hex();
        List<Texture> found = cache != null ? cache.get(key) : null;
        if (found == null) {
            found = domains.get(key);
        }
        if (found != null) {
            inUse.add(key);
            if (cache != null) {
                simulationProblems.addAll(cache.notes(key));
            }
            return new Domain(grid, found, key);
        }
        PlanStage stage = plan.stages().get(i);
        Domain coarser = k > 0 ? level(evaluator, context, i, p, k - 1, uncached, inUse) : null;
        List<Texture> textures = StageScratch.allocate(context, stage.outputs().size(), whole(grid));
        List<Texture> temporary = new ArrayList<>();
        List<Diagnostic> notes = new ArrayList<>();
        try {
            monitor.checkCancelled();
            Texture input = bakeInput(evaluator, context, i, grid, temporary, uncached, inUse);
            List<String> problems = new ArrayList<>();
            SimulationReporting.nonFinite(context, input).ifPresent(problems::add);
            Refinement refinement = null;
            if (coarser != null) {
                Texture coarseInput = bakeInput(evaluator, context, i, coarser.grid(), temporary, uncached, inUse);
                List<Texture> lifted = StageScratch.allocate(context, 2, whole(grid));
                temporary.addAll(lifted);
                CascadeLift.lift(context, input, coarseInput, coarser.textures(), lifted.get(0), lifted.get(1));
                refinement = new Refinement(k, cascade.timeFraction(k), cascade.timeBefore(k), input, lifted.get(1));
                input = lifted.get(0);
            }
            problems.addAll(p.simulation().run(context, input, grid, p.parameters(), refinement, textures,
                    SimulationReporting.labelled(monitor, p.node(), k, cascade.levels(), grid)));
            problems.forEach(problem -> notes.add(Diagnostic.warning(SimulationReporting.PROBLEM_CODE,
                    p.node().nodeId(), null, p.node().nodeType() + ": " + problem)));
        } catch (RuntimeException e) {
            textures.forEach(Texture::close);
            throw e;
        } finally {
            temporary.forEach(Texture::close);
        }
        simulationProblems.addAll(notes);
        if (cache != null) {
            if (cache.put(key, textures, inUse)) {
                inUse.add(key);
                cache.note(key, notes);
            } else {
                uncached.add(textures); // over the preview's budget: closed after this run
            }
            return new Domain(grid, textures, key);
        }
        domains.put(key, textures);
        return new Domain(grid, textures, key);
    }

    private static GridBlock whole(SimulationGrid grid) {
        return new GridBlock(grid.minX(), grid.minY(), grid.spacing(), grid.spacing(), grid.width(), grid.height());
    }

    /**
     * Bakes simulation stage {@code i}'s input over {@code grid} (one block of the grid's own
     * spacing, upstream stages with their halos); its textures go to {@code owned}, which the caller closes.
     */
    private Texture bakeInput(FieldEvaluator evaluator, GlContext context, int i, SimulationGrid grid,
                              List<Texture> owned, List<List<Texture>> uncached, Set<String> inUse) {
        StageInput in = plan.stages().get(i).inputs().getFirst();
        List<Texture> source = StageScratch.allocate(context, plan.stages().get(in.stage()).outputs().size(),
                whole(grid));
        owned.addAll(source);
        try (StageScratch ownScratch = new StageScratch()) {
            runTo(evaluator, context, whole(grid), in.stage(), source, ownScratch, uncached, inUse);
        }
        return source.get(in.output());
    }

    /**
     * Problems the simulations of this runner's runs met (parameters clamped, non-finite input
     * replaced, finer cascade levels left out), as warnings on the simulation nodes; a simulation
     * found in the stage cache reports the problems of the run that made it.
     */
    public List<Diagnostic> simulationProblems() {
        return simulationProblems.stream().distinct().toList();
    }

    /**
     * The warm-ups of {@code plan}'s simulations that compute on the CPU ({@link Simulation#warmUp}), with
     * their nodes' parameters, for simulations run in a context of {@code renderer}; empty when every
     * simulation runs on the GPU.
     */
    public static List<Runnable> simulationWarmUps(CompiledPlan plan, GlInfo renderer) {
        List<Runnable> tasks = new ArrayList<>();
        for (PlanStage stage : plan.stages()) {
            if (stage.simulation() != null) {
                Simulations.forType(stage.simulation().nodeType())
                        .flatMap(simulation -> simulation.warmUp(parameters(stage), renderer))
                        .ifPresent(tasks::add);
            }
        }
        return tasks;
    }

    /** A stage's numeric parameters by name (the simulation node's own). */
    private static Map<String, Double> parameters(PlanStage stage) {
        Map<String, Double> values = new TreeMap<>();
        for (UniformBinding u : stage.program().uniforms()) {
            if (!u.nodeId().equals(stage.simulation().nodeId())) {
                continue;
            }
            switch (u.value()) {
                case UniformValue.FloatValue f -> values.put(u.parameter(), (double) f.value());
                case UniformValue.IntValue v -> values.put(u.parameter(), (double) v.value());
                default -> { }
            }
        }
        return values;
    }

    /** Key of stage {@code i} without any block: structure, parameter values, images, everything upstream. */
    private String structureKey(int i) {
        KeyDigest d = stageContent(new KeyDigest("structure"), i);
        for (StageInput in : plan.stages().get(i).inputs()) {
            d.add(in.sampler()).add(structureKey(in.stage())).add(in.output());
        }
        return d.hex();
    }

    /** The cache key of stage {@code i}: its structure, its parameter values, its inputs' keys, the block. */
    private String key(int i, GridBlock extended, Halo halo, List<String> upstreamKeys, String domainKey) {
        KeyDigest d = stageContent(new KeyDigest("stage"), i);
        for (StageInput in : plan.stages().get(i).inputs()) {
            d.add(in.sampler()).add(upstreamKeys.get(in.stage())).add(in.output());
        }
        return d.add(domainKey).add(extended).add(halo.x()).add(halo.y()).hex();
    }

    /**
     * Stage {@code i}'s structural hash, its parameter values in binding order (their names and order follow
     * from the structure) and its image inputs.
     */
    private KeyDigest stageContent(KeyDigest d, int i) {
        PlanStage stage = plan.stages().get(i);
        d.add(stage.structuralHash());
        List<UniformBinding> uniforms = stage.program().uniforms();
        d.add(uniforms.size());
        for (int u = 0; u < uniforms.size(); u++) {
            d.add(uniforms.get(u).value());
        }
        List<?> stageImages = images.get(i).images();
        d.add(stageImages.size());
        for (Object image : stageImages) {
            d.add(image == null ? -1L : System.identityHashCode(image));
        }
        return d.add(stage.inputs().size());
    }

    /** Releases the scratch textures (not the cache, which its owner closes). GL thread. */
    @Override
    public void close() {
        scratch.close();
        batchScratch.forEach(StageScratch::close);
        batchScratch.clear();
        domains.values().forEach(list -> list.forEach(Texture::close));
        domains.clear();
        paintSlots.forEach(PaintBuffers::close);
        paintSlots.clear();
        regionTextures.values().forEach(kept -> kept.values().forEach(list -> list.forEach(Texture::close)));
        regionTextures.clear();
        freeRegionTextures.values().forEach(free -> free.forEach(list -> list.forEach(Texture::close)));
        freeRegionTextures.clear();
    }
}
