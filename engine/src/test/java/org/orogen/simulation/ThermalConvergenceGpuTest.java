package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;

/**
 * A thermal run stops once it has converged ({@link ThermalConvergence}): before its step count, at a
 * check step, with every slope within the tolerance of the talus slope, mass kept, progress at 100 %,
 * and the same stop step and the same bits on every run, on both step paths (a real context:
 * llvmpipe here).
 */
@ExtendWith(GlExtension.class)
class ThermalConvergenceGpuTest {
    private static final int N = 129;
    private static final double SPACING = 8;
    private static final double ANGLE = 35;
    private static final Pattern CONVERGED = Pattern.compile("converged at step (\\d+) of (\\d+)");
    private static GlThread gl;

    /** Smooth hills up to 3 × the talus slope: steep everywhere, yet they settle well within the steps. */
    private static float[] hills() {
        float[] h = new float[N * N];
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                h[y * N + x] = (float) (60 * Math.sin(x * 0.11) * Math.cos(y * 0.07) + 25 * Math.sin((x + 2 * y) * 0.23));
            }
        }
        return h;
    }

    private record Result(float[] heights, String lastMessage, double lastFraction) {
    }

    private static Result run(float[] start, boolean fused) {
        SimulationGrid grid = new SimulationGrid(0, 0, SPACING, N, N);
        List<String> messages = new ArrayList<>();
        List<Double> fractions = new ArrayList<>();
        SimulationMonitor monitor = new SimulationMonitor() {
            @Override
            public void progress(double fraction, String message) {
                fractions.add(fraction);
                messages.add(message);
            }

            @Override
            public boolean cancelled() {
                return false;
            }
        };
        return gl.submit(context -> {
            List<Texture> textures = new ArrayList<>();
            try {
                float[] texels = new float[4 * N * N];
                for (int i = 0; i < start.length; i++) {
                    texels[4 * i] = start[i];
                }
                Texture input = Texture.create(context, N, N, TextureFormat.RGBA32F);
                textures.add(input);
                input.upload(texels);
                for (int i = 0; i < 2; i++) {
                    textures.add(Texture.create(context, N, N, TextureFormat.RGBA32F));
                }
                new ThermalErosion().run(context, input, grid, Map.of("talusAngle", ANGLE), null,
                        textures.subList(1, 3), monitor, fused);
                float[] out = textures.get(1).download();
                float[] heights = new float[N * N];
                for (int i = 0; i < heights.length; i++) {
                    heights[i] = out[4 * i];
                }
                return new Result(heights, messages.getLast(), fractions.getLast());
            } finally {
                textures.forEach(Texture::close);
            }
        }).join();
    }

    /** The steepest drop between neighbours as a multiple of the talus slope. */
    private static double steepest(float[] h) {
        double limit = Math.tan(Math.toRadians(ANGLE)) * SPACING;
        double worst = 0;
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                for (int[] d : new int[][] {{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
                    int x2 = x + d[0];
                    int y2 = y + d[1];
                    if (y2 < 0 || y2 >= N || x2 >= N) {
                        continue;
                    }
                    double dist = d[0] != 0 && d[1] != 0 ? Math.sqrt(2) : 1;
                    worst = Math.max(worst, Math.abs(h[y * N + x] - h[y2 * N + x2]) / (limit * dist));
                }
            }
        }
        return worst;
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void aRunStopsAtConvergenceTheSameWayEveryTime(boolean fused) {
        float[] start = hills();
        Result one = run(start, fused);
        Result two = run(start, fused);
        Matcher m = CONVERGED.matcher(one.lastMessage());
        assertTrue(m.matches(), "the run stops at convergence: " + one.lastMessage());
        long stop = Long.parseLong(m.group(1));
        long steps = Long.parseLong(m.group(2));
        double before = steepest(start);
        double after = steepest(one.heights());
        double sumBefore = 0;
        double sumAfter = 0;
        for (int i = 0; i < start.length; i++) {
            sumBefore += start[i];
            sumAfter += one.heights()[i];
        }
        System.out.printf("thermal %s 129²: converged at step %d of %d; steepest %.3f -> %.5f x the talus slope%n",
                fused ? "one dispatch a step" : "plain", stop, steps, before, after);
        assertEquals(8 * N, steps, "the step count stays the upper bound");
        assertTrue(stop < steps && stop % ThermalConvergence.INTERVAL == 0, "stops at a check step before the end: " + stop);
        assertEquals(1.0, one.lastFraction(), "progress reaches 100 %");
        assertTrue(before > 2, "the hills are steeper than the talus angle: " + before);
        assertTrue(after <= 1 + ThermalConvergence.TOLERANCE, "steepest pair when stopped: " + after + " x tan(angle)");
        assertEquals(0, (sumAfter - sumBefore) / (N * N * 60.0), 1e-5, "relative mass change");
        assertEquals(one.lastMessage(), two.lastMessage(), "the same stop step every run");
        assertArrayEquals(one.heights(), two.heights(), 0f, "the same heights every run");
    }
}
