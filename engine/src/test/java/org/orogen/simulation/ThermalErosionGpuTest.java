package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.export.ExportRequest;
import org.orogen.export.ExrCompression;
import org.orogen.export.ExrReaderForTests;
import org.orogen.export.MapExport;
import org.orogen.export.MapFormat;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.PlanStage;
import org.orogen.measure.Correlation;

/**
 * erosion.thermal as a whole-domain simulation stage on a real context (llvmpipe here): a
 * 1024 m world simulated on 8 m cells (129²), read by exports of any size.
 */
@ExtendWith(GlExtension.class)
class ThermalErosionGpuTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static final WorldExtent WORLD = new WorldExtent(0, 0, 1024, 1024);
    /** The simulation grid's own positions: export pixels land on cells exactly. */
    private static final SampleGrid SIM_GRID = new SampleGrid(0, 0, 1024, 1024, 129, 129);
    private static GlThread gl;

    @TempDir
    Path dir;

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    /** Steep fBm hills (300 m amplitude over 300 m features) weathered at {@code angle} degrees. */
    static Graph weathered(double angle, double duration, double strength) {
        Node fbm = number(number(Node.of("n", "fractal.fbm"), "scale", 300), "amplitude", 300)
                .withParameter("octaves", new ParameterValue.IntegerValue(4));
        Node thermal = number(number(number(number(Node.of("t", "erosion.thermal"), "talusAngle", angle), "duration",
                duration), "strength", strength), "cellSize", 8);
        return Graph.of(List.of(fbm, thermal, Node.of("out", "output.height"),
                        Node.of("m", "output.mask").withParameter("name", new ParameterValue.TextValue("talus"))),
                List.of(Edge.of("n", "value", "t", "height"), Edge.of("t", "height", "out", "input"),
                        Edge.of("t", "talus", "m", "input")),
                GraphMetadata.EMPTY.withExtent(WORLD), 3, List.of());
    }

    /** The same hills, not weathered. */
    static Graph raw() {
        Node fbm = number(number(Node.of("n", "fractal.fbm"), "scale", 300), "amplitude", 300)
                .withParameter("octaves", new ParameterValue.IntegerValue(4));
        return Graph.of(List.of(fbm, Node.of("out", "output.height")), List.of(Edge.of("n", "value", "out", "input")),
                GraphMetadata.EMPTY.withExtent(WORLD), 3, List.of());
    }

    private static SampleBand bake(Graph graph, SampleGrid grid) throws BakeException {
        return SimulationBakes.bake(gl, graph, grid);
    }

    @Test
    void thePlanHasASimulationStageWithTheGraphsExtent() {
        CompiledPlan plan = COMPILER.compilePlan(weathered(35, 1, 1), CompileOptions.DEFAULT);
        PlanStage sim = plan.stages().stream().filter(s -> s.kind() == PlanStage.Kind.SIMULATION).findFirst()
                .orElseThrow();
        assertEquals("erosion.thermal", sim.simulation().nodeType());
        assertEquals(1024, sim.simulation().width());
        assertEquals(List.of("t.height", "t.talus"), sim.outputs());
        assertEquals(new SimulationGrid(0, 0, 8, 129, 129), SimulationGrid.of(sim.simulation(), 8));
    }

    /** After convergence no pair of neighbouring cells is steeper than the talus angle (+1 %), and mass is kept. */
    @Test
    void convergedSlopesStayWithinTheTalusAngleAndMassIsKept() throws BakeException {
        double angle = 35;
        SampleBand before = bake(raw(), SIM_GRID);
        SampleBand after = bake(weathered(angle, 1, 1), SIM_GRID);
        float[] h = after.height();
        double limit = Math.tan(Math.toRadians(angle)) * 8;
        double worst = 0;
        double worstBefore = 0;
        int n = 129;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                for (int[] d : new int[][] {{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
                    int r2 = r + d[1];
                    int c2 = c + d[0];
                    if (r2 < 0 || r2 >= n || c2 >= n) {
                        continue;
                    }
                    double dist = d[0] != 0 && d[1] != 0 ? Math.sqrt(2) : 1;
                    worst = Math.max(worst, Math.abs(h[r * n + c] - h[r2 * n + c2]) / (limit * dist));
                    worstBefore = Math.max(worstBefore,
                            Math.abs(before.height()[r * n + c] - before.height()[r2 * n + c2]) / (limit * dist));
                }
            }
        }
        double sumBefore = 0;
        double sumAfter = 0;
        double scale = 0;
        for (int i = 0; i < h.length; i++) {
            sumBefore += before.height()[i];
            sumAfter += h[i];
            scale += Math.abs(before.height()[i]);
        }
        System.out.printf("thermal 129²: steepest pair before %.3f, after %.4f x the talus slope; mass %.6g -> %.6g%n",
                worstBefore, worst, sumBefore, sumAfter);
        assertTrue(worstBefore > 1.5, "the test terrain is steeper than the talus angle: " + worstBefore);
        // A run stops once every slope is within ThermalConvergence.TOLERANCE (1 %) of the talus slope.
        assertTrue(worst <= 1 + ThermalConvergence.TOLERANCE, "steepest pair after convergence: " + worst + " x tan(angle)");
        assertEquals(0, (sumAfter - sumBefore) / scale, 1e-4, "relative mass change");
        float[] talus = after.mask("talus");
        double deposited = 0;
        for (float t : talus) {
            assertTrue(t >= 0 && t <= 1);
            deposited += t;
        }
        assertTrue(deposited > 10, "scree somewhere: " + deposited);
    }

    /** Preview-size and export-size bakes read the same simulation: down-sampled, they agree. */
    @Test
    void a257ExportAgreesWithA1025Export() throws BakeException {
        Graph graph = weathered(35, 1, 1);
        SampleBand small = bake(graph, new SampleGrid(0, 0, 1024, 1024, 257, 257));
        SampleBand large = bake(graph, new SampleGrid(0, 0, 1024, 1024, 1025, 1025));
        float[] a = small.height();
        float[] b = new float[a.length];
        float[] ma = small.mask("talus");
        float[] mb = new float[a.length];
        for (int r = 0; r < 257; r++) {
            for (int c = 0; c < 257; c++) {
                b[r * 257 + c] = large.height()[(4 * r) * 1025 + 4 * c];
                mb[r * 257 + c] = large.mask("talus")[(4 * r) * 1025 + 4 * c];
            }
        }
        double heights = Correlation.pearson(a, b);
        double masks = Correlation.pearson(ma, mb);
        System.out.printf("thermal 257² vs 1025²: height correlation %.6f, talus mask correlation %.6f%n", heights,
                masks);
        assertTrue(heights >= 0.98, "heights " + heights);
        assertTrue(masks >= 0.8, "talus masks " + masks);
    }

    @Test
    void runsAreBitIdentical() throws BakeException {
        SampleGrid grid = new SampleGrid(-100, -100, 1200, 1200, 200, 200);
        SampleBand one = bake(weathered(30, 0.5, 1), grid);
        SampleBand two = bake(weathered(30, 0.5, 1), grid);
        assertArrayEquals(one.height(), two.height(), 0f);
        assertArrayEquals(one.mask("talus"), two.mask("talus"), 0f);
    }

    @Test
    void parameterLimitsGiveFiniteResults() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 1024, 1024, 65, 65);
        double[][] limits = {{0, 1, 1}, {89, 1, 1}, {35, 0, 1}, {35, 1, 0}, {0.0, 4, 1}};
        for (double[] p : limits) {
            SampleBand band = bake(weathered(p[0], p[1], p[2]), grid);
            for (float[] values : List.of(band.height(), band.gradX(), band.gradY(), band.mask("talus"))) {
                for (float v : values) {
                    assertTrue(Float.isFinite(v), "finite at angle " + p[0] + ", duration " + p[1] + ", strength " + p[2]);
                }
            }
        }
    }

    private static ExportRequest request(SampleGrid grid, TilePlan tiles, Path folder, Set<MapFormat> formats) {
        return new ExportRequest(grid, tiles, null, folder, "terrain", formats, null, ExrCompression.ZIP, List.of(),
                null, new ExportRequest.Provenance("thermal.graph", "0", 3, "test", java.util.Map.of()));
    }

    /** Bad parameters are refused with a diagnostic on the node (the definition's hard range). */
    @Test
    void aTalusAngleOf90DegreesIsAnErrorOnTheNode() {
        List<org.orogen.graph.validation.Diagnostic> found = new org.orogen.graph.validation.GraphValidator(
                COMPILER.library().catalog()).validate(weathered(90, 1, 1));
        assertTrue(found.stream().anyMatch(d -> d.isError() && "t".equals(d.nodeId())), () -> found.toString());
        List<org.orogen.graph.validation.Diagnostic> fine = new org.orogen.graph.validation.GraphValidator(
                COMPILER.library().catalog()).validate(weathered(35, 1, 1));
        assertTrue(fine.stream().noneMatch(org.orogen.graph.validation.Diagnostic::isError), () -> fine.toString());
    }

    /** Every block reads the same simulated field: tiled export == single export, bit for bit. */
    @Test
    void tiledExportEqualsTheSingleImageBitForBit() throws Exception {
        CompiledPlan plan = COMPILER.compilePlan(weathered(35, 1, 1), CompileOptions.DEFAULT);
        SampleGrid grid = new SampleGrid(0, 0, 1024, 1024, 301, 301);
        Path single = Files.createDirectory(dir.resolve("single"));
        Path tiled = Files.createDirectory(dir.resolve("tiled"));
        TilePlan tiles = TilePlan.of(301, 301, 2, 2, 1);
        Set<MapFormat> formats = Set.of(MapFormat.EXR);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null)) {
            new MapExport(request(grid, TilePlan.single(301, 301), single, formats), sampler, null, null).run();
            new MapExport(request(grid, tiles, tiled, formats), sampler, null, null).run();
        }
        float[] whole = ExrReaderForTests.read(single.resolve("terrain.exr")).get("Y");
        for (TilePlan.Tile tile : tiles.tiles()) {
            String suffix = "_x" + tile.column() + "_y" + tile.row();
            float[] part = ExrReaderForTests.read(tiled.resolve("terrain" + suffix + ".exr")).get("Y");
            float[] expected = new float[tile.width() * tile.height()];
            for (int y = 0; y < tile.height(); y++) {
                System.arraycopy(whole, (tile.y0() + y) * 301 + tile.x0(), expected, y * tile.width(), tile.width());
            }
            assertArrayEquals(expected, part, 0f, "height tile" + suffix);
        }
    }
}
