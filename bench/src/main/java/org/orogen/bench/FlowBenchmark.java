package org.orogen.bench;

import java.util.Locale;
import org.orogen.simulation.FlowAccumulation;
import org.orogen.simulation.WaterLevel;

/**
 * The CPU hydrology at export sizes (docs/performance.md, "Flow at export sizes"): priority-flood
 * depression filling plus multiple-flow-direction drainage area ({@code hydrology.flow}'s
 * {@link FlowAccumulation#compute}) and the sea and lakes of {@code hydrology.water_level}
 * ({@link WaterLevel#compute}) on a SIZE² grid of 1 m cells. The terrain is a deterministic sum of
 * sines with pits (about 2 km of relief over the grid), made on the CPU and not timed. One run each
 * after one warm-up run at a quarter of the size (JIT).
 *
 * <pre>FlowBenchmark SIZE...</pre>
 */
public final class FlowBenchmark {
    private FlowBenchmark() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            System.err.println("usage: FlowBenchmark SIZE...   (grid side, e.g. 1025 4097 8193)");
            System.exit(2);
        }
        for (String arg : args) {
            int n = Integer.parseInt(arg);
            run(Math.max(n / 4, 64), false);
            run(n, true);
        }
    }

    private static void run(int n, boolean print) {
        double[] height = terrain(n);
        long t0 = System.nanoTime();
        FlowAccumulation.Result flow = FlowAccumulation.compute(height, n, n, 1.0, 1.1);
        long t1 = System.nanoTime();
        WaterLevel.Result water = WaterLevel.compute(height, n, n, 0.0, 1.0);
        long t2 = System.nanoTime();
        if (print) {
            double maxArea = 0;
            for (double a : flow.area()) {
                maxArea = Math.max(maxArea, a);
            }
            double lakes = 0;
            for (double l : water.lakes()) {
                lakes += l;
            }
            System.out.printf(Locale.ROOT, "%5d² (%.1f Mcells): flow (fill + MFD area) %7.2f s, water level %7.2f s;"
                    + " largest drainage area %.0f m², %.1f %% lake cells%n", n, n * (double) n / 1e6,
                    (t1 - t0) / 1e9, (t2 - t1) / 1e9, maxArea, 100 * lakes / ((double) n * n));
        }
    }

    /** About 2 km of relief across the grid: long waves, ridges and small pits, deterministic. */
    static double[] terrain(int n) {
        double[] h = new double[n * n];
        double scale = 2 * Math.PI / n;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                double u = x * scale;
                double v = y * scale;
                h[y * n + x] = 600 * Math.sin(1.3 * u) * Math.cos(0.9 * v) + 400 * Math.sin(3.7 * u + 2.1 * v)
                        + 150 * Math.sin(17.0 * u - 11.0 * v) + 40 * Math.cos(61.0 * u + 53.0 * v)
                        + 10 * Math.sin(211.0 * u) * Math.sin(197.0 * v) + 800 * (u + v) / (4 * Math.PI);
            }
        }
        return h;
    }
}
