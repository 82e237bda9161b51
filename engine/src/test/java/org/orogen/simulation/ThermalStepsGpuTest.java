package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * The thermal steps of a GPU ({@code thermal_step.comp}: one dispatch a step, tiles in shared
 * memory) and the plain ones (a CPU rasteriser) equal the step rule run step by step over the whole
 * grid: a CPU reference, on a grid that the tile size does not divide, with steep random terrain up
 * to the closed borders (a real context: llvmpipe here).
 */
@ExtendWith(GlExtension.class)
class ThermalStepsGpuTest {
    private static final int W = 67;
    private static final int H = 53;
    private static final double SPACING = 8;
    private static final double RELIEF = 400;
    private static final int[][] DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {-1, 1}, {1, -1}};
    private static GlThread gl;

    /** Rough hills plus white noise: neighbours up to 60 × the talus slope apart, everywhere, borders included. */
    private static float[] terrain() {
        Random random = new Random(12);
        float[] h = new float[W * H];
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                double hills = 0.5 * RELIEF * (1 + Math.sin(x * 0.31) * Math.cos(y * 0.23));
                h[y * W + x] = (float) (hills + 0.5 * RELIEF * random.nextDouble());
            }
        }
        return h;
    }

    /**
     * The step rule of docs/algorithms.md, "Thermal erosion", in float, one whole-grid step after
     * another: outflow of every cell to its 8 neighbours, then the gather in a fixed order.
     */
    static float[] reference(float[] start, long steps, double angle, double strength) {
        float limit = (float) (Math.tan(Math.toRadians(angle)) * SPACING);
        float fraction = (float) (strength / 2);
        float[] h = start.clone();
        float[] out = new float[8 * W * H];
        for (long s = 0; s < steps; s++) {
            for (int y = 0; y < H; y++) {
                for (int x = 0; x < W; x++) {
                    float[] e = new float[8];
                    float total = 0;
                    float largest = 0;
                    for (int k = 0; k < 8; k++) {
                        int nx = x + DIRS[k][0];
                        int ny = y + DIRS[k][1];
                        if (nx >= 0 && ny >= 0 && nx < W && ny < H) {
                            float lk = k < 4 ? limit : limit * 1.41421356f;
                            e[k] = Math.max(h[y * W + x] - h[ny * W + nx] - lk, 0f);
                        }
                        total += e[k];
                        largest = Math.max(largest, e[k]);
                    }
                    float scale = total > 0 ? fraction * largest / total : 0;
                    for (int k = 0; k < 8; k++) {
                        out[8 * (y * W + x) + k] = e[k] * scale;
                    }
                }
            }
            float[] next = new float[W * H];
            for (int y = 0; y < H; y++) {
                for (int x = 0; x < W; x++) {
                    int o = 8 * (y * W + x);
                    float v = h[y * W + x] - ((out[o] + out[o + 1]) + (out[o + 2] + out[o + 3]))
                            - ((out[o + 4] + out[o + 5]) + (out[o + 6] + out[o + 7]));
                    for (int k = 0; k < 8; k++) {
                        int nx = x + DIRS[k][0];
                        int ny = y + DIRS[k][1];
                        if (nx >= 0 && ny >= 0 && nx < W && ny < H) {
                            v += out[8 * (ny * W + nx) + (k ^ 1)];
                        }
                    }
                    next[y * W + x] = v;
                }
            }
            h = next;
        }
        return h;
    }

    /**
     * The heights {@link ThermalErosion} computes (first channel of its height output), one dispatch
     * a step ({@code fused}, as on a GPU) or plainly, as on a CPU rasteriser.
     */
    private static float[] simulated(float[] start, Map<String, Double> parameters, boolean fused) {
        SimulationGrid grid = new SimulationGrid(0, 0, SPACING, W, H);
        return gl.submit(context -> {
            List<Texture> textures = new ArrayList<>();
            try {
                float[] texels = new float[4 * W * H];
                for (int i = 0; i < start.length; i++) {
                    texels[4 * i] = start[i];
                }
                Texture input = Texture.create(context, W, H, TextureFormat.RGBA32F);
                textures.add(input);
                input.upload(texels);
                for (int i = 0; i < 2; i++) {
                    textures.add(Texture.create(context, W, H, TextureFormat.RGBA32F));
                }
                new ThermalErosion().run(context, input, grid, parameters, null, textures.subList(1, 3),
                        SimulationMonitor.NONE, fused);
                float[] out = textures.get(1).download();
                float[] heights = new float[W * H];
                for (int i = 0; i < heights.length; i++) {
                    heights[i] = out[4 * i];
                }
                return heights;
            } finally {
                textures.forEach(Texture::close);
            }
        }).join();
    }

    /**
     * 27 steps (duration 0.05 on 67 cells) and 108 (duration 0.2), on both paths: 67 × 53 cells
     * are 5 × 4 tiles of 16, the last ones partly outside the grid.
     */
    @ParameterizedTest
    @CsvSource({"true, 0.05, 35, 1", "true, 0.2, 30, 0.7", "false, 0.05, 35, 1", "false, 0.2, 30, 0.7"})
    void stepsEqualTheStepRuleOverTheWholeGrid(boolean fused, double duration, double angle, double strength) {
        Map<String, Double> parameters = Map.of("duration", duration, "talusAngle", angle, "strength", strength);
        long steps = new ThermalErosion().steps(new SimulationGrid(0, 0, SPACING, W, H), parameters);
        float[] start = terrain();
        float[] expected = reference(start, steps, angle, strength);
        float[] actual = simulated(start, parameters, fused);
        double worst = 0;
        double worstBorder = 0;
        double moved = 0;
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                int i = y * W + x;
                double d = Math.abs(actual[i] - expected[i]);
                worst = Math.max(worst, d);
                if (x == 0 || y == 0 || x == W - 1 || y == H - 1) {
                    worstBorder = Math.max(worstBorder, d);
                }
                moved = Math.max(moved, Math.abs(expected[i] - start[i]));
            }
        }
        System.out.printf("thermal %s, %d steps: largest difference %.3g m (border %.3g m), largest change %.1f m%n",
                fused ? "one dispatch a step" : "plain", steps, worst,
                worstBorder, moved);
        assertTrue(moved > 50, "the steps move material: " + moved + " m");
        // Float rounding only (llvmpipe: up to about 1.4 mm, some 45 ulp of 400 m, after 27 steps
        // of a chaotic exchange); a missing halo cell or a seam would be off by metres.
        assertEquals(0, worst / RELIEF, 1e-5, "largest difference " + worst + " m against the reference");
    }
}
