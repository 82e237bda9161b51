package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** hydrology.water_level's CPU core against hand-built terrains (no GPU). */
class WaterLevelTest {
    private static final int N = 33;

    /** A plane at 50 m with a square basin: rim at 60 m, floor at 42 m, a notch at 55 m on its east side. */
    private static double[] walledPit() {
        double[] height = new double[N * N];
        java.util.Arrays.fill(height, 50);
        for (int y = 10; y <= 22; y++) {
            for (int x = 10; x <= 22; x++) {
                boolean rim = x == 10 || x == 22 || y == 10 || y == 22;
                height[y * N + x] = rim ? 60 : 42;
            }
        }
        height[16 * N + 22] = 55;
        return height;
    }

    @Test
    void aPitFillsToItsSpillHeight() {
        double[] height = walledPit();
        WaterLevel.Result r = WaterLevel.compute(height, N, N, Double.NEGATIVE_INFINITY, 1.0);
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                int i = y * N + x;
                boolean inside = x > 10 && x < 22 && y > 10 && y < 22;
                assertEquals(inside ? 1 : 0, r.lakes()[i], "lake at " + x + ", " + y);
                assertEquals(inside ? 55 : height[i], r.surface()[i], 0.0, "surface at " + x + ", " + y);
                assertEquals(inside ? 55 - 42 : 0, r.depth()[i], 0.0, "depth = spill - floor at " + x + ", " + y);
                assertEquals(0, r.sea()[i], "no sea when it is off");
                assertEquals(r.lakes()[i], r.water()[i]);
            }
        }
    }

    @Test
    void aDepressionShallowerThanTheMinimumDepthHoldsNoLake() {
        double[] height = walledPit();
        assertEquals(0, sum(WaterLevel.compute(height, N, N, Double.NEGATIVE_INFINITY, 13.5).lakes()),
                "13 m deep basin with a 13.5 m minimum");
        assertEquals(11 * 11, sum(WaterLevel.compute(height, N, N, Double.NEGATIVE_INFINITY, 13.0).lakes()),
                "13 m deep basin with a 13 m minimum");
    }

    /**
     * Ground falling from 100 m in the east to -50 m at the west border, with an enclosed basin
     * in the east whose floor (-20 m) lies below sea level: the sea comes in from the west border
     * only; the basin is a lake at its spill height, not sea.
     */
    @Test
    void theSeaFloodsFromTheBorderAndAnEnclosedBasinBelowSeaLevelIsNotSea() {
        double[] height = new double[N * N];
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                height[y * N + x] = -50 + 150.0 * x / (N - 1);
            }
        }
        for (int y = 12; y <= 18; y++) {
            for (int x = 24; x <= 28; x++) {
                height[y * N + x] = -20; // the ground around it lies at 57.8 m (x = 23) and higher
            }
        }
        WaterLevel.Result r = WaterLevel.compute(height, N, N, 0.0, 1.0);
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                int i = y * N + x;
                boolean basin = x >= 24 && x <= 28 && y >= 12 && y <= 18;
                boolean below = height[i] < 0;
                assertEquals(below && !basin ? 1 : 0, r.sea()[i], "sea at " + x + ", " + y);
                assertEquals(basin ? 1 : 0, r.lakes()[i], "lake at " + x + ", " + y);
                double expected = below && !basin ? 0.0 : basin ? 100.0 * 23 / (N - 1) * 1.5 - 50 : height[i];
                assertEquals(expected, r.surface()[i], 1e-9, "surface at " + x + ", " + y);
                assertEquals(r.surface()[i] - height[i], r.depth()[i], 1e-12);
                assertEquals(Math.max(r.sea()[i], r.lakes()[i]), r.water()[i]);
            }
        }
    }

    @Test
    void parameterLimitsGiveFiniteResults() {
        double[] height = walledPit();
        for (double level : new double[] {Double.NEGATIVE_INFINITY, -1e5, 0, 45, 1e5}) {
            for (double depth : new double[] {0, 1e5}) {
                WaterLevel.Result r = WaterLevel.compute(height, N, N, level, depth);
                for (int i = 0; i < height.length; i++) {
                    assertTrue(Double.isFinite(r.surface()[i]) && r.surface()[i] >= height[i],
                            "surface, sea level " + level + ", min depth " + depth + ": " + r.surface()[i]);
                    for (double v : new double[] {r.depth()[i], r.sea()[i], r.lakes()[i], r.water()[i]}) {
                        assertTrue(Double.isFinite(v) && v >= 0, "sea level " + level + ", min depth " + depth + ": " + v);
                    }
                }
            }
        }
        // Sea above everything: all sea, 1e5 m minus the ground deep.
        WaterLevel.Result drowned = WaterLevel.compute(height, N, N, 1e5, 0);
        assertEquals(N * N, sum(drowned.sea()));
        assertEquals(0, sum(drowned.lakes()));
        // Flat ground: no depression, no water.
        WaterLevel.Result flat = WaterLevel.compute(new double[N * N], N, N, Double.NEGATIVE_INFINITY, 0);
        assertEquals(0, sum(flat.water()));
    }

    @Test
    void badArgumentsSayWhatIsWrong() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> WaterLevel.compute(walledPit(), N, N, Double.NaN, 1));
        assertTrue(e.getMessage().contains("negative infinity for no sea"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> WaterLevel.compute(walledPit(), N, N, Double.POSITIVE_INFINITY, 1));
        assertThrows(IllegalArgumentException.class, () -> WaterLevel.compute(walledPit(), N, N, 0, -1));
    }

    @Test
    void runsAreIdentical() {
        double[] height = new double[N * N];
        java.util.Random random = new java.util.Random(5);
        for (int i = 0; i < height.length; i++) {
            height[i] = random.nextGaussian() * 10;
        }
        WaterLevel.Result one = WaterLevel.compute(height, N, N, 0.0, 0.5);
        WaterLevel.Result two = WaterLevel.compute(height.clone(), N, N, 0.0, 0.5);
        assertArrayEquals(one.surface(), two.surface(), 0.0);
        assertArrayEquals(one.lakes(), two.lakes(), 0.0);
        assertArrayEquals(one.sea(), two.sea(), 0.0);
        assertTrue(sum(one.lakes()) > 0 && sum(one.sea()) > 0, "rough noise has both lakes and sea");
    }

    private static double sum(double[] values) {
        double s = 0;
        for (double v : values) {
            s += v;
        }
        return s;
    }
}
