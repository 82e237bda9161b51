package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orogen.bake.BatchedBakeGpuTest.assertSameBits;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
import org.orogen.measure.FloatBits;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;

/**
 * The next band's first batches, queued while a band finishes ({@code -Dorogen.bake.prefetch}): taken
 * over by the band that follows, in whichever band object it arrives, and dropped when another band
 * or other channels come instead; the bits are those of bakes without it either way.
 */
@ExtendWith(GlExtension.class)
class PrefetchGpuTest {
    /**
     * One block column of 300 px: a batch is {@link GlFieldSampler#BATCH_BLOCKS} block rows (4 of 512),
     * so a band of two block rows more is two batches (4 + 2). Three bands: two whole ones and 80 rows.
     */
    private static final int CAPACITY = (GlFieldSampler.BATCH_BLOCKS + 2) * GlFieldSampler.BLOCK_HEIGHT;
    private static final SampleGrid GRID = new SampleGrid(-900, 400, 1500, 26000, 300, 2 * CAPACITY + 80);
    /** The masks of {@link GlFieldSamplerTest#compiled()}. */
    private static final List<String> MASKS = List.of("steep");
    private static GlThread gl;

    private static GlFieldSampler sampler(boolean prefetch) throws BakeException {
        return BatchSwitch.create("orogen.bake.prefetch", prefetch,
                () -> GlFieldSampler.create(gl, GlFieldSamplerTest.compiled()));
    }

    /**
     * Bakes the bands starting at {@code firsts} (in that order) into {@code bands} in turn, reading
     * {@code channels[i]} for the i-th, and gathers height, gradient and masks into one whole-grid band.
     */
    private static SampleBand bake(GlFieldSampler sampler, List<SampleBand> bands, int[] firsts,
                                   SampleChannels... channels) throws BakeException {
        return bake(sampler, GRID, bands, firsts, channels);
    }

    /** {@link #bake(GlFieldSampler, List, int[], SampleChannels...)} over {@code grid} in bands of the bands' capacity. */
    static SampleBand bake(GlFieldSampler sampler, SampleGrid grid, List<SampleBand> bands, int[] firsts,
                           SampleChannels... channels) throws BakeException {
        SampleBand all = new SampleBand(grid.width(), grid.height(), sampler.maskNames());
        all.reset(0, grid.height());
        for (int i = 0; i < firsts.length; i++) {
            SampleBand band = bands.get(i % bands.size());
            band.reset(firsts[i], Math.min(band.capacity(), grid.height() - firsts[i]));
            SampleChannels read = channels.length == 0 ? SampleChannels.ALL : channels[i];
            sampler.sample(grid, band, read);
            int at = firsts[i] * grid.width();
            int length = band.rows() * grid.width();
            System.arraycopy(band.height(), 0, all.height(), at, length);
            if (read.gradient()) {
                System.arraycopy(band.gradX(), 0, all.gradX(), at, length);
                System.arraycopy(band.gradY(), 0, all.gradY(), at, length);
            }
            for (int m = 0; read.masks() && m < band.maskNames().size(); m++) {
                System.arraycopy(band.mask(m), 0, all.mask(m), at, length);
            }
        }
        return all;
    }

    private static CompiledPlan plan(Graph graph) {
        CompiledPlan plan = GraphCompiler.standard().compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        return plan;
    }

    /** {@code plan}'s bands in {@code order}, baked with nothing queued ahead: the bits to compare with. */
    private static SampleBand withoutPrefetch(CompiledPlan plan, int[] order) throws BakeException {
        try (GlFieldSampler sampler = BatchSwitch.create("orogen.bake.prefetch", false,
                () -> GlFieldSampler.create(gl, plan, null))) {
            return bake(sampler, bands(sampler, 1), order);
        }
    }

    private static List<SampleBand> bands(GlFieldSampler sampler, int count) {
        return IntStream.range(0, count)
                .mapToObj(i -> new SampleBand(GRID.width(), CAPACITY, sampler.maskNames())).toList();
    }


    @Test
    void bandsInOrderTakeOverTheBatchQueuedAheadWithTheSameBits() throws BakeException {
        int[] inOrder = {0, CAPACITY, 2 * CAPACITY};
        SampleBand expected;
        try (GlFieldSampler sampler = sampler(false)) {
            expected = bake(sampler, bands(sampler, 1), inOrder);
            assertEquals(0, sampler.prefetchesTaken(), "switched off");
        }
        try (GlFieldSampler sampler = sampler(true)) {
            assertSameBits(expected, bake(sampler, bands(sampler, 1), inOrder), MASKS, "one band object reused");
            assertEquals(2, sampler.prefetchesTaken(), "the second and third bands began with a queued batch");
            // As an export does: two band objects in turn (the queued copies land in the second one).
            assertSameBits(expected, bake(sampler, bands(sampler, 2), inOrder), MASKS, "two band objects in turn");
            assertEquals(4, sampler.prefetchesTaken());
        }
    }

    @Test
    void aDeeperPrefetchQueuesMoreOfTheNextBandWithTheSameBits() throws BakeException {
        int[] inOrder = {0, CAPACITY, 2 * CAPACITY};
        SampleBand expected;
        try (GlFieldSampler sampler = sampler(false)) {
            expected = bake(sampler, bands(sampler, 1), inOrder);
        }
        // A band is two batches (4 + 2 blocks); the last band is one block. One batch ahead: 4 + 1 blocks
        // taken over; two or more: the whole second band, 6 + 1.
        int[] depths = {1, 2, 3};
        long[] taken = {5, 7, 7};
        for (int i = 0; i < depths.length; i++) {
            try (GlFieldSampler sampler = BatchSwitch.create("orogen.bake.prefetchBatches",
                    Integer.toString(depths[i]), () -> GlFieldSampler.create(gl, GlFieldSamplerTest.compiled()))) {
                assertSameBits(expected, bake(sampler, bands(sampler, 2), inOrder), MASKS,
                        depths[i] + " batches ahead");
                assertEquals(2, sampler.prefetchesTaken(), depths[i] + " batches ahead");
                assertEquals(taken[i], sampler.prefetchedBlocksTaken(), depths[i] + " batches ahead");
            }
        }
    }

    @Test
    void planStagesBakedPerRegionQueueOneBatchAhead() throws BakeException {
        // A blur wide enough for regions: each batch waits for its packs (BandReadback.awaitPacks), so a second
        // batch ahead would hold the band's last copies back; only one is queued, whatever the setting.
        CompiledPlan plan = plan(PassPlanGpuTest.blurred(300));
        int[] inOrder = {0, CAPACITY, 2 * CAPACITY};
        SampleBand expected = withoutPrefetch(plan, inOrder);
        try (GlFieldSampler sampler = BatchSwitch.create("orogen.bake.prefetchBatches", "2",
                () -> GlFieldSampler.create(gl, plan, null))) {
            assertSameBits(expected, bake(sampler, bands(sampler, 2), inOrder), plan.maskNames(), "regions");
            assertTrue(sampler.packWaits() > 0, "the plan's batches wait for their packs");
            assertEquals(2, sampler.prefetchesTaken());
            assertEquals(GlFieldSampler.BATCH_BLOCKS + 1, sampler.prefetchedBlocksTaken(),
                    "one batch, then the last band's block");
        }
    }

    @Test
    void bandsOfOneBatchEachStillBeginWithTheBatchQueuedAhead() throws BakeException {
        // 2,200 px wide: a batch is one whole block row, and so is a band: before the readback had two
        // sides, the next band's first batch had nowhere to go while this band's rows were copied.
        SampleGrid wide = new SampleGrid(3000, -800, 4400, 3000, 2200, 3 * GlFieldSampler.BLOCK_HEIGHT + 7);
        int rows = GlFieldSampler.BLOCK_HEIGHT;
        int[] inOrder = {0, rows, 2 * rows, 3 * rows};
        SampleBand expected;
        try (GlFieldSampler sampler = sampler(false)) {
            expected = bake(sampler, wide, List.of(new SampleBand(wide.width(), rows, MASKS)), inOrder);
        }
        try (GlFieldSampler sampler = sampler(true)) {
            List<SampleBand> two = List.of(new SampleBand(wide.width(), rows, MASKS),
                    new SampleBand(wide.width(), rows, MASKS));
            assertSameBits(expected, bake(sampler, wide, two, inOrder), MASKS, "bands of one block row");
            assertEquals(3, sampler.prefetchesTaken(), "every band after the first began with a queued batch");
        }
    }

    @Test
    void aBandOtherThanTheNextOrOtherChannelsDropTheQueuedBatch() throws BakeException {
        SampleBand expected;
        try (GlFieldSampler sampler = sampler(false)) {
            expected = bake(sampler, bands(sampler, 1), new int[] {0, CAPACITY, 2 * CAPACITY});
        }
        try (GlFieldSampler sampler = sampler(true)) {
            // Out of order: band 0 queues band 1's start, band 2 comes instead (dropped), then band 1.
            SampleBand outOfOrder = bake(sampler, bands(sampler, 2), new int[] {0, 2 * CAPACITY, CAPACITY});
            assertSameBits(expected, outOfOrder, MASKS, "bands out of order");
            assertEquals(0, sampler.prefetchesTaken(), "no band followed the one before it");
            // The next band in order, but with other channels: a different layout, dropped too.
            SampleBand otherChannels = bake(sampler, bands(sampler, 1), new int[] {0, CAPACITY, 2 * CAPACITY},
                    SampleChannels.HEIGHT, SampleChannels.ALL, SampleChannels.ALL);
            assertArrayEquals(FloatBits.of(expected.height()), FloatBits.of(otherChannels.height()),
                    "height, channels changed");
            assertEquals(1, sampler.prefetchesTaken(), "only the third band followed one with its channels");
        }
    }

    @Test
    void planStagesTakeOverTheQueuedBatchWithTheSameBits() throws BakeException {
        CompiledPlan plan = plan(PassPlanGpuTest.masked(10));
        int[] inOrder = {0, CAPACITY, 2 * CAPACITY};
        SampleBand expected = withoutPrefetch(plan, inOrder);
        try (GlFieldSampler sampler = BatchSwitch.create("orogen.bake.prefetch", true,
                () -> GlFieldSampler.create(gl, plan, null))) {
            assertSameBits(expected, bake(sampler, bands(sampler, 2), inOrder), plan.maskNames(), "two-stage plan");
            assertEquals(2, sampler.prefetchesTaken());
        }
    }
}
