package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.Raster;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orogen.export.ExportRequest;
import org.orogen.export.ExrCompression;
import org.orogen.export.ExrReaderForTests;
import org.orogen.export.MapExport;
import org.orogen.export.MapFormat;
import org.orogen.gl.EvaluationPath;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * Pass plans on a real context (llvmpipe here): masks from baked stages against the per-tap
 * single program, tiled exports equal to the single image with blur and slope stages, and the
 * stage cache (invalidation and eviction).
 */
class PassPlanGpuTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static GlThread gl;

    @TempDir
    Path dir;

    @BeforeAll
    static void startGl() {
        gl = GlThread.start("plan-test-gl");
    }

    @AfterAll
    static void stopGl() {
        gl.close();
    }

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    /**
     * Five-octave fBm hills (finest features about 20 m, so 4 m texels resolve them) with a slope
     * mask ("steep", 15-35 degrees) and a curvature mask ("convex"), both with step {@code step} m.
     */
    static Graph masked(double step) {
        Node fbm = number(number(number(Node.of("n", "fractal.fbm"), "scale", 300), "amplitude", 60), "octaves", 5);
        return Graph.of(List.of(fbm, Node.of("out", "output.height"),
                        number(number(number(Node.of("s", "mask.slope"), "step", step), "lowAngle", 15), "highAngle", 35),
                        number(Node.of("c", "mask.curvature"), "step", step),
                        Node.of("m1", "output.mask").withParameter("name", new ParameterValue.TextValue("steep")),
                        Node.of("m2", "output.mask").withParameter("name", new ParameterValue.TextValue("convex"))),
                List.of(Edge.of("n", "value", "out", "input"), Edge.of("n", "value", "s", "height"),
                        Edge.of("n", "value", "c", "height"), Edge.of("s", "mask", "m1", "input"),
                        Edge.of("c", "mask", "m2", "input")),
                GraphMetadata.EMPTY, 11, List.of());
    }

    private static SampleBand bake(GlFieldSampler sampler, SampleGrid grid) throws BakeException {
        SampleBand all = new SampleBand(grid.width(), grid.height(), sampler.maskNames());
        all.reset(0, grid.height());
        sampler.sample(grid, all);
        return all;
    }

    private static float maxDifference(float[] a, float[] b) {
        float max = 0;
        for (int i = 0; i < a.length; i++) {
            max = Math.max(max, Math.abs(a[i] - b[i]));
        }
        return max;
    }

    /**
     * The plan bakes the terrain once and the masks read it; the single program re-evaluates the
     * terrain at every tap. With taps on texels (step = spacing) both see the same floats up to
     * the position rounding of a different draw (heights: bit for bit). With taps between texels
     * the plan interpolates the baked gradient bilinearly, so the masks differ by the
     * interpolation error, which is bounded by the gradient's variation over one texel.
     * Tolerances: 0 for taps on texels; for taps between texels, mean |curvature mask difference|
     * at most 0.03 and max 0.5 (measured on llvmpipe: 0.013 and 0.33).
     */
    @Test
    void masksFromBakedStagesMatchThePerTapProgram() throws BakeException {
        SampleGrid grid = new SampleGrid(1000, -500, 1020, 1020, 256, 256); // 4 m texels
        for (double step : new double[] {4.0, 10.0}) {
            Graph graph = masked(step);
            CompiledProgram single = COMPILER.compile(graph);
            CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
            assertEquals(2, plan.stages().size());
            SampleBand expected;
            SampleBand actual;
            try (GlFieldSampler a = GlFieldSampler.create(gl, single, null);
                 GlFieldSampler b = GlFieldSampler.create(gl, plan, null)) {
                expected = bake(a, grid);
                actual = bake(b, grid);
            }
            assertArrayEquals(expected.height(), actual.height(), "heights read back from the stage texture");
            assertArrayEquals(expected.gradX(), actual.gradX());
            float steep = maxDifference(expected.mask("steep"), actual.mask("steep"));
            float convex = maxDifference(expected.mask("convex"), actual.mask("convex"));
            double steepMean = meanDifference(expected.mask("steep"), actual.mask("steep"));
            double convexMean = meanDifference(expected.mask("convex"), actual.mask("convex"));
            System.out.printf("step %.1f m: slope mask |difference| max %.3g mean %.3g; curvature mask max %.3g mean"
                    + " %.3g%n", step, steep, steepMean, convex, convexMean);
            if (step == 4.0) {
                // Every tap lands on a texel centre and reads it exactly: the same floats.
                assertEquals(0f, steep, "taps on texels: slope mask difference");
                assertEquals(0f, convex, "taps on texels: curvature mask difference");
            } else {
                // The slope mask's value uses the tap at the pixel itself: still exact. The
                // curvature differentiates gradients interpolated 2.5 texels away (its mask
                // amplifies the Laplacian by scale/2 = 100 m): close on average, and where the
                // 20 m octave bends hardest within a texel, off by up to a few tenths.
                assertEquals(0f, steep, "slope mask value (tap at the pixel)");
                assertTrue(convexMean <= 0.03, "interpolated taps: mean curvature mask difference " + convexMean);
                assertTrue(convex <= 0.5f, "interpolated taps: curvature mask difference " + convex);
            }
        }
    }

    /**
     * A slope mask whose value alone is written is read at the point (one program, the noise's analytic
     * gradient at the pixel); where something also reads its gradient (a slope of the slope), the noise is
     * baked and the mask taps the texture; compiled for editing, the mask reads the baked noise at the pixel.
     * At the pixel all three see the same floats: the same mask, bit for bit.
     */
    @Test
    void aSlopeMaskReadAtThePointEqualsItsBakedTaps() throws BakeException {
        Node fbm = number(number(number(Node.of("n", "fractal.fbm"), "scale", 300), "amplitude", 60), "octaves", 5);
        List<Node> nodes = new java.util.ArrayList<>(List.of(fbm, Node.of("out", "output.height"),
                number(number(number(Node.of("s", "mask.slope"), "step", 10), "lowAngle", 15), "highAngle", 35),
                Node.of("m1", "output.mask").withParameter("name", new ParameterValue.TextValue("steep"))));
        List<Edge> edges = new java.util.ArrayList<>(List.of(Edge.of("n", "value", "out", "input"),
                Edge.of("n", "value", "s", "height"), Edge.of("s", "mask", "m1", "input")));
        Graph atPoint = Graph.of(nodes, edges, GraphMetadata.EMPTY, 11, List.of());
        nodes.add(Node.of("t", "mask.slope"));
        nodes.add(Node.of("m2", "output.mask").withParameter("name", new ParameterValue.TextValue("rim")));
        edges.add(Edge.of("s", "mask", "t", "height"));
        edges.add(Edge.of("t", "mask", "m2", "input"));
        Graph tapped = Graph.of(nodes, edges, GraphMetadata.EMPTY, 11, List.of());
        CompiledPlan one = COMPILER.compilePlan(atPoint, CompileOptions.DEFAULT);
        CompiledPlan edited = COMPILER.compilePlan(atPoint, CompileOptions.DEFAULT.forEditing());
        CompiledPlan two = COMPILER.compilePlan(tapped, CompileOptions.DEFAULT);
        assertTrue(one.isSingleProgram(), "the mask's value alone is read");
        assertEquals(2, edited.stages().size(), "for editing, the mask keeps a stage reading the noise at the pixel");
        assertEquals(2, two.stages().size(), "the second slope reads the first one's gradient");
        SampleGrid grid = new SampleGrid(1000, -500, 1020, 1020, 256, 256); // 4 m texels
        SampleBand expected;
        SampleBand actual;
        SampleBand forEditing;
        try (GlFieldSampler a = GlFieldSampler.create(gl, two, null);
             GlFieldSampler b = GlFieldSampler.create(gl, one, null);
             GlFieldSampler c = GlFieldSampler.create(gl, edited, null)) {
            expected = bake(a, grid);
            actual = bake(b, grid);
            forEditing = bake(c, grid);
        }
        assertArrayEquals(expected.height(), actual.height());
        assertArrayEquals(expected.mask("steep"), actual.mask("steep"), "the slope mask read at the point");
        assertArrayEquals(expected.height(), forEditing.height());
        assertArrayEquals(expected.mask("steep"), forEditing.mask("steep"), "read at the pixel from the texture");
        float[] steep = actual.mask("steep");
        long partly = java.util.stream.IntStream.range(0, steep.length).filter(i -> steep[i] > 0 && steep[i] < 1).count();
        assertTrue(partly > steep.length / 20, "a mask with a slope in it: " + partly + " pixels between 0 and 1");
    }

    private static double meanDifference(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += Math.abs(a[i] - b[i]);
        }
        return sum / a.length;
    }

    /** fBm, blurred (25 m), as height; a curvature mask of the blurred terrain and a slope mask of the raw fBm. */
    static Graph blurred() {
        return blurred(25);
    }

    /**
     * fBm blurred over {@code radius} metres for the height and a curvature mask (which taps it), and a slope mask
     * of the fBm itself (read at the point).
     */
    static Graph blurred(double radius) {
        Node fbm = number(number(Node.of("n", "fractal.fbm"), "scale", 200), "amplitude", 100);
        return Graph.of(List.of(fbm, number(Node.of("b", "filter.blur"), "radius", radius), Node.of("out", "output.height"),
                        number(Node.of("s", "mask.curvature"), "step", 3), number(Node.of("r", "mask.slope"), "step", 5),
                        Node.of("m1", "output.mask").withParameter("name", new ParameterValue.TextValue("smooth")),
                        Node.of("m2", "output.mask").withParameter("name", new ParameterValue.TextValue("raw"))),
                List.of(Edge.of("n", "value", "b", "height"), Edge.of("b", "value", "out", "input"),
                        Edge.of("b", "value", "s", "height"), Edge.of("n", "value", "r", "height"),
                        Edge.of("s", "mask", "m1", "input"), Edge.of("r", "mask", "m2", "input")),
                GraphMetadata.EMPTY, 5, List.of());
    }

    /**
     * Tiles equal the single image. A 25 m blur at 2 m pixels gives its input a halo of about 40 texels,
     * baked per block; a 150 m one about 230 texels, at least {@link PlanRunner#REGION_HALO}: the blur's
     * passes are then baked once per region of blocks (both block columns here), fewer evaluations.
     */
    @ParameterizedTest
    @ValueSource(doubles = {25, 150})
    void tiledExportOfABlurAndSlopePlanEqualsTheSingleImageBitForBit(double radius) throws Exception {
        CompiledPlan plan = COMPILER.compilePlan(blurred(radius), CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        assertTrue(plan.stages().size() >= 4, "blur passes and mask stages");
        // Two block columns (blocks of 1024 x 512), so stages meet at a block edge inside tiles.
        SampleGrid grid = new SampleGrid(-3000, 2000, 2200, 600, 1101, 301);
        Set<MapFormat> formats = Set.of(MapFormat.EXR, MapFormat.MASK_PNG16);
        Path single = Files.createDirectories(dir.resolve("single-" + radius));
        Path tiled = Files.createDirectories(dir.resolve("tiled-" + radius));
        TilePlan tiles = TilePlan.of(1101, 301, 2, 2, 1);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null)) {
            IssueCounts before = sampler.issueCounts();
            new MapExport(request(grid, TilePlan.single(1101, 301), single, formats), sampler, null, null).run();
            IssueCounts issued = sampler.issueCounts().minus(before);
            long perBlock = issued.blocks() * plan.stages().size(); // every stage of every block
            if (radius > 100) {
                assertTrue(issued.evaluations() < perBlock, "wide stages baked per region: " + issued.evaluations()
                        + " evaluations for " + issued.blocks() + " blocks of " + plan.stages().size() + " stages");
            } else {
                assertEquals(perBlock, issued.evaluations(), "every stage baked per block");
            }
            new MapExport(request(grid, tiles, tiled, formats), sampler, null, null).run();
        }
        float[] whole = ExrReaderForTests.read(single.resolve("terrain.exr")).get("Y");
        for (TilePlan.Tile tile : tiles.tiles()) {
            String suffix = "_x" + tile.column() + "_y" + tile.row();
            float[] part = ExrReaderForTests.read(tiled.resolve("terrain" + suffix + ".exr")).get("Y");
            float[] expected = new float[tile.width() * tile.height()];
            for (int y = 0; y < tile.height(); y++) {
                System.arraycopy(whole, (tile.y0() + y) * 1101 + tile.x0(), expected, y * tile.width(), tile.width());
            }
            assertArrayEquals(expected, part, 0f, "height tile" + suffix);
            for (String mask : List.of("smooth", "raw")) {
                Raster all = ImageIO.read(single.resolve("terrain_mask_" + mask + ".png").toFile()).getRaster();
                Raster piece = ImageIO.read(tiled.resolve("terrain_mask_" + mask + suffix + ".png").toFile()).getRaster();
                assertArrayEquals(all.getPixels(tile.x0(), tile.y0(), tile.width(), tile.height(), (int[]) null),
                        piece.getPixels(0, 0, tile.width(), tile.height(), (int[]) null), mask + suffix);
            }
        }
    }

    /**
     * Bands of 128 rows begin and end inside block rows: a wide stage's region covers whole block rows (here
     * both, and both block columns), so the bands after the first find it made. The same bits as one band
     * for the whole grid, and the wide stages are not baked again per band.
     */
    @Test
    void bandsInsideBlockRowsReuseTheirRegionWithTheSameBits() throws Exception {
        CompiledPlan plan = COMPILER.compilePlan(blurred(150), CompileOptions.DEFAULT);
        SampleGrid grid = new SampleGrid(-3000, 2000, 2200, 1200, 1101, 601);
        try (GlFieldSampler whole = GlFieldSampler.create(gl, plan, null);
             GlFieldSampler banded = GlFieldSampler.create(gl, plan, null)) {
            SampleBand expected = bake(whole, grid);
            SampleBand band = new SampleBand(grid.width(), GlFieldSampler.BAND_STEP, banded.maskNames());
            for (int first = 0; first < grid.height(); first += GlFieldSampler.BAND_STEP) {
                int rows = Math.min(GlFieldSampler.BAND_STEP, grid.height() - first);
                band.reset(first, rows);
                banded.sample(grid, band);
                int at = first * grid.width();
                int n = rows * grid.width();
                assertArrayEquals(Arrays.copyOfRange(expected.height(), at, at + n),
                        Arrays.copyOfRange(band.height(), 0, n), 0f, "heights of the band at row " + first);
                for (String mask : List.of("smooth", "raw")) {
                    assertArrayEquals(Arrays.copyOfRange(expected.mask(mask), at, at + n),
                            Arrays.copyOfRange(band.mask(mask), 0, n), 0f, mask + " of the band at row " + first);
                }
            }
            IssueCounts issued = banded.issueCounts();
            long wide = wideStages(plan, grid);
            // Every block of every band runs the per-block stages; each wide stage runs once per region, not
            // once per band.
            PlanRunner.RegionSize size = regionSize(plan, grid);
            long regions = (long) Math.ceilDiv(grid.width(), size.width()) * Math.ceilDiv(grid.height(), size.height());
            assertEquals(1, regions, "one region covers both block columns and both block rows: " + size);
            assertEquals(issued.blocks() * (plan.stages().size() - wide) + regions * wide, issued.evaluations(),
                    issued.toString());
        }
    }

    /** The plan's stages before its last whose halo on {@code grid} makes them wide; asserts the blur's two are. */
    private static long wideStages(CompiledPlan plan, SampleGrid grid) {
        int last = plan.stages().size() - 1;
        long wide = plan.halos(grid.spacingX(), grid.spacingY(), last).subList(0, last).stream()
                .filter(h -> Math.max(h.x(), h.y()) >= PlanRunner.REGION_HALO).count();
        assertTrue(wide >= 2, "the blur's passes are wide");
        return wide;
    }

    /** The regions an export of {@code grid} bakes the plan's wide stages over. */
    private static PlanRunner.RegionSize regionSize(CompiledPlan plan, SampleGrid grid) throws ImageInputException {
        try (PlanRunner runner = new PlanRunner(plan, PlanRunner.loadImages(plan, null), null)) {
            return runner.regionSize(BlockAt.placement(grid, 0, 0, Math.min(GlFieldSampler.BLOCK_WIDTH,
                    grid.width())), grid.width(), grid.height());
        }
    }

    /**
     * Block by block (a batch of one block, narrower than the grid as a small batch is), two regions across
     * and one down covering two block rows: each region is baked once, not again for every block row that
     * comes back to it after the other region's blocks, and the bits are the batched run's.
     */
    @Test
    void blocksComingBackToARowOfRegionsFindItsRegionsMade() throws Exception {
        CompiledPlan plan = COMPILER.compilePlan(blurred(300), CompileOptions.DEFAULT);
        SampleGrid grid = new SampleGrid(-3000, 2000, 16796, 2396, 4200, 600);
        long wide = wideStages(plan, grid);
        PlanRunner.RegionSize size = regionSize(plan, grid);
        long across = Math.ceilDiv(grid.width(), size.width());
        assertTrue(across >= 2 && size.height() >= grid.height(), "two regions across, one down: " + size);
        try (GlFieldSampler batched = BatchSwitch.create(true, () -> GlFieldSampler.create(gl, plan, null));
             GlFieldSampler single = BatchSwitch.create(false, () -> GlFieldSampler.create(gl, plan, null))) {
            SampleBand expected = bake(batched, grid);
            SampleBand actual = bake(single, grid);
            assertArrayEquals(expected.height(), actual.height(), 0f, "heights");
            for (String mask : List.of("smooth", "raw")) {
                assertArrayEquals(expected.mask(mask), actual.mask(mask), 0f, mask);
            }
            IssueCounts issued = single.issueCounts();
            assertEquals(issued.blocks() * (plan.stages().size() - wide) + across * wide, issued.evaluations(),
                    "each wide stage once per region: " + issued);
            // Batches over regions wait for their packs before their copies (BandReadback.awaitPacks).
            assertEquals(batched.issueCounts().batches(), batched.packWaits(), "every batch over regions waits");
        }
        // A plan without wide stages does not: its batches stay queued back to back on the GPU.
        CompiledPlan narrow = COMPILER.compilePlan(blurred(25), CompileOptions.DEFAULT);
        try (GlFieldSampler batched = BatchSwitch.create(true, () -> GlFieldSampler.create(gl, narrow, null))) {
            bake(batched, new SampleGrid(-3000, 2000, 2200, 1200, 1101, 601));
            assertTrue(batched.issueCounts().batches() > 0);
            assertEquals(0, batched.packWaits(), "no regions, no waits");
        }
    }

    /**
     * A normalised symmetric kernel leaves a linear field unchanged: the blurred plane is the plane,
     * value and gradient, in the plan (two texture passes) and in the single-program fallback.
     */
    @Test
    void aBlurLeavesAPlaneUnchanged() throws BakeException {
        Node plane = number(number(number(Node.of("p", "shape.slope_plane"), "slope", 0.2), "direction", 30),
                "height", 50);
        Graph graph = Graph.of(List.of(plane, number(Node.of("b", "filter.blur"), "radius", 30),
                        Node.of("out", "output.height")),
                List.of(Edge.of("p", "result", "b", "height"), Edge.of("b", "value", "out", "input")),
                GraphMetadata.EMPTY, 1, List.of());
        SampleGrid grid = new SampleGrid(100, 100, 400, 300, 201, 151);
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        assertEquals(4, plan.stages().size());
        double gx = 0.2 * Math.cos(Math.toRadians(30));
        double gy = 0.2 * Math.sin(Math.toRadians(30));
        for (GlFieldSampler sampler : List.of(GlFieldSampler.create(gl, plan, null),
                GlFieldSampler.create(gl, COMPILER.compile(graph), null))) {
            try (sampler) {
                SampleBand band = bake(sampler, grid);
                for (int r = 0; r < grid.height(); r += 7) {
                    for (int c = 0; c < grid.width(); c += 7) {
                        int i = band.index(r, c);
                        double expected = 50 + gx * grid.worldX(c) + gy * grid.worldY(r);
                        assertEquals(expected, band.height()[i], 2e-3, "height at " + c + "," + r);
                        assertEquals(gx, band.gradX()[i], 1e-5);
                        assertEquals(gy, band.gradY()[i], 1e-5);
                    }
                }
            }
        }
    }

    /**
     * Stage programs and blur passes have a compute and a fragment variant: both give the same floats. The
     * final stage's height is the blurred field read at the pixel, which the compute path either stores or
     * (on software renderers) copies from the blur's texture: both, on whole blocks and on blocks evaluated
     * from a row up (the copy starts at that row, past the texture's halo), match the fragment path.
     */
    @ParameterizedTest
    @ValueSource(ints = {0, 37})
    void computeAndFragmentPathsRunAPlanBitForBit(int firstRow) throws Exception {
        CompiledPlan plan = COMPILER.compilePlan(blurred(), CompileOptions.DEFAULT);
        assertTrue(plan.finalProgram().heightCopy().isPresent(), "the final stage's height is a copy");
        PlanRunner runner = new PlanRunner(plan, PlanRunner.loadImages(plan, null), null);
        GridBlock block = new GridBlock(-300, 450, 2, 2, 96, 80).fromRow(firstRow);
        List<float[]> results = gl.submit(context -> {
            List<float[]> out = new ArrayList<>();
            if (!context.info().atLeast(4, 3)) {
                return out;
            }
            record Run(EvaluationPath path, boolean copyHeights) {
            }
            for (Run run : List.of(new Run(EvaluationPath.FRAGMENT, false), new Run(EvaluationPath.COMPUTE, false),
                    new Run(EvaluationPath.COMPUTE, true))) {
                try (FieldEvaluator evaluator = new FieldEvaluator(context, 8, run.path(), run.copyHeights())) {
                    List<Texture> outputs = FieldEvaluator.createOutputs(context, plan.finalProgram(), block.width(),
                            block.height());
                    runner.run(evaluator, context, block, outputs);
                    for (Texture t : outputs) {
                        out.add(t.download());
                        t.close();
                    }
                }
            }
            runner.close();
            return out;
        }).join();
        // Both paths must run: CI's Mesa llvmpipe gives OpenGL 4.5, so a context without 4.3 is a failure.
        assertFalse(results.isEmpty(), "no OpenGL 4.3 here, so the compute path could not be compared");
        int outputs = results.size() / 3; // fragment, compute storing its height, compute copying it
        for (int run = 1; run < 3; run++) {
            for (int i = 0; i < outputs; i++) {
                float[] fragment = results.get(i);
                // texture rows below the first evaluated row are not written; a mask is one float a texel
                int from = firstRow * fragment.length / block.height();
                float[] compute = results.get(run * outputs + i);
                assertArrayEquals(Arrays.copyOfRange(fragment, from, fragment.length),
                        Arrays.copyOfRange(compute, from, compute.length), 0f,
                        (run == 1 ? "stored" : "copied") + " height, output " + i);
            }
        }
    }

    /**
     * A batch told to leave its heights ({@link PlanRunner#runBatch(org.orogen.gl.GlContext, List, List, List,
     * boolean)}, what the packed readback asks for) writes no height output on the compute path, and says per
     * block where the height is: that texture's texels, from the offsets given, are the heights a batch that
     * copies or stores them writes.
     */
    @Test
    void aBatchLeavingItsHeightsSaysWhereTheyAreAndWritesNone() throws Exception {
        CompiledPlan plan = COMPILER.compilePlan(blurred(), CompileOptions.DEFAULT);
        assertTrue(plan.finalProgram().heightCopy().isPresent(), "the final stage's height is a copy");
        PlanRunner runner = new PlanRunner(plan, PlanRunner.loadImages(plan, null), null);
        assertTrue(runner.batches());
        int width = 96;
        int height = 80;
        List<GridBlock> blocks = List.of(new GridBlock(-300, 450, 2, 2, width, height),
                new GridBlock(-300 + 2 * width, 450, 2, 2, width, height));
        float sentinel = 12345.5f;
        gl.submit(context -> {
            List<List<Texture>> written = new ArrayList<>();
            List<List<Texture>> left = new ArrayList<>();
            try {
                for (int b = 0; b < blocks.size(); b++) {
                    written.add(FieldEvaluator.createOutputs(context, plan.finalProgram(), width, height));
                    List<Texture> outputs = FieldEvaluator.createOutputs(context, plan.finalProgram(), width, height);
                    float[] fill = new float[width * height * 4];
                    Arrays.fill(fill, sentinel);
                    outputs.getFirst().upload(fill);
                    left.add(outputs);
                }
                assertEquals(null, runner.runBatch(context, blocks, null, written, false));
                List<float[]> heights = written.stream().map(outputs -> outputs.getFirst().download()).toList();
                List<FieldEvaluator.HeightSource> sources = runner.runBatch(context, blocks, null, left, true);
                assertEquals(blocks.size(), sources.size(), "where each block's height is");
                for (int b = 0; b < blocks.size(); b++) {
                    float[] untouched = left.get(b).getFirst().download();
                    for (float v : untouched) {
                        assertEquals(sentinel, v, "the height output is not written");
                    }
                    FieldEvaluator.HeightSource source = sources.get(b);
                    float[] texels = source.texture().download();
                    int sourceWidth = source.texture().width();
                    for (int y = 0; y < height; y++) {
                        for (int x = 0; x < width; x++) {
                            for (int c = 0; c < 3; c++) { // value and gradient
                                float expected = heights.get(b)[(y * width + x) * 4 + c];
                                float actual = texels[((y + source.dy()) * sourceWidth + x + source.dx()) * 4 + c];
                                assertEquals(Float.floatToRawIntBits(expected), Float.floatToRawIntBits(actual),
                                        "block " + b + ", texel " + x + "," + y + ", channel " + c);
                            }
                        }
                    }
                    assertTrue(source.dx() > 0 && source.dy() > 0, "the blur's texture has a halo");
                }
            } finally {
                written.forEach(outputs -> outputs.forEach(Texture::close));
                left.forEach(outputs -> outputs.forEach(Texture::close));
                runner.close();
            }
            return null;
        }).join();
    }

    private static ExportRequest request(SampleGrid grid, TilePlan tiles, Path folder, Set<MapFormat> formats) {
        return new ExportRequest(grid, tiles, null, folder, "terrain", formats, null, ExrCompression.ZIP, List.of(),
                null, new ExportRequest.Provenance("blur.graph", "0", 5, "test", Map.of()));
    }

    /** fBm behind a cache node, plus gradient noise added downstream. */
    static Graph cached(double upstreamScale, double downstreamAmplitude) {
        return Graph.of(List.of(number(Node.of("n", "fractal.fbm"), "scale", upstreamScale), Node.of("c", "graph.cache"),
                        number(Node.of("d", "noise.gradient"), "amplitude", downstreamAmplitude),
                        Node.of("a", "combine.add"), Node.of("out", "output.height")),
                List.of(Edge.of("n", "value", "c", "source"), Edge.of("c", "value", "a", "a"),
                        Edge.of("d", "value", "a", "b"), Edge.of("a", "result", "out", "input")),
                GraphMetadata.EMPTY, 3, List.of());
    }

    private static float[] run(PlanRunner runner, GridBlock block) {
        return gl.submit(context -> {
            try (Texture out = Texture.create(context, block.width(), block.height(), TextureFormat.RGBA32F)) {
                runner.run(context, block, List.of(out));
                return out.download();
            }
        }).join();
    }

    private static PlanRunner runner(Graph graph, StageCache cache) throws ImageInputException {
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        return new PlanRunner(plan, PlanRunner.loadImages(plan, null), cache);
    }

    @Test
    void theStageCacheRecomputesOnlyWhatAnUpstreamChangeTouches() throws Exception {
        GridBlock block = new GridBlock(100, 200, 2, 2, 64, 64);
        StageCache cache = new StageCache(64L << 20);
        List<float[]> results = new ArrayList<>();
        results.add(run(runner(cached(300, 10), cache), block));
        assertEquals(1, cache.misses());
        assertEquals(1, cache.size());
        // A downstream parameter: the cached stage is reused, the result changes.
        results.add(run(runner(cached(300, 40), cache), block));
        assertEquals(1, cache.misses());
        assertEquals(1, cache.hits());
        assertFalse(java.util.Arrays.equals(results.get(0), results.get(1)));
        // An upstream parameter: the stage is computed again.
        results.add(run(runner(cached(500, 40), cache), block));
        assertEquals(2, cache.misses());
        assertNotEquals(results.get(1)[0], results.get(2)[0]);
        // Back to the first values: still cached, and the same floats as computed without a cache.
        float[] again = run(runner(cached(300, 10), cache), block);
        assertEquals(2, cache.misses());
        PlanRunner uncached = runner(cached(300, 10), null);
        assertArrayEquals(again, run(uncached, block), 0f);
        assertArrayEquals(results.get(0), again, 0f);
        gl.execute(context -> {
            uncached.close();
            cache.close();
        }).join();
    }

    @Test
    void theStageCacheEvictsTheLeastRecentlyUsedBlockUnderItsBudget() throws Exception {
        GridBlock first = new GridBlock(0, 0, 2, 2, 64, 64);
        GridBlock second = new GridBlock(128, 0, 2, 2, 64, 64);
        long oneEntry = 64L * 64 * 4 * Float.BYTES; // the cache stage has no halo: one 64x64 RGBA32F texture
        StageCache cache = new StageCache(oneEntry);
        PlanRunner runner = runner(cached(300, 10), cache);
        float[] a = run(runner, first);
        run(runner, second);
        assertEquals(1, cache.size());
        assertEquals(1, cache.evictions());
        assertTrue(cache.bytes() <= cache.budgetBytes());
        assertArrayEquals(a, run(runner, first), 0f);
        assertEquals(3, cache.misses(), "the first block was evicted and computed again");
        StageCache none = new StageCache(0);
        PlanRunner without = runner(cached(300, 10), none);
        assertArrayEquals(a, run(without, first), 0f);
        assertEquals(0, none.size());
        gl.execute(context -> {
            cache.close();
            none.close();
        }).join();
    }
}
