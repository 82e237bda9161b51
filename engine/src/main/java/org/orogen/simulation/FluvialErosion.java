package org.orogen.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orogen.gl.GlContext;
import org.orogen.gl.RendererChoice;
import org.orogen.gl.GlInfo;
import org.orogen.gl.ShaderException;
import org.orogen.gl.Texture;

/**
 * {@code erosion.fluvial}: river incision by the stream power law with uplift (docs/algorithms.md,
 * "Fluvial erosion"): on the GPU ({@link StreamPowerOnGpu}, from the input texture to the output
 * textures) or on the CPU over the grid read back ({@link StreamPower}; {@link #onGpu} decides), the
 * same heights. Outputs: height, rivers (drainage area, logarithmic from 'channel area' to 100 times
 * it), eroded depth (metres).
 */
public final class FluvialErosion implements Simulation {
    public static final String TYPE = "erosion.fluvial";
    /** The rivers mask reaches 1 at this multiple of the channel area. */
    static final double RIVER_SPAN = 100;

    /** No explicit time steps: the implicit solver's iterations do not follow a stability bound. */
    @Override
    public long steps(SimulationGrid grid, Map<String, Double> parameters) {
        return 0;
    }

    /**
     * Runs on its own grid only; a finer bake up-samples it. Every iteration routes the whole grid on
     * the CPU (priority-flood, O(n log n)), too slow for export grids of tens of millions of cells.
     */
    @Override
    public boolean refinesToPixelSpacing() {
        return false;
    }

    /**
     * Input and 3 outputs (RGBA32F) and the GPU solver's buffers ({@link StreamPowerOnGpu#BYTES_PER_CELL});
     * where the CPU solver runs instead, it holds about 150 bytes per cell while it runs.
     */
    @Override
    public int bytesPerCell() {
        return 4 * 16 + StreamPowerOnGpu.BYTES_PER_CELL;
    }

    /** Reports progress and checks for cancellation after every solver iteration. */
    @Override
    public List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                            Refinement refinement, List<Texture> outputs, SimulationMonitor monitor) {
        monitor.checkCancelled();
        List<String> problems = new ArrayList<>();
        StreamPower.Settings settings = StreamPower.Settings.read(parameters, problems);
        double channel = Parameters.clamp(parameters, "channelArea", 1e5, 1e-6, 1e15, problems);
        int w = grid.width();
        int h = grid.height();
        if (onGpu(context, settings, w, h)) {
            List<String> onGpu = new ArrayList<>(problems);
            try {
                StreamPowerOnGpu.erode(context, input, w, h, grid.spacing(), settings, channel, outputs, onGpu,
                        monitor);
                return onGpu;
            } catch (ShaderException e) {
                problems.add("the GPU solver does not compile on this driver (" + e.infoLog().strip().lines()
                        .findFirst().orElse("no log") + "); solved on the CPU instead");
            }
        }
        double[] before = GridTexels.values(input, w, h);
        StreamPower.Result r = StreamPower.run(before, w, h, grid.spacing(), settings, problems, monitor);
        double[] eroded = new double[w * h];
        double[] rivers = new double[w * h];
        double lifted = settings.uplift() * settings.duration();
        for (int i = 0; i < eroded.length; i++) {
            eroded[i] = before[i] + (DrainageTree.isBorder(i, w, h) ? 0 : lifted) - r.height()[i];
            rivers[i] = Math.clamp(Math.log(r.area()[i] / channel) / Math.log(RIVER_SPAN), 0.0, 1.0);
        }
        double[][] values = {r.height(), rivers, eroded};
        for (int o = 0; o < values.length; o++) {
            outputs.get(o).upload(finite(GridTexels.withGradient(values[o], w, h, grid.spacing()), problems));
        }
        return problems;
    }

    /**
     * {@code -Dorogen.simulation.fluvialSolver}: {@code gpu} runs the solver on the GPU
     * ({@link StreamPowerOnGpu}) wherever it {@link StreamPowerOnGpu#supports supports} the run, {@code cpu}
     * on the CPU ({@link StreamPower}); by default GPUs run it and software renderers (llvmpipe) do not: its
     * dozens of dispatches an iteration cost them 20 to 70 times the CPU solver's time.
     */
    public static final String SOLVER_PROPERTY = "orogen.simulation.fluvialSolver";

    static boolean onGpu(GlContext context, StreamPower.Settings settings, int w, int h) {
        return wantsGpu(context.info(), settings) && StreamPowerOnGpu.supports(context, settings, w, h);
    }

    /** {@link #onGpu} as far as the renderer's strings and the property tell. */
    static boolean wantsGpu(GlInfo renderer, StreamPower.Settings settings) {
        boolean wanted = RendererChoice.of(SOLVER_PROPERTY, "gpu", "cpu", () -> !renderer.software());
        return wanted && StreamPowerOnGpu.supports(renderer, settings);
    }

    /**
     * {@link StreamPower#warmUp} with the node's parameters where the solver runs on the CPU; none where it
     * runs on the GPU.
     */
    @Override
    public Optional<Runnable> warmUp(Map<String, Double> parameters, GlInfo renderer) {
        StreamPower.Settings settings = StreamPower.Settings.read(parameters, new ArrayList<>());
        return wantsGpu(renderer, settings) ? Optional.empty() : Optional.of(() -> StreamPower.warmUp(settings));
    }

    /** Texels that overflowed float (heights near its range) become 0, reported. */
    private static float[] finite(float[] texels, List<String> problems) {
        int bad = 0;
        for (int i = 0; i < texels.length; i++) {
            if (!Float.isFinite(texels[i])) {
                texels[i] = 0;
                bad++;
            }
        }
        if (bad > 0) {
            problems.add(bad + " output values overflowed and were set to 0; keep heights within float range");
        }
        return texels;
    }
}
