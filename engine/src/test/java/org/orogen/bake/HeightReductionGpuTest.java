package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.export.ExportRequest;
import org.orogen.export.MapExport;
import org.orogen.export.MapFormat;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Domain;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;

/**
 * The height extrema reduced on the GPU ({@link GlFieldSampler#heightExtrema}) against the CPU scan of
 * the very heights a bake reads back ({@link HeightExtrema#of}), compared with {@code assertEquals} on
 * doubles (bits: -0.0 and 0.0 differ): blocks that overhang the grid (grids that are not whole blocks,
 * planet blocks past the map's edge), plans with masks, NaN and infinities in part of the grid, signed
 * zeros, and whole measured exports byte-identical to those measured by reading the heights back.
 */
@ExtendWith(GlExtension.class)
class HeightReductionGpuTest {

    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static GlThread gl;

    @TempDir
    Path dir;

    private static Node node(String id, String type, Object... parameters) {
        Node n = Node.of(id, type);
        for (int i = 0; i < parameters.length; i += 2) {
            n = n.withParameter((String) parameters[i], ParameterValue.of(((Number) parameters[i + 1]).doubleValue()));
        }
        return n;
    }

    /** Nodes and edges ({@code from.port -> to.port}) into a plane graph whose height output is {@code height}. */
    private static Graph graph(List<Node> nodes, String height, String... edges) {
        List<Node> all = new ArrayList<>(nodes);
        all.add(Node.of("out", "output.height"));
        List<Edge> wires = new ArrayList<>();
        for (String e : edges) {
            String[] ends = e.split(" -> ");
            String[] from = ends[0].split("\\.");
            String[] to = ends[1].split("\\.");
            wires.add(Edge.of(from[0], from[1], to[0], to[1]));
        }
        String[] h = height.split("\\.");
        wires.add(Edge.of(h[0], h[1], "out", "input"));
        return Graph.of(all, wires, GraphMetadata.EMPTY, 5, List.of());
    }

    /** x − y: grows past the grid's east and south edges, so a block's overhang would raise the maximum. */
    private static Graph slope() {
        return graph(List.of(node("p", "input.position"), node("d", "combine.subtract")), "d.result",
                "p.x -> d.a", "p.y -> d.b");
    }

    /**
     * fBm plus NaN ({@code nan}) or +∞ where x > 0: (max(x, 0) × k)^8 overflows to +∞ there (0 elsewhere)
     * for k = 10^6 and 2 × 10^6, and the difference of the two is ∞ − ∞ = NaN (two different terms: a
     * driver may fold t − t to 0).
     */
    private static Graph fbmPlusHuge(boolean nan) {
        List<Node> nodes = new ArrayList<>(List.of(node("n", "fractal.fbm", "scale", 300, "amplitude", 60),
                node("p", "input.position"), node("mx", "combine.max"), node("nan", "combine.subtract"),
                node("sum", "combine.add")));
        List<String> edges = new ArrayList<>(List.of("p.x -> mx.a", "n.value -> sum.a",
                "a8.result -> nan.a", "b8.result -> nan.b", (nan ? "nan.result" : "a8.result") + " -> sum.b"));
        for (String t : List.of("a", "b")) {
            nodes.add(node(t, "combine.scale_offset", "scale", t.equals("a") ? 1e6 : 2e6));
            edges.add("mx.result -> " + t + ".value");
            String previous = t;
            for (String power : List.of("2", "4", "8")) {
                nodes.add(node(t + power, "combine.multiply"));
                edges.add(previous + ".result -> " + t + power + ".a");
                edges.add(previous + ".result -> " + t + power + ".b");
                previous = t + power;
            }
        }
        return graph(nodes, "sum.result", edges.toArray(String[]::new));
    }

    /** x × y × 0: zeros, -0 where x and y have opposite signs. */
    private static Graph signedZeros() {
        return graph(List.of(node("p", "input.position"), node("xy", "combine.multiply"),
                        node("c", "input.constant", "value", 0), node("z", "combine.multiply")), "z.result",
                "p.x -> xy.a", "p.y -> xy.b", "xy.result -> z.a", "c.result -> z.b");
    }

    private static GlFieldSampler sampler(Graph graph) throws BakeException {
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        return GlFieldSampler.create(gl, plan, null);
    }

    /**
     * Measures {@code grid} band by band ({@code bandRows} rows) both ways, asserts each band's extrema and
     * the merged ones equal, and that the GPU way read back no height and left the band's arrays alone.
     *
     * @return the heights of the whole grid, as baked
     */
    private static float[] assertGpuEqualsCpu(GlFieldSampler sampler, SampleGrid grid, int bandRows)
            throws BakeException {
        assertTrue(HeightReduction.supported(gl.info()), "the test context offers compute: " + gl.info().version());
        SampleBand band = new SampleBand(grid.width(), bandRows, sampler.maskNames());
        float[] heights = new float[grid.width() * grid.height()];
        HeightExtrema cpu = HeightExtrema.NONE;
        HeightExtrema gpu = HeightExtrema.NONE;
        for (int first = 0; first < grid.height(); first += bandRows) {
            int rows = Math.min(bandRows, grid.height() - first);
            band.reset(first, rows);
            sampler.sample(grid, band, SampleChannels.HEIGHT);
            HeightExtrema expected = HeightExtrema.of(band);
            System.arraycopy(band.height(), 0, heights, first * grid.width(), rows * grid.width());
            Arrays.fill(band.height(), 12345f);
            long read = sampler.bytesRead();
            HeightExtrema actual = sampler.heightExtrema(grid, band);
            assertEquals(read, sampler.bytesRead(), "no height read back");
            assertEquals(12345f, band.height()[0], "the scratch band is not written");
            String where = grid.width() + "x" + grid.height() + " rows " + first + ".." + (first + rows - 1);
            assertEquals(expected.min(), actual.min(), "min of " + where);
            assertEquals(expected.max(), actual.max(), "max of " + where);
            cpu = cpu.then(expected);
            gpu = gpu.then(actual);
        }
        assertEquals(cpu, gpu);
        return heights;
    }

    @Test
    void blocksOverhangingTheGridDoNotCount() throws BakeException {
        try (GlFieldSampler sampler = sampler(slope())) {
            // The last: bands of whole blocks and bands that cut them, the grid's last block row 76 rows.
            for (SampleGrid grid : List.of(new SampleGrid(-300, -100, 257, 131, 257, 131),
                    new SampleGrid(1e5, -2e5, 1100, 300, 1100, 300),
                    new SampleGrid(-4e4, 3e3, 1100, 1100, 1100, 2 * GlFieldSampler.BLOCK_HEIGHT + 76))) {
                for (int bandRows : new int[] {GlFieldSampler.BAND_STEP, GlFieldSampler.BLOCK_HEIGHT,
                        2 * GlFieldSampler.BLOCK_HEIGHT}) {
                    float[] heights = assertGpuEqualsCpu(sampler, grid, bandRows);
                    // The overhang continues the slope: had it counted, the maximum would be larger.
                    float southEast = heights[heights.length - 1];
                    assertEquals(southEast, measure(sampler, grid, bandRows).max(), grid + " max at the last pixel");
                }
            }
        }
    }

    @Test
    void fbmTerrainsAndPlansWithMasksAgree() throws BakeException {
        for (Graph graph : List.of(PassPlanGpuTest.masked(4.0), PassPlanGpuTest.masked(10.0))) {
            try (GlFieldSampler sampler = sampler(graph)) {
                assertEquals(2, sampler.maskNames().size());
                for (SampleGrid grid : List.of(new SampleGrid(1000, -500, 1028, 524, 257, 131),
                        new SampleGrid(-7e5, 3e5, 4400, 1200, 1100, 300))) {
                    assertGpuEqualsCpu(sampler, grid, 2 * GlFieldSampler.BLOCK_HEIGHT);
                }
            }
        }
    }

    @Test
    void nanIsSkippedAndInfinitiesCount() throws BakeException {
        SampleGrid grid = new SampleGrid(-500, -150, 1100, 300, 1100, 300); // x > 0 east of column 500
        try (GlFieldSampler nan = sampler(fbmPlusHuge(true)); GlFieldSampler inf = sampler(fbmPlusHuge(false))) {
            float[] withNan = assertGpuEqualsCpu(nan, grid, GlFieldSampler.BLOCK_HEIGHT);
            assertTrue(count(withNan, Float::isNaN) > 1000 && count(withNan, Float::isFinite) > 1000,
                    "NaN in part of the grid");
            assertTrue(Double.isFinite(measure(nan, grid, GlFieldSampler.BLOCK_HEIGHT).max()), "NaN skipped");
            float[] withInf = assertGpuEqualsCpu(inf, grid, GlFieldSampler.BLOCK_HEIGHT);
            assertTrue(count(withInf, Float::isInfinite) > 1000, "infinity in part of the grid");
            assertEquals(Double.POSITIVE_INFINITY, measure(inf, grid, GlFieldSampler.BLOCK_HEIGHT).max());
        }
    }

    @Test
    void onlyNanMeasuresNothingAndTheExportSaysWhy() throws BakeException {
        SampleGrid nanEverywhere = new SampleGrid(100, 0, 300, 200, 300, 200);
        try (GlFieldSampler sampler = sampler(fbmPlusHuge(true))) {
            assertGpuEqualsCpu(sampler, nanEverywhere, GlFieldSampler.BLOCK_HEIGHT);
            assertEquals(HeightExtrema.NONE, measure(sampler, nanEverywhere, GlFieldSampler.BLOCK_HEIGHT));
            BakeException e = assertThrows(BakeException.class,
                    () -> new MapExport(request(nanEverywhere, dir), sampler, null, null).measureRangeOnly());
            assertTrue(e.getMessage().contains("no finite values"), e.getMessage());
        }
    }

    @Test
    void aZeroExtremeKeepsTheSignOfTheFirstZero() throws BakeException {
        try (GlFieldSampler sampler = sampler(signedZeros())) {
            // North-west first (x < 0, y > 0: -0), north-east first (+0); zeros of both signs in each.
            for (SampleGrid grid : List.of(new SampleGrid(-500, -150, 1100, 300, 1100, 300),
                    new SampleGrid(200, -150, 1100, 300, 1100, 300))) {
                float[] heights = assertGpuEqualsCpu(sampler, grid, GlFieldSampler.BLOCK_HEIGHT);
                assertTrue(count(heights, v -> Float.floatToRawIntBits(v) == 0) > 0
                        && count(heights, v -> Float.floatToRawIntBits(v) == Integer.MIN_VALUE) > 0, "both zeros");
                HeightExtrema e = measure(sampler, grid, GlFieldSampler.BLOCK_HEIGHT);
                double first = heights[0];
                assertEquals(new HeightExtrema(first, first), e);
            }
        }
    }

    @Test
    void planetBlocksPastTheMapDoNotCount() throws BakeException {
        Node fbm = node("n", "fractal.fbm", "scale", 400_000, "amplitude", 3000);
        Graph planet = Graph.of(List.of(fbm, Node.of("out", "output.height")),
                List.of(Edge.of("n", "value", "out", "input")),
                GraphMetadata.EMPTY.withDomain(Domain.sphere(1_000_000)), 9, List.of());
        try (GlFieldSampler sampler = sampler(planet)) {
            for (PlanetMap map : List.of(PlanetMap.equirectangular(300, 150),
                    PlanetMap.cube(70, CubeMapping.UNIFORM))) {
                SampleGrid grid = SampleGrid.onPlanet(new PlanetSurface(map, 1_000_000));
                assertGpuEqualsCpu(sampler, grid, GlFieldSampler.BLOCK_HEIGHT);
            }
        }
    }

    @Test
    void heightDifferenceGradientsDelegatesTheReduction() throws BakeException {
        SampleGrid grid = new SampleGrid(-300, -100, 257, 131, 257, 131);
        try (GlFieldSampler gpu = sampler(slope())) {
            FieldSampler differences = new HeightDifferenceGradients(gpu);
            SampleBand band = new SampleBand(grid.width(), GlFieldSampler.BLOCK_HEIGHT, List.of());
            band.reset(0, GlFieldSampler.BLOCK_HEIGHT);
            long read = gpu.bytesRead();
            HeightExtrema delegated = differences.heightExtrema(grid, band);
            assertEquals(read, gpu.bytesRead(), "reduced on the GPU, not read back");
            assertEquals(gpu.heightExtrema(grid, band), delegated);
        }
    }

    /**
     * A measured export writes the same bytes as before the reduction, when the range was measured by
     * reading the heights back (a sampler without the reduction): heights, normals from height
     * differences, and the sidecar with its range.
     */
    @Test
    void measuredExportsAreByteIdenticalToReadbackMeasuredOnes() throws Exception {
        SampleGrid grid = new SampleGrid(-7e5, 3e5, 4400, 1200, 1100, 300);
        try (GlFieldSampler gpu = sampler(PassPlanGpuTest.masked(10.0))) {
            for (boolean differences : new boolean[] {false, true}) {
                FieldSampler sampler = differences ? new HeightDifferenceGradients(gpu) : gpu;
                Set<MapFormat> formats = differences ? Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16)
                        : Set.of(MapFormat.PNG16, MapFormat.R16);
                Path reduced = Files.createDirectories(dir.resolve("reduced-" + differences));
                Path readBack = Files.createDirectories(dir.resolve("read-back-" + differences));
                MapExport.Result a = new MapExport(request(grid, reduced, formats), sampler, null, null).run();
                MapExport.Result b = new MapExport(request(grid, readBack, formats), new ReadbackMeasured(sampler),
                        null, null).run();
                assertEquals(b.range(), a.range());
                List<Path> files = list(readBack);
                assertEquals(files.size(), list(reduced).size());
                assertTrue(files.size() >= 3, files.toString());
                for (Path file : files) {
                    assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(reduced.resolve(file.getFileName())),
                            file.getFileName().toString());
                }
            }
        }
    }

    /** A sampler without its own {@link FieldSampler#heightExtrema}: the range is measured by reading heights back. */
    private record ReadbackMeasured(FieldSampler inner) implements FieldSampler {
        @Override
        public List<String> maskNames() {
            return inner.maskNames();
        }

        @Override
        public String gradientSource() {
            return inner.gradientSource();
        }

        @Override
        public int bandRows(int width) {
            return inner.bandRows(width);
        }

        @Override
        public int bandRows(int width, SampleChannels channels) {
            return inner.bandRows(width, channels);
        }

        @Override
        public void sample(SampleGrid grid, SampleBand band) throws BakeException {
            inner.sample(grid, band);
        }

        @Override
        public void sample(SampleGrid grid, SampleBand band, SampleChannels channels) throws BakeException {
            inner.sample(grid, band, channels);
        }

        @Override
        public void close() {
            // The test closes the inner sampler.
        }
    }

    private static ExportRequest request(SampleGrid grid, Path folder) {
        return request(grid, folder, Set.of(MapFormat.PNG16));
    }

    private static ExportRequest request(SampleGrid grid, Path folder, Set<MapFormat> formats) {
        return new ExportRequest(grid, TilePlan.single(grid.width(), grid.height()), null, folder, "t", formats,
                null, null, List.of(), null, new ExportRequest.Provenance("t.graph", "0", 5, "test", Map.of()));
    }

    /** The GPU extrema of the whole grid, band by band. */
    private static HeightExtrema measure(GlFieldSampler sampler, SampleGrid grid, int bandRows) throws BakeException {
        SampleBand band = new SampleBand(grid.width(), bandRows, List.of());
        HeightExtrema e = HeightExtrema.NONE;
        for (int first = 0; first < grid.height(); first += bandRows) {
            band.reset(first, Math.min(bandRows, grid.height() - first));
            e = e.then(sampler.heightExtrema(grid, band));
        }
        return e;
    }

    private interface FloatTest {
        boolean test(float v);
    }

    private static int count(float[] values, FloatTest test) {
        int n = 0;
        for (float v : values) {
            n += test.test(v) ? 1 : 0;
        }
        return n;
    }

    private static List<Path> list(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }
}
