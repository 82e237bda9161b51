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
import org.orogen.gl.GlContext;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * hydrology.water_level's GPU passes ({@link WaterLevelOnGpu}, forced through
 * {@link WaterLevel#compute(GlContext, Texture, SimulationGrid, Map, List, SimulationMonitor, List, boolean)})
 * against the CPU's {@link WaterLevel#compute(double[], int, int, double, double)} on terrains with
 * pits, flats, nested depressions, a basin below sea level enclosed by higher ground and a pit
 * shallower than the minimum depth.
 */
@ExtendWith(GlExtension.class)
class WaterLevelGpuReferenceTest {
    private static final String[] OUTPUTS = {"water", "sea", "lakes", "depth", "surface"};
    private static GlThread gl;

    /** The five outputs' texels (RGBA) of one run, its problems and dispatches. */
    record Run(List<float[]> texels, List<String> problems, WaterLevel.Passes passes) {
    }

    static Run run(float[] height, int w, int h, double spacing, Map<String, Double> parameters, boolean onGpu) {
        return gl.submit(context -> run(context, height, w, h, spacing, parameters, onGpu)).join();
    }

    private static Run run(GlContext context, float[] height, int w, int h, double spacing,
                           Map<String, Double> parameters, boolean onGpu) {
        float[] texels = new float[4 * w * h];
        for (int i = 0; i < w * h; i++) {
            texels[4 * i] = height[i];
        }
        List<Texture> textures = new ArrayList<>();
        try {
            Texture input = Texture.create(context, w, h, TextureFormat.RGBA32F);
            textures.add(input);
            input.upload(texels);
            for (int k = 0; k < OUTPUTS.length; k++) {
                textures.add(Texture.create(context, w, h, TextureFormat.RGBA32F));
            }
            List<String> problems = new ArrayList<>();
            WaterLevel.Passes passes = WaterLevel.compute(context, input, new SimulationGrid(0, 0, spacing, w, h),
                    parameters, textures.subList(1, textures.size()), SimulationMonitor.NONE, problems, onGpu);
            List<float[]> out = new ArrayList<>();
            for (Texture t : textures.subList(1, textures.size())) {
                out.add(t.download());
            }
            return new Run(out, problems, passes);
        } finally {
            textures.forEach(Texture::close);
        }
    }

    /**
     * {@link FlowGpuReferenceTest#terrain} (hills with pits, 2 m flats, a plateau, a walled basin)
     * with, in its south-east quarter, a walled bowl (floor 200 m, spill 330 m) holding a walled
     * pit (floor 150 m, rim 260 m) and, in its north-west quarter, a basin walled at 300 m whose
     * uneven floor (-30 to -28 m) lies below sea level, and a one-cell pit 0.5 m deep on a flat.
     */
    static float[] terrain(int w, int h) {
        float[] z = FlowGpuReferenceTest.terrain(w, h);
        walled(z, w, w / 2 + 4, w - 6, 3, h / 2 - 3, 350, 200);
        z[(h / 2 - 3) * w + (3 * w / 4)] = 330; // the outer bowl's notch
        walled(z, w, w / 2 + 10, w - 12, 9, h / 2 - 9, 260, 150);
        walled(z, w, 2, w / 6, h / 2 + 4, h - 4, 300, -30);
        for (int y = h / 2 + 5; y < h - 4; y++) {
            for (int x = 3; x < w / 6; x++) {
                z[y * w + x] += (x + 2 * y) % 3; // an uneven floor
            }
        }
        int flat = (h / 2 + 2) * w + w / 4; // on the plateau's north edge at 250 m
        for (int y = -1; y <= 1; y++) {
            for (int x = -1; x <= 1; x++) {
                z[flat + y * w + x] = 250;
            }
        }
        z[flat] = 249.5f;
        return z;
    }

    private static void walled(float[] z, int w, int x0, int x1, int y0, int y1, float rim, float floor) {
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                z[y * w + x] = x == x0 || x == x1 || y == y0 || y == y1 ? rim : floor;
            }
        }
    }

    private static double[] doubles(float[] f) {
        double[] d = new double[f.length];
        for (int i = 0; i < f.length; i++) {
            d[i] = f[i];
        }
        return d;
    }

    @ParameterizedTest(name = "{0} x {1}, sea {2} m ({4}), lakes from {3} m")
    @CsvSource({"97, 61, 40, 1.0, true", "256, 256, 40, 1.0, true", "131, 77, 40.3, 0.0, true",
            "77, 131, 40, 2.5, false"})
    void theGpuEqualsTheCpu(int w, int h, double seaLevel, double lakeMinDepth, boolean hasSea) {
        float[] z = terrain(w, h);
        double spacing = 7.5;
        WaterLevel.Result cpu = WaterLevel.compute(doubles(z), w, h, hasSea ? seaLevel : Double.NEGATIVE_INFINITY,
                lakeMinDepth);
        Run gpu = run(z, w, h, spacing, Map.of("hasSea", hasSea ? 1.0 : 0.0, "seaLevel", seaLevel,
                "lakeMinDepth", lakeMinDepth), true);
        assertTrue(gpu.problems().isEmpty(), gpu.problems()::toString);
        assertTrue(gpu.passes().fill() > 0 && gpu.passes().lakes() > 0, gpu.passes()::toString);
        assertEquals(hasSea, gpu.passes().sea() > 0, "the sea relaxes only when there is a sea: " + gpu.passes());
        List<double[]> expected = List.of(cpu.water(), cpu.sea(), cpu.lakes(), cpu.depth(), cpu.surface());
        for (int k = 0; k < OUTPUTS.length; k++) {
            float[] want = GridTexels.withGradient(expected.get(k), w, h, spacing);
            float[] got = gpu.texels().get(k);
            for (int i = 0; i < w * h; i++) {
                String where = OUTPUTS[k] + " at " + i % w + ", " + i / w;
                assertEquals(want[4 * i], got[4 * i], 0.0f, where);
                for (int c = 1; c < 3; c++) {
                    float tolerance = 1e-6f * Math.max(1, Math.abs(want[4 * i + c]));
                    assertEquals(want[4 * i + c], got[4 * i + c], tolerance, "gradient of " + where);
                }
            }
        }
        assertTrue(sum(cpu.lakes()) > w * h / 20, "the terrain holds lakes: " + sum(cpu.lakes()));
        int basin = (h - 6) * w + 5; // inside the walled basin below sea level
        assertEquals(1, cpu.lakes()[basin], "the enclosed basin below sea level is a lake");
        assertEquals(0, cpu.sea()[basin], "the enclosed basin below sea level is not sea");
        int inner = 12 * w + w / 2 + 14; // the pit inside the bowl
        assertEquals(1, cpu.lakes()[inner], "the nested pit is a lake");
        assertEquals(330, cpu.surface()[inner], 0.0, "the nested pit fills to the bowl's spill height");
        int shallow = (h / 2 + 2) * w + w / 4;
        assertEquals(lakeMinDepth <= 0.5 ? 1 : 0, cpu.lakes()[shallow], "the 0.5 m pit");
        if (hasSea) {
            assertTrue(sum(cpu.sea()) > w * h / 50, "the terrain has a sea: " + sum(cpu.sea()));
        } else {
            assertEquals(0, sum(cpu.sea()));
        }
    }

    @Test
    void twoRunsGiveTheSameBits() {
        float[] z = terrain(256, 192);
        Map<String, Double> parameters = Map.of("hasSea", 1.0, "seaLevel", 40.0, "lakeMinDepth", 1.0);
        Run first = run(z, 256, 192, 5, parameters, true);
        Run second = run(z, 256, 192, 5, parameters, true);
        for (int k = 0; k < OUTPUTS.length; k++) {
            assertArrayEquals(first.texels().get(k), second.texels().get(k), OUTPUTS[k]);
        }
        assertEquals(first.passes(), second.passes());
    }

    @Test
    void nonFiniteHeightsReadAsZeroOnBothPathsAndAreReported() {
        float[] z = terrain(64, 64);
        z[20 * 64 + 20] = Float.NaN;
        z[21 * 64 + 40] = Float.POSITIVE_INFINITY;
        Map<String, Double> parameters = Map.of("hasSea", 1.0, "seaLevel", 40.0);
        Run gpu = run(z, 64, 64, 5, parameters, true);
        Run cpu = run(z, 64, 64, 5, parameters, false);
        assertEquals(List.of("hydrology.water_level: 2 input heights were not finite and read as 0 m"),
                gpu.problems());
        assertEquals(gpu.problems(), cpu.problems());
        for (int k = 0; k < OUTPUTS.length; k++) {
            float[] want = cpu.texels().get(k);
            float[] got = gpu.texels().get(k);
            for (int i = 0; i < 64 * 64; i++) {
                assertEquals(want[4 * i], got[4 * i], 0.0f, OUTPUTS[k] + " at cell " + i);
            }
        }
    }

    private static double sum(double[] values) {
        double s = 0;
        for (double v : values) {
            s += v;
        }
        return s;
    }
}
