package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** erosion.fluvial's CPU core (no GPU): steady state against the analytic slope, base level, limits. */
class StreamPowerTest {

    private static StreamPower.Settings settings(double years, double upliftMmPerYear, double k, double m, double n,
                                                 double kd) {
        return new StreamPower.Settings(years, upliftMmPerYear * 1e-3, k, m, n, kd);
    }

    /** Rough hills with pits: fBm-like sums of sines plus noise, 20 m to 420 m, border at 0 to 40 m. */
    static double[] hills(int w, int h, long seed) {
        Random random = new Random(seed);
        double[] z = new double[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double dome = Math.sin(Math.PI * x / (w - 1)) * Math.sin(Math.PI * y / (h - 1));
                z[y * w + x] = 20 + 300 * dome + 40 * Math.sin(x * 0.37) * Math.cos(y * 0.29)
                        + 20 * random.nextDouble();
            }
        }
        return z;
    }

    /** The JIT warm-up runs a whole solve on its synthetic grid (heights 0 to 840 m before): finite after. */
    @Test
    void theWarmUpSolvesItsSyntheticGrid() {
        double mean = StreamPower.warmUp(settings(500_000, 0.5, 2e-5, 0.5, 1.0, 0.01));
        assertTrue(Double.isFinite(mean) && mean > 0 && mean < 840, "mean height " + mean);
    }

    /**
     * The stack is one basin after another, cut into runs of whole basins: every cell comes after its
     * receiver, and in the same run, so passes may run the runs in parallel.
     */
    @Test
    void theStackRunsHoldWholeBasins() {
        int w = 301;
        int h = 257;
        DrainageTree tree = new DrainageTree(w, h, 10);
        tree.route(PriorityFlood.fill(hills(w, h, 5), w, h, StreamPower.MIN_SLOPE * 10));
        assertTrue(tree.chunks() > 1, "a grid of " + w * h + " cells is cut into runs: " + tree.chunks());
        int[] position = new int[w * h];
        int[] run = new int[w * h];
        java.util.Arrays.fill(position, -1);
        assertEquals(0, tree.chunkFrom(0));
        assertEquals(w * h, tree.chunkTo(tree.chunks() - 1));
        for (int c = 0; c < tree.chunks(); c++) {
            int first = tree.stack[tree.chunkFrom(c)];
            assertEquals(first, tree.receiver[first], "run " + c + " starts at an outlet");
            for (int k = tree.chunkFrom(c); k < tree.chunkTo(c); k++) {
                assertEquals(-1, position[tree.stack[k]], "cell " + tree.stack[k] + " twice in the stack");
                position[tree.stack[k]] = k;
                run[tree.stack[k]] = c;
            }
        }
        for (int i = 0; i < w * h; i++) {
            int r = tree.receiver[i];
            assertTrue(r == i || position[r] < position[i], "cell " + i + " before its receiver");
            assertEquals(run[r], run[i], "cell " + i + " and its receiver in one run");
        }
        // Built in parallel, in groups of outlets: the order of one breadth-first pass per outlet in turn.
        assertArrayEquals(basinByBasin(tree.receiver), tree.stack);
    }

    /** The stack one basin at a time: outlets in cell order, each basin breadth first, donors in cell order. */
    private static int[] basinByBasin(int[] receiver) {
        List<List<Integer>> donors = new ArrayList<>();
        for (int i = 0; i < receiver.length; i++) {
            donors.add(new ArrayList<>());
        }
        for (int i = 0; i < receiver.length; i++) {
            if (receiver[i] != i) {
                donors.get(receiver[i]).add(i);
            }
        }
        int[] stack = new int[receiver.length];
        int size = 0;
        for (int o = 0; o < receiver.length; o++) {
            if (receiver[o] == o) {
                int head = size;
                stack[size++] = o;
                for (; head < size; head++) {
                    for (int d : donors.get(stack[head])) {
                        stack[size++] = d;
                    }
                }
            }
        }
        return stack;
    }

    /** Runs of basins in parallel (the common pool) give the bits of one thread running them in order. */
    @Test
    void parallelBasinsGiveTheBitsOfOneThread() throws Exception {
        int w = 257;
        int h = 301;
        double[] z = hills(w, h, 11);
        StreamPower.Settings s = settings(2e5, 0.2, 2e-5, 0.5, 1.0, 0.01);
        StreamPower.Result parallel = StreamPower.run(z, w, h, 16, s, new ArrayList<>());
        java.util.concurrent.ForkJoinPool one = new java.util.concurrent.ForkJoinPool(1);
        try {
            StreamPower.Result serial = one.submit(() -> StreamPower.run(z, w, h, 16, s, new ArrayList<>())).get();
            assertArrayEquals(serial.height(), parallel.height(), 0.0);
            assertArrayEquals(serial.area(), parallel.area(), 0.0);
        } finally {
            one.shutdown();
        }
    }

    /**
     * A one-cell-wide valley between high walls, draining west to an outlet at 0 m: the cell x
     * columns from the outlet drains (w − 1 − x) cells, and at steady state the implicit scheme
     * holds S = (U / (K A^m))^(1/n) exactly (up to the convergence of the last steps).
     */
    @ParameterizedTest(name = "n = {0}")
    @ValueSource(doubles = {1.0, 2.0, 0.7})
    void steadyStateSlopeOfAValleyIsTheStreamPowerSlope(double n) {
        double u = 1.0;
        double k = 1e-4;
        StreamPower.Result r = StreamPower.run(valley(), VALLEY_WIDTH, 3, VALLEY_CELL, settings(1e8, u, k, 0.5, n, 0),
                new ArrayList<>());
        assertValleyAtSteadyState(r, u, k, n);
    }

    /** Cells along {@link #valley}, and their side in metres. */
    static final int VALLEY_WIDTH = 66;
    static final double VALLEY_CELL = 100;

    /** The valley of {@link #steadyStateSlopeOfAValleyIsTheStreamPowerSlope}: {@value #VALLEY_WIDTH} × 3 cells. */
    static double[] valley() {
        int w = VALLEY_WIDTH;
        double[] z = new double[w * 3];
        for (int y = 0; y < 3; y++) {
            for (int x = 0; x < w; x++) {
                boolean wall = (y != 1 || x == w - 1) && x != 0;
                z[y * w + x] = x == 0 ? 0 : wall ? 1e6 : 1 + x;
            }
        }
        return z;
    }

    /** The valley's drainage areas and, with uplift {@code u} mm/yr, erodibility {@code k}, m = 0.5, its slopes. */
    static void assertValleyAtSteadyState(StreamPower.Result r, double u, double k, double n) {
        int w = VALLEY_WIDTH;
        double l = VALLEY_CELL;
        for (int x = 1; x < w - 1; x++) {
            double area = (w - 1 - x) * l * l;
            assertEquals(area, r.area()[w + x], 1e-9 * area, "drainage area at x = " + x);
            double expected = Math.pow(u * 1e-3 / (k * Math.sqrt(area)), 1 / n);
            double slope = (r.height()[w + x] - r.height()[w + x - 1]) / l;
            assertEquals(expected, slope, 1e-6 * expected, "slope at x = " + x);
        }
    }

    /** On 2-D hills, after many response times, every channel cell's slope to its receiver is the steady-state slope. */
    @Test
    void steadyStateOnHillsHoldsTheStreamPowerSlopeEverywhere() {
        int w = 65;
        double l = 50;
        double u = 2.0;
        double k = 5e-5;
        StreamPower.Result r = StreamPower.run(hills(w, w, 7), w, w, l, settings(1e8, u, k, 0.5, 1, 0),
                new ArrayList<>());
        DrainageTree tree = new DrainageTree(w, w, l);
        tree.route(r.height());
        int checked = 0;
        int off = 0;
        double worst = 0;
        for (int i = 0; i < w * w; i++) {
            if (tree.isBorder(i)) {
                continue;
            }
            int rc = tree.receiver[i];
            double slope = (r.height()[i] - r.height()[rc]) / tree.distance[i];
            double expected = u * 1e-3 / (k * Math.sqrt(tree.area[i]));
            double error = Math.abs(slope - expected) / expected;
            worst = Math.max(worst, error);
            checked++;
            off += error > 1e-3 ? 1 : 0;
        }
        System.out.printf("stream power steady state on 65² hills: %d of %d cells off by > 0.1 %%, worst %.3g%n", off,
                checked, worst);
        assertTrue(off <= checked / 100, off + " of " + checked + " cells are not at the steady-state slope");
    }

    /** Heights never go below the base level (the lowest border cell) and every cell drains to the border. */
    @Test
    void heightsStayAboveTheBaseLevelAndDrain() {
        int w = 97;
        double l = 20;
        double[] z = hills(w, w, 11);
        double base = Double.MAX_VALUE;
        double top = -Double.MAX_VALUE;
        for (int i = 0; i < z.length; i++) {
            if (DrainageTree.isBorder(i, w, w)) {
                base = Math.min(base, z[i]);
            }
            top = Math.max(top, z[i]);
        }
        for (double kd : new double[] {0, 0.5}) {
            StreamPower.Result r = StreamPower.run(z, w, w, l, settings(2e6, 0, 1e-4, 0.5, 1, kd), new ArrayList<>());
            DrainageTree tree = new DrainageTree(w, w, l);
            tree.route(r.height());
            double eroded = 0;
            for (int i = 0; i < z.length; i++) {
                double v = r.height()[i];
                assertTrue(v >= base && v <= top + 1e-6, "cell " + i + " at " + v + " m leaves [" + base + ", " + top
                        + "] with kd " + kd);
                assertTrue(tree.isBorder(i) || tree.receiver[i] != i, "cell " + i + " is a pit with kd " + kd);
                if (DrainageTree.isBorder(i, w, w)) {
                    assertEquals(z[i], v, 0.0, "the border is the base level");
                }
                eroded += z[i] - v;
            }
            assertTrue(eroded / z.length > 10, "rivers cut on average " + eroded / z.length + " m with kd " + kd);
        }
    }

    @Test
    void runsAreBitIdentical() {
        int w = 80;
        double[] z = hills(w, 70, 3);
        StreamPower.Settings s = settings(3e5, 1, 3e-5, 0.45, 1.3, 0.05);
        StreamPower.Result one = StreamPower.run(z, w, 70, 12, s, new ArrayList<>());
        StreamPower.Result two = StreamPower.run(z.clone(), w, 70, 12, s, new ArrayList<>());
        assertArrayEquals(one.height(), two.height(), 0.0);
        assertArrayEquals(one.area(), two.area(), 0.0);
    }

    /** Every combination of the parameters' limits gives finite heights. */
    @Test
    void parameterLimitsGiveFiniteHeights() {
        int w = 33;
        double[] z = hills(w, w, 5);
        double[][] limits = {{0, 100}, {0, 100}, {0, 1}, {0, 2}, {0.5, 4}, {0, 100}};
        for (int mask = 0; mask < 64; mask++) {
            double[] p = new double[6];
            for (int j = 0; j < 6; j++) {
                p[j] = limits[j][(mask >> j) & 1];
            }
            double years = p[0] == 0 ? 0 : 1e8;
            List<String> problems = new ArrayList<>();
            StreamPower.Result r = StreamPower.run(z, w, w, 0.01, settings(years, p[1], p[2], p[3], p[4], p[5]),
                    problems);
            for (double v : r.height()) {
                assertTrue(Double.isFinite(v) && Math.abs(v) < 1e12, "height " + v + " for " + java.util.Arrays.toString(p));
            }
        }
    }

    /** Values outside what the solver runs with are clamped and reported by name. */
    @Test
    void badParametersAreClampedAndReported() {
        Map<String, Double> values = new HashMap<>();
        values.put("duration", Double.NaN);
        values.put("erodibility", -1.0);
        values.put("uplift", -3.0);
        values.put("n", 0.0);
        values.put("m", 0.5);
        List<String> problems = new ArrayList<>();
        StreamPower.Settings s = StreamPower.Settings.read(values, problems);
        assertEquals(500_000, s.duration());
        assertEquals(0, s.erodibility());
        assertEquals(0, s.uplift());
        assertEquals(0.5, s.n());
        assertEquals(0.5, s.m());
        assertEquals(4, problems.size(), problems::toString);
        assertTrue(problems.getFirst().startsWith("duration is NaN"), problems::toString);
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("erodibility -1.0 is outside")), problems::toString);
    }

    /** A diffusivity beyond the substep limit diffuses what it can and says so. */
    @Test
    void excessiveDiffusionIsLimitedAndReported() {
        List<String> problems = new ArrayList<>();
        StreamPower.run(hills(17, 17, 1), 17, 17, 1, settings(1e6, 0, 1e-5, 0.5, 1, 10), problems);
        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.getFirst().startsWith("diffusion needs "), problems::toString);
    }

    /** The iteration count depends on the grid only, bounded: a quarter of the side, 16 to 128. */
    @Test
    void iterationsAreAQuarterOfTheGridSideWithinBounds() {
        assertEquals(16, StreamPower.iterations(9, 9));
        assertEquals(33, StreamPower.iterations(129, 100));
        assertEquals(128, StreamPower.iterations(300, 509));
        assertEquals(128, StreamPower.iterations(513, 513));
        assertEquals(128, StreamPower.iterations(1025, 1025));
    }
}
