package org.orogen.simulation;

import static org.lwjgl.opengl.GL32.GL_SYNC_GPU_COMMANDS_COMPLETE;
import static org.lwjgl.opengl.GL32.glFenceSync;
import static org.lwjgl.opengl.GL43.GL_MAX_COMPUTE_SHADER_STORAGE_BLOCKS;
import static org.lwjgl.opengl.GL43.GL_MAX_SHADER_STORAGE_BLOCK_SIZE;
import static org.lwjgl.opengl.GL43.GL_READ_ONLY;
import static org.lwjgl.opengl.GL43.GL_SHADER_IMAGE_ACCESS_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_SHADER_STORAGE_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_TEXTURE_FETCH_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.GL_WRITE_ONLY;
import static org.lwjgl.opengl.GL43.glDispatchCompute;
import static org.lwjgl.opengl.GL43.glGetInteger;
import static org.lwjgl.opengl.GL43.glGetInteger64;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;
import static org.orogen.simulation.ThermalErosion.bind;
import static org.orogen.simulation.ThermalErosion.source;
import static org.orogen.simulation.ThermalErosion.unbindImages;

import java.util.ArrayList;
import java.util.List;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlInfo;
import org.orogen.gl.GpuFences;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;

/**
 * {@link StreamPower} on the GPU ({@code stream_power.comp}, heights in doubles), for a slope exponent of
 * 1, from the node's input texture to its output textures. The depression fill sweeps
 * {@code max(ground, lowest neighbour + rise)} down to its one fixed point, the priority-flood's result.
 * Each iteration routes the grid (receivers, then drainage areas by pointer jumping: every cell's count
 * reaches each cell downstream in {@code ceil(log2(cells))} rounds of integer atomics, one dispatch a
 * round), solves the implicit update of every cell at once (it is affine in the receiver's new height,
 * and affine maps compose along the receiver chains by the same pointer jumping), raises every cell to at
 * least {@link StreamPower#MIN_SLOPE} per cell length above its receiver (a max-plus chain), and with
 * diffusion diffuses and raises again: what the CPU solver computes along its stack, up to the rounding
 * of the composed sums. Deterministic (no float atomics: the same input gives the same bits on a GPU).
 * GL thread only.
 */
final class StreamPowerOnGpu implements AutoCloseable {
    /** Invocations of a work group ({@code stream_power.comp}'s local size). */
    private static final int GROUP = 256;
    /** Most work groups of a dispatch's row. */
    private static final int MAX_GROUPS = 65535;
    /**
     * Bytes of its buffers a cell: heights and their next values (doubles), receivers, three drainage
     * counts, two pointers, two chains, the input heights (a double).
     */
    static final int BYTES_PER_CELL = 8 + 8 + 4 + 3 * 4 + 2 * 4 + 2 * 24 + 8;
    /** Storage blocks of {@code stream_power.comp} (GL guarantees 8 to compute shaders; GPUs have 16 or more). */
    private static final int STORAGE_BLOCKS = 12;
    /** Bytes of the largest buffer a cell (a chain: two doubles, a pointer, padding). */
    private static final int CHAIN_BYTES = 24;

    // The passes of stream_power.comp (its constants of the same names).
    private static final int RECEIVERS = 0;
    private static final int AREA = 1;
    private static final int INCISE_START = 2;
    private static final int RAISE_START = 3;
    private static final int CHAIN_INCISE = 4;
    private static final int CHAIN_RAISE = 5;
    private static final int CHAIN_END = 6;
    private static final int DIFFUSE = 7;
    private static final int OUTPUT = 8;
    private static final int GROUND = 9;
    private static final int FILL_START = 10;
    private static final int FILL_SWEEP = 11;
    /** Sweeps of the depression fill between two checks whether the last one changed anything. */
    private static final int FILL_CHECK = 32;

    private final int width;
    private final int height;
    private final int cells;
    private final int rounds;
    /** Kept by the context ({@link GlContext#computeProgram}): not closed here. */
    private final ShaderProgram program;
    private GridBuffer heights;
    private GridBuffer scratch;
    private final GridBuffer receivers;
    /** Drainage counts: this round's, the next round's, the one cleared for the round after. */
    private final GridBuffer[] counts;
    /** Pointers downstream: this round's, the next round's. */
    private final GridBuffer[] next;
    private final GridBuffer[] chains;
    /** The input heights (doubles). */
    private final GridBuffer ground;
    /** One word: what a pass counted. */
    private final GridBuffer counter;

    private StreamPowerOnGpu(GlContext context, int width, int height) {
        this.width = width;
        this.height = height;
        cells = width * height;
        rounds = 32 - Integer.numberOfLeadingZeros(Math.max(1, cells - 1));
        program = context.computeProgram(source("stream_power.comp"));
        heights = GridBuffer.create(context, 2L * cells);
        scratch = GridBuffer.create(context, 2L * cells);
        receivers = GridBuffer.create(context, cells);
        counts = new GridBuffer[] {GridBuffer.create(context, cells), GridBuffer.create(context, cells),
                GridBuffer.create(context, cells)};
        next = new GridBuffer[] {GridBuffer.create(context, cells), GridBuffer.create(context, cells)};
        chains = new GridBuffer[] {GridBuffer.create(context, 6L * cells), GridBuffer.create(context, 6L * cells)};
        ground = GridBuffer.create(context, 2L * cells);
        counter = GridBuffer.create(context, 1);
    }

    /**
     * Whether this solver runs {@code s} on a {@code w × h} grid in {@code context}: compute shaders
     * (OpenGL 4.3), a slope exponent of 1 (for another the update is not affine) and buffers the driver
     * allows.
     */
    static boolean supports(GlContext context, StreamPower.Settings s, int w, int h) {
        return supports(context.info(), s)
                && glGetInteger(GL_MAX_COMPUTE_SHADER_STORAGE_BLOCKS) >= STORAGE_BLOCKS
                && (long) CHAIN_BYTES * w * h <= glGetInteger64(GL_MAX_SHADER_STORAGE_BLOCK_SIZE);
    }

    /** {@link #supports(GlContext, StreamPower.Settings, int, int)} as far as the driver's strings tell (any thread). */
    static boolean supports(GlInfo info, StreamPower.Settings s) {
        return info.atLeast(4, 3) && s.n() == 1.0;
    }

    /**
     * {@link StreamPower#run} here: the final heights and drainage areas, read back.
     *
     * @param height row-major, {@code w × h}, row 0 = south, finite
     */
    static StreamPower.Result run(GlContext context, double[] height, int w, int h, double spacing,
                                  StreamPower.Settings s, List<String> problems, SimulationMonitor monitor) {
        StreamPower.Schedule schedule = StreamPower.Schedule.of(w, h, spacing, s, problems);
        try (StreamPowerOnGpu solver = new StreamPowerOnGpu(context, w, h)) {
            solver.ground.upload(height);
            solver.start(spacing, s, schedule);
            solver.fill(monitor);
            solver.iterate(schedule, monitor);
            double[] after = solver.heights.readDoubles(solver.cells);
            int[] counted = solver.counts[0].read(solver.cells);
            double[] area = new double[solver.cells];
            double cellArea = spacing * spacing;
            for (int i = 0; i < area.length; i++) {
                area[i] = counted[i] * cellArea;
            }
            return new StreamPower.Result(after, area);
        }
    }

    /** {@link PriorityFlood#fill} of {@code height} with {@link StreamPower}'s rise, here (tests). */
    static double[] fill(GlContext context, double[] height, int w, int h, double spacing) {
        StreamPower.Settings none = new StreamPower.Settings(0, 0, 0, 0.5, 1, 0);
        try (StreamPowerOnGpu solver = new StreamPowerOnGpu(context, w, h)) {
            solver.ground.upload(height);
            solver.start(spacing, none, StreamPower.Schedule.of(w, h, spacing, none, new ArrayList<>()));
            solver.fill(SimulationMonitor.NONE);
            return solver.heights.readDoubles(solver.cells);
        }
    }

    /**
     * {@code erosion.fluvial} here, from its input texture to its outputs: the final heights, the rivers
     * mask (drainage area, logarithmic from {@code channel} to {@link FluvialErosion#RIVER_SPAN} times it)
     * and the eroded depth, each as (value, d/dx, d/dy, 0) by central differences; non-finite input
     * heights read as 0, output values that overflow float are written as 0 and reported in
     * {@code problems}.
     *
     * @param input   the node's input, its value in the first channel (RGBA32F, {@code w × h})
     * @param outputs height, rivers, eroded (RGBA32F, {@code w × h})
     */
    static void erode(GlContext context, Texture input, int w, int h, double spacing, StreamPower.Settings s,
                      double channel, List<Texture> outputs, List<String> problems, SimulationMonitor monitor) {
        StreamPower.Schedule schedule = StreamPower.Schedule.of(w, h, spacing, s, problems);
        try (StreamPowerOnGpu solver = new StreamPowerOnGpu(context, w, h)) {
            solver.start(spacing, s, schedule);
            bind(0, input, GL_READ_ONLY);
            solver.pass(GROUND);
            solver.fill(monitor);
            solver.iterate(schedule, monitor);
            ShaderProgram program = solver.program;
            program.setDouble("u_lifted", s.uplift() * s.duration());
            program.setDouble("u_channel", channel);
            program.setFloat("u_riverSpan", (float) FluvialErosion.RIVER_SPAN);
            solver.heights.bind(0);
            solver.counts[0].bind(3);
            for (int o = 0; o < 3; o++) {
                bind(1 + o, outputs.get(o), GL_WRITE_ONLY);
            }
            solver.counter.fill(0);
            solver.pass(OUTPUT);
            glMemoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT);
            long bad = Integer.toUnsignedLong(solver.counter.read(1)[0]);
            if (bad > 0) {
                problems.add(bad + " output values overflowed and were set to 0; keep heights within float range");
            }
        } finally {
            unbindImages(4);
        }
    }

    /** The program in use with the grid's, the node's and the time step's uniforms. */
    private void start(double spacing, StreamPower.Settings s, StreamPower.Schedule schedule) {
        counter.bind(10);
        ground.bind(11);
        program.use();
        program.setInt("u_width", width);
        program.setInt("u_height", height);
        program.setDouble("u_spacing", spacing);
        program.setDouble("u_diagonal", spacing * Math.sqrt(2));
        program.setDouble("u_uplift", s.uplift() * schedule.dt());
        program.setDouble("u_coefficient", s.erodibility() * schedule.dt());
        program.setFloat("u_m", (float) s.m());
        program.setDouble("u_rise", StreamPower.MIN_SLOPE * spacing);
        program.setDouble("u_rate", schedule.diffusion().rate());
    }

    /**
     * The ground's depressions filled into the heights: from above every height inside, sweeps of
     * {@code max(ground, lowest neighbour + rise)} until one changes nothing (checked every
     * {@value #FILL_CHECK} sweeps). That map has one fixed point, the priority-flood's result, so the
     * heights are {@link PriorityFlood#fill}'s, bit for bit.
     */
    private void fill(SimulationMonitor monitor) {
        heights.bind(0);
        pass(FILL_START);
        for (long sweeps = 0; ; sweeps += FILL_CHECK) {
            if (sweeps > cells) { // a longest path visits every cell once: never reached
                throw new IllegalStateException("the depression fill did not settle after " + sweeps + " sweeps");
            }
            monitor.checkCancelled();
            counter.fill(0);
            for (int k = 0; k < FILL_CHECK; k++) {
                program.setInt("u_count", k == FILL_CHECK - 1 ? 1 : 0);
                heights.bind(0);
                scratch.bind(1);
                pass(FILL_SWEEP);
                swapHeights();
            }
            if (counter.read(1)[0] == 0) {
                return;
            }
        }
    }

    /**
     * The schedule's iterations from the heights, then the receivers and drainage areas of the final
     * heights ({@code counts[0]}). Reports each iteration to {@code monitor} once the GPU has finished the
     * one before it.
     */
    private void iterate(StreamPower.Schedule schedule, SimulationMonitor monitor) {
        int steps = schedule.steps();
        Diffusion diffusion = schedule.diffusion();
        long previous = 0;
        for (int step = 0; step < steps; step++) {
            route();
            chain(INCISE_START, CHAIN_INCISE);
            chain(RAISE_START, CHAIN_RAISE);
            if (diffusion.active()) {
                for (int sub = 0; sub < diffusion.substeps(); sub++) {
                    diffuse();
                }
                chain(RAISE_START, CHAIN_RAISE);
            }
            long fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
            if (previous != 0) {
                GpuFences.awaitAndDelete(previous, "fluvial erosion iteration " + step);
                monitor.progress((double) step / steps, "iteration " + step + " of " + steps);
            }
            previous = fence;
            if (step < steps - 1) {
                checkCancelled(monitor, previous);
            }
        }
        if (previous != 0) {
            GpuFences.awaitAndDelete(previous, "fluvial erosion iteration " + steps);
            monitor.progress(1, "iteration " + steps + " of " + steps);
        }
        route();
    }

    /** Cancellation deletes the fence still pending before it propagates. */
    private static void checkCancelled(SimulationMonitor monitor, long fence) {
        try {
            monitor.checkCancelled();
        } catch (RuntimeException e) {
            GpuFences.awaitAndDelete(fence, "fluvial erosion before cancelling");
            throw e;
        }
    }

    /** Receivers of the current heights and drainage areas (cell counts) into {@code counts[0]}. */
    private void route() {
        heights.bind(0);
        receivers.bind(2);
        bindAll(counts, 3);
        bindAll(next, 6);
        pass(RECEIVERS);
        for (int r = 0; r < rounds; r++) {
            bindAll(counts, 3);
            bindAll(next, 6);
            pass(AREA);
            rotate(counts);
            rotate(next);
        }
    }

    /**
     * Starts each cell's chain with pass {@code start}, composes the chains {@link #rounds} times with pass
     * {@code join}; the result becomes the heights.
     */
    private void chain(int start, int join) {
        heights.bind(0);
        receivers.bind(2);
        counts[0].bind(3);
        chains[0].bind(8);
        pass(start);
        for (int r = 0; r < rounds; r++) {
            bindAll(chains, 8);
            pass(join);
            rotate(chains);
        }
        chains[0].bind(8);
        scratch.bind(1);
        pass(CHAIN_END);
        swapHeights();
    }

    /** One explicit diffusion substep, heights into scratch, then the two swap. */
    private void diffuse() {
        heights.bind(0);
        scratch.bind(1);
        pass(DIFFUSE);
        swapHeights();
    }

    private void swapHeights() {
        GridBuffer t = heights;
        heights = scratch;
        scratch = t;
    }

    /** Binds {@code buffers} to consecutive bindings from {@code first}. */
    private static void bindAll(GridBuffer[] buffers, int first) {
        for (int b = 0; b < buffers.length; b++) {
            buffers[b].bind(first + b);
        }
    }

    /** The next round's buffers become this round's: each moves one place down, the first to the end. */
    private static void rotate(GridBuffer[] buffers) {
        GridBuffer first = buffers[0];
        System.arraycopy(buffers, 1, buffers, 0, buffers.length - 1);
        buffers[buffers.length - 1] = first;
    }

    private void pass(int pass) {
        program.setInt("u_pass", pass);
        int groups = (cells + GROUP - 1) / GROUP;
        int columns = Math.min(groups, MAX_GROUPS);
        glDispatchCompute(columns, (groups + columns - 1) / columns, 1);
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    }

    @Override
    public void close() {
        for (GridBuffer b : new GridBuffer[] {heights, scratch, receivers, counts[0], counts[1], counts[2], next[0],
                next[1], chains[0], chains[1], ground, counter}) {
            b.close();
        }
    }
}
