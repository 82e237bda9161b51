package org.orogen.simulation;

import static org.lwjgl.opengl.GL43.GL_ALL_BARRIER_BITS;
import static org.lwjgl.opengl.GL43.glMemoryBarrier;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.orogen.gl.GlContext;
import org.orogen.gl.Texture;

/**
 * {@code hydrology.flow}: depressions filled by priority-flood, then drainage area by multiple
 * flow direction routing (docs/algorithms.md, "Flow"). Runs on the CPU over the simulation grid
 * read back from the GPU (exact, deterministic, O(n log n)); the results go back as textures.
 */
public final class FlowAccumulation implements Simulation {
    public static final String TYPE = "hydrology.flow";
    private static final int[] DX = {1, -1, 0, 0, 1, -1, -1, 1};
    private static final int[] DY = {0, 0, 1, -1, 1, -1, 1, -1};

    /** Filled heights and drainage areas of one grid (row-major, row 0 = south). */
    public record Result(double[] filled, double[] area) {
    }

    @Override
    public List<String> run(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                            List<Texture> outputs) {
        List<String> problems = new ArrayList<>();
        double exponent = Parameters.clamp(parameters, "exponent", 1.1, 0.0, 100.0, problems);
        double riverStart = Parameters.clamp(parameters, "riverStart", 1e5, 1e-6, 1e15, problems);
        double riverFull = Parameters.clamp(parameters, "riverFull", 1e7, 1e-6, 1e15, problems);
        if (riverFull <= riverStart) {
            problems.add("riverFull " + riverFull + " is not above riverStart " + riverStart + "; using 10 x");
            riverFull = riverStart * 10;
        }
        int w = grid.width();
        int h = grid.height();
        glMemoryBarrier(GL_ALL_BARRIER_BITS);
        float[] texels = input.download();
        double[] height = new double[w * h];
        for (int i = 0; i < height.length; i++) {
            float v = texels[4 * i];
            height[i] = Float.isFinite(v) ? v : 0.0;
        }
        Result r = compute(height, w, h, grid.spacing(), exponent);
        double lo = Math.log(riverStart);
        double span = Math.log(riverFull) - lo;
        double[] river = new double[w * h];
        for (int i = 0; i < river.length; i++) {
            river[i] = Math.clamp((Math.log(r.area()[i]) - lo) / span, 0.0, 1.0);
        }
        outputs.get(0).upload(withGradient(r.area(), w, h, grid.spacing()));
        outputs.get(1).upload(withGradient(river, w, h, grid.spacing()));
        outputs.get(2).upload(withGradient(r.filled(), w, h, grid.spacing()));
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
        double[] filled = height.clone();
        boolean[] done = new boolean[n];
        PriorityQueue<long[]> open = new PriorityQueue<>((a, b) -> {
            int c = Double.compare(Double.longBitsToDouble(a[0]), Double.longBitsToDouble(b[0]));
            return c != 0 ? c : Long.compare(a[1], b[1]);
        });
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
                    int i = y * w + x;
                    done[i] = true;
                    open.add(new long[] {Double.doubleToLongBits(filled[i]), i, i});
                }
            }
        }
        double rise = 1e-6 * spacing;
        long order = n; // ties pop first in, first out: deterministic
        while (!open.isEmpty()) {
            long[] top = open.poll();
            int c = (int) top[2];
            int cx = c % w;
            int cy = c / w;
            for (int k = 0; k < 8; k++) {
                int x = cx + DX[k];
                int y = cy + DY[k];
                if (x < 0 || y < 0 || x >= w || y >= h || done[y * w + x]) {
                    continue;
                }
                int i = y * w + x;
                done[i] = true;
                filled[i] = Math.max(filled[i], filled[c] + rise);
                open.add(new long[] {Double.doubleToLongBits(filled[i]), order++, i});
            }
        }
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
                int x = cx + DX[k];
                int y = cy + DY[k];
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
                    area[(cy + DY[k]) * w + cx + DX[k]] += area[c] * weight[k] / total;
                }
            }
        }
        return new Result(filled, area);
    }

    /**
     * RGBA texels (value, d/dx, d/dy, 0) with central differences, rows bottom-up: the layout of
     * every simulation output computed on the CPU.
     */
    static float[] withGradient(double[] v, int w, int h, double spacing) {
        float[] out = new float[4 * w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int e = Math.min(x + 1, w - 1);
                int west = Math.max(x - 1, 0);
                int north = Math.min(y + 1, h - 1);
                int south = Math.max(y - 1, 0);
                int i = 4 * (y * w + x);
                out[i] = (float) v[y * w + x];
                out[i + 1] = (float) ((v[y * w + e] - v[y * w + west]) / ((e - west) * spacing));
                out[i + 2] = (float) ((v[north * w + x] - v[south * w + x]) / ((north - south) * spacing));
            }
        }
        return out;
    }
}
