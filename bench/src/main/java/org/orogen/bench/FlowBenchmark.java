package org.orogen.bench;

import static org.lwjgl.opengl.GL11.glFinish;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.simulation.FlowAccumulation;
import org.orogen.simulation.SimulationGrid;
import org.orogen.simulation.SimulationMonitor;
import org.orogen.simulation.WaterLevel;

/**
 * {@code hydrology.flow} at export sizes (docs/performance.md, "Flow at export sizes"):
 * {@link FlowAccumulation#compute} (exact depression fill, flat distances, multiple flow
 * direction drainage area, river mask, the outputs written) on a SIZE² grid of 1 m cells, on the
 * path the node takes on this renderer (the CPU on a software renderer, else the GPU passes) or the
 * one {@code --gpu} / {@code --cpu} forces, timed from a glFinish after the input's upload to a
 * glFinish after the outputs are written (the CPU path's readback and upload included). The
 * phases are timed by a monitor that calls glFinish at each phase change (a few extra waits). The
 * terrain is a deterministic sum of sines with pits (about 2 km of relief over the grid), made on
 * the CPU and not timed. One run each after one warm-up run at a quarter of the size (shader
 * compilation, JIT). With {@code --water}, also {@code hydrology.water_level} (sea level 0 m,
 * lakes from 1 m) on the same terrain: on the same path as the flow ({@link WaterLevel#compute(GlContext,
 * Texture, SimulationGrid, Map, List, SimulationMonitor, List, boolean)}, timed like the flow, after
 * a warm-up at a quarter of the size), and its CPU core ({@link WaterLevel#compute(double[], int,
 * int, double, double)}, heights in memory) for comparison, with both paths' lake cell counts.
 *
 * <pre>FlowBenchmark [--water] [--gpu | --cpu] SIZE...</pre>
 */
public final class FlowBenchmark {
    private FlowBenchmark() {
    }

    public static void main(String[] args) {
        boolean water = false;
        Boolean forced = null;
        List<Integer> sizes = new ArrayList<>();
        for (String arg : args) {
            switch (arg) {
                case "--water" -> water = true;
                case "--gpu" -> forced = true;
                case "--cpu" -> forced = false;
                default -> sizes.add(Integer.parseInt(arg));
            }
        }
        if (sizes.isEmpty()) {
            System.err.println("usage: FlowBenchmark [--water] [--gpu | --cpu] SIZE...   (grid side, e.g. 1025 4097"
                    + " 8193; the path defaults to the one hydrology.flow takes on this renderer)");
            System.exit(2);
        }
        try (GlThread gl = GlThread.start("flow-bench-gl")) {
            boolean onGpu = forced != null ? forced : !gl.info().software();
            System.out.println("renderer: " + gl.info().renderer() + ", " + gl.info().version() + "; flow on the "
                    + (onGpu ? "GPU" : "CPU"));
            for (int n : sizes) {
                float[] small = terrain(Math.max(n / 4, 64));
                gl.submit(context -> run(context, small, Math.max(n / 4, 64), onGpu)).join();
                float[] height = terrain(n);
                String line = gl.submit(context -> run(context, height, n, onGpu)).join();
                if (water) {
                    gl.submit(context -> water(context, small, Math.max(n / 4, 64), onGpu)).join();
                    line += gl.submit(context -> water(context, height, n, onGpu)).join();
                    line += water(height, n);
                }
                System.out.println(line);
            }
        }
    }

    private static String run(GlContext context, float[] height, int n, boolean onGpu) {
        float[] texels = new float[4 * n * n];
        for (int i = 0; i < n * n; i++) {
            texels[4 * i] = height[i];
        }
        List<Texture> textures = new ArrayList<>();
        try {
            for (int k = 0; k < 4; k++) {
                textures.add(Texture.create(context, n, n, TextureFormat.RGBA32F));
            }
            textures.getFirst().upload(texels);
            PhaseClock clock = new PhaseClock();
            glFinish();
            long t0 = System.nanoTime();
            clock.start(t0);
            List<String> problems = new ArrayList<>();
            FlowAccumulation.Passes passes = FlowAccumulation.compute(context, textures.getFirst(),
                    new SimulationGrid(0, 0, 1.0, n, n), Map.of(), textures.subList(1, 4), clock, problems, onGpu);
            glFinish();
            long t1 = System.nanoTime();
            float[] area = textures.get(1).download();
            float[] filled = textures.get(3).download();
            double largest = 0;
            long raised = 0;
            for (int i = 0; i < n * n; i++) {
                largest = Math.max(largest, area[4 * i]);
                raised += filled[4 * i] > height[i] ? 1 : 0;
            }
            StringBuilder phases = new StringBuilder();
            clock.phases.forEach((name, s) -> phases.append(String.format(Locale.ROOT, "%s %.3f s, ", name, s)));
            return String.format(Locale.ROOT, "%5d² (%.1f Mcells): flow on the %s %7.3f s (%spasses: fill %d,"
                            + " flats %d, area %d); largest drainage area %.0f m², %.1f %% cells raised%s", n,
                    n * (double) n / 1e6, onGpu ? "GPU" : "CPU", (t1 - t0) / 1e9, phases, passes.fill(),
                    passes.flats(), passes.area(),
                    largest, 100.0 * raised / ((double) n * n), problems.isEmpty() ? "" : "; problems: " + problems);
        } finally {
            textures.forEach(Texture::close);
        }
    }

    private static final Map<String, Double> WATER = Map.of("hasSea", 1.0, "seaLevel", 0.0, "lakeMinDepth", 1.0);

    private static String water(GlContext context, float[] height, int n, boolean onGpu) {
        float[] texels = new float[4 * n * n];
        for (int i = 0; i < n * n; i++) {
            texels[4 * i] = height[i];
        }
        List<Texture> textures = new ArrayList<>();
        try {
            for (int k = 0; k < 6; k++) {
                textures.add(Texture.create(context, n, n, TextureFormat.RGBA32F));
            }
            textures.getFirst().upload(texels);
            glFinish();
            long t0 = System.nanoTime();
            List<String> problems = new ArrayList<>();
            WaterLevel.Passes passes = WaterLevel.compute(context, textures.getFirst(),
                    new SimulationGrid(0, 0, 1.0, n, n), WATER, textures.subList(1, 6), SimulationMonitor.NONE,
                    problems, onGpu);
            glFinish();
            long t1 = System.nanoTime();
            float[] lakes = textures.get(3).download();
            long count = 0;
            for (int i = 0; i < n * n; i++) {
                count += lakes[4 * i] > 0 ? 1 : 0;
            }
            return String.format(Locale.ROOT, "; water level on the %s %.3f s (passes: fill %d, sea %d, lakes %d),"
                            + " %d lake cells%s", onGpu ? "GPU" : "CPU", (t1 - t0) / 1e9, passes.fill(), passes.sea(),
                    passes.lakes(), count, problems.isEmpty() ? "" : "; problems: " + problems);
        } finally {
            textures.forEach(Texture::close);
        }
    }

    private static String water(float[] height, int n) {
        double[] h = new double[n * n];
        for (int i = 0; i < h.length; i++) {
            h[i] = height[i];
        }
        long t0 = System.nanoTime();
        WaterLevel.Result water = WaterLevel.compute(h, n, n, WATER.get("seaLevel"), WATER.get("lakeMinDepth"));
        long t1 = System.nanoTime();
        long lakes = 0;
        for (double l : water.lakes()) {
            lakes += (long) l;
        }
        return String.format(Locale.ROOT, "; its CPU core %.2f s, %d lake cells (%.1f %%)", (t1 - t0) / 1e9,
                lakes, 100.0 * lakes / ((double) n * n));
    }

    /** Times each phase the flow reports (glFinish at each change of message), in order. */
    private static final class PhaseClock implements SimulationMonitor {
        final Map<String, Double> phases = new LinkedHashMap<>();
        private String phase;
        private long since;

        void start(long now) {
            since = now;
        }

        @Override
        public void progress(double fraction, String message) {
            if (message.equals(phase)) {
                return;
            }
            glFinish();
            long now = System.nanoTime();
            if (phase != null) {
                phases.merge(phase, (now - since) / 1e9, Double::sum);
            }
            phase = message;
            since = now;
        }

        @Override
        public boolean cancelled() {
            return false;
        }
    }

    /** About 2 km of relief across the grid: long waves, ridges and small pits, deterministic. */
    static float[] terrain(int n) {
        float[] h = new float[n * n];
        double scale = 2 * Math.PI / n;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                double u = x * scale;
                double v = y * scale;
                h[y * n + x] = (float) (600 * Math.sin(1.3 * u) * Math.cos(0.9 * v) + 400 * Math.sin(3.7 * u + 2.1 * v)
                        + 150 * Math.sin(17.0 * u - 11.0 * v) + 40 * Math.cos(61.0 * u + 53.0 * v)
                        + 10 * Math.sin(211.0 * u) * Math.sin(197.0 * v) + 800 * (u + v) / (4 * Math.PI));
            }
        }
        return h;
    }
}
