package org.orogen.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The CPU core of {@code erosion.fluvial}: the stream power law {@code ∂h/∂t = U − K·A^m·S^n},
 * solved with the implicit O(n) scheme of Braun and Willett (2013) along a single flow
 * {@link DrainageTree}, plus optional linear hillslope diffusion (docs/algorithms.md, "Fluvial
 * erosion"). Border cells are the base level: they keep their height and are not uplifted.
 * Deterministic: the same input gives the same bits.
 */
final class StreamPower {
    /** Fewest and most iterations; in between a quarter of the grid's longer side (docs/algorithms.md). */
    static final int MIN_ITERATIONS = 16;
    static final int MAX_ITERATIONS = 128;
    /** Most explicit diffusion substeps per iteration; a larger diffusivity is limited and reported. */
    static final int MAX_DIFFUSION_SUBSTEPS = 16;
    /** Least drop per cell length between a cell and its receiver: the rise of the depression fill (priority-flood). */
    static final double MIN_SLOPE = 1e-6;

    /**
     * The physical parameters.
     *
     * @param duration    simulated years
     * @param uplift      rock uplift, metres per year (the node's parameter is in mm/year)
     * @param erodibility K, m^(1−2m)/year (1/year for m = 0.5)
     * @param m           drainage area exponent
     * @param n           slope exponent
     * @param diffusion   hillslope diffusivity, m²/year
     */
    record Settings(double duration, double uplift, double erodibility, double m, double n, double diffusion) {
        /** The node's parameters, each clamped to the range the solver runs with (clamps are reported). */
        static Settings read(Map<String, Double> values, List<String> problems) {
            return new Settings(
                    Parameters.clamp(values, "duration", 500_000.0, 0.0, 1e8, problems),
                    Parameters.clamp(values, "uplift", 0.5, 0.0, 100.0, problems) * 1e-3,
                    Parameters.clamp(values, "erodibility", 2e-5, 0.0, 1.0, problems),
                    Parameters.clamp(values, "m", 0.5, 0.0, 2.0, problems),
                    Parameters.clamp(values, "n", 1.0, 0.5, 4.0, problems),
                    Parameters.clamp(values, "diffusion", 0.0, 0.0, 100.0, problems));
        }
    }

    /** Final heights and the drainage areas (m²) of the final heights' flow routing. */
    record Result(double[] height, double[] area) {
    }

    private StreamPower() {
    }

    /** Cells a side of {@link #warmUp}'s grid. */
    static final int WARM_UP_SIDE = 129;

    /**
     * A run with {@code s} on a {@value #WARM_UP_SIDE}² grid of 30 m cells (ridges and valleys on a dome,
     * with pits), for the JIT only: {@link #iterations} of that grid exercise every loop of a real run, so a real run
     * that follows starts with them compiled. Returns the result's mean height (to keep the work alive).
     */
    static double warmUp(Settings s) {
        return mean(run(warmUpGrid(), WARM_UP_SIDE, WARM_UP_SIDE, 30.0, s, new ArrayList<>()).height());
    }

    private static double[] warmUpGrid() {
        int side = WARM_UP_SIDE;
        double[] z = new double[side * side];
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                double dome = -3.0 * Math.hypot(x - side / 2, y - side / 2);
                z[y * side + x] = 500 + 300 * Math.sin(x * 0.11) * Math.cos(y * 0.07) + dome
                        + 40 * Math.sin(x * 0.9 + y * 1.3);
            }
        }
        return z;
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    /** Iterations for a grid of {@code w × h} cells: {@code clamp(ceil(max(w, h) / 4), 16, 128)}. */
    static int iterations(int w, int h) {
        return Math.clamp((Math.max(w, h) + 3) / 4, MIN_ITERATIONS, MAX_ITERATIONS);
    }

    /**
     * Erodes {@code height} (row-major, row 0 = south, finite) for {@code s.duration()} years in
     * {@link #iterations} implicit steps. Depressions are filled first (priority-flood), so
     * every cell drains to the border; the implicit update keeps each cell above its receiver.
     */
    static Result run(double[] height, int w, int h, double spacing, Settings s, List<String> problems) {
        return run(height, w, h, spacing, s, problems, SimulationMonitor.NONE);
    }

    /**
     * The iterations of a run on a {@code w × h} grid, on the CPU or the GPU: how many ({@link #iterations}),
     * their length in years and the diffusion.
     */
    record Schedule(int steps, double dt, Diffusion diffusion) {
        static Schedule of(int w, int h, double spacing, Settings s, List<String> problems) {
            int steps = s.duration() > 0 ? iterations(w, h) : 0;
            double dt = steps > 0 ? s.duration() / steps : 0;
            return new Schedule(steps, dt, new Diffusion(w, h, spacing, s.diffusion() * dt, problems));
        }
    }

    /** {@link #run(double[], int, int, double, Settings, List)}, reporting each iteration to {@code monitor}. */
    static Result run(double[] height, int w, int h, double spacing, Settings s, List<String> problems,
                      SimulationMonitor monitor) {
        double[] z = PriorityFlood.fill(height, w, h, MIN_SLOPE * spacing);
        Schedule schedule = Schedule.of(w, h, spacing, s, problems);
        int steps = schedule.steps();
        double dt = schedule.dt();
        Diffusion diffusion = schedule.diffusion();
        DrainageTree tree = new DrainageTree(w, h, spacing);
        for (int step = 0; step < steps; step++) {
            tree.route(z);
            incise(z, tree, s, dt);
            keepDraining(z, tree);
            if (diffusion.active()) {
                diffusion.apply(z);
                keepDraining(z, tree);
            }
            monitor.progress((step + 1.0) / steps, "iteration " + (step + 1) + " of " + steps);
            monitor.checkCancelled();
        }
        tree.route(z);
        return new Result(z, tree.area.clone());
    }

    /**
     * One implicit step from the outlets upstream: each cell is solved with its receiver's new height.
     * Basins in parallel ({@link DrainageTree#chunks}): a cell and its receiver share a basin.
     */
    static void incise(double[] z, DrainageTree tree, Settings s, double dt) {
        IntStream.range(0, tree.chunks()).parallel().forEach(chunk -> incise(z, tree, s, dt, chunk));
    }

    private static void incise(double[] z, DrainageTree tree, Settings s, double dt, int chunk) {
        double rise = dt * s.uplift();
        double coefficient = s.erodibility() * dt;
        double side = Math.pow(tree.spacing, s.n());
        double diagonal = Math.pow(tree.spacing * Math.sqrt(2), s.n());
        for (int k = tree.chunkFrom(chunk); k < tree.chunkTo(chunk); k++) {
            int i = tree.stack[k];
            if (tree.isBorder(i)) {
                continue;
            }
            double lifted = z[i] + rise;
            int r = tree.receiver[i];
            double drop = lifted - z[r];
            if (r == i || drop <= 0) {
                z[i] = lifted;
                continue;
            }
            double f = coefficient * (s.m() == 0.5 ? Math.sqrt(tree.area[i]) : Math.pow(tree.area[i], s.m()))
                    / (tree.distance[i] == tree.spacing ? side : diagonal);
            z[i] = z[r] + (s.n() == 1.0 ? drop / (1 + f) : solveDrop(drop, f, s.n()));
        }
    }

    /**
     * The drop {@code δ} to the receiver after the step: the root in (0, δ0] of
     * {@code δ − δ0 + f·δ^n = 0}, by Newton's method safeguarded with bisection (the root is
     * bracketed by 0 and δ0; the function is monotonic there).
     */
    static double solveDrop(double drop0, double f, double n) {
        double lo = 0;
        double hi = drop0;
        double x = drop0;
        for (int it = 0; it < 100; it++) {
            double p = Math.pow(x, n);
            double g = x - drop0 + f * p;
            if (g > 0) {
                hi = x;
            } else {
                lo = x;
            }
            double next = x - g / (1 + n * f * p / x);
            if (!(next > lo && next < hi)) {
                next = 0.5 * (lo + hi);
            }
            if (Math.abs(next - x) <= 1e-13 * drop0 || hi - lo <= 1e-13 * drop0) {
                return next;
            }
            x = next;
        }
        return x;
    }

    /**
     * Raises every cell to at least the priority-flood's rise ({@link #MIN_SLOPE} per cell length) above
     * its receiver, along the stack, outlets first: after incision (rounding, or an incision close to the
     * receiver's height, could level a cell with its receiver after long erosion without uplift) and after
     * diffusion (which can leave a cell at or below its receiver), so every cell keeps draining to the
     * border without a new priority-flood. {@link StreamPowerOnGpu} computes the same maximum along the
     * receiver chains.
     */
    private static void keepDraining(double[] z, DrainageTree tree) {
        double rise = MIN_SLOPE * tree.spacing;
        IntStream.range(0, tree.chunks()).parallel().forEach(chunk -> {
            for (int k = tree.chunkFrom(chunk); k < tree.chunkTo(chunk); k++) {
                int i = tree.stack[k];
                int r = tree.receiver[i];
                if (r != i) {
                    z[i] = Math.max(z[i], z[r] + rise);
                }
            }
        });
    }
}
