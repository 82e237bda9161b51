package org.orogen.paint;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.BakeException;
import org.orogen.bake.BatchSwitch;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.PlanRunner;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.export.ExportRequest;
import org.orogen.export.ExrCompression;
import org.orogen.export.ExrReaderForTests;
import org.orogen.export.MapExport;
import org.orogen.export.MapFormat;
import org.orogen.gl.EvaluationPath;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.ParameterValue.StrokesValue;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.paint.BrushKind;
import org.orogen.graph.paint.Stroke;
import org.orogen.graph.paint.StrokeField;
import org.orogen.graph.paint.StrokePoint;
import org.orogen.measure.Correlation;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.PlanStage;

/**
 * paint.layer on a real context (llvmpipe here): the GPU replay against the Java reference
 * ({@link StrokeField}), resolution independence, tiles against the single image, hostile and
 * heavy stroke data.
 */
@ExtendWith(GlExtension.class)
class PaintGpuTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static final WorldExtent WORLD = new WorldExtent(0, 0, 640, 640);
    private static GlThread gl;

    @TempDir
    Path dir;

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    private static Node terrain() {
        return number(number(Node.of("base", "fractal.fbm"), "scale", 200), "amplitude", 40);
    }

    private static Node ridges() {
        return number(number(Node.of("ridges", "fractal.ridged"), "scale", 90), "amplitude", 25);
    }

    /** fbm terrain painted with {@code strokes} (procedural strokes stamp a ridged noise); mask output "painted". */
    static Graph painted(List<Stroke> strokes) {
        Node paint = Node.of("paint", "paint.layer").withParameter("strokes", new StrokesValue(strokes));
        return Graph.of(List.of(terrain(), ridges(), paint, Node.of("out", "output.height"),
                        Node.of("m", "output.mask").withParameter("name", new ParameterValue.TextValue("painted"))),
                List.of(Edge.of("base", "value", "paint", "height"), Edge.of("ridges", "value", "paint", "source"),
                        Edge.of("paint", "height", "out", "input"), Edge.of("paint", "mask", "m", "input")),
                GraphMetadata.EMPTY.withExtent(WORLD), 7, List.of());
    }

    /** {@code node}'s output alone. */
    private static Graph only(Node node) {
        return Graph.of(List.of(node, Node.of("out", "output.height")), List.of(Edge.of(node.id(), "value", "out",
                "input")), GraphMetadata.EMPTY.withExtent(WORLD), 7, List.of());
    }

    private static Stroke stroke(BrushKind kind, double inner, double outer, double strength, double level) {
        return new Stroke(kind, inner, outer, strength, outer / 4, level, List.of(new StrokePoint(110, 120, 1.0),
                new StrokePoint(240, 300, 0.6), new StrokePoint(330, 310, 0.9), new StrokePoint(520, 470, 0.3)));
    }

    static List<Stroke> everyBrush() {
        return List.of(stroke(BrushKind.RAISE, 25, 90, 30, Double.NaN),
                stroke(BrushKind.PROCEDURAL, 10, 70, 0.8, Double.NaN).withPoints(List.of(new StrokePoint(500, 100, 1),
                        new StrokePoint(150, 480, 1))),
                new Stroke(BrushKind.SMOOTH, 20, 80, 0.9, 20, Double.NaN, List.of(new StrokePoint(320, 320, 1))),
                new Stroke(BrushKind.LEVEL, 30, 100, 0.75, 25, 12.5, List.of(new StrokePoint(450, 200, 1),
                        new StrokePoint(470, 260, 0.8))));
    }

    private static SampleBand bake(Graph graph, SampleGrid grid) throws BakeException {
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null)) {
            SampleBand all = new SampleBand(grid.width(), grid.height(), sampler.maskNames());
            all.reset(0, grid.height());
            sampler.sample(grid, all);
            return all;
        }
    }

    /** A field sampled on a grid, read back at any point by bilinear interpolation (as the shader reads a baked field). */
    private record Baked(SampleGrid grid, float[] values) {
        double at(double x, double y) {
            double u = (x - grid.originX()) / grid.spacingX();
            double v = (grid.originY() + grid.extentY() - y) / grid.spacingY();
            int c = (int) Math.floor(u);
            int r = (int) Math.floor(v);
            double fu = u - c;
            double fv = v - r;
            if (Math.abs(fu) < 1e-3 || Math.abs(fu - 1) < 1e-3) {
                c = (int) Math.round(u);
                fu = 0;
            }
            if (Math.abs(fv) < 1e-3 || Math.abs(fv - 1) < 1e-3) {
                r = (int) Math.round(v);
                fv = 0;
            }
            double v00 = value(c, r);
            double v10 = fu == 0 ? v00 : value(c + 1, r);
            double v01 = fv == 0 ? v00 : value(c, r + 1);
            double v11 = fu == 0 || fv == 0 ? (fu == 0 ? v01 : v10) : value(c + 1, r + 1);
            return (v00 * (1 - fu) + v10 * fu) * (1 - fv) + (v01 * (1 - fu) + v11 * fu) * fv;
        }

        private double value(int c, int r) {
            if (c < 0 || r < 0 || c >= grid.width() || r >= grid.height()) {
                throw new AssertionError("the reference read outside its grid at " + c + ", " + r);
            }
            return values[r * grid.width() + c];
        }
    }

    /** The reference's inputs: the fields baked over the grid grown by {@code margin} texels, the documented blur. */
    private static StrokeField.Inputs inputs(SampleGrid grid, int margin) throws BakeException {
        SampleGrid wide = new SampleGrid(grid.originX() - margin * grid.spacingX(),
                grid.originY() - margin * grid.spacingY(), grid.extentX() + 2 * margin * grid.spacingX(),
                grid.extentY() + 2 * margin * grid.spacingY(), grid.width() + 2 * margin, grid.height() + 2 * margin);
        Baked height = new Baked(wide, bake(only(terrain()), wide).height());
        Baked source = new Baked(wide, bake(only(ridges()), wide).height());
        return new StrokeField.Inputs() {
            @Override
            public double height(double x, double y) {
                return height.at(x, y);
            }

            @Override
            public double source(double x, double y) {
                return source.at(x, y);
            }

            @Override
            public double blurred(double x, double y, double sigma) {
                double sum = 0;
                double total = 0;
                for (int j = -4; j <= 4; j++) {
                    for (int i = -4; i <= 4; i++) {
                        double w = Math.exp(-0.28125 * (i * i + j * j));
                        sum += w * height.at(x + i * 0.75 * sigma, y + j * 0.75 * sigma);
                        total += w;
                    }
                }
                return sum / total;
            }
        };
    }

    @Test
    void thePlanHasOnePaintStageWithTheLayersStrokes() {
        CompiledPlan plan = COMPILER.compilePlan(painted(everyBrush()), CompileOptions.DEFAULT);
        List<PlanStage> paint = plan.stages().stream().filter(s -> s.kind() == PlanStage.Kind.PAINT).toList();
        assertEquals(1, paint.size());
        assertEquals(everyBrush(), paint.getFirst().paint().strokes());
        assertEquals(2, paint.getFirst().inputs().size(), "height and source textures");
        // The strokes are data: another stroke list gives the same program, another cache key (its digest).
        CompiledPlan more = COMPILER.compilePlan(painted(List.of(everyBrush().getFirst())), CompileOptions.DEFAULT);
        PlanStage other = more.stages().stream().filter(s -> s.kind() == PlanStage.Kind.PAINT).findFirst().orElseThrow();
        assertEquals(paint.getFirst().structuralHash(), other.structuralHash());
        assertFalse(paint.getFirst().program().uniforms().equals(other.program().uniforms()));
    }

    /** Each brush alone, then all four in order, against StrokeField on the same inputs. */
    @Test
    void replayEqualsTheJavaReferenceForEachBrush() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 640, 640, 81, 81);
        StrokeField.Inputs in = inputs(grid, 12); // the smooth stroke reaches 60 m = 7.5 texels
        List<List<Stroke>> cases = new ArrayList<>();
        everyBrush().forEach(s -> cases.add(List.of(s)));
        cases.add(everyBrush());
        for (List<Stroke> strokes : cases) {
            SampleBand band = bake(painted(strokes), grid);
            StrokeField reference = new StrokeField(strokes);
            String what = strokes.size() == 1 ? strokes.getFirst().kind().jsonName() : "all brushes";
            double worst = 0;
            int changed = 0;
            for (int r = 0; r < grid.height(); r++) {
                for (int c = 0; c < grid.width(); c++) {
                    double x = grid.worldX(c);
                    double y = grid.worldY(r);
                    int i = r * grid.width() + c;
                    double expected = reference.height(in, x, y);
                    worst = Math.max(worst, Math.abs(band.height()[i] - expected));
                    assertEquals(expected, band.height()[i], 2e-3 + 1e-5 * Math.abs(expected),
                            what + " height at (" + x + ", " + y + ")");
                    assertEquals(reference.mask(x, y), band.mask("painted")[i], 1e-4, what + " mask at (" + x + ", "
                            + y + ")");
                    changed += Math.abs(expected - in.height(x, y)) > 0.5 ? 1 : 0;
                }
            }
            System.out.printf("paint replay vs reference, %s: largest difference %.2e m, %d pixels changed%n", what,
                    worst, changed);
            assertTrue(changed > 50, what + " changes the terrain: " + changed + " pixels");
        }
    }

    /**
     * The analytic gradient of the painted height (through the distance to the segment and the
     * pressure along it) agrees with central differences of the baked height. On flat ground, so
     * that only the strokes' terms count.
     */
    @Test
    void theHeightGradientIsTheDerivativeOfThePaintedHeight() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 640, 640, 513, 513);
        List<Stroke> strokes = List.of(everyBrush().get(0), everyBrush().get(3));
        Node paint = Node.of("paint", "paint.layer").withParameter("strokes", new StrokesValue(strokes));
        Graph flat = Graph.of(List.of(paint, Node.of("out", "output.height")),
                List.of(Edge.of("paint", "height", "out", "input")), GraphMetadata.EMPTY.withExtent(WORLD), 7, List.of());
        double error = gradientError(bake(flat, grid), grid);
        System.out.printf("paint gradient vs central differences: relative error %.5f%n", error);
        assertTrue(error < 0.01, "relative gradient error " + error);
    }

    /** Mean |central difference − baked gradient| over mean |central difference|, along x and y. */
    private static double gradientError(SampleBand band, SampleGrid grid) {
        float[] h = band.height();
        int w = grid.width();
        double err = 0;
        double scale = 0;
        for (int r = 1; r < grid.height() - 1; r++) {
            for (int c = 1; c < w - 1; c++) {
                int i = r * w + c;
                double dx = (h[i + 1] - h[i - 1]) / (2 * grid.spacingX());
                double dy = (h[i - w] - h[i + w]) / (2 * grid.spacingY()); // rows run south
                err += Math.abs(dx - band.gradX()[i]) + Math.abs(dy - band.gradY()[i]);
                scale += Math.abs(dx) + Math.abs(dy);
            }
        }
        return err / scale;
    }

    @Test
    void a257BakeAgreesWithA1025Bake() throws BakeException {
        Graph graph = painted(everyBrush());
        SampleBand small = bake(graph, new SampleGrid(0, 0, 640, 640, 257, 257));
        SampleBand large = bake(graph, new SampleGrid(0, 0, 640, 640, 1025, 1025));
        SampleBand plainSmall = bake(only(terrain()), new SampleGrid(0, 0, 640, 640, 257, 257));
        float[] a = new float[257 * 257];
        float[] b = new float[a.length];
        float[] ma = small.mask("painted");
        float[] mb = new float[a.length];
        for (int r = 0; r < 257; r++) {
            for (int c = 0; c < 257; c++) {
                int i = r * 257 + c;
                int j = (4 * r) * 1025 + 4 * c;
                a[i] = small.height()[i] - plainSmall.height()[i];
                b[i] = large.height()[j] - plainSmall.height()[i];
                mb[i] = large.mask("painted")[j];
            }
        }
        double heights = Correlation.pearson(a, b);
        double masks = Correlation.pearson(ma, mb);
        System.out.printf("paint 257² vs 1025²: painted change correlation %.6f, mask correlation %.6f%n", heights,
                masks);
        assertTrue(heights >= 0.99, "painted change " + heights);
        assertTrue(masks >= 0.99, "masks " + masks);
    }

    /**
     * An export bake runs a paint stage batched, stage-major, each block replaying the strokes culled to it
     * from storage buffers of its own: the same bits as block by block ({@code -Dorogen.bake.batch=false}).
     */
    @Test
    void batchedPaintStagesGiveTheBlockByBlockBits() throws BakeException {
        CompiledPlan plan = COMPILER.compilePlan(painted(everyBrush()), CompileOptions.DEFAULT);
        // Three blocks side by side (1024, 1024 and 52 columns) in one batch, every brush across their edges.
        SampleGrid grid = new SampleGrid(-60, 0, 760, 200, 2100, 300);
        SampleBand[] bands = new SampleBand[2];
        for (boolean batch : new boolean[] {false, true}) {
            try (GlFieldSampler sampler = BatchSwitch.create(batch, () -> GlFieldSampler.create(gl, plan, null))) {
                assertEquals(batch, sampler.batchLabel().contains("stage-major"), sampler.batchLabel());
                SampleBand band = new SampleBand(grid.width(), grid.height(), sampler.maskNames());
                band.reset(0, grid.height());
                sampler.sample(grid, band);
                bands[batch ? 1 : 0] = band;
            }
        }
        assertArrayEquals(bands[0].height(), bands[1].height(), 0f, "height");
        assertArrayEquals(bands[0].gradX(), bands[1].gradX(), 0f, "d/dx");
        assertArrayEquals(bands[0].gradY(), bands[1].gradY(), 0f, "d/dy");
        assertArrayEquals(bands[0].mask("painted"), bands[1].mask("painted"), 0f, "mask");
        float[] base = bake(only(terrain()), grid).height();
        int painted = 0;
        for (int i = 0; i < base.length; i++) {
            painted += bands[1].height()[i] != base[i] ? 1 : 0;
        }
        assertTrue(painted > base.length / 20, "the strokes changed " + painted + " of " + base.length + " heights");
    }

    @Test
    void tiledExportOfAPaintedGraphEqualsTheSingleImageBitForBit() throws Exception {
        CompiledPlan plan = COMPILER.compilePlan(painted(everyBrush()), CompileOptions.DEFAULT);
        // Two block columns and three block rows, so the paint stage meets block edges inside tiles.
        SampleGrid grid = new SampleGrid(-60, 0, 760, 200, 1101, 301);
        Set<MapFormat> formats = Set.of(MapFormat.EXR, MapFormat.MASK_PNG16);
        Path single = Files.createDirectory(dir.resolve("single"));
        Path tiled = Files.createDirectory(dir.resolve("tiled"));
        TilePlan tiles = TilePlan.of(1101, 301, 2, 2, 1);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null)) {
            new MapExport(request(grid, TilePlan.single(1101, 301), single, formats), sampler, null, null).run();
            new MapExport(request(grid, tiles, tiled, formats), sampler, null, null).run();
        }
        float[] whole = ExrReaderForTests.read(single.resolve("terrain.exr")).get("Y");
        java.awt.image.Raster mask = javax.imageio.ImageIO.read(single.resolve("terrain_mask_painted.png").toFile())
                .getRaster();
        for (TilePlan.Tile tile : tiles.tiles()) {
            String suffix = "_x" + tile.column() + "_y" + tile.row();
            float[] part = ExrReaderForTests.read(tiled.resolve("terrain" + suffix + ".exr")).get("Y");
            float[] expected = new float[tile.width() * tile.height()];
            for (int y = 0; y < tile.height(); y++) {
                System.arraycopy(whole, (tile.y0() + y) * 1101 + tile.x0(), expected, y * tile.width(), tile.width());
            }
            assertArrayEquals(expected, part, 0f, "height tile" + suffix);
            java.awt.image.Raster piece = javax.imageio.ImageIO.read(tiled.resolve("terrain_mask_painted" + suffix
                    + ".png").toFile()).getRaster();
            assertArrayEquals(mask.getPixels(tile.x0(), tile.y0(), tile.width(), tile.height(), (int[]) null),
                    piece.getPixels(0, 0, tile.width(), tile.height(), (int[]) null), "mask tile" + suffix);
        }
    }

    @Test
    void hostileStrokesAreSkippedAndTheBakeFinishes() throws BakeException {
        List<StrokePoint> millions = new ArrayList<>();
        for (int i = 0; i < 150_000; i++) {
            millions.add(new StrokePoint(i * 1e-3, 300, 1));
        }
        List<Stroke> hostile = List.of(stroke(BrushKind.RAISE, Double.NaN, 90, 30, Double.NaN),
                stroke(BrushKind.RAISE, 10, 5e6, 30, Double.NaN),
                stroke(BrushKind.SMOOTH, 60, 20, 1, Double.NaN),
                stroke(BrushKind.LEVEL, 10, 50, 1, Double.NaN),
                stroke(BrushKind.RAISE, 10, 50, 1, Double.NaN).withPoints(millions),
                stroke(BrushKind.RAISE, 10, 50, Double.POSITIVE_INFINITY, Double.NaN));
        Stroke good = new Stroke(BrushKind.RAISE, 10, 40, 5, 10, Double.NaN, List.of(new StrokePoint(320, 320, 1)));
        List<Stroke> all = new ArrayList<>(hostile);
        all.add(good);
        Graph graph = painted(all);
        List<org.orogen.graph.validation.Diagnostic> found = new org.orogen.graph.validation.GraphValidator(
                COMPILER.library().catalog()).validate(graph);
        assertEquals(hostile.size(), found.stream().filter(d -> d.code().equals("parameter.stroke")
                && "paint".equals(d.nodeId())).count(), found::toString);
        SampleGrid grid = new SampleGrid(0, 0, 640, 640, 65, 65);
        SampleBand band = bake(graph, grid);
        SampleBand goodOnly = bake(painted(List.of(good)), grid);
        for (float v : band.height()) {
            assertTrue(Float.isFinite(v));
        }
        assertArrayEquals(goodOnly.height(), band.height(), 0f, "only the good stroke replays");
        assertArrayEquals(goodOnly.mask("painted"), band.mask("painted"), 0f);
    }

    /** 1,000 strokes of 50 points each over an 8 km world still bake (culled per block, no hang). */
    @Test
    @Timeout(300)
    void aThousandStrokesBake() throws BakeException {
        SplittableRandom random = new SplittableRandom(17);
        List<Stroke> strokes = new ArrayList<>();
        for (int s = 0; s < 1000; s++) {
            strokes.add(randomStroke(random, 8000));
        }
        Graph graph = painted(strokes).withMetadata(GraphMetadata.EMPTY.withExtent(new WorldExtent(0, 0, 8000, 8000)));
        SampleBand band = bake(graph, new SampleGrid(0, 0, 8000, 8000, 257, 257));
        int painted = 0;
        for (float v : band.mask("painted")) {
            assertTrue(Float.isFinite(v) && v >= 0 && v <= 1);
            painted += v > 0 ? 1 : 0;
        }
        assertTrue(painted > 257 * 257 / 4, "strokes cover the map: " + painted);
        for (float v : band.height()) {
            assertTrue(Float.isFinite(v));
        }
    }

    /** A stroke of 50 points wandering from a random start, radius 20 to 200 m, any brush. */
    static Stroke randomStroke(SplittableRandom random, double world) {
        return RandomStrokes.stroke(random, world, -20, 40);
    }

    /**
     * A smooth stroke whose reach is legal (below the 10^6 m cap) but far wider than the GPU's largest
     * texture at the bake's pixel spacing stops the bake with a message naming the layer and what to
     * change, not with a driver error.
     */
    @Test
    void aSmoothStrokeTooWideForTheGpuStopsTheBakeNamingTheLayer() {
        Stroke huge = new Stroke(BrushKind.SMOOTH, 1000, 900_000, 0.5, 1000, Double.NaN,
                List.of(new StrokePoint(320, 320, 1)));
        BakeException e = assertThrows(BakeException.class,
                () -> bake(painted(List.of(huge)), new SampleGrid(0, 0, 640, 640, 129, 129)));
        String message = String.valueOf(e.getMessage()) + " / " + e.getCause();
        assertTrue(message.contains("paint layer 'paint'") && message.contains("largest texture"), message);
    }

    /** Without compute shaders the paint stage stops with a message naming the node. */
    @Test
    void theFragmentPathRefusesAPaintStageNamingTheNode() {
        CompiledPlan plan = COMPILER.compilePlan(painted(everyBrush()), CompileOptions.DEFAULT);
        PlanRunner runner = new PlanRunner(plan, List.of(plan.stages().stream().map(s -> org.orogen.gl.FieldInputs.NONE)
                .toArray(org.orogen.gl.FieldInputs[]::new)), null);
        GridBlock block = new GridBlock(0, 0, 5, 5, 32, 32);
        CompletionException e = assertThrows(CompletionException.class, () -> gl.submit(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context, 8, EvaluationPath.FRAGMENT)) {
                List<Texture> outputs = new ArrayList<>();
                for (int i = 0; i < plan.finalProgram().outputCount(); i++) {
                    outputs.add(Texture.create(context, block.width(), block.height(), TextureFormat.RGBA32F));
                }
                try {
                    runner.run(evaluator, context, block, outputs);
                } finally {
                    outputs.forEach(Texture::close);
                    runner.close();
                }
            }
            return null;
        }).join());
        assertTrue(e.getCause() instanceof UnsupportedOperationException, e.toString());
        assertTrue(e.getCause().getMessage().contains("node 'paint' (paint.layer)"), e.getCause().getMessage());
    }

    private static ExportRequest request(SampleGrid grid, TilePlan tiles, Path folder, Set<MapFormat> formats) {
        return new ExportRequest(grid, tiles, null, folder, "terrain", formats, null, ExrCompression.ZIP, List.of(),
                null, new ExportRequest.Provenance("painted.graph", "0", 7, "test", Map.of()));
    }
}
