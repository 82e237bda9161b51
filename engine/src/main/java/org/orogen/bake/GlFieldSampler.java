package org.orogen.bake;

import static org.lwjgl.opengl.GL30.GL_PACK_ALIGNMENT;
import static org.lwjgl.opengl.GL30.glFlush;
import static org.lwjgl.opengl.GL30.glPixelStorei;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinTask;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.FieldProgramException;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlInfo;
import org.orogen.gl.GlThread;
import org.orogen.gl.GpuTimeline;
import org.orogen.gl.GridBlock;
import org.orogen.gl.RendererChoice;
import org.orogen.gl.Texture;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.WorldAnchor;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.simulation.SimulationCancelledException;
import org.orogen.simulation.SimulationMonitor;
import org.orogen.simulation.SimulationSettings;

/**
 * The GPU bake: runs a {@link CompiledProgram} through the GL thread's {@link FieldEvaluator}
 * (compute or fragment path) over fixed blocks of {@value #BLOCK_WIDTH}×{@link #BLOCK_HEIGHT} (512)
 * pixels (narrower for exports narrower than that) and reads them back into bands: on OpenGL 4.4
 * through the packed {@link BandReadback}, a batch of blocks at a time (each into its own
 * textures, one memory barrier per batch, {@link #evaluateBatch}), the next band's first batches queued
 * before the current band is drained ({@link #prefetch}); otherwise block by block, pipelined through
 * pixel buffer objects ({@link BlockReadback}).
 *
 * <p>Why fixed blocks: a pixel's position is {@code u_anchor + u_origin + offset × u_texelSize},
 * and float rounding of the tile-local part depends on the block it is drawn in. Blocks are laid
 * on the export grid from pixel (0, 0), independent of tile files, overlap and band size, so each
 * pixel is always computed in the same block with the same uniforms: bit-identical wherever it
 * appears. Each block gets its own {@link WorldAnchor}, so positions stay precise at any world
 * offset. Memory on both sides is bounded by the block size and the band height.
 */
public final class GlFieldSampler implements FieldSampler {

    /** Block width in pixels (one framebuffer). */
    public static final int BLOCK_WIDTH = 1024;
    /**
     * Block height in pixels. 512 rows keep a pixel's block-local offset
     * within the block's width (the precision bound of "Positions and precision"), while a block is
     * big enough that its dispatch is not dominated by the GPU's ramp-up and drain (each dispatch costs
     * about 12 µs of that on an H200, and consecutive ones do not overlap). The block decides every
     * pixel's placement, so its bits: {@code -Dorogen.bake.blockHeight=N} (a power of two from 64 to
     * 1024) exists to compare block shapes in benchmarks, and gives other bits.
     */
    public static final int BLOCK_HEIGHT = blockHeight();
    /**
     * Bands start on a multiple of this many rows and hold a multiple of it (the grid's last band
     * excepted). A band may begin or end inside a block row: its blocks are evaluated over the band's
     * rows only, with their whole placement, so the bits do not depend on it.
     */
    public static final int BAND_STEP = 128;
    /** Band memory budget on the Java heap, bytes (height, gradient and masks together). */
    static final long BAND_BUDGET = 96L << 20;
    /**
     * Most rows in a band (within {@link #BAND_BUDGET}): 1024. Bigger bands measured no faster, and an
     * export's first band is baked before anything is encoded, its last encoded after everything is
     * baked (H200, 8193²: bands of 2048 rows made a whole export about 0.3 s slower);
     * {@code -Dorogen.bake.maxBandRows=N} (a multiple of {@link #BAND_STEP}) changes it for benchmarks.
     */
    static final int MAX_BAND_ROWS = Math.max(BAND_STEP,
            Integer.getInteger("orogen.bake.maxBandRows", 1024) / BAND_STEP * BAND_STEP);
    /**
     * GPU memory of a batch's textures (every block's outputs and a plan's earlier stages), bytes: 512 MiB,
     * so that a pass plan with masks bakes an 8193-px block row (9 blocks) in one batch. At 256 MiB
     * eroded_gullies' row of about 45 MB blocks was split in two, and its bake with 8-bit masks took 45-47 ms
     * against 40 ms (H200); {@code -Dorogen.bake.batchBudgetMiB=N} changes it for benchmarks.
     */
    static final long BATCH_BUDGET = (long) Integer.getInteger("orogen.bake.batchBudgetMiB", 512) << 20;
    /**
     * Blocks a batch aims for: whole block rows until at least this many (narrow grids batch several
     * rows): the pixels of 16 blocks of 128 rows, 4 blocks of 512; {@code -Dorogen.bake.batchBlocks=N}
     * changes it for benchmarks.
     */
    static final int BATCH_BLOCKS = Math.max(1, Integer.getInteger("orogen.bake.batchBlocks",
            Math.max(1, 2048 / BLOCK_HEIGHT)));

    private final GlThread gl;
    private final CompiledProgram compiled;
    private final List<String> maskNames;
    private final FieldInputs inputs;
    /**
     * Each batch slot's outputs (height, then masks, then the colour if any), {@code blockWidth ×
     * BLOCK_HEIGHT}; slot 0 is the one of the per-block bake. Grows to the largest batch.
     */
    private final List<List<Texture>> pool = new ArrayList<>();
    /**
     * Whether the packed bake evaluates a batch of blocks before one memory barrier
     * ({@link #evaluateBatch}); {@code -Dorogen.bake.batch=false} restores a barrier per block.
     */
    private final boolean batch = !"false".equals(System.getProperty("orogen.bake.batch"));
    /**
     * Whether a batched bake queues the next band's first batches before draining the current band
     * ({@link #prefetch}); {@code -Dorogen.bake.prefetch=false} turns it off.
     */
    private final boolean prefetch = !"false".equals(System.getProperty("orogen.bake.prefetch"));
    /**
     * Batches of the next band {@link #prefetch} queues (at least 1; one where the plan's wide stages are baked
     * per region): {@code -Dorogen.bake.prefetchBatches=N}. Two keep the GPU busy while the GL thread joins the
     * current band's last copies out of the mapped buffer (about 1-1.5 ms for a block row of 4096 floats,
     * gradients and masks on the H200's host, where one prefetched batch gave the GPU about 1 ms of work;
     * docs/performance.md).
     */
    private final int prefetchBatches = Math.max(1, Integer.getInteger("orogen.bake.prefetchBatches", 2));
    /** The next band's first batches, queued by {@link #prefetch} (GL thread); null when none. */
    private Prefetched prefetched;
    /** Bands that began with a batch {@link #prefetch} had queued (GL thread; tests and benchmarks). */
    private long prefetchesTaken;
    /** Blocks those bands took over ({@link #prefetchBatches} batches or the band, whichever is smaller; tests). */
    private long prefetchedBlocksTaken;
    /** Batches whose packs the GL thread waited for ({@link BandReadback#awaitPacks}; GL thread, tests). */
    private long packWaits;
    private BlockReadback readbacks;
    /** The packed band readback where the context has OpenGL 4.4, else null ({@link #readbacks} then). */
    private BandReadback packed;
    /**
     * Nanoseconds the GL thread spent issuing the packed bakes' and range reductions' commands, not
     * waiting for the GPU nor copying bands out ({@link #submissionNanos()}); GL thread only.
     */
    private long issueNanos;
    /** What the bakes issued so far ({@link #issueCounts()}); GL thread only. */
    private long blocksIssued;
    private long batchesIssued;
    private long evaluationsIssued;
    private long barriersIssued;
    /** A single program's evaluation time in batched bakes ({@link #timeStages}); null when not timed. */
    private StageTimes singleTimes;
    /** Marks of the passes in the GPU's command stream (benchmarks; null: none). GL thread. */
    private GpuTimeline timeline;
    /** Reduces heights to their extrema on the GPU, created on the first range measurement; else null. */
    private HeightReduction reduction;
    /** Runs the earlier stages of a multi-stage plan before {@link #compiled}, its final stage; else null. */
    private final PlanRunner runner;
    /** GL_MAX_TEXTURE_SIZE of the context, read when the sampler starts. */
    private volatile int maxTextureSide;
    /** The context's version and driver, read when the sampler starts. */
    private volatile GlInfo info;

    private static int blockHeight() {
        int rows = Integer.getInteger("orogen.bake.blockHeight", 512);
        if (rows < 64 || rows > 1024 || Integer.bitCount(rows) != 1) {
            throw new IllegalArgumentException("orogen.bake.blockHeight must be a power of two from 64 to 1024, got "
                    + rows);
        }
        return rows;
    }

    private GlFieldSampler(GlThread gl, CompiledProgram compiled, FieldInputs inputs, PlanRunner runner) {
        this.gl = gl;
        this.compiled = compiled;
        this.maskNames = compiled.maskNames();
        this.inputs = inputs;
        this.runner = runner;
    }

    /**
     * A bake of a pass plan (export, render, samples): a plan of one stage runs exactly like its
     * program ({@link #create(GlThread, CompiledProgram, Path)}); a longer plan runs all its stages
     * for every block ({@link PlanRunner}), with the same fixed blocks.
     *
     * @throws BakeException as {@link #create(GlThread, CompiledProgram, Path)}, for any stage
     */
    public static GlFieldSampler create(GlThread gl, CompiledPlan plan, Path graphFolder) throws BakeException {
        return create(gl, plan, graphFolder, SimulationSettings.defaults());
    }

    /**
     * {@link #create(GlThread, CompiledPlan, Path)} with the simulations' detail mode and memory budget
     * ({@link #checkSimulations} refuses a grid whose simulations do not fit).
     */
    public static GlFieldSampler create(GlThread gl, CompiledPlan plan, Path graphFolder, SimulationSettings settings)
            throws BakeException {
        if (plan.isSingleProgram()) {
            return create(gl, plan.finalProgram(), graphFolder);
        }
        List<FieldInputs> images = PlanRunner.loadImages(plan, graphFolder);
        PlanRunner runner = new PlanRunner(plan, images, null, settings);
        return start(new GlFieldSampler(gl, plan.finalProgram(), images.getLast(), runner));
    }

    /**
     * Builds the program and a block framebuffer on the GL thread.
     *
     * @throws BakeException when the driver rejects the shader (its cause is a
     *                       {@link FieldProgramException} with diagnostics on the nodes) or the
     *                       program reads an image (there is no folder to resolve it against)
     */
    public static GlFieldSampler create(GlThread gl, CompiledProgram compiled) throws BakeException {
        return create(gl, compiled, null);
    }

    /**
     * Builds the program and a block framebuffer on the GL thread, loading the graph's image
     * inputs from paths relative to {@code graphFolder}.
     *
     * @param graphFolder folder of the {@code .graph} file, or {@code null} when there is none (then
     *                    a graph that reads an image cannot be baked)
     * @throws BakeException when an image cannot be read ({@link ImageInputException}), or the driver
     *                       rejects the shader (its cause is a {@link FieldProgramException} with
     *                       diagnostics on the nodes)
     */
    public static GlFieldSampler create(GlThread gl, CompiledProgram compiled, Path graphFolder)
            throws BakeException {
        // Read once per export (file I/O, on the caller's thread); the evaluator uploads each once.
        FieldInputs inputs = FieldInputs.images(ImageInputs.load(compiled, graphFolder));
        return start(new GlFieldSampler(gl, compiled, inputs, null));
    }

    private static GlFieldSampler start(GlFieldSampler sampler) throws BakeException {
        GlThread gl = sampler.gl;
        try {
            gl.execute(sampler::initialise).join();
        } catch (CompletionException | CancellationException e) {
            sampler.close();
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new BakeException("The GPU could not prepare the bake: " + cause.getMessage(), cause);
        }
        return sampler;
    }

    /**
     * Refuses {@code grid} before anything is baked or written when a simulation's finest cascade
     * level would not fit (the memory budget, GL_MAX_TEXTURE_SIZE); nothing to check without simulations.
     */
    public void checkSimulations(SampleGrid grid) throws SimulationTooLargeException {
        if (runner != null) {
            runner.checkSimulations(Math.min(grid.spacingX(), grid.spacingY()), maxTextureSide);
        }
    }

    /**
     * Refuses a planet grid before anything is baked or written when the context cannot bake planets
     * (they need OpenGL 4.3: compute and double precision); nothing to check on the plane.
     */
    public void checkPlanet(SampleGrid grid) throws PlanetUnsupportedException {
        if (grid.isPlanet()) {
            PlanetUnsupportedException.check(info);
        }
    }

    private void initialise(GlContext context) {
        context.evaluator().program(compiled); // driver errors now, with diagnostics, not mid-export
        maxTextureSide = Texture.maxSide(context);
        info = context.info();
        if (runner != null) {
            runner.prepare(context);
        }
        allocateOutputs(context, BLOCK_WIDTH);
        if (BandReadback.supported(context)) {
            packed = new BandReadback(context);
        } else {
            readbacks = new BlockReadback(FieldEvaluator.outputFormats(compiled), BLOCK_WIDTH, BLOCK_HEIGHT);
        }
        glPixelStorei(GL_PACK_ALIGNMENT, 4); // float rows are always 4-byte aligned
    }

    private void allocateOutputs(GlContext context, int width) {
        pool.forEach(slot -> slot.forEach(Texture::close));
        pool.clear();
        pool.add(newSlot(context, width));
    }

    /** Grows the pool to {@code slots} sets of outputs of the current block width. */
    private void ensurePool(GlContext context, int slots) {
        while (pool.size() < slots) {
            pool.add(newSlot(context, pool.getFirst().getFirst().width()));
        }
    }

    /** Bytes of one pixel of every output (the height's RGBA32F texel, a value-only mask's R32F one, …). */
    private long outputBytesPerTexel() {
        return FieldEvaluator.outputFormats(compiled).stream().mapToLong(f -> (long) f.channels() * Float.BYTES).sum();
    }

    private List<Texture> newSlot(GlContext context, int width) {
        return FieldEvaluator.createOutputs(context, compiled, width, BLOCK_HEIGHT);
    }

    /**
     * Where the plan's simulations report progress and whether they should stop (set before the
     * first {@link #sample}); a cancelled simulation makes {@link #sample} throw
     * {@link BakeCancelledException}. Plans without simulations ignore it.
     */
    public void monitorSimulations(SimulationMonitor monitor) {
        if (runner != null) {
            runner.monitor(monitor);
        }
    }

    /** Problems the plan's simulations met so far, as warnings on their nodes ({@link PlanRunner#simulationProblems}). */
    public List<Diagnostic> simulationProblems() {
        if (runner == null) {
            return List.of();
        }
        return gl.submit(context -> runner.simulationProblems()).join();
    }

    /** How the GL thread's evaluator runs this program (compute or fragment). */
    public String pathLabel() {
        return gl.submit(context -> context.evaluator().program(compiled).path().label()).join();
    }

    @Override
    public List<String> maskNames() {
        return maskNames;
    }

    @Override
    public boolean hasColour() {
        return compiled.hasColour();
    }

    /** Index of the colour texture among a slot's outputs ({@link #pool}). */
    private int colourOutput() {
        return 1 + maskNames.size();
    }

    /** Whether {@code channels} ask for a colour this graph writes. */
    private boolean readsColour(SampleChannels channels) {
        return channels.colour() && compiled.hasColour();
    }

    /** Which readback this sampler uses ("packed band" or "RGBA blocks"), for benchmarks. */
    public String readbackLabel() {
        return gl.submit(context -> packed != null ? "packed band (compute copy of the read channels)"
                : "RGBA32F blocks through pixel buffer objects").join();
    }

    /**
     * Whether blocks are evaluated in batches (packed readback, compute path), for benchmarks: what
     * {@code -Dorogen.bake.batch} chose, and whether a plan's stages batch too.
     */
    public String batchLabel() {
        if (!batch) {
            return "per block: a memory barrier after every dispatch (-Dorogen.bake.batch=false)";
        }
        if (!gl.submit(context -> packed != null).join()) {
            return "per block: batches need the packed readback (OpenGL 4.4)";
        }
        return "batched: whole block rows (at least " + BATCH_BLOCKS + " blocks, at most "
                + (BATCH_BUDGET >> 20) + " MiB of textures) per memory barrier"
                + (runner == null ? "" : runner.batches() ? ", plan stages stage-major"
                : ", plan stages block by block")
                + (prefetch ? ", the next band's first " + prefetchBatches + " batch(es) queued before a band is"
                + " drained"
                : ", each band drained before the next (-Dorogen.bake.prefetch=false)");
    }

    /** Bands so far whose first batch was queued while the band before them was finishing ({@link #prefetch}). */
    public long prefetchesTaken() {
        return gl.submit(context -> prefetchesTaken).join();
    }

    /** Blocks so far that bands took over from what {@link #prefetch} had queued. */
    long prefetchedBlocksTaken() {
        return gl.submit(context -> prefetchedBlocksTaken).join();
    }

    /**
     * Batches so far whose packs were waited for before their copies were queued: those of plans whose wide
     * stages are baked per region ({@link BandReadback#awaitPacks}).
     */
    public long packWaits() {
        return gl.submit(context -> packWaits).join();
    }

    /** Bytes read back from the GPU so far (packed readback only; -1 for the block readback). */
    public long bytesRead() {
        return gl.submit(context -> packed != null ? packed.bytesRead() : -1L).join();
    }

    /**
     * Nanoseconds the GL thread has spent so far issuing the commands of packed bakes and GPU range
     * measurements (evaluations, packs, reductions, copies), without the time it waited for the GPU or
     * copied bands out. Benchmarks set it against a pass's wall time: close to it, the CPU's submission
     * bounds the bake; far below, the GPU does.
     */
    public long submissionNanos() {
        return gl.submit(context -> issueNanos).join();
    }

    /**
     * Blocks, batches, evaluations (dispatches or draws, each stage of a plan counted) and memory
     * barriers the bakes and range measurements of this sampler issued so far: with
     * {@link #submissionNanos()}, the GL thread's time per unit of work.
     */
    public IssueCounts issueCounts() {
        return gl.submit(context -> new IssueCounts(blocksIssued, batchesIssued, evaluationsIssued, barriersIssued))
                .join();
    }

    /**
     * Times the evaluation of each stage (a single program: one) in the following batched bakes, the
     * GPU drained before and after each stage's batch ({@code glFinish}), or stops timing (false).
     * For benchmarks: with the wall time of the same pass, it splits a bake into each stage's GPU work
     * and the rest (packing, readback, copies); draining stalls the pipeline, so not for exports.
     */
    public void timeStages(boolean on) {
        gl.execute(context -> {
            if (runner != null) {
                runner.timeStages(on);
            } else {
                singleTimes = on ? new StageTimes(1) : null;
            }
        }).join();
    }

    /**
     * Marks every later pass of this sampler on {@code timeline} (null: stops): a band's start, each batch's
     * evaluation (and, for a pass plan, each stage of it), packs and queued copies, the readback waits and the
     * joins. Benchmarks only: each GPU mark is a timestamp query. GL thread (call it inside a task of the
     * sampler's {@link GlThread}).
     */
    public void trace(GpuTimeline timeline) {
        this.timeline = timeline;
        if (runner != null) { // a pass plan: where each stage's batch ends too
            runner.markStages(timeline == null ? null : timeline::mark);
        }
    }

    /** A GPU mark on the {@link #trace} timeline, if any: {@code what}, and {@code value} unless negative. */
    private void mark(String what, int value) {
        if (timeline != null) {
            timeline.mark(value < 0 ? what : what + " " + value);
        }
    }

    /** A CPU mark on the {@link #trace} timeline, if any. */
    private void markCpu(String what, int value) {
        if (timeline != null) {
            timeline.markCpu(value < 0 ? what : what + " " + value);
        }
    }

    /** Nanoseconds per stage since {@link #timeStages} turned timing on (batched bakes); empty when off. */
    public long[] stageNanos() {
        return gl.submit(context -> runner != null ? runner.stageTimes()
                : singleTimes == null ? new long[0] : singleTimes.nanos()).join();
    }

    /**
     * GL thread time so far waiting for the packed readback's fences, and copying its planes into band
     * arrays ({0, 0} for the block readback): with {@link #submissionNanos()}, where a bake's time goes.
     */
    public long[] readbackNanos() {
        return gl.submit(context -> packed != null ? packed.waitAndCopyNanos() : new long[2]).join();
    }

    /**
     * The packed readback quantizes on the GPU (16-bit heights, 8-bit masks), unless
     * {@code -Dorogen.bake.quantizedReadback=false} turns it off (then the floats are read as before).
     */
    @Override
    public boolean supportsQuantized() {
        return quantizedReadbackOn() && gl.submit(context -> packed != null).join();
    }

    /**
     * True on software renderers: there a pass of the grid costs the CPU as much as the export's encoding, so
     * an export measuring its range keeps the bands it baked for that; a GPU re-bakes faster than memory
     * would hold them. {@value #KEEP_MEASURED_BANDS_PROPERTY} = {@code true} or {@code false} overrides it.
     */
    @Override
    public boolean keepsMeasuredBands() {
        return RendererChoice.of(KEEP_MEASURED_BANDS_PROPERTY, "true", "false", info::software);
    }

    /** The system property that overrides {@link #keepsMeasuredBands()}. */
    static final String KEEP_MEASURED_BANDS_PROPERTY = "orogen.export.keepMeasuredBands";

    /** Whether {@code -Dorogen.bake.quantizedReadback=false} leaves the quantized readback on. */
    private static boolean quantizedReadbackOn() {
        return !"false".equals(System.getProperty("orogen.bake.quantizedReadback"));
    }

    @Override
    public int bandRows(int width) {
        return bandRows(width, SampleChannels.ALL);
    }

    @Override
    public int bandRows(int width, SampleChannels channels) {
        SampleChannels held = new SampleChannels(channels.gradient(), channels.masks(), readsColour(channels));
        return bandRows((long) width * 4 * held.floatsPerPixel(maskNames.size()));
    }

    /**
     * Rows of a band whose rows take {@code bytesPerRow} on the heap: as many steps of {@link #BAND_STEP} rows
     * as {@link #BAND_BUDGET} holds (at most {@link #MAX_BAND_ROWS}), then whole block rows where that costs at
     * most twice the budget: up to the next multiple of {@link #BLOCK_HEIGHT}, else down to one (at least one
     * block row). A band that ends inside a block row splits it, and a pass plan then bakes the block's earlier
     * stages once per part (H200, eroded_gullies with its three masks at 8193²: bands of 384 rows made 297
     * block evaluations of 216 blocks, and its stage 0 took 28 ms against 17). Only where no block row fits in
     * twice the budget do bands stay smaller than a block.
     */
    static int bandRows(long bytesPerRow) {
        long steps = Math.max(1, BAND_BUDGET / (bytesPerRow * BAND_STEP));
        int rows = (int) Math.min(steps * BAND_STEP, MAX_BAND_ROWS);
        if (rows % BLOCK_HEIGHT == 0) {
            return rows;
        }
        int up = (rows / BLOCK_HEIGHT + 1) * BLOCK_HEIGHT;
        if (up <= Math.max(MAX_BAND_ROWS, BLOCK_HEIGHT) && up * bytesPerRow <= 2 * BAND_BUDGET) {
            return up;
        }
        return rows > BLOCK_HEIGHT ? rows / BLOCK_HEIGHT * BLOCK_HEIGHT : rows;
    }

    @Override
    public void sample(SampleGrid grid, SampleBand band) throws BakeException {
        sample(grid, band, SampleChannels.ALL);
    }

    @Override
    public void sample(SampleGrid grid, SampleBand band, SampleChannels channels) throws BakeException {
        if (band.firstRow() % BAND_STEP != 0) {
            throw new IllegalArgumentException("Bands must start on a multiple of " + BAND_STEP
                    + " rows, got row " + band.firstRow());
        }
        try {
            gl.execute(context -> {
                if (packed != null) {
                    bakePacked(context, grid, band, channels);
                } else {
                    bake(context, grid, band, channels);
                }
            }).join();
        } catch (CompletionException | CancellationException e) {
            throw failure("Baking", band, e);
        }
    }

    /** What a failed GL task on {@code band}'s rows becomes: cancelled simulations stay cancellations. */
    private static BakeException failure(String doing, SampleBand band, RuntimeException e) {
        Throwable cause = e.getCause() != null ? e.getCause() : e;
        if (cause instanceof SimulationCancelledException) {
            return new BakeCancelledException();
        }
        return new BakeException(doing + " rows " + band.firstRow() + ".." + (band.firstRow() + band.rows() - 1)
                + " failed on the GPU: " + cause.getMessage(), cause);
    }

    /**
     * Evaluates the band's blocks exactly as {@link #sample} does (same blocks, same programs, same plan
     * stages) and reduces each block's heights on the GPU ({@link HeightReduction}); only three numbers
     * per band are read back. Contexts without compute shaders (below OpenGL 4.3) read the heights back
     * and scan them ({@link FieldSampler#heightExtrema}).
     */
    @Override
    public HeightExtrema heightExtrema(SampleGrid grid, SampleBand scratch) throws BakeException {
        if (!HeightReduction.supported(info) || !HeightReduction.fits(grid.width(), scratch.rows())) {
            return FieldSampler.super.heightExtrema(grid, scratch);
        }
        if (scratch.firstRow() % BAND_STEP != 0) {
            throw new IllegalArgumentException("Bands must start on a multiple of " + BAND_STEP
                    + " rows, got row " + scratch.firstRow());
        }
        try {
            return gl.submit(context -> reduceHeights(context, grid, scratch.firstRow(), scratch.rows())).join();
        } catch (CompletionException | CancellationException e) {
            throw failure("Measuring the height range of", scratch, e);
        }
    }

    /**
     * Evaluates grid rows {@code [first, first + rows)} in the export's blocks and batches
     * ({@link #evaluateBatch}) and reduces their heights on the GPU.
     */
    private HeightExtrema reduceHeights(GlContext context, SampleGrid grid, int first, int rows) {
        discardPrefetch();
        int width = Math.min(BLOCK_WIDTH, grid.width());
        if (pool.getFirst().getFirst().width() != width) {
            allocateOutputs(context, width);
        }
        if (reduction == null) {
            reduction = new HeightReduction(context);
        }
        // Pipelined: every batch's evaluation and reduction is queued; the GPU is waited for once, at the end.
        long started = System.nanoTime();
        mark("range", first);
        reduction.start();
        int end = first + rows;
        List<BlockAt> blocks = BlockAt.over(grid, width, first, end);
        int perBatch = blocksPerBatch(grid, width, blocks.size());
        for (int from = 0; from < blocks.size(); from += perBatch) {
            evaluateBatch(context, grid, width, blocks.subList(from, Math.min(blocks.size(), from + perBatch)),
                    (part, outputs, heights) -> {
                        mark("evaluated", part.size());
                        List<HeightReduction.Block> reduced = new ArrayList<>(part.size());
                        for (int b = 0; b < part.size(); b++) {
                            BlockAt at = part.get(b);
                            reduced.add(new HeightReduction.Block(outputs.get(b).getFirst(),
                                    Math.min(width, grid.width() - at.column()), at.rows(),
                                    (at.from() - first) * grid.width() + at.column(), at.top()));
                        }
                        if (batch) {
                            reduction.addBatch(reduced, grid.width());
                        } else {
                            reduced.forEach(block -> reduction.add(block, grid.width()));
                        }
                    });
            if (batch) {
                reduction.addsDone();
            }
            mark("reduced", -1);
        }
        issueNanos += System.nanoTime() - started;
        return reduction.finish();
    }

    /** Evaluates the band's blocks and reads back only {@code channels}, through {@link BandReadback}. */
    private void bakePacked(GlContext context, SampleGrid grid, SampleBand band, SampleChannels channels) {
        int width = Math.min(BLOCK_WIDTH, grid.width());
        if (pool.getFirst().getFirst().width() != width) {
            discardPrefetch();
            allocateOutputs(context, width);
        }
        int masks = channels.masks() ? maskNames.size() : 0;
        int colour = readsColour(channels) && band.hasColour() ? colourOutput() : -1;
        // Switched off, the quantized forms asked for arrive as floats (the band then says it holds none).
        SampleChannels read = quantizedReadbackOn() ? channels : channels.quantized(null, 0);
        BandPlanes planes = BandPlanes.of(band, read, masks, colour, packed.downloadsFloats());
        ArrayDeque<BandReadback.Pending> inFlight = new ArrayDeque<>();
        try {
            int done = adoptPrefetch(grid, band, planes, inFlight);
            packed.reserve(planes.words());
            bakePackedRows(context, grid, band, width, planes, inFlight, done);
            band.holdQuantized(planes.height16(), planes.maskBits());
        } finally {
            // After a failure, fences still queued are released (the band is not used).
            inFlight.forEach(packed::discard);
        }
    }

    /**
     * Takes over the blocks {@link #prefetch} queued for this band when they are its first blocks in the
     * same planes (the copies then land in this band's arrays), and returns how many; otherwise
     * discards them (their GPU work is lost, nothing else) and returns 0.
     */
    private int adoptPrefetch(SampleGrid grid, SampleBand band, BandPlanes planes,
                              ArrayDeque<BandReadback.Pending> inFlight) {
        Prefetched ahead = prefetched;
        prefetched = null;
        if (ahead == null) {
            return 0;
        }
        if (!ahead.grid().equals(grid) || ahead.firstRow() != band.firstRow() || ahead.rows() != band.rows()
                || !ahead.planes().sameLayout(planes)) {
            ahead.pending().forEach(packed::discard);
            return 0;
        }
        ahead.pending().forEach(p -> inFlight.add(p.into(planes)));
        packed.useSide(ahead.side()); // the band goes on in the buffers its first batch was packed into
        prefetchesTaken++;
        prefetchedBlocksTaken += ahead.blocks();
        return ahead.blocks();
    }

    /** Releases blocks queued ahead for a band that is not coming (GL thread). */
    private void discardPrefetch() {
        if (prefetched != null) {
            prefetched.pending().forEach(packed::discard);
            prefetched = null;
        }
    }

    /**
     * The first batches of the band after the current one, evaluated and queued before the current band's
     * last block rows are waited for, so the GPU is not drained between bands: grid rows
     * {@code [firstRow, firstRow + rows)} of {@code grid} in {@code planes}' layout, its first
     * {@code blocks} blocks, packed into the readback's {@code side}, their block rows' copies {@code pending}.
     */
    private record Prefetched(SampleGrid grid, int firstRow, int rows, BandPlanes planes, int blocks, int side,
                              List<BandReadback.Pending> pending) {
    }

    private void bakePackedRows(GlContext context, SampleGrid grid, SampleBand band, int width, BandPlanes planes,
                                ArrayDeque<BandReadback.Pending> inFlight, int adopted) {
        // Pipelined: the copies of a batch's block rows are queued before those of earlier batches
        // (at least the last DEPTH − 1 block rows) are waited for; each block row has its own part
        // of the buffers. A block row's copy into the band runs on the fork-join pool while the GL
        // thread issues the next batches; all are joined before the band is handed back.
        long started = System.nanoTime();
        mark("band", band.firstRow());
        long waited = 0;
        List<ForkJoinTask<?>> copies = new ArrayList<>();
        boolean done = false;
        try {
            int end = band.firstRow() + band.rows();
            List<BlockAt> blocks = BlockAt.over(grid, width, band.firstRow(), end);
            int perBatch = blocksPerBatch(grid, width, blocks.size());
            for (int from = adopted; from < blocks.size(); from += perBatch) {
                List<BlockAt> part = blocks.subList(from, Math.min(blocks.size(), from + perBatch));
                int queued = queueBatch(context, grid, width, band.firstRow(), planes, part, inFlight);
                while (inFlight.size() > Math.max(queued, BandReadback.DEPTH - 1)) {
                    waited += finishLater(inFlight.poll(), copies);
                }
            }
            prefetch(context, grid, band, width, planes);
            while (!inFlight.isEmpty()) {
                waited += finishLater(inFlight.poll(), copies);
            }
            done = true;
        } finally {
            waited += joinCopies(copies, done);
            markCpu("joined", -1);
        }
        issueNanos += System.nanoTime() - started - waited;
    }

    /**
     * {@link BandReadback#finishLater}: waits for a block row and starts its copy into the band, added to
     * {@code copies}; returns the nanoseconds the GL thread spent.
     */
    private long finishLater(BandReadback.Pending pending, List<ForkJoinTask<?>> copies) {
        long t = System.nanoTime();
        markCpu("wait", pending.bandRow());
        copies.addAll(packed.finishLater(pending));
        markCpu("waited", -1);
        return System.nanoTime() - t;
    }

    /**
     * Joins every copy of a band (after a failure too: none may write into the band once {@code sample}
     * has returned); returns the nanoseconds waited. A failed copy fails the bake, unless it already failed.
     */
    private long joinCopies(List<ForkJoinTask<?>> copies, boolean rethrow) {
        long t = System.nanoTime();
        RuntimeException failure = null;
        for (ForkJoinTask<?> copy : copies) {
            try {
                packed.join(copy);
            } catch (RuntimeException e) {
                if (failure == null) {
                    failure = e;
                }
            }
        }
        if (failure != null && rethrow) {
            throw failure;
        }
        return System.nanoTime() - t;
    }

    /**
     * Evaluates and packs {@code part} (blocks of the band that starts at grid row {@code firstRow}, laid out in
     * {@code planes}) and queues the copies of the block rows it ends; returns how many it queued.
     */
    private int queueBatch(GlContext context, SampleGrid grid, int width, int firstRow, BandPlanes planes,
                           List<BlockAt> part, Collection<BandReadback.Pending> queue) {
        boolean regions = evaluateBatch(context, grid, width, part, true, (evaluated, outputs, heights) -> {
            mark("evaluated", evaluated.size());
            for (BandPlanes.Pack pack : planes.packs()) {
                List<BandReadback.Block> sources = new ArrayList<>(evaluated.size());
                for (int b = 0; b < evaluated.size(); b++) {
                    BlockAt at = evaluated.get(b);
                    int columns = Math.min(width, planes.width() - at.column());
                    if (pack.output() == 0 && heights != null) { // the height, where the final stage left it
                        FieldEvaluator.HeightSource height = heights.get(b);
                        sources.add(new BandReadback.Block(List.of(height.texture()), at.from() - firstRow,
                                at.column(), columns, at.rows(), at.top() + height.dy(), height.dx()));
                        continue;
                    }
                    sources.add(new BandReadback.Block(outputs.get(b).subList(pack.output(),
                            pack.output() + pack.outputs()), at.from() - firstRow, at.column(), columns, at.rows(),
                            at.top()));
                }
                if (batch) {
                    packed.packBatch(sources, planes, pack);
                } else {
                    sources.forEach(source -> packed.pack(source, planes, pack));
                }
            }
        });
        if (batch) {
            packed.packsDone();
            mark("packed", -1);
            if (regions) {
                packed.awaitPacks(); // only where wide stages are baked per region: see awaitPacks
                packWaits++;
            }
        }
        int queued = 0;
        for (BlockAt at : part) {
            if (at.column() + width >= grid.width()) { // the last block of its row
                queue.add(packed.queue(planes, at.from() - firstRow, at.rows()));
                queued++;
            }
        }
        mark("queued", queued);
        // Submits the batch to the GPU now. The driver holds commands until a flush, and the waits that follow
        // flush only when their fence is still unsignalled: after a band's last batch and the next band's
        // prefetched one, the fences are often signalled already, so without this the GPU sat idle while the
        // GL thread joined the band's copies and the caller took the band (docs/performance.md).
        glFlush();
        return queued;
    }

    /**
     * Queues the first {@link #prefetchBatches} batches of the band that follows {@code band} in {@code grid}
     * (same capacity, the rows after it) into the readback's other side, which no copy still in flight uses,
     * so the GPU works on them while this band's last block rows are copied out and the caller takes the
     * band; the next {@link #sample} takes them over ({@link #adoptPrefetch}). Only batched bakes of a band
     * with rows left after it, and only when {@code -Dorogen.bake.prefetch=false} does not turn it off.
     */
    private void prefetch(GlContext context, SampleGrid grid, SampleBand band, int width, BandPlanes planes) {
        int first = band.firstRow() + band.rows();
        if (!prefetch || !batch || first >= grid.height() || (runner != null && !runner.batches())) {
            return;
        }
        int rows = Math.min(band.capacity(), grid.height() - first);
        int end = first + rows;
        List<BlockAt> blocks = BlockAt.over(grid, width, first, end);
        int perBatch = blocksPerBatch(grid, width, blocks.size());
        int count = (int) Math.min(blocks.size(), (long) perBatch * prefetchBatches);
        int side = 1 - packed.side();
        packed.useSide(side);
        List<BandReadback.Pending> queued = new ArrayList<>();
        markCpu("prefetch", first);
        int taken = 0;
        try {
            long waitsBefore = packWaits;
            // Where the GL thread waits for each batch's packs (wide stages baked per region), a second batch
            // would hold this band's last copies back by its whole GPU time: one batch only.
            for (int from = 0; from < count && (from == 0 || packWaits == waitsBefore); from += perBatch) {
                List<BlockAt> part = blocks.subList(from, Math.min(count, from + perBatch));
                queueBatch(context, grid, width, first, planes, part, queued);
                taken += part.size();
            }
        } catch (RuntimeException e) {
            queued.forEach(packed::discard);
            throw e;
        }
        prefetched = new Prefetched(grid, first, rows, planes, taken, side, queued);
    }

    /**
     * Receives evaluated blocks with their outputs (one list per block) once they are readable (the
     * GPU may not have finished them yet): a whole batch at a time, or one block without batching.
     */
    @FunctionalInterface
    private interface BlockOutputs {
        /**
         * {@code heights}: null, or per block where its height is when the plan's final stage left it in
         * the earlier stage's texture ({@link PlanRunner#runBatch(GlContext, List, List, List, boolean)});
         * then the blocks' height outputs were not written.
         */
        void accept(List<BlockAt> blocks, List<List<Texture>> outputs, List<FieldEvaluator.HeightSource> heights);
    }

    /**
     * Blocks per batch: whole block rows up to at least {@value #BATCH_BLOCKS} blocks, within
     * {@link #BATCH_BUDGET} of textures (a row that does not fit is split); 1 without batching.
     */
    private int blocksPerBatch(SampleGrid grid, int width, int blocks) {
        if (!batch) {
            return 1;
        }
        long perBlock = outputBytesPerTexel() * width * BLOCK_HEIGHT;
        if (runner != null && runner.batches()) {
            perBlock += runner.batchBytesPerBlock(BlockAt.placement(grid, 0, 0, width));
        }
        int fits = (int) Math.max(1, Math.min(blocks, BATCH_BUDGET / perBlock));
        int across = (grid.width() + width - 1) / width;
        int wanted = (BATCH_BLOCKS + across - 1) / across * across;
        int n = Math.min(fits, wanted);
        return n >= across ? n - n % across : n;
    }

    /**
     * Evaluates {@code blocks} (at most the batch size) and hands their outputs to {@code sink}, in
     * order. Batched: every block into its own slot of the pool in one {@link FieldEvaluator#evaluateBatch}
     * (set up once, one memory barrier; a plan's stages stage-major, {@link PlanRunner#runBatch}), then
     * the whole batch to {@code sink}; else block by block into slot 0, each evaluation followed by its
     * barrier and handed on alone. Every pixel gets the uniforms of its
     * fixed block either way: bit-identical results. Returns whether the plan's wide stages were baked
     * per region ({@link PlanRunner#regionSize}).
     */
    private boolean evaluateBatch(GlContext context, SampleGrid grid, int width, List<BlockAt> blocks,
                                  BlockOutputs sink) {
        return evaluateBatch(context, grid, width, blocks, false, sink);
    }

    /**
     * {@link #evaluateBatch(GlContext, SampleGrid, int, List, BlockOutputs)}; {@code leaveHeights}: a batched
     * plan whose final stage copies an earlier stage's field as its height leaves it there, and {@code sink}
     * gets where ({@link BlockOutputs#accept}).
     */
    private boolean evaluateBatch(GlContext context, SampleGrid grid, int width, List<BlockAt> blocks,
                                  boolean leaveHeights, BlockOutputs sink) {
        FieldEvaluator evaluator = context.evaluator();
        long evaluations = evaluator.evaluations();
        long barriers = evaluator.barriers();
        boolean regions = evaluateBlocks(context, evaluator, grid, width, blocks, leaveHeights, sink);
        blocksIssued += blocks.size();
        batchesIssued += batch ? 1 : blocks.size();
        evaluationsIssued += evaluator.evaluations() - evaluations;
        barriersIssued += evaluator.barriers() - barriers;
        return regions;
    }

    /** {@link #evaluateBatch}'s work; returns whether wide stages were baked per region. */
    private boolean evaluateBlocks(GlContext context, FieldEvaluator evaluator, SampleGrid grid, int width,
                                   List<BlockAt> blocks, boolean leaveHeights, BlockOutputs sink) {
        // A plan's wide stages (a smooth stroke's or a big blur's input) are baked once per region of
        // blocks, not per block with a halo many times the block (PlanRunner.regionSize), batched or not.
        PlanRunner.RegionSize regionSize = regionSize(grid, width);
        if (!batch) {
            List<Texture> outputs = pool.getFirst();
            for (BlockAt at : blocks) {
                GridBlock block = at.placed(grid, width);
                if (runner != null && regionSize != null) {
                    runner.runBatch(context, List.of(block), List.of(at.placedRegion(grid, regionSize)),
                            List.of(outputs));
                } else if (runner != null) {
                    runner.run(context, block, outputs);
                } else {
                    evaluator.evaluate(compiled, block, inputs, outputs);
                }
                sink.accept(List.of(at), List.of(outputs), null);
            }
            return regionSize != null;
        }
        ensurePool(context, blocks.size());
        List<List<Texture>> slots = pool.subList(0, blocks.size());
        // Only the grid's columns of the last block of a row, and the band's rows of a block, are
        // evaluated (the block's place and uniforms stay those of the whole block, so the bits are the
        // same; a plan's earlier stages cover those pixels plus their halo): a 2ⁿ + 1 grid would otherwise
        // shade a whole block for its last column and a whole block row for its last row, and a band of
        // 128 rows a whole 512-row block. Texture rows grow north from the block's southernmost grid
        // row, so the rows read are texture rows [bottom, top). Not for a plan run block by block: its
        // one set of stage textures would be made again at every change of size.
        boolean trim = runner == null || runner.batches();
        List<GridBlock> placed = blocks.stream().map(at -> trim ? at.trimmed(grid, width)
                : at.placed(grid, width)).toList();
        List<FieldEvaluator.HeightSource> heights = null;
        if (runner != null) {
            List<GridBlock> regions = regionSize == null ? null : blocks.stream()
                    .map(at -> trim ? at.region(grid, regionSize) : at.placedRegion(grid, regionSize)).toList();
            heights = runner.runBatch(context, placed, regions, slots, leaveHeights);
        } else {
            long started = singleTimes != null ? singleTimes.start() : 0;
            evaluator.evaluateBatch(compiled, placed, inputs, slots);
            if (singleTimes != null) {
                singleTimes.add(0, started);
            }
        }
        sink.accept(blocks, slots, heights);
        return regionSize != null;
    }

    /** The regions the plan's wide stages are baked over on {@code grid} ({@link PlanRunner#regionSize}), or null. */
    private PlanRunner.RegionSize regionSize(SampleGrid grid, int width) {
        return runner != null && !grid.isPlanet()
                ? runner.regionSize(BlockAt.placement(grid, 0, 0, width), grid.width(), grid.height()) : null;
    }

    private void bake(GlContext context, SampleGrid grid, SampleBand band, SampleChannels channels) {
        // Narrow exports get a narrower block (depends on the grid alone, so still the same for
        // every tile): a 257-px export must not pay for 1024-px draws.
        int width = Math.min(BLOCK_WIDTH, grid.width());
        if (pool.getFirst().getFirst().width() != width) {
            allocateOutputs(context, width);
        }
        List<Texture> outputs = pool.getFirst();
        FieldEvaluator evaluator = context.evaluator();
        boolean colour = readsColour(channels) && band.hasColour();
        int count = colour ? outputs.size() : channels.masks() ? 1 + maskNames.size() : 1;
        // Pipelined: block N is drawn and its readback queued before block N − 1 is copied out.
        int slot = 0;
        BlockAt previous = null;
        for (BlockAt at : BlockAt.over(grid, width, band.firstRow(), band.firstRow() + band.rows())) {
            GridBlock block = at.placed(grid, width);
            if (runner != null) {
                runner.run(context, block, outputs);
            } else {
                evaluator.evaluate(compiled, block, inputs, outputs);
            }
            readbacks.start(slot, outputs, count, width, BLOCK_HEIGHT);
            if (previous != null) {
                copyBlock(band, previous, slot ^ 1, count, channels.gradient());
            }
            previous = at;
            slot ^= 1;
        }
        if (previous != null) {
            copyBlock(band, previous, slot ^ 1, count, channels.gradient());
        }
    }

    private void copyBlock(SampleBand band, BlockAt at, int slot, int count, boolean gradient) {
        int blockWidth = pool.getFirst().getFirst().width();
        int c0 = at.column();
        int columns = Math.min(blockWidth, band.width() - c0);
        int rows = at.rows();
        readbacks.finish(slot, count, blockWidth, BLOCK_HEIGHT, (attachment, pixels) -> {
            int channels = readbacks.channels(attachment);
            for (int r = 0; r < rows; r++) {
                int j = at.top() - 1 - r; // framebuffer row of grid row at.from() + r
                int src = j * blockWidth * channels;
                int dst = band.index(at.from() + r, c0);
                if (attachment == 0 && !gradient) {
                    float[] height = band.height();
                    for (int i = 0; i < columns; i++) {
                        height[dst + i] = pixels.get(src + channels * i);
                    }
                } else if (attachment == 0) {
                    for (int i = 0; i < columns; i++) {
                        band.height()[dst + i] = pixels.get(src + channels * i);
                        band.gradX()[dst + i] = pixels.get(src + channels * i + 1);
                        band.gradY()[dst + i] = pixels.get(src + channels * i + 2);
                    }
                } else if (attachment == colourOutput() && compiled.hasColour()) {
                    for (int i = 0; i < columns; i++) {
                        for (int c = 0; c < 3; c++) {
                            band.colour(c)[dst + i] = pixels.get(src + channels * i + c);
                        }
                    }
                } else {
                    float[] mask = band.mask(attachment - 1);
                    for (int i = 0; i < columns; i++) {
                        mask[dst + i] = pixels.get(src + channels * i);
                    }
                }
            }
        });
    }

    @Override
    public void close() {
        try {
            gl.execute(context -> {
                // The program stays in the evaluator's cache, for the next export of this structure.
                if (packed != null) {
                    discardPrefetch();
                }
                pool.forEach(slot -> slot.forEach(Texture::close));
                pool.clear();
                if (runner != null) {
                    runner.close();
                }
                if (readbacks != null) {
                    readbacks.close();
                }
                if (packed != null) {
                    packed.close();
                }
                if (reduction != null) {
                    reduction.close();
                }
            }).join();
        } catch (CompletionException | CancellationException ignored) {
            // The context is gone; its objects went with it.
        }
    }
}
