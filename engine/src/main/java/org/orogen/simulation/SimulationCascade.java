package org.orogen.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The levels a simulation runs on for one bake (docs/algorithms.md, "Coarse-to-fine cascade").
 * Level 0 is the node's own {@link SimulationGrid} (shared by the preview and every export); each
 * further level halves the spacing (cell {@code i} of level {@code k} is cell {@code 2i} of level
 * {@code k + 1}) until the bake's pixel spacing is reached. Level {@code k > 0} runs
 * {@code timeFraction(k)} of the node's simulated time, chosen so its cost (cells × steps) is at
 * most level 0's: {@code f_k = min(1, cells_0 · steps_0 / (cells_k · steps_k))}, with
 * {@code steps_k} the steps of a full run on level {@code k}, which the time step of each scheme's
 * stability bound sets ({@link Simulation#steps}).
 *
 * <p>A simulation without time steps does not cascade: its one level is the finest grid (flow,
 * water level; at most {@link Simulation#maxRefinedSide()} cells a side, unlimited for both) or its own grid (fluvial erosion;
 * {@link Simulation#refinesToPixelSpacing()}).
 *
 * @param grids         the levels' grids, coarsest first
 * @param timeFractions each level's simulated time as a fraction of the full time (1 for level 0)
 */
public record SimulationCascade(List<SimulationGrid> grids, List<Double> timeFractions) {
    /**
     * Largest grid side a simulation without time steps refines to by default
     * ({@link Simulation#maxRefinedSide()}), for a simulation whose cost makes export grids
     * impractical; finer bakes up-sample its result. Flow and water level run on the GPU and lift
     * it (docs/performance.md, "Flow at export sizes").
     */
    public static final int MAX_REFINED_SIDE = 2049;
    /** Finer levels at most: 2^10 × level 0's resolution (a limit on planning, not on memory). */
    public static final int MAX_FINER_LEVELS = 10;
    /**
     * GPU bytes per cell of a level beyond its simulation's own: the level's input as baked, the
     * lifted input and the up-sampled coarser outputs (3 RGBA32F textures).
     */
    public static final int CASCADE_BYTES_PER_CELL = 3 * 16;

    public SimulationCascade {
        grids = List.copyOf(grids);
        timeFractions = List.copyOf(timeFractions);
        if (grids.isEmpty() || grids.size() != timeFractions.size()) {
            throw new IllegalArgumentException("a cascade needs one time fraction per level");
        }
    }

    /**
     * The cascade of {@code simulation} from {@code level0} for a bake whose pixels are
     * {@code pixelSpacing} metres apart.
     */
    public static SimulationCascade plan(Simulation simulation, SimulationGrid level0, Map<String, Double> parameters,
                                         double pixelSpacing, SimulationDetail detail) {
        int finer = detail == SimulationDetail.COARSE ? 0 : finerLevels(level0.spacing(), pixelSpacing);
        long steps0 = simulation.steps(level0, parameters);
        if (steps0 <= 0) {
            int k = simulation.refinesToPixelSpacing() ? finer : 0;
            int cap = simulation.maxRefinedSide();
            while (k > 0 && Math.max(refine(level0, k).width(), refine(level0, k).height()) > cap) {
                k--;
            }
            return new SimulationCascade(List.of(refine(level0, k)), List.of(1.0));
        }
        List<SimulationGrid> grids = new ArrayList<>(List.of(level0));
        List<Double> fractions = new ArrayList<>(List.of(1.0));
        double cost0 = (double) level0.cells() * steps0;
        for (int k = 1; k <= finer; k++) {
            SimulationGrid g = refine(level0, k);
            double full = (double) g.cells() * Math.max(simulation.steps(g, parameters), 1);
            grids.add(g);
            fractions.add(Math.min(1.0, cost0 / full));
        }
        return new SimulationCascade(grids, fractions);
    }

    /** Levels of half spacing needed below {@code spacing} to reach {@code pixelSpacing} (0 when coarser). */
    static int finerLevels(double spacing, double pixelSpacing) {
        int k = 0;
        while (k < MAX_FINER_LEVELS && pixelSpacing > 0 && spacing / (1L << k) > pixelSpacing * (1 + 1e-9)) {
            k++;
        }
        return k;
    }

    /** Level {@code k} below {@code level0}: spacing / 2^k, (cells − 1) · 2^k + 1 a side, same corner. */
    public static SimulationGrid refine(SimulationGrid level0, int k) {
        long w = (long) (level0.width() - 1) * (1L << k) + 1;
        long h = (long) (level0.height() - 1) * (1L << k) + 1;
        if (w > Integer.MAX_VALUE || h > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("cascade level " + k + " would be " + w + " x " + h + " cells");
        }
        return new SimulationGrid(level0.minX(), level0.minY(), level0.spacing() / (1L << k), (int) w, (int) h);
    }

    public int levels() {
        return grids.size();
    }

    public SimulationGrid grid(int level) {
        return grids.get(level);
    }

    public double timeFraction(int level) {
        return timeFractions.get(level);
    }

    /** The simulated time of the levels before {@code level}, in units of the full time. */
    public double timeBefore(int level) {
        double sum = 0;
        for (int k = 0; k < level; k++) {
            sum += timeFractions.get(k);
        }
        return sum;
    }

    public SimulationGrid finest() {
        return grids.getLast();
    }

    /** Whether finer levels refine a level-0 run (false: one plain run, on {@link #finest()}). */
    public boolean refines() {
        return grids.size() > 1;
    }

    /**
     * GPU bytes level {@code level} needs while it runs: the simulation's own textures, the
     * cascade's (on finer levels), and {@code inputBytesPerCell} for the input stage's outputs.
     */
    public long bytes(int level, Simulation simulation, int inputBytesPerCell) {
        int cascade = level > 0 ? CASCADE_BYTES_PER_CELL : 0;
        return grid(level).cells() * (simulation.bytesPerCell() + cascade + inputBytesPerCell);
    }

    /** The levels up to and including {@code level}. */
    public SimulationCascade upTo(int level) {
        return new SimulationCascade(grids.subList(0, level + 1), timeFractions.subList(0, level + 1));
    }
}
