package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** hydrology.flow on the CPU (FlowOnCpu, the software renderer path) against analytic answers (no GPU). */
class FlowAccumulationTest {

    /** A plane tilted along x: away from the side borders, a cell drains the (i + 1) cells upslope of it. */
    @Test
    void drainageAreaOnATiltedPlaneIsTheUpslopeLengthTimesTheWidth() {
        int w = 65;
        int h = 65;
        double l = 10;
        double[] height = new double[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                height[y * w + x] = 100 - 0.3 * x * l;
            }
        }
        FlowOnCpu.Result r = FlowOnCpu.compute(height, w, h, l, 1.1);
        int y = h / 2;
        for (int x = 1; x < w - 1; x++) {
            double expected = (x + 1) * l * l;
            // The column at x = 0 is a border outlet: it drains only itself and passes its area on.
            assertEquals(expected, r.area()[y * w + x], 1e-6 * expected, "area at x = " + x);
        }
    }

    /** A cone (peak in the middle): a cell drains the sector of the disc upslope of it, about pi r² / (2 pi r / l) per cell. */
    @Test
    void drainageAreaOnAConeGrowsWithTheDistanceFromThePeak() {
        int n = 129;
        double l = 1;
        double[] height = new double[n * n];
        int c = n / 2;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                height[y * n + x] = 100 - Math.hypot(x - c, y - c);
            }
        }
        FlowOnCpu.Result r = FlowOnCpu.compute(height, n, n, l, 1.1);
        // Along a diagonal-free axis at distance d the sector's area per unit contour is d / 2:
        // a cell of width l at radius d drains about d l / 2 + l² (its own cell).
        for (int d : new int[] {16, 32, 48}) {
            double got = (r.area()[c * n + c + d] + r.area()[c * n + c - d] + r.area()[(c + d) * n + c]
                    + r.area()[(c - d) * n + c]) / 4;
            double expected = d * l * l / 2;
            assertEquals(expected, got, 0.25 * expected, "area at distance " + d);
        }
    }

    /** A pit in a plane fills to its spill height. */
    @Test
    void priorityFloodFillsAPitToItsSpillHeight() {
        int n = 33;
        double[] height = new double[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                height[y * n + x] = 50;
            }
        }
        // A square basin 8 m deep with a rim at 60 m, and a notch at 55 m on its east side.
        for (int y = 10; y <= 22; y++) {
            for (int x = 10; x <= 22; x++) {
                boolean rim = x == 10 || x == 22 || y == 10 || y == 22;
                height[y * n + x] = rim ? 60 : 42;
            }
        }
        height[16 * n + 22] = 55;
        FlowOnCpu.Result r = FlowOnCpu.compute(height, n, n, 1, 1.1);
        double pit = r.filled()[16 * n + 16];
        assertEquals(55, pit, 1e-3, "filled to the notch");
        for (int y = 11; y <= 21; y++) {
            for (int x = 11; x <= 21; x++) {
                assertTrue(r.filled()[y * n + x] >= 55 && r.filled()[y * n + x] < 55.01);
            }
        }
        // All the basin's water leaves through the notch.
        assertTrue(r.area()[16 * n + 22] >= 11 * 11, "notch drains the basin: " + r.area()[16 * n + 22]);
    }
}
