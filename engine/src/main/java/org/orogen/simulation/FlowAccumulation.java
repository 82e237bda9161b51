package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_ALL_BARRIER_BITS;
import static org.lwjgl.opengl.GL43.GL_RGBA32F;
import static org.lwjgl.opengl.GL43.GL_WRITE_ONLY;
import static org.lwjgl.opengl.GL43.glBindImageTexture;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.orogen.gl.GlContext;
import org.orogen.gl.ShaderProgram;
import org.orogen.gl.Texture;

/**
 * {@code hydrology.flow}: depressions filled to their spill heights, drainage area by multiple
 * flow direction routing and the river mask (docs/algorithms.md, "Flow"). On a GPU with compute
 * shaders: {@link FlowFill}, {@link FlowRouting}, {@link RiverPainter}, deterministic bit for bit
 * run to run (fixed points reached by relaxation, no float atomics). On a software renderer
 * (llvmpipe), where those relaxations are about 10 times slower than plain code, on the CPU:
 * {@link FlowOnCpu} and {@link RiverBrushfire} over the grid read back, the same fields.
 */
public final class FlowAccumulation implements Simulation {
    public static final String TYPE = "hydrology.flow";

    /** Relaxation dispatches of each field (docs/performance.md reports them); all 0 on the CPU path. */
    public record Passes(int fill, int flats, int area) {
        static final Passes NONE = new Passes(0, 0, 0);
    }

    /** No time steps: flow never cascades; it runs once on the finest grid a bake asks for. */
    @Override
    public long steps(SimulationGrid grid, Map<String, Double> parameters) {
        return 0;
    }

    /**
     * The input and 3 outputs (RGBA32F, 64 bytes) and {@link FlowBuffers#PER_CELL} words of the
     * flow's own buffers (24 bytes): 88 bytes a cell (5.5 GiB at 8193², 1.4 GiB at 4097²).
     */
    @Override
    public int bytesPerCell() {
        return 4 * 16 + 4 * FlowBuffers.PER_CELL;
    }

    /** Flow refines to any export grid the memory budget allows ({@link SimulationCascade}). */
    @Override
    public int maxRefinedSide() {
        return Integer.MAX_VALUE;
    }

    @Override
    public List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                            Refinement refinement, List<Texture> outputs, SimulationMonitor monitor) {
        List<String> problems = new ArrayList<>();
        compute(context, input, grid, parameters, outputs, monitor, problems, !context.info().software());
        return problems;
    }

    /**
     * {@link #run}, returning the relaxation dispatches; problems go to {@code problems}.
     *
     * @param outputs area, river and filled height (RGBA32F, the grid's size)
     * @param onGpu   the GPU passes; {@code false}: the CPU path ({@link #run} takes it on a software renderer)
     */
    public static Passes compute(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                                 List<Texture> outputs, SimulationMonitor monitor, List<String> problems,
                                 boolean onGpu) {
        monitor.checkCancelled();
        double exponent = Parameters.clamp(parameters, "exponent", 1.1, 0.0, 100.0, problems);
        double riverStart = Parameters.clamp(parameters, "riverStart", 1e5, 1e-6, 1e15, problems);
        double riverFull = Parameters.clamp(parameters, "riverFull", 1e7, 1e-6, 1e15, problems);
        double riverWidth = Parameters.clamp(parameters, "riverWidth", 10.0, 0.0, 1e4, problems);
        double widthExponent = Parameters.clamp(parameters, "widthExponent", 0.5, 0.0, 1.0, problems);
        if (riverFull <= riverStart) {
            problems.add("riverFull " + riverFull + " is not above riverStart " + riverStart + "; using 10 x");
            riverFull = riverStart * 10;
        }
        RiverMask rivers = new RiverMask(riverStart, riverFull, riverWidth, widthExponent);
        if (!onGpu) {
            onCpu(input, grid, exponent, rivers, outputs, monitor, problems);
            return Passes.NONE;
        }
        glMemoryBarrier(GL_ALL_BARRIER_BITS);
        try (FlowBuffers buffers = new FlowBuffers(context, grid);
             TileRelaxation relaxation = new TileRelaxation(context, grid, TYPE)) {
            monitor.progress(0.05, "filling depressions");
            int[] fill = FlowFill.run(context, input, grid, buffers, relaxation, monitor, problems);
            monitor.progress(0.5, "routing flow");
            int area = FlowRouting.run(context, grid, exponent, buffers, relaxation, monitor, problems);
            monitor.progress(0.9, "painting rivers");
            monitor.checkCancelled();
            RiverPainter.run(context, grid, rivers, buffers);
            writeOutputs(context, grid, buffers, outputs);
            GridTexels.reportNonFinite(TYPE, Integer.toUnsignedLong(buffers.status.read(1)[0]), problems);
            monitor.progress(1.0, "done");
            return new Passes(fill[0], fill[1], area);
        }
    }

    private static void onCpu(Texture input, SimulationGrid grid, double exponent, RiverMask rivers,
                              List<Texture> outputs, SimulationMonitor monitor, List<String> problems) {
        int w = grid.width();
        int h = grid.height();
        double l = grid.spacing();
        GridTexels.Values height = GridTexels.read(input, w, h);
        FlowOnCpu.Result flow = FlowOnCpu.compute(height.values(), w, h, l, exponent, monitor);
        monitor.progress(0.9, "painting rivers");
        monitor.checkCancelled();
        double[] river = RiverBrushfire.paint(rivers, flow.area(), w, h, l);
        outputs.get(0).upload(GridTexels.withGradient(flow.area(), w, h, l));
        outputs.get(1).upload(GridTexels.withGradient(river, w, h, l));
        outputs.get(2).upload(GridTexels.withGradient(flow.filled(), w, h, l));
        GridTexels.reportNonFinite(TYPE, height.nonFinite(), problems);
        monitor.progress(1.0, "done");
    }

    private static void writeOutputs(GlContext context, SimulationGrid grid, FlowBuffers buffers,
                                     List<Texture> outputs) {
        buffers.terrain.bind(0); // the river mask by now
        buffers.filled.bind(1);
        buffers.area.bind(3);
        ShaderProgram output = FlowShaders.build(context, "flow_output.comp", null);
        try {
            FlowShaders.use(output, grid);
            for (int i = 0; i < 3; i++) {
                glBindImageTexture(i, outputs.get(i).id(), 0, false, 0, GL_WRITE_ONLY, GL_RGBA32F);
            }
            FlowShaders.dispatchCells(grid);
            glMemoryBarrier(GL_ALL_BARRIER_BITS);
        } finally {
            for (int i = 0; i < 3; i++) {
                glBindImageTexture(i, 0, 0, false, 0, GL_WRITE_ONLY, GL_RGBA32F);
            }
        }
    }
}
