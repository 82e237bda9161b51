package org.orogen.simulation;

import static org.lwjgl.opengl.GL32.GL_SYNC_GPU_COMMANDS_COMPLETE;
import static org.lwjgl.opengl.GL32.glFenceSync;
import static org.lwjgl.opengl.GL43.GL_MAX_SHADER_STORAGE_BLOCK_SIZE;
import static org.lwjgl.opengl.GL43.GL_SHADER_STORAGE_BARRIER_BIT;
import static org.lwjgl.opengl.GL43.glDispatchCompute;
import static org.lwjgl.opengl.GL43.glGetInteger64;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;
import static org.orogen.simulation.ThermalErosion.source;

import org.orogen.gl.GlContext;
import org.orogen.gl.GpuFences;
import org.orogen.gl.ShaderProgram;

/**
 * {@link StreamPower}'s iterations on the GPU ({@code stream_power.comp}, heights in doubles), for a
 * slope exponent of 1. Each iteration routes the grid (receivers, then drainage areas by pointer
 * jumping: every cell's count reaches each cell downstream in {@code ceil(log2(cells))} rounds of
 * integer atomics), solves the implicit update of every cell at once (it is affine in the receiver's
 * new height, and affine maps compose along the receiver chains by the same pointer jumping), then
 * raises every cell to at least {@link StreamPower#MIN_SLOPE} per cell length above its receiver (a
 * max-plus chain) and diffuses. Deterministic: no float atomics, so the same input gives the same bits
 * on a GPU; not the sequential solver's bits (the order of the sums differs, and the sequential solver
 * keeps a cell {@code min(drop, rise)} above its receiver where this keeps it {@code rise} above),
 * within a millimetre of its heights on the samples. GL thread only.
 */
final class StreamPowerOnGpu {
    /** Invocations of a work group ({@code stream_power.comp}'s local size). */
    private static final int GROUP = 256;
    /** Most work groups of a dispatch's row. */
    private static final int MAX_GROUPS = 65535;
    /** Bytes of the largest buffer a cell (a chain: two doubles, a pointer, padding). */
    private static final int CHAIN_BYTES = 24;

    // The passes of stream_power.comp (its constants of the same names).
    private static final int RECEIVERS = 0;
    private static final int AREA_COPY = 1;
    private static final int AREA_ADD = 2;
    private static final int INCISE_START = 3;
    private static final int CHAIN_INCISE = 4;
    private static final int CHAIN_RAISE = 5;
    private static final int CHAIN_END = 6;
    private static final int RAISE_START = 7;
    private static final int DIFFUSE = 8;

    private final GlContext context;
    private final int width;
    private final int height;
    private final int cells;
    private final int rounds;
    private final ShaderProgram program;
    private GridBuffer heights;
    private GridBuffer scratch;
    private final GridBuffer receivers;
    private final GridBuffer[] jumps;
    private final GridBuffer[] chains;

    private StreamPowerOnGpu(GlContext context, int width, int height) {
        this.context = context;
        this.width = width;
        this.height = height;
        cells = width * height;
        rounds = 32 - Integer.numberOfLeadingZeros(Math.max(1, cells - 1));
        program = ShaderProgram.buildCompute(context, source("stream_power.comp"));
        heights = GridBuffer.create(context, 2L * cells);
        scratch = GridBuffer.create(context, 2L * cells);
        receivers = GridBuffer.create(context, cells);
        jumps = new GridBuffer[] {GridBuffer.create(context, 2L * cells), GridBuffer.create(context, 2L * cells)};
        chains = new GridBuffer[] {GridBuffer.create(context, 6L * cells), GridBuffer.create(context, 6L * cells)};
    }

    /**
     * Whether this solver runs {@code s} on a {@code w × h} grid in {@code context}: compute shaders
     * (OpenGL 4.3), a slope exponent of 1 (for another the update is not affine) and buffers the driver
     * allows.
     */
    static boolean supports(GlContext context, StreamPower.Settings s, int w, int h) {
        return context.info().atLeast(4, 3) && s.n() == 1.0
                && (long) CHAIN_BYTES * w * h <= glGetInteger64(GL_MAX_SHADER_STORAGE_BLOCK_SIZE);
    }

    /**
     * {@code steps} iterations of {@code dt} years from the filled heights {@code z} (row-major,
     * {@code w × h}); {@code diffusion} sets the substeps. Reports each iteration to {@code monitor} once
     * the GPU has finished the one before it.
     */
    static StreamPower.Result iterate(GlContext context, double[] z, int w, int h, double spacing,
                                      StreamPower.Settings s, int steps, double dt, Diffusion diffusion,
                                      SimulationMonitor monitor) {
        context.checkThread();
        StreamPowerOnGpu solver = new StreamPowerOnGpu(context, w, h);
        try {
            return solver.iterate(z, spacing, s, steps, dt, diffusion, monitor);
        } finally {
            solver.close();
        }
    }

    private StreamPower.Result iterate(double[] z, double spacing, StreamPower.Settings s, int steps, double dt,
                                       Diffusion diffusion, SimulationMonitor monitor) {
        heights.upload(z);
        program.use();
        program.setInt("u_width", width);
        program.setInt("u_height", height);
        program.setDouble("u_spacing", spacing);
        program.setDouble("u_diagonal", spacing * Math.sqrt(2));
        program.setDouble("u_uplift", s.uplift() * dt);
        program.setDouble("u_coefficient", s.erodibility() * dt);
        program.setFloat("u_m", (float) s.m());
        program.setDouble("u_rise", StreamPower.MIN_SLOPE * spacing);
        program.setDouble("u_rate", diffusion.rate());
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
        double[] after = heights.readDoubles(cells);
        int[] counted = jumps[0].read(2 * cells);
        double[] area = new double[cells];
        double cellArea = spacing * spacing;
        for (int i = 0; i < cells; i++) {
            area[i] = counted[2 * i] * cellArea;
        }
        return new StreamPower.Result(after, area);
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

    /** Receivers of the current heights and drainage areas (cell counts) into {@code jumps[0]}. */
    private void route() {
        heights.bind(0);
        receivers.bind(2);
        jumps[0].bind(3);
        pass(RECEIVERS);
        for (int r = 0; r < rounds; r++) {
            jumps[0].bind(3);
            jumps[1].bind(4);
            pass(AREA_COPY);
            pass(AREA_ADD);
            GridBuffer t = jumps[0];
            jumps[0] = jumps[1];
            jumps[1] = t;
        }
    }

    /** Starts chains with pass {@code start}, joins them {@link #rounds} times with {@code join}, writes the heights. */
    private void chain(int start, int join) {
        heights.bind(0);
        receivers.bind(2);
        jumps[0].bind(3);
        chains[0].bind(5);
        pass(start);
        for (int r = 0; r < rounds; r++) {
            chains[0].bind(5);
            chains[1].bind(6);
            pass(join);
            GridBuffer t = chains[0];
            chains[0] = chains[1];
            chains[1] = t;
        }
        chains[0].bind(5);
        pass(CHAIN_END);
    }

    /** One explicit diffusion substep, heights into scratch, then the two swap. */
    private void diffuse() {
        heights.bind(0);
        scratch.bind(1);
        pass(DIFFUSE);
        GridBuffer t = heights;
        heights = scratch;
        scratch = t;
    }

    private void pass(int pass) {
        program.setInt("u_pass", pass);
        int groups = (cells + GROUP - 1) / GROUP;
        int columns = Math.min(groups, MAX_GROUPS);
        glDispatchCompute(columns, (groups + columns - 1) / columns, 1);
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    }

    private void close() {
        program.close();
        for (GridBuffer b : new GridBuffer[] {heights, scratch, receivers, jumps[0], jumps[1], chains[0], chains[1]}) {
            b.close();
        }
    }
}
