package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * hydrology.flow's GPU passes against its CPU path (FlowOnCpu, RiverBrushfire) on terrains with pits,
 * flats and plateaus, both through {@link FlowAccumulation#compute} with the path forced.
 */
@ExtendWith(GlExtension.class)
class FlowGpuReferenceTest {
    private static GlThread gl;

    /** Area, river mask and filled height of one GPU run, and the problems it reported. */
    record GpuFlow(float[] area, float[] river, float[] filled, List<String> problems,
                   FlowAccumulation.Passes passes) {
    }

    static GpuFlow runOnGpu(float[] height, int w, int h, double spacing, Map<String, Double> parameters) {
        return runOn(Path.GPU, height, w, h, spacing, parameters);
    }

    static GpuFlow runOn(Path path, float[] height, int w, int h, double spacing, Map<String, Double> parameters) {
        return gl.submit(context -> run(context, height, w, h, spacing, parameters, path)).join();
    }

    /** Which way {@link #run} computes the flow: forced to a path, or as {@link FlowAccumulation#run} picks. */
    enum Path { GPU, CPU, DEFAULT }

    private static GpuFlow run(GlContext context, float[] height, int w, int h, double spacing,
                               Map<String, Double> parameters, Path path) {
        float[] texels = new float[4 * w * h];
        for (int i = 0; i < w * h; i++) {
            texels[4 * i] = height[i];
        }
        List<Texture> textures = new ArrayList<>();
        try {
            Texture input = Texture.create(context, w, h, TextureFormat.RGBA32F);
            textures.add(input);
            input.upload(texels);
            for (int k = 0; k < 3; k++) {
                textures.add(Texture.create(context, w, h, TextureFormat.RGBA32F));
            }
            List<String> problems = new ArrayList<>();
            SimulationGrid grid = new SimulationGrid(0, 0, spacing, w, h);
            FlowAccumulation.Passes passes = FlowAccumulation.Passes.NONE;
            if (path == Path.DEFAULT) {
                problems.addAll(new FlowAccumulation().run(context, input, grid, parameters, null,
                        textures.subList(1, 4), SimulationMonitor.NONE));
            } else {
                passes = FlowAccumulation.compute(context, input, grid, parameters, textures.subList(1, 4),
                        SimulationMonitor.NONE, problems, path == Path.GPU);
            }
            return new GpuFlow(values(textures.get(1)), values(textures.get(2)), values(textures.get(3)), problems,
                    passes);
        } finally {
            textures.forEach(Texture::close);
        }
    }

    private static float[] values(Texture t) {
        float[] texels = t.download();
        float[] v = new float[texels.length / 4];
        for (int i = 0; i < v.length; i++) {
            v[i] = texels[4 * i];
        }
        return v;
    }

    /**
     * Hills with pits (closed basins), heights rounded to 2 m (wide flats and lake floors), a
     * plateau of one height and a walled basin with a flat floor.
     */
    static float[] terrain(int w, int h) {
        float[] z = new float[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double u = 2 * Math.PI * x / w;
                double v = 2 * Math.PI * y / h;
                double s = 80 * Math.sin(1.3 * u) * Math.cos(0.9 * v) + 40 * Math.sin(3.7 * u + 2.1 * v)
                        + 15 * Math.sin(11.0 * u - 7.0 * v) + 6 * Math.cos(23.0 * u + 19.0 * v) + 30 * (u + v);
                z[y * w + x] = (float) (2 * Math.round(s / 2));
            }
        }
        for (int y = h / 4; y < h / 2; y++) {
            for (int x = w / 5; x < w / 2; x++) {
                z[y * w + x] = 250; // a plateau
            }
        }
        for (int y = h / 2 + 4; y < h - 6; y++) {
            for (int x = w / 2 + 4; x < w - 6; x++) {
                boolean rim = y == h / 2 + 4 || x == w / 2 + 4 || y == h - 7 || x == w - 7;
                z[y * w + x] = rim ? 400 : 120; // a walled basin with a flat floor
            }
        }
        return z;
    }

    private static double[] doubles(float[] f) {
        double[] d = new double[f.length];
        for (int i = 0; i < f.length; i++) {
            d[i] = f[i];
        }
        return d;
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"97, 61", "256, 256"})
    void filledHeightsEqualTheExactFillAndAreasTheCpuRouting(int w, int h) {
        float[] z = terrain(w, h);
        double spacing = 10;
        FlowOnCpu.Result cpu = FlowOnCpu.compute(doubles(z), w, h, spacing, 1.1);
        GpuFlow gpu = runOnGpu(z, w, h, spacing, Map.of());
        assertTrue(gpu.problems().isEmpty(), gpu.problems()::toString);
        int raised = 0;
        for (int i = 0; i < w * h; i++) {
            assertEquals((float) cpu.filled()[i], gpu.filled()[i], 0.0f, "filled height at cell " + i);
            if (cpu.filled()[i] > z[i]) {
                raised++;
            }
        }
        assertTrue(raised > w * h / 50, "the terrain has depressions to fill: " + raised + " cells raised");
        double largest = 0;
        for (int i = 0; i < w * h; i++) {
            double expected = cpu.area()[i];
            largest = Math.max(largest, expected);
            assertEquals(expected, gpu.area()[i], 1e-3 * expected, "drainage area at cell " + i);
        }
        assertTrue(largest > 100 * spacing * spacing, "water gathers: largest area " + largest);
    }

    @Test
    void twoRunsGiveTheSameBits() {
        int n = 256;
        float[] z = terrain(n, n);
        Map<String, Double> parameters = Map.of("riverStart", 2e4, "riverFull", 2e5, "riverWidth", 60.0);
        GpuFlow a = runOnGpu(z, n, n, 10, parameters);
        GpuFlow b = runOnGpu(z, n, n, 10, parameters);
        assertArrayEquals(a.filled(), b.filled());
        assertArrayEquals(a.area(), b.area());
        assertArrayEquals(a.river(), b.river());
        assertEquals(a.passes(), b.passes());
    }

    @Test
    void theRiverMaskMatchesTheCpuBrushfire() {
        int n = 256;
        double spacing = 10;
        float[] z = terrain(n, n);
        RiverMask rivers = new RiverMask(2e4, 2e5, 60, 0.5);
        GpuFlow gpu = runOnGpu(z, n, n, spacing, Map.of("riverStart", 2e4, "riverFull", 2e5, "riverWidth", 60.0));
        double[] cpu = RiverBrushfire.paint(rivers, doubles(gpu.area()), n, n, spacing);
        double sum = 0;
        int off = 0;
        int covered = 0;
        for (int i = 0; i < n * n; i++) {
            double d = Math.abs(cpu[i] - gpu.river()[i]);
            sum += d;
            off += d > 0.1 ? 1 : 0;
            covered += cpu[i] >= 0.5 ? 1 : 0;
        }
        assertTrue(covered > n * n / 100, "rivers cover the valleys: " + covered + " cells");
        assertTrue(sum / (n * n) < 2e-3, "mean difference " + sum / (n * n));
        assertTrue(off < covered / 50, off + " cells differ by more than 0.1 of " + covered + " river cells");
    }

    @ParameterizedTest
    @EnumSource(value = Path.class, names = {"GPU", "CPU"})
    void nonFiniteHeightsReadAsZeroAndAreReported(Path path) {
        int w = 97;
        int h = 61;
        float[] z = terrain(w, h);
        z[10 * w + 10] = Float.NaN;
        z[30 * w + 40] = Float.POSITIVE_INFINITY;
        z[0] = Float.NEGATIVE_INFINITY;
        GpuFlow gpu = runOn(path, z, w, h, 10, Map.of("exponent", 100.0));
        assertEquals(1, gpu.problems().size(), gpu.problems()::toString);
        assertTrue(gpu.problems().getFirst().contains("3 input heights were not finite"), gpu.problems()::toString);
        float[] clean = z.clone();
        clean[10 * w + 10] = 0;
        clean[30 * w + 40] = 0;
        clean[0] = 0;
        FlowOnCpu.Result cpu = FlowOnCpu.compute(doubles(clean), w, h, 10, 100.0);
        for (int i = 0; i < w * h; i++) {
            assertTrue(Float.isFinite(gpu.area()[i]) && Float.isFinite(gpu.filled()[i]), "finite at " + i);
            assertEquals((float) cpu.filled()[i], gpu.filled()[i], 0.0f, "filled height at cell " + i);
            assertEquals(cpu.area()[i], gpu.area()[i], 1e-3 * cpu.area()[i], "drainage area at cell " + i);
        }
    }

    /** The CPU reference's analytic checks (FlowAccumulationTest) on the GPU: a cone and a walled pit with a notch. */
    @Test
    void aConeAndAPitGiveTheAnalyticAnswers() {
        int n = 129;
        int c = n / 2;
        float[] cone = new float[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                cone[y * n + x] = (float) (100 - Math.hypot(x - c, y - c));
            }
        }
        GpuFlow flow = runOnGpu(cone, n, n, 1, Map.of());
        for (int d : new int[] {16, 32, 48}) {
            double got = (flow.area()[c * n + c + d] + flow.area()[c * n + c - d] + flow.area()[(c + d) * n + c]
                    + flow.area()[(c - d) * n + c]) / 4.0;
            assertEquals(d / 2.0, got, 0.25 * d / 2.0, "cone: area at distance " + d);
        }
        int m = 33;
        float[] pit = new float[m * m];
        java.util.Arrays.fill(pit, 50);
        for (int y = 10; y <= 22; y++) {
            for (int x = 10; x <= 22; x++) {
                pit[y * m + x] = x == 10 || x == 22 || y == 10 || y == 22 ? 60 : 42;
            }
        }
        pit[16 * m + 22] = 55; // the notch, east side
        GpuFlow lake = runOnGpu(pit, m, m, 1, Map.of());
        for (int y = 11; y <= 21; y++) {
            for (int x = 11; x <= 21; x++) {
                assertEquals(55f, lake.filled()[y * m + x], 0f, "pit: lake surface at the notch's height");
            }
        }
        assertTrue(lake.area()[16 * m + 22] >= 11 * 11 + 1, "the notch drains the basin: " + lake.area()[16 * m + 22]);
    }

    /** The path a software renderer runs gives the GPU's fields: the same fill, areas within 1e-3, nearly the same rivers. */
    @Test
    void theCpuPathGivesTheGpuPathsFields() {
        int n = 256;
        float[] z = terrain(n, n);
        Map<String, Double> parameters = Map.of("riverStart", 2e4, "riverFull", 2e5, "riverWidth", 60.0);
        GpuFlow gpu = runOn(Path.GPU, z, n, n, 10, parameters);
        GpuFlow cpu = runOn(Path.CPU, z, n, n, 10, parameters);
        assertTrue(cpu.problems().isEmpty(), cpu.problems()::toString);
        assertEquals(FlowAccumulation.Passes.NONE, cpu.passes());
        assertTrue(gpu.passes().fill() > 0, "the GPU path relaxes: " + gpu.passes());
        assertArrayEquals(gpu.filled(), cpu.filled(), "filled heights");
        double river = 0;
        int covered = 0;
        for (int i = 0; i < n * n; i++) {
            assertEquals(gpu.area()[i], cpu.area()[i], 1e-3 * gpu.area()[i], "drainage area at cell " + i);
            river += Math.abs(gpu.river()[i] - cpu.river()[i]);
            covered += cpu.river()[i] >= 0.5 ? 1 : 0;
        }
        assertTrue(covered > n * n / 100, "rivers cover the valleys: " + covered + " cells");
        assertTrue(river / (n * n) < 2e-3, "mean river mask difference " + river / (n * n));
    }

    /** {@link FlowAccumulation#run} takes the CPU path on a software renderer and the GPU passes otherwise. */
    @Test
    void runTakesThePathOfTheRenderer() {
        int w = 97;
        int h = 61;
        float[] z = terrain(w, h);
        GpuFlow chosen = runOn(Path.DEFAULT, z, w, h, 10, Map.of());
        GpuFlow expected = runOn(gl.info().software() ? Path.CPU : Path.GPU, z, w, h, 10, Map.of());
        assertArrayEquals(expected.area(), chosen.area());
        assertArrayEquals(expected.river(), chosen.river());
        assertArrayEquals(expected.filled(), chosen.filled());
    }
}
