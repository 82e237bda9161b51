package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orogen.gl.GridBlock;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;

/**
 * The regions a batched export bakes its wide stages over ({@link PlanRunner#regionSize}): never more texels
 * than regions of one block, never more memory for a row of them than the budget or one-block regions take,
 * and larger than a block where the halo is wide. No GL: the choice is arithmetic over the plan's halos.
 */
class RegionSizeTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    /** Bytes of an RGBA32F texel, as the runner counts its stage textures. */
    private static final long TEXEL_BYTES = 16;

    /**
     * A 750 m blur over grids of 2049 to 16385 px a side on 6144 m (painted_ridge's smooth stroke: a halo of
     * about 250 to 2000 texels). At 8193 px and 1 GiB no shape used to fit: every block baked its own region,
     * about 15 times its pixels, in more memory than the regions that were refused.
     */
    @ParameterizedTest
    @CsvSource({"2049, 750", "4097, 750", "8193, 750", "8192, 750", "16385, 750", "8193, 150", "4097, 2000"})
    void regionsBakeFewerTexelsWithinTheirMemory(int side, double radius) throws ImageInputException {
        CompiledPlan plan = COMPILER.compilePlan(PassPlanGpuTest.blurred(radius), CompileOptions.DEFAULT);
        SampleGrid grid = new SampleGrid(0, 0, 6144, 6144, side, side);
        int width = Math.min(GlFieldSampler.BLOCK_WIDTH, side);
        GridBlock block = BlockAt.placement(grid, 0, 0, width);
        int last = plan.stages().size() - 1;
        List<CompiledPlan.Halo> halos = plan.halos(grid.spacingX(), grid.spacingY(), last);
        PlanRunner.RegionSize size;
        try (PlanRunner runner = new PlanRunner(plan, PlanRunner.loadImages(plan, null), null)) {
            size = runner.regionSize(block, side, side);
        }
        assertNotNull(size, "a " + radius + " m blur is wide at " + side + " px");
        assertTrue(size.width() % block.width() == 0 && size.height() % block.height() == 0,
                "whole blocks: " + size);
        assertTrue(size.width() <= PlanRunner.REGION_MAX_SIDE && size.height() <= PlanRunner.REGION_MAX_SIDE,
                size.toString());

        long chosen = 0;
        long oneBlock = 0;
        long chosenRow = 0;
        long oneBlockRow = 0;
        for (int i = 0; i < last; i++) {
            CompiledPlan.Halo h = halos.get(i);
            if (Math.max(h.x(), h.y()) < PlanRunner.REGION_HALO) {
                continue;
            }
            long bytes = plan.stages().get(i).outputs().size() * TEXEL_BYTES;
            chosen += span(side, size.width(), h.x()) * span(side, size.height(), h.y());
            oneBlock += span(side, block.width(), h.x()) * span(side, block.height(), h.y());
            chosenRow += bytes * (span(side, size.width(), h.x())) * (size.height() + 2L * h.y());
            oneBlockRow += bytes * (span(side, block.width(), h.x())) * (block.height() + 2L * h.y());
        }
        assertTrue(oneBlock > 0, "some stage is wide");
        assertTrue(chosen <= oneBlock, size + " bakes " + chosen + " texels, regions of one block " + oneBlock);
        assertTrue(chosenRow <= Math.max(PlanRunner.REGION_BUDGET, oneBlockRow),
                size + ": a row of regions holds " + chosenRow + " bytes, over the budget and one-block regions' "
                        + oneBlockRow);
        if (side >= 8192 && radius >= 750) {
            // The case the rule is for: regions several blocks across and down, a third of one-block regions' texels.
            assertTrue(size.width() > block.width() && size.height() > block.height(), size.toString());
            assertTrue(3 * chosen < oneBlock, size + " bakes " + chosen + " texels, regions of one block " + oneBlock);
        }
    }

    /** Texels along an axis of {@code length} pixels that regions {@code side} long bake, each with its halo. */
    private static long span(int length, int side, int halo) {
        return length + (long) Math.ceilDiv(length, side) * 2 * halo;
    }
}
