package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/**
 * Tests: bakes a grid with stacked batches ({@code -Dorogen.bake.stacked}, on and off) and checks that
 * both give the same bits: the float height, gradient and masks, the GPU-measured height range, and the
 * quantized 16-bit heights and 8-bit masks of that range.
 */
public final class StackedComparison {

    private StackedComparison() {
    }

    private record Bake(SampleBand floats, HeightExtrema extrema, SampleBand quantized, List<String> masks) {
    }

    /**
     * Asserts that {@code creation}'s sampler bakes {@code grid} bit for bit alike stacked and per block,
     * and that the stacked one did run stacked.
     */
    public static void assertStackedEqualsPerBlock(BatchSwitch.Creation creation, SampleGrid grid, String what)
            throws BakeException {
        Bake perBlock;
        Bake stacked;
        try (GlFieldSampler sampler = BatchSwitch.createStacked(false, creation)) {
            assertTrue(sampler.batchLabel().contains("stacked=false"), sampler.batchLabel());
            perBlock = bake(sampler, grid);
        }
        try (GlFieldSampler sampler = BatchSwitch.createStacked(true, creation)) {
            assertTrue(sampler.batchLabel().contains("stacked: one dispatch per batch"), sampler.batchLabel());
            stacked = bake(sampler, grid);
        }
        assertSame(what + " height", perBlock.floats().height(), stacked.floats().height(), grid.width());
        assertSame(what + " d/dx", perBlock.floats().gradX(), stacked.floats().gradX(), grid.width());
        assertSame(what + " d/dy", perBlock.floats().gradY(), stacked.floats().gradY(), grid.width());
        for (int i = 0; i < perBlock.masks().size(); i++) {
            assertSame(what + " mask " + perBlock.masks().get(i), perBlock.floats().mask(i), stacked.floats().mask(i),
                    grid.width());
        }
        assertEquals(perBlock.extrema(), stacked.extrema(), what + ": the height range measured on the GPU");
        assertEquals(HeightExtrema.of(perBlock.floats()), stacked.extrema(), what + ": the range of the floats");
        assertArrayEquals(perBlock.quantized().height16(), stacked.quantized().height16(), what + ": 16-bit heights");
        for (int i = 0; i < perBlock.masks().size(); i++) {
            assertArrayEquals(perBlock.quantized().mask8(i), stacked.quantized().mask8(i), what + ": 8-bit mask " + i);
        }
    }

    private static Bake bake(GlFieldSampler sampler, SampleGrid grid) throws BakeException {
        List<String> masks = sampler.maskNames();
        SampleBand floats = new SampleBand(grid.width(), grid.height(), masks);
        floats.reset(0, grid.height());
        sampler.sample(grid, floats);
        SampleBand scratch = new SampleBand(grid.width(), grid.height(), masks);
        scratch.reset(0, grid.height());
        HeightExtrema extrema = sampler.heightExtrema(grid, scratch);
        assertTrue(extrema.finite() && sampler.supportsQuantized(), "a real terrain, quantized on the GPU");
        HeightRange range = new HeightRange(extrema.min(), Math.max(extrema.max(), extrema.min() + 1),
                HeightRange.Source.MEASURED);
        SampleBand quantized = SampleBand.withQuantizedPlanes(grid.width(), grid.height(), masks, false);
        quantized.reset(0, grid.height());
        sampler.sample(grid, quantized, new SampleChannels(false, !masks.isEmpty()).quantized(range, !masks.isEmpty()));
        return new Bake(floats, extrema, quantized, masks);
    }

    private static void assertSame(String what, float[] expected, float[] actual, int width) {
        int differing = 0;
        int first = -1;
        for (int i = 0; i < expected.length; i++) {
            if (Float.floatToRawIntBits(expected[i]) != Float.floatToRawIntBits(actual[i])) {
                differing++;
                first = first < 0 ? i : first;
            }
        }
        int at = first;
        int count = differing;
        assertEquals(0, differing, () -> what + ": " + count + " values differ, first at row " + at / width
                + ", column " + at % width + ": per block " + expected[at] + ", stacked " + actual[at]);
    }
}
