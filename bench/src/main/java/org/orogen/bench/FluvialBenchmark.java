package org.orogen.bench;

import static org.lwjgl.opengl.GL11.glFinish;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.simulation.FluvialErosion;
import org.orogen.simulation.SimulationGrid;
import org.orogen.simulation.SimulationMonitor;

/**
 * {@code erosion.fluvial} on its GPU solver and its CPU solver (docs/performance.md, "Fluvial erosion on
 * the GPU"): the node's whole run ({@link FluvialErosion#run}: depression fill, the iterations, the three
 * outputs written) on a SIZE² grid of 32 m cells of synthetic hills (a dome to 1.3 km with ridges, valleys
 * and noise, made on the CPU and not timed), 200,000 years, erodibility 1e-5, diffusion 0.005 m²/yr (what
 * ridged_range runs), timed from a glFinish after the input's upload to a glFinish after the outputs.
 * Per size: one warm-up run of each solver, then RUNS runs of each, alternating; prints the times and the
 * largest difference between the two solvers' output heights. The solver is chosen as
 * {@code -Dorogen.simulation.fluvialSolver} does (the GPU solver where the context can run it).
 *
 * <pre>FluvialBenchmark [--runs RUNS] SIZE...</pre>
 */
public final class FluvialBenchmark {
    private static final Map<String, Double> RIDGED_RANGE = Map.of("duration", 200_000.0, "uplift", 0.0,
            "erodibility", 1e-5, "diffusion", 0.005, "cellSize", 32.0, "channelArea", 1e6);

    private FluvialBenchmark() {
    }

    public static void main(String[] args) {
        int runs = 3;
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--runs")) {
                runs = Integer.parseInt(args[++i]);
            } else {
                sizes.add(Integer.parseInt(args[i]));
            }
        }
        if (sizes.isEmpty()) {
            System.err.println("usage: FluvialBenchmark [--runs RUNS] SIZE...   (grid side, e.g. 257 513 1025)");
            System.exit(2);
        }
        try (GlThread gl = GlThread.start("fluvial-bench-gl")) {
            System.out.println("renderer: " + gl.info().renderer() + ", " + gl.info().version() + "; "
                    + Runtime.getRuntime().availableProcessors() + " processors");
            for (int n : sizes) {
                float[] hills = hills(n);
                List<Double> gpu = new ArrayList<>();
                List<Double> cpu = new ArrayList<>();
                float[][] heights = new float[2][];
                for (int run = -1; run < runs; run++) {
                    for (String solver : new String[] {"gpu", "cpu"}) {
                        Timed timed = gl.submit(context -> run(context, hills, n, solver)).join();
                        if (run >= 0) {
                            (solver.equals("gpu") ? gpu : cpu).add(timed.millis());
                        }
                        heights[solver.equals("gpu") ? 0 : 1] = timed.height();
                    }
                }
                double worst = 0;
                for (int i = 0; i < n * n; i++) {
                    worst = Math.max(worst, Math.abs(heights[0][4 * i] - heights[1][4 * i]));
                }
                System.out.printf(Locale.ROOT, "%5d²: GPU solver %s ms, CPU solver %s ms; output heights differ by"
                        + " at most %.3g m%n", n, list(gpu), list(cpu), worst);
            }
        }
    }

    private record Timed(double millis, float[] height) {
    }

    private static Timed run(GlContext context, float[] height, int n, String solver) {
        float[] texels = new float[4 * n * n];
        for (int i = 0; i < n * n; i++) {
            texels[4 * i] = height[i];
        }
        List<Texture> textures = new ArrayList<>();
        System.setProperty(FluvialErosion.SOLVER_PROPERTY, solver);
        try {
            for (int k = 0; k < 4; k++) {
                textures.add(Texture.create(context, n, n, TextureFormat.RGBA32F));
            }
            textures.getFirst().upload(texels);
            glFinish();
            long t0 = System.nanoTime();
            List<String> problems = new FluvialErosion().run(context, textures.getFirst(),
                    new SimulationGrid(0, 0, 32.0, n, n), RIDGED_RANGE, null, textures.subList(1, 4),
                    SimulationMonitor.NONE);
            glFinish();
            double millis = (System.nanoTime() - t0) / 1e6;
            if (!problems.isEmpty()) {
                System.out.println("problems: " + problems);
            }
            return new Timed(millis, textures.get(1).download());
        } finally {
            System.clearProperty(FluvialErosion.SOLVER_PROPERTY);
            textures.forEach(Texture::close);
        }
    }

    /** A dome to about 1.3 km with ridges, valleys and pits (deterministic). */
    private static float[] hills(int n) {
        float[] z = new float[n * n];
        java.util.Random random = new java.util.Random(3);
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                double dome = Math.sin(Math.PI * x / (n - 1)) * Math.sin(Math.PI * y / (n - 1));
                double u = x * 513.0 / n;
                double v = y * 513.0 / n;
                z[y * n + x] = (float) (20 + 1300 * dome + 140 * Math.sin(u * 0.037) * Math.cos(v * 0.029)
                        + 40 * Math.sin(u * 0.31 + v * 0.17) + 20 * random.nextDouble());
            }
        }
        return z;
    }

    private static String list(List<Double> millis) {
        StringBuilder out = new StringBuilder();
        for (double m : millis) {
            out.append(out.isEmpty() ? "" : " ").append(String.format(Locale.ROOT, "%.0f", m));
        }
        return out.toString();
    }
}
