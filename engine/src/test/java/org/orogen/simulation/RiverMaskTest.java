package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** hydrology.flow's river mask: channel width from drainage area (no GPU). */
class RiverMaskTest {
    private static final int W = 201;
    private static final int H = 101;
    private static final double L = 10;

    /** A V-shaped valley falling towards +x, its floor along the middle row. */
    private static double[] valley() {
        double[] height = new double[W * H];
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                height[y * W + x] = 0.05 * (W - x) * L + 0.5 * Math.abs(y - H / 2) * L;
            }
        }
        return height;
    }

    /**
     * Across the valley floor the mask is at least 0.5 over W = k (A / 1 km²)^b, A the floor's
     * drainage area at that column: the measured width matches within one cell, and grows downstream.
     */
    @Test
    void theMaskWidthAcrossTheChannelGrowsWithTheDrainageArea() {
        FlowOnCpu.Result flow = FlowOnCpu.compute(valley(), W, H, L, 8.0);
        for (double b : new double[] {0.5, 0.3}) {
            RiverMask rivers = new RiverMask(5e4, 5.0001e4, 100, b);
            double[] mask = RiverBrushfire.paint(rivers, flow.area(), W, H, L);
            double last = 0;
            for (int x = 20; x < W - 10; x += 15) {
                double area = flow.area()[(H / 2) * W + x];
                double expected = 100 * Math.pow(area / 1e6, b);
                int cells = 0;
                for (int y = 0; y < H; y++) {
                    cells += mask[y * W + x] >= 0.5 ? 1 : 0;
                }
                double measured = cells * L;
                assertEquals(expected, measured, L, "width at column " + x + " (area " + area + " m², b " + b + ")");
                assertTrue(measured >= last, "widens downstream at column " + x);
                last = measured;
            }
            assertTrue(last >= 8 * L, "the widest channel is several cells wide: " + last);
        }
    }

    @Test
    void theEdgeIsAboutOneCellWideAndTheMaskStaysInZeroToOne() {
        FlowOnCpu.Result flow = FlowOnCpu.compute(valley(), W, H, L, 8.0);
        double[] mask = RiverBrushfire.paint(new RiverMask(5e4, 5e6, 100, 0.5), flow.area(), W, H, L);
        int x = 150;
        int partial = 0;
        for (int y = 0; y < H; y++) {
            double v = mask[y * W + x];
            assertTrue(v >= 0 && v <= 1, "mask " + v);
            partial += v > 0.02 && v < 0.98 * mask[(H / 2) * W + x] ? 1 : 0;
        }
        assertTrue(partial >= 1 && partial <= 4, "cells on the two edges: " + partial);
        assertEquals(0, mask[(H / 2) * W + 3], "upstream of 'river start' there is no channel");
    }

    @Test
    void badParametersAreRefusedWithTheirValues() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new RiverMask(1e5, 1e4, 10, 0.5));
        assertTrue(e.getMessage().contains("0 < start < full"), e.getMessage());
    }
}
