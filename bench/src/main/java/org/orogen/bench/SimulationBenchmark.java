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
import org.orogen.simulation.CascadeLift;
import org.orogen.simulation.HydraulicErosion;
import org.orogen.simulation.Refinement;
import org.orogen.simulation.Simulation;
import org.orogen.simulation.SimulationCascade;
import org.orogen.simulation.SimulationDetail;
import org.orogen.simulation.SimulationGrid;
import org.orogen.simulation.SimulationMonitor;
import org.orogen.simulation.ThermalErosion;
import org.orogen.measure.Correlation;

/**
 * Cost of the coarse-to-fine simulation cascade per level (issue 12), not a unit test: for
 * erosion.thermal and erosion.hydraulic with default parameters, level 0 of LEVEL0² cells of 8 m
 * and the finer levels an export of SIZE² pixels over the same world adds; the input is a
 * deterministic sum of sines with detail down to 8 m, computed on the CPU for each level. Prints each
 * level's grid, steps, time fraction, GPU memory and wall time (lift + run, glFinish on both sides),
 * and the step a run stopped at when it converged before its step count.
 *
 * <pre>
 * java --enable-native-access=ALL-UNNAMED -Xmx8g -cp "bench/target/bench-*.jar:bench/target/lib/*" \
 *   org.orogen.bench.SimulationBenchmark [--level0 N] [--only thermal|hydraulic] SIZE
 * </pre>
 */
public final class SimulationBenchmark {
    private static final double SPACING = 8.0;

    private SimulationBenchmark() {
    }

    public static void main(String[] args) {
        int size = 4097;
        int level0Side = 1025;
        String only = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--level0" -> level0Side = Integer.parseInt(args[++i]);
                case "--only" -> only = args[++i];
                default -> size = Integer.parseInt(args[i]);
            }
        }
        SimulationGrid level0 = new SimulationGrid(0, 0, SPACING, level0Side, level0Side);
        double world = (level0Side - 1) * SPACING;
        double pixel = world / (size - 1);
        try (GlThread gl = GlThread.start("simulation-bench-gl")) {
            System.out.println("renderer: " + gl.info().renderer() + ", " + gl.info().version());
            System.out.printf(Locale.ROOT, "world %.0f m, level 0 %d² of %.0f m, export %d² (%.3f m pixels)%n", world,
                    level0Side, SPACING, size, pixel);
            for (Simulation s : List.of(new ThermalErosion(), new HydraulicErosion())) {
                String name = s instanceof ThermalErosion ? "thermal" : "hydraulic";
                if (only != null && !only.equals(name)) {
                    continue;
                }
                SimulationCascade cascade = SimulationCascade.plan(s, level0, Map.of(), pixel, SimulationDetail.CASCADE);
                int outputs = s instanceof ThermalErosion ? 2 : 4;
                gl.submit(context -> {
                    run(context, name, s, cascade, outputs);
                    return null;
                }).join();
            }
        }
    }

    /** Keeps the simulation's last progress message ("converged at step k of n" when it stopped early). */
    private static final class LastMessage implements SimulationMonitor {
        String message = "";

        @Override
        public void progress(double fraction, String message) {
            this.message = message;
        }

        @Override
        public boolean cancelled() {
            return false;
        }
    }

    private static void run(GlContext context, String name, Simulation s, SimulationCascade cascade, int outputs) {
        double total = 0;
        float[][] level0 = null;
        List<Texture> coarser = List.of();
        Texture coarseInput = null;
        for (int k = 0; k < cascade.levels(); k++) {
            SimulationGrid g = cascade.grid(k);
            Texture input = Texture.create(context, g.width(), g.height(), TextureFormat.RGBA32F);
            input.upload(terrain(g));
            List<Texture> out = new ArrayList<>();
            for (int o = 0; o < outputs; o++) {
                out.add(Texture.create(context, g.width(), g.height(), TextureFormat.RGBA32F));
            }
            glFinish();
            long t0 = System.nanoTime();
            Texture start = input;
            Texture carried = null;
            Refinement refinement = null;
            if (k > 0) {
                start = Texture.create(context, g.width(), g.height(), TextureFormat.RGBA32F);
                carried = Texture.create(context, g.width(), g.height(), TextureFormat.RGBA32F);
                CascadeLift.lift(context, input, coarseInput, coarser, start, carried);
                refinement = new Refinement(k, cascade.timeFraction(k), cascade.timeBefore(k), input, carried);
            }
            LastMessage last = new LastMessage();
            s.run(context, start, g, Map.of(), refinement, out, last);
            glFinish();
            double seconds = (System.nanoTime() - t0) / 1e9;
            total += seconds;
            long steps = (long) Math.ceil(s.steps(g, Map.of()) * cascade.timeFraction(k));
            System.out.printf(Locale.ROOT, "%-9s level %d: %5d² cells of %6.3f m, %6d steps (time fraction %.5f), "
                            + "%6d MiB, %8.3f s%s%n", name, k, g.width(), g.spacing(), steps, cascade.timeFraction(k),
                    cascade.bytes(k, s, 16) >> 20, seconds,
                    last.message.startsWith("converged") ? ", " + last.message : "");
            if (k > 0) {
                start.close();
                carried.close();
            }
            if (k == 0) {
                level0 = new float[][] {firstChannel(out.get(0), 1), firstChannel(out.get(1), 1)};
            } else if (k == cascade.levels() - 1) {
                int stride = 1 << k;
                System.out.printf(Locale.ROOT, "%-9s level %d down-sampled to level 0 (every %d-th cell): height r = %.5f,"
                        + " %s mask r = %.4f%n", name, k, stride, Correlation.pearson(level0[0], firstChannel(out.get(0), stride)),
                        name.equals("thermal") ? "talus" : "sediment", Correlation.pearson(level0[1], firstChannel(out.get(1), stride)));
            }
            coarser.forEach(Texture::close);
            if (coarseInput != null) {
                coarseInput.close();
            }
            coarser = out;
            coarseInput = input;
        }
        coarser.forEach(Texture::close);
        if (coarseInput != null) {
            coarseInput.close();
        }
        System.out.printf(Locale.ROOT, "%-9s total %.3f s over %d levels%n", name, total, cascade.levels());
    }

    /** The first channel of every {@code stride}-th cell in both directions (cell i of level 0 is cell i·2^k of level k). */
    private static float[] firstChannel(Texture t, int stride) {
        float[] texels = t.download();
        int w = (t.width() - 1) / stride + 1;
        int h = (t.height() - 1) / stride + 1;
        float[] v = new float[w * h];
        for (int j = 0; j < h; j++) {
            for (int i = 0; i < w; i++) {
                v[j * w + i] = texels[4 * (j * stride * t.width() + i * stride)];
            }
        }
        return v;
    }

    /** Rolling hills with detail down to about 8 m (sums of sines; the same world values on every level). */
    private static float[] terrain(SimulationGrid g) {
        float[] texels = new float[g.width() * g.height() * 4];
        for (int j = 0; j < g.height(); j++) {
            double y = g.minY() + j * g.spacing();
            for (int i = 0; i < g.width(); i++) {
                double x = g.minX() + i * g.spacing();
                double h = 200 * Math.sin(x / 310) * Math.cos(y / 270) + 80 * Math.sin(x / 97 + 1) * Math.sin(y / 83)
                        + 30 * Math.sin(x / 31 + y / 43) + 8 * Math.sin(x / 9.7) * Math.cos(y / 8.3);
                texels[4 * (j * g.width() + i)] = (float) h;
            }
        }
        return texels;
    }
}
