package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.export.ExportRequest;
import org.orogen.export.ExrCompression;
import org.orogen.export.ExrReaderForTests;
import org.orogen.export.MapExport;
import org.orogen.export.MapFormat;
import org.orogen.gl.EvaluationPath;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.measure.FloatBits;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * The batched bake (blocks evaluated before one memory barrier, plan stages stage-major) against
 * the per-block bake of {@code -Dorogen.bake.batch=false}: the same bits, and far fewer barriers.
 */
@ExtendWith(GlExtension.class)
class BatchedBakeGpuTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    /** Three block columns (1024 + 1024 + 53) and three block rows (two whole ones and 45 rows): nine blocks. */
    private static final SampleGrid GRID = new SampleGrid(-2500, 700, 4200, 600, 2101, 2 * GlFieldSampler.BLOCK_HEIGHT + 45);
    private static final int BLOCKS = 9;
    /** Batches of whole block rows of three blocks, at least {@link GlFieldSampler#BATCH_BLOCKS} blocks each. */
    private static final int BATCHES = (int) Math.ceil(BLOCKS / (3.0 * Math.ceil(GlFieldSampler.BATCH_BLOCKS / 3.0)));
    private static GlThread gl;

    @TempDir
    Path dir;

    /** A whole-grid band baked with batching on or off; {@code barriers[0]} gets the evaluator's barriers. */
    private static SampleBand bake(GlFieldSampler sampler, SampleGrid grid, long[] barriers) throws BakeException {
        SampleBand band = new SampleBand(grid.width(), grid.height(), sampler.maskNames());
        band.reset(0, grid.height());
        long before = evaluatorBarriers();
        sampler.sample(grid, band);
        barriers[0] = evaluatorBarriers() - before;
        return band;
    }

    private static long evaluatorBarriers() {
        return gl.submit(context -> context.evaluator().barriers()).join();
    }

    private static GlFieldSampler sampler(CompiledProgram program, boolean batch) throws BakeException {
        return BatchSwitch.create(batch, () -> GlFieldSampler.create(gl, program));
    }

    private static GlFieldSampler sampler(CompiledPlan plan, boolean batch) throws BakeException {
        return BatchSwitch.create(batch, () -> GlFieldSampler.create(gl, plan, null));
    }

    /** Height, gradient and the named masks of two bands, bit for bit. */
    static void assertSameBits(SampleBand expected, SampleBand actual, List<String> masks, String what) {
        assertArrayEquals(FloatBits.of(expected.height()), FloatBits.of(actual.height()), what + ": height");
        assertArrayEquals(FloatBits.of(expected.gradX()), FloatBits.of(actual.gradX()), what + ": d/dx");
        assertArrayEquals(FloatBits.of(expected.gradY()), FloatBits.of(actual.gradY()), what + ": d/dy");
        for (String mask : masks) {
            assertArrayEquals(FloatBits.of(expected.mask(mask)), FloatBits.of(actual.mask(mask)),
                    what + ": mask " + mask);
        }
    }


    @Test
    void aSingleProgramBatchIsBitIdenticalWithOneBarrierInsteadOfOnePerBlock() throws BakeException {
        assertEquals(EvaluationPath.COMPUTE, gl.submit(context -> context.evaluator().path()).join(),
                "CI's llvmpipe offers OpenGL 4.5: the compute path, where barriers are counted");
        long[] perBlockBarriers = new long[1];
        long[] batchedBarriers = new long[1];
        SampleBand perBlock;
        SampleBand batched;
        List<String> masks;
        try (GlFieldSampler sampler = sampler(GlFieldSamplerTest.compiled(), false)) {
            assertTrue(sampler.batchLabel().startsWith("per block"), sampler.batchLabel());
            perBlock = bake(sampler, GRID, perBlockBarriers);
            masks = sampler.maskNames();
        }
        try (GlFieldSampler sampler = sampler(GlFieldSamplerTest.compiled(), true)) {
            assertTrue(sampler.batchLabel().startsWith("batched"), sampler.batchLabel());
            batched = bake(sampler, GRID, batchedBarriers);
        }
        assertSameBits(perBlock, batched, masks, "fBm with a slope mask");
        assertEquals(BLOCKS, perBlockBarriers[0], "per block: one barrier after each dispatch");
        assertEquals(BATCHES, batchedBarriers[0], "one barrier a batch");
    }

    @Test
    void planStagesRunStageMajorBitIdentically() throws BakeException {
        for (CompiledPlan plan : List.of(COMPILER.compilePlan(PassPlanGpuTest.masked(10), CompileOptions.DEFAULT),
                COMPILER.compilePlan(PassPlanGpuTest.blurred(), CompileOptions.DEFAULT))) {
            assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
            int stages = plan.stages().size();
            assertTrue(stages >= 2, "a plan of several stages");
            long[] perBlockBarriers = new long[1];
            long[] batchedBarriers = new long[1];
            SampleBand perBlock;
            SampleBand batched;
            IssueCounts perBlockIssued;
            IssueCounts batchedIssued;
            try (GlFieldSampler sampler = sampler(plan, false)) {
                perBlock = bake(sampler, GRID, perBlockBarriers);
                perBlockIssued = sampler.issueCounts();
            }
            try (GlFieldSampler sampler = sampler(plan, true)) {
                assertTrue(sampler.batchLabel().contains("stage-major"), sampler.batchLabel());
                batched = bake(sampler, GRID, batchedBarriers);
                batchedIssued = sampler.issueCounts();
            }
            assertSameBits(perBlock, batched, plan.maskNames(), stages + "-stage plan");
            for (IssueCounts issued : List.of(perBlockIssued, batchedIssued)) {
                assertEquals(BLOCKS, issued.blocks(), "blocks issued: " + issued);
                assertEquals((long) BLOCKS * stages, issued.evaluations(), "every stage of every block: " + issued);
            }
            assertEquals(BLOCKS, perBlockIssued.batches(), "per block: a batch of one block each");
            assertEquals(perBlockBarriers[0], perBlockIssued.barriers(), "the sampler counts the evaluator's barriers");
            assertTrue(batchedIssued.batches() < BLOCKS, "batched: several blocks a batch, got " + batchedIssued);
            assertEquals(batchedBarriers[0], batchedIssued.barriers(), "the sampler counts the evaluator's barriers");
            assertTrue(perBlockBarriers[0] >= 2L * BLOCKS, "per block: a barrier after each stage of each of the "
                    + BLOCKS + " blocks, got " + perBlockBarriers[0]);
            assertTrue(batchedBarriers[0] <= stages * batchedIssued.batches(), "stage-major: at most one barrier per "
                    + "stage and batch, got " + batchedBarriers[0] + " for " + stages + " stages, " + batchedIssued);
        }
    }

    @Test
    void bandsBeginningAndEndingInsideBlocksGiveTheBitsOfOneBand() throws BakeException {
        // Bands of one and of three band steps cut the 512-row blocks at every offset a step allows;
        // their blocks are evaluated over the band's rows only (earlier plan stages over those plus the
        // halo), with the whole block's placement.
        List<CompiledPlan> plans = List.of(COMPILER.compilePlan(PassPlanGpuTest.masked(10), CompileOptions.DEFAULT),
                COMPILER.compilePlan(PassPlanGpuTest.blurred(), CompileOptions.DEFAULT));
        for (CompiledPlan plan : plans) {
            SampleBand whole;
            try (GlFieldSampler sampler = sampler(plan, true)) {
                whole = bake(sampler, GRID, new long[1]);
            }
            for (boolean batched : new boolean[] {true, false}) {
                for (int rows : batched ? new int[] {GlFieldSampler.BAND_STEP, 3 * GlFieldSampler.BAND_STEP}
                        : new int[] {3 * GlFieldSampler.BAND_STEP}) {
                    try (GlFieldSampler sampler = sampler(plan, batched)) {
                        SampleBand banded = inBands(sampler, rows);
                        assertSameBits(whole, banded, plan.maskNames(), plan.stages().size() + "-stage plan, bands of "
                                + rows + " rows, " + (batched ? "batched" : "per block"));
                    }
                }
            }
        }
        try (GlFieldSampler one = sampler(GlFieldSamplerTest.compiled(), true);
             GlFieldSampler banded = sampler(GlFieldSamplerTest.compiled(), true)) {
            assertSameBits(bake(one, GRID, new long[1]), inBands(banded, GlFieldSampler.BAND_STEP), one.maskNames(),
                    "one program, bands of one step");
        }
    }

    /** The whole grid baked in bands of {@code rows} rows, gathered into one band. */
    private static SampleBand inBands(GlFieldSampler sampler, int rows) throws BakeException {
        int[] firsts = IntStream.iterate(0, first -> first < GRID.height(), first -> first + rows).toArray();
        return PrefetchGpuTest.bake(sampler, GRID, List.of(new SampleBand(GRID.width(), rows, sampler.maskNames())),
                firsts);
    }

    @Test
    void aBatchedTiledExportEqualsAPerBlockSingleExportBitForBit() throws Exception {
        CompiledPlan plan = COMPILER.compilePlan(PassPlanGpuTest.blurred(), CompileOptions.DEFAULT);
        Set<MapFormat> formats = Set.of(MapFormat.EXR);
        Path single = Files.createDirectory(dir.resolve("single"));
        Path tiled = Files.createDirectory(dir.resolve("tiled"));
        TilePlan tiles = TilePlan.of(GRID.width(), GRID.height(), 3, 2, 1);
        try (GlFieldSampler sampler = sampler(plan, false)) {
            new MapExport(request(TilePlan.single(GRID.width(), GRID.height()), single, formats), sampler, null, null)
                    .run();
        }
        try (GlFieldSampler sampler = sampler(plan, true)) {
            new MapExport(request(tiles, tiled, formats), sampler, null, null).run();
        }
        float[] whole = ExrReaderForTests.read(single.resolve("terrain.exr")).get("Y");
        for (TilePlan.Tile tile : tiles.tiles()) {
            String suffix = "_x" + tile.column() + "_y" + tile.row();
            float[] part = ExrReaderForTests.read(tiled.resolve("terrain" + suffix + ".exr")).get("Y");
            float[] expected = new float[tile.width() * tile.height()];
            for (int y = 0; y < tile.height(); y++) {
                System.arraycopy(whole, (tile.y0() + y) * GRID.width() + tile.x0(), expected, y * tile.width(),
                        tile.width());
            }
            assertArrayEquals(FloatBits.of(expected), FloatBits.of(part), "height tile" + suffix);
        }
    }

    private static ExportRequest request(TilePlan tiles, Path folder, Set<MapFormat> formats) {
        return new ExportRequest(GRID, tiles, null, folder, "terrain", formats, null, ExrCompression.ZIP, List.of(),
                null, new ExportRequest.Provenance("blur.graph", "0", 5, "test", Map.of()));
    }
}
