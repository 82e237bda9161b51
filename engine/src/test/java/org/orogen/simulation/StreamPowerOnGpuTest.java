package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;

/** erosion.fluvial's GPU iterations (llvmpipe here) against the CPU solver and the analytic steady state. */
@ExtendWith(GlExtension.class)
class StreamPowerOnGpuTest {
    private static GlThread gl;

    private static StreamPower.Settings settings(double years, double upliftMmPerYear, double k, double m, double kd) {
        return new StreamPower.Settings(years, upliftMmPerYear * 1e-3, k, m, 1.0, kd);
    }

    private static StreamPower.Result onGpu(double[] z, int w, int h, double spacing, StreamPower.Settings s) {
        return gl.submit(context -> {
            assertTrue(StreamPowerOnGpu.supports(context, s, w, h));
            return StreamPowerOnGpu.run(context, z, w, h, spacing, s, new ArrayList<>(), SimulationMonitor.NONE);
        }).join();
    }

    /**
     * Hills with pits on a grid that is no whole number of work groups: the heights within a millimetre
     * of the CPU solver's (rivers cut tens of metres), the drainage areas of nearly every cell equal.
     */
    @ParameterizedTest(name = "m = {0}")
    @ValueSource(doubles = {0.5, 0.45})
    void theGpuSolverFollowsTheCpuSolver(double m) {
        int w = 129;
        int h = 151;
        double[] z = StreamPowerTest.hills(w, h, 11);
        StreamPower.Settings s = settings(2e5, 0.2, 2e-5, m, 0.01);
        StreamPower.Result cpu = StreamPower.run(z, w, h, 16, s, new ArrayList<>());
        StreamPower.Result gpu = onGpu(z, w, h, 16, s);
        double worst = 0;
        double eroded = 0;
        int sameArea = 0;
        for (int i = 0; i < z.length; i++) {
            worst = Math.max(worst, Math.abs(cpu.height()[i] - gpu.height()[i]));
            eroded = Math.max(eroded, z[i] - cpu.height()[i]);
            sameArea += cpu.area()[i] == gpu.area()[i] ? 1 : 0;
        }
        System.out.printf("fluvial GPU vs CPU, m = %s: heights differ by at most %.3g m (deepest cut %.1f m),"
                + " %d of %d drainage areas equal%n", m, worst, eroded, sameArea, z.length);
        assertTrue(eroded > 10, "the rivers cut " + eroded + " m at most");
        assertTrue(worst < 1e-3, "heights differ by " + worst + " m");
        assertTrue(sameArea >= z.length * 999L / 1000, sameArea + " of " + z.length + " drainage areas equal");
    }

    /** The fill by sweeps reaches the priority-flood's heights bit for bit (pits, a flat basin, odd sides). */
    @Test
    void theFillIsThePriorityFloodsBitForBit() {
        int w = 131;
        int h = 77;
        double[] z = StreamPowerTest.hills(w, h, 5);
        for (int i = 0; i < z.length; i += 97) {
            z[i] = -50; // deep pits
        }
        for (int y = 30; y < 50; y++) {
            for (int x = 40; x < 90; x++) {
                z[y * w + x] = 12.5; // a flat basin below its rim
            }
        }
        double[] expected = PriorityFlood.fill(z, w, h, StreamPower.MIN_SLOPE * 16);
        double[] filled = gl.submit(context -> StreamPowerOnGpu.fill(context, z, w, h, 16)).join();
        assertArrayEquals(expected, filled, 0.0);
    }

    /** The one-cell valley of StreamPowerTest at steady state: exact drainage areas, the analytic slope. */
    @Test
    void aValleyReachesTheStreamPowerSlope() {
        StreamPower.Result r = onGpu(StreamPowerTest.valley(), StreamPowerTest.VALLEY_WIDTH, 3,
                StreamPowerTest.VALLEY_CELL, settings(1e8, 1.0, 1e-4, 0.5, 0));
        StreamPowerTest.assertValleyAtSteadyState(r, 1.0, 1e-4, 1.0);
    }

    /** No pits after diffusion, nothing below the base level, the border kept; runs give the same bits. */
    @Test
    void heightsDrainStayAboveTheBaseLevelAndRepeat() {
        int w = 97;
        double l = 20;
        double[] z = StreamPowerTest.hills(w, w, 11);
        double base = Double.MAX_VALUE;
        for (int i = 0; i < z.length; i++) {
            base = DrainageTree.isBorder(i, w, w) ? Math.min(base, z[i]) : base;
        }
        StreamPower.Settings s = settings(2e6, 0, 1e-4, 0.5, 0.5);
        StreamPower.Result r = onGpu(z, w, w, l, s);
        DrainageTree tree = new DrainageTree(w, w, l);
        tree.route(r.height());
        for (int i = 0; i < z.length; i++) {
            assertTrue(r.height()[i] >= base, "cell " + i + " at " + r.height()[i] + " m is below the base level");
            assertTrue(tree.isBorder(i) || tree.receiver[i] != i, "cell " + i + " is a pit");
            if (tree.isBorder(i)) {
                assertEquals(z[i], r.height()[i], 0.0, "the border is the base level");
            }
        }
        assertArrayEquals(tree.area, r.area(), 0.0, "the areas are those of the final heights' routing");
        StreamPower.Result again = onGpu(z.clone(), w, w, l, s);
        assertArrayEquals(r.height(), again.height(), 0.0);
    }

    /**
     * A cancel during the iterations stops the solve at the next iteration, with progress reported in
     * order up to there; the context stays usable (the next solve gives the uncancelled bits).
     */
    @Test
    void aCancelStopsTheIterationsAndLeavesTheContextUsable() {
        int w = 65;
        double[] z = StreamPowerTest.hills(w, w, 9);
        StreamPower.Settings s = settings(2e5, 0.5, 2e-5, 0.5, 0.01);
        List<Double> reported = new ArrayList<>();
        SimulationMonitor quarter = new SimulationMonitor() {
            @Override
            public void progress(double fraction, String message) {
                reported.add(fraction);
            }

            @Override
            public boolean cancelled() {
                return !reported.isEmpty() && reported.getLast() >= 0.25;
            }
        };
        java.util.concurrent.CompletionException e = assertThrows(java.util.concurrent.CompletionException.class,
                () -> gl.submit(context -> StreamPowerOnGpu.run(context, z, w, w, 16, s, new ArrayList<>(), quarter))
                        .join());
        assertTrue(e.getCause() instanceof SimulationCancelledException, e.toString());
        int steps = StreamPower.iterations(w, w);
        assertTrue(reported.getLast() >= 0.25 && reported.getLast() < 0.25 + 2.0 / steps, reported.toString());
        for (int i = 1; i < reported.size(); i++) {
            assertTrue(reported.get(i) > reported.get(i - 1), reported.toString());
        }
        assertArrayEquals(onGpu(z, w, w, 16, s).height(), StreamPower.run(z, w, w, 16, s, new ArrayList<>()).height(),
                1e-9);
    }

    /** Another slope exponent is not affine in the receiver's height: the CPU solver runs it. */
    @Test
    void aSlopeExponentOtherThanOneStaysOnTheCpu() {
        StreamPower.Settings s = new StreamPower.Settings(1e5, 0, 1e-5, 0.5, 2.0, 0);
        assertFalse(gl.submit(context -> StreamPowerOnGpu.supports(context, s, 64, 64)).join());
        assertTrue(gl.submit(context -> StreamPowerOnGpu.supports(context,
                new StreamPower.Settings(1e5, 0, 1e-5, 0.5, 1.0, 0), 64, 64)).join());
    }
}
