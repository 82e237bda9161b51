package org.orogen.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.orogen.gl.GlContext;
import org.orogen.gl.Texture;

/**
 * {@code hydrology.water_level}: the sea and the lakes of a terrain (docs/algorithms.md, "Water
 * level"). Lakes: depressions filled to their spill height by priority-flood without a rise,
 * kept where the depression is at least {@code lakeMinDepth} deep. Sea: the cells below sea level
 * that are connected to the domain's border through cells below sea level (a flood fill from the
 * border), so an enclosed basin below sea level is a lake or a dry basin, never sea. On a GPU with
 * compute shaders: {@link WaterLevelOnGpu}, the same bits as the CPU. On a software renderer
 * (llvmpipe), where the GPU passes' relaxations are slower than plain code, on the CPU over the
 * simulation grid read back, like {@link FlowAccumulation}.
 */
public final class WaterLevel implements Simulation {
    public static final String TYPE = "hydrology.water_level";

    /**
     * Water of one grid (row-major, row 0 = south).
     *
     * @param surface water surface (the height where dry), metres
     * @param depth   surface minus height, metres (0 where dry)
     * @param sea     1 on sea cells, else 0
     * @param lakes   1 on lake cells, else 0
     */
    public record Result(double[] surface, double[] depth, double[] sea, double[] lakes) {
        /** 1 where there is sea or a lake, else 0. */
        public double[] water() {
            double[] water = new double[sea.length];
            for (int i = 0; i < water.length; i++) {
                water[i] = Math.max(sea[i], lakes[i]);
            }
            return water;
        }
    }

    /** Relaxation dispatches of each field on the GPU (docs/performance.md reports them); all 0 on the CPU path. */
    public record Passes(int fill, int sea, int lakes) {
        static final Passes NONE = new Passes(0, 0, 0);
    }

    /** No time steps: water level never cascades; it runs once on the finest grid a bake asks for. */
    @Override
    public long steps(SimulationGrid grid, Map<String, Double> parameters) {
        return 0;
    }

    /**
     * The input and 5 outputs (RGBA32F, 96 bytes) and the GPU path's {@link FlowBuffers#PER_CELL}
     * words (24 bytes): 120 bytes a cell (7.5 GiB at 8193², 1.9 GiB at 4097²). The CPU path
     * (software renderers) holds the 96 bytes on the GPU and about 60 bytes a cell in Java.
     */
    @Override
    public int bytesPerCell() {
        return 6 * 16 + 4 * FlowBuffers.PER_CELL;
    }

    /** Water level refines to any export grid the memory budget allows ({@link SimulationCascade}). */
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
     * @param outputs water, sea, lakes, depth and surface (RGBA32F, the grid's size)
     * @param onGpu   the GPU passes ({@link WaterLevelOnGpu}); {@code false}: on the CPU over the
     *                grid read back ({@link #compute(double[], int, int, double, double)}), which
     *                {@link #run} takes on a software renderer
     */
    public static Passes compute(GlContext context, Texture input, SimulationGrid grid, Map<String, Double> parameters,
                                 List<Texture> outputs, SimulationMonitor monitor, List<String> problems,
                                 boolean onGpu) {
        monitor.checkCancelled();
        boolean sea = parameters.getOrDefault("hasSea", 0.0) != 0.0;
        double seaLevel = Parameters.clamp(parameters, "seaLevel", 0.0, -1e5, 1e5, problems);
        double lakeMinDepth = Parameters.clamp(parameters, "lakeMinDepth", 1.0, 0.0, 1e5, problems);
        double level = sea ? seaLevel : Double.NEGATIVE_INFINITY;
        if (onGpu) {
            return WaterLevelOnGpu.run(context, input, grid, level, lakeMinDepth, outputs, monitor, problems);
        }
        int w = grid.width();
        int h = grid.height();
        double l = grid.spacing();
        GridTexels.Values height = GridTexels.read(input, w, h);
        monitor.progress(0.1, "filling depressions and the sea");
        monitor.checkCancelled();
        Result r = compute(height.values(), w, h, level, lakeMinDepth);
        monitor.progress(0.9, "storing the results");
        monitor.checkCancelled();
        List<double[]> values = List.of(r.water(), r.sea(), r.lakes(), r.depth(), r.surface());
        for (int i = 0; i < values.size(); i++) {
            outputs.get(i).upload(GridTexels.withGradient(values.get(i), w, h, l));
        }
        GridTexels.reportNonFinite(TYPE, height.nonFinite(), problems);
        monitor.progress(1.0, "done");
        return Passes.NONE;
    }

    /**
     * The sea and lakes of {@code height} ({@code w × h}, row-major).
     *
     * @param seaLevel     metres; {@link Double#NEGATIVE_INFINITY} for no sea
     * @param lakeMinDepth a depression whose deepest point lies less than this below its spill
     *                     height holds no lake (metres, >= 0)
     */
    public static Result compute(double[] height, int w, int h, double seaLevel, double lakeMinDepth) {
        if (Double.isNaN(seaLevel) || seaLevel == Double.POSITIVE_INFINITY || !(lakeMinDepth >= 0)) {
            throw new IllegalArgumentException("sea level " + seaLevel + " m and lake minimum depth " + lakeMinDepth
                    + " m: the sea level must be finite (negative infinity for no sea) and the depth >= 0");
        }
        int n = w * h;
        double[] sea = seaFrom(height, w, h, seaLevel);
        double[] spill = PriorityFlood.fill(height, w, h, 0.0);
        double[] lakes = lakes(height, spill, sea, w, h, lakeMinDepth);
        double[] surface = height.clone();
        double[] depth = new double[n];
        for (int i = 0; i < n; i++) {
            if (sea[i] > 0) {
                surface[i] = seaLevel;
            } else if (lakes[i] > 0) {
                surface[i] = spill[i];
            }
            depth[i] = surface[i] - height[i];
        }
        return new Result(surface, depth, sea, lakes);
    }

    /** 1 on cells below {@code level} reached from the border through cells below it (8 neighbours). */
    private static double[] seaFrom(double[] height, int w, int h, double level) {
        double[] sea = new double[w * h];
        int[] stack = new int[w * h];
        int top = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = y * w + x;
                if ((x == 0 || y == 0 || x == w - 1 || y == h - 1) && height[i] < level) {
                    sea[i] = 1;
                    stack[top++] = i;
                }
            }
        }
        while (top > 0) {
            int c = stack[--top];
            for (int k = 0; k < 8; k++) {
                int x = c % w + PriorityFlood.DX[k];
                int y = c / w + PriorityFlood.DY[k];
                if (x >= 0 && y >= 0 && x < w && y < h && sea[y * w + x] == 0 && height[y * w + x] < level) {
                    sea[y * w + x] = 1;
                    stack[top++] = y * w + x;
                }
            }
        }
        return sea;
    }

    /**
     * 1 on the cells of every depression (8-connected cells under water at one spill height,
     * outside the sea) whose deepest point lies at least {@code minDepth} below its spill height.
     */
    private static double[] lakes(double[] height, double[] filled, double[] sea, int w, int h, double minDepth) {
        int n = w * h;
        double[] lakes = new double[n];
        boolean[] seen = new boolean[n];
        int[] members = new int[n];
        for (int start = 0; start < n; start++) {
            if (seen[start] || sea[start] > 0 || !(filled[start] > height[start])) {
                continue;
            }
            int count = 0;
            int next = 0;
            double deepest = 0;
            seen[start] = true;
            members[count++] = start;
            while (next < count) {
                int c = members[next++];
                deepest = Math.max(deepest, filled[c] - height[c]);
                for (int k = 0; k < 8; k++) {
                    int x = c % w + PriorityFlood.DX[k];
                    int y = c / w + PriorityFlood.DY[k];
                    int i = y * w + x;
                    if (x >= 0 && y >= 0 && x < w && y < h && !seen[i] && sea[i] == 0 && filled[i] > height[i]
                            && filled[i] == filled[start]) {
                        seen[i] = true;
                        members[count++] = i;
                    }
                }
            }
            if (deepest >= minDepth && deepest > 0) {
                for (int m = 0; m < count; m++) {
                    lakes[members[m]] = 1;
                }
            }
        }
        return lakes;
    }
}
