package org.orogen.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.orogen.gl.GlContext;
import org.orogen.gl.Texture;

/**
 * {@code hydrology.flow}: depressions filled by priority-flood, then drainage area by multiple
 * flow direction routing (docs/algorithms.md, "Flow"). Runs on the CPU over the simulation grid
 * read back from the GPU (exact, deterministic, O(n log n)); the results go back as textures.
 */
public final class FlowAccumulation implements Simulation {
    public static final String TYPE = "hydrology.flow";

    /** Filled heights and drainage areas of one grid (row-major, row 0 = south). */
    public record Result(double[] filled, double[] area) {
    }

    /** No time steps: flow never cascades; it runs once on the finest grid a bake asks for. */
    @Override
    public long steps(SimulationGrid grid, Map<String, Double> parameters) {
        return 0;
    }

    /** Input and 3 outputs (RGBA32F); the CPU holds about 70 bytes per cell more while it runs. */
    @Override
    public int bytesPerCell() {
        return 4 * 16;
    }

    @Override
    public List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                            Refinement refinement, List<Texture> outputs, SimulationMonitor monitor) {
        monitor.checkCancelled();
        List<String> problems = new ArrayList<>();
        double exponent = Parameters.clamp(parameters, "exponent", 1.1, 0.0, 100.0, problems);
        double riverStart = Parameters.clamp(parameters, "riverStart", 1e5, 1e-6, 1e15, problems);
        double riverFull = Parameters.clamp(parameters, "riverFull", 1e7, 1e-6, 1e15, problems);
        double riverWidth = Parameters.clamp(parameters, "riverWidth", 10.0, 0.0, 1e4, problems);
        double widthExponent = Parameters.clamp(parameters, "widthExponent", 0.5, 0.0, 1.0, problems);
        if (riverFull <= riverStart) {
            problems.add("riverFull " + riverFull + " is not above riverStart " + riverStart + "; using 10 x");
            riverFull = riverStart * 10;
        }
        int w = grid.width();
        int h = grid.height();
        double l = grid.spacing();
        double[] height = GridTexels.values(input, w, h);
        monitor.progress(0.1, "filling depressions and routing flow");
        monitor.checkCancelled();
        Result r = compute(height, w, h, l, exponent);
        monitor.progress(0.8, "painting rivers");
        monitor.checkCancelled();
        double[] river = new RiverMask(riverStart, riverFull, riverWidth, widthExponent).paint(r.area(), w, h, l);
        monitor.progress(0.9, "storing the results");
        monitor.checkCancelled();
        outputs.get(0).upload(GridTexels.withGradient(r.area(), w, h, l));
        outputs.get(1).upload(GridTexels.withGradient(river, w, h, l));
        outputs.get(2).upload(GridTexels.withGradient(r.filled(), w, h, l));
        monitor.progress(1.0, "done");
        return problems;
    }

    /**
     * Priority-flood with a minimal rise (Barnes, Lehman, Mulla 2014, "+epsilon" variant): cells
     * are raised to their spill height plus a small increment, so every cell drains to the border;
     * then each cell, from the highest down, passes its area (its own l² plus what it received)
     * to its lower neighbours in proportion to tan(slope)^p × contour length (Freeman 1991,
     * Quinn et al. 1991).
     */
    public static Result compute(double[] height, int w, int h, double spacing, double exponent) {
        int n = w * h;
        double[] filled = PriorityFlood.fill(height, w, h, 1e-6 * spacing);
        Integer[] byHeight = new Integer[n];
        for (int i = 0; i < n; i++) {
            byHeight[i] = i;
        }
        java.util.Arrays.sort(byHeight, (a, b) -> {
            int c = Double.compare(filled[b], filled[a]);
            return c != 0 ? c : Integer.compare(a, b);
        });
        double[] area = new double[n];
        double cell = spacing * spacing;
        java.util.Arrays.fill(area, cell);
        double[] weight = new double[8];
        for (int c : byHeight) {
            int cx = c % w;
            int cy = c / w;
            double total = 0;
            for (int k = 0; k < 8; k++) {
                int x = cx + PriorityFlood.DX[k];
                int y = cy + PriorityFlood.DY[k];
                weight[k] = 0;
                if (x < 0 || y < 0 || x >= w || y >= h) {
                    continue;
                }
                double dist = k < 4 ? spacing : spacing * Math.sqrt(2);
                double drop = filled[c] - filled[y * w + x];
                if (drop > 0) {
                    weight[k] = Math.pow(drop / dist, exponent) * (k < 4 ? 0.5 : 0.354);
                    total += weight[k];
                }
            }
            if (total <= 0) {
                continue; // a border outlet or the lowest cell
            }
            for (int k = 0; k < 8; k++) {
                if (weight[k] > 0) {
                    area[(cy + PriorityFlood.DY[k]) * w + cx + PriorityFlood.DX[k]] += area[c] * weight[k] / total;
                }
            }
        }
        return new Result(filled, area);
    }
}
