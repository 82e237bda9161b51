package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.PlanRunner;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.SimulationTooLargeException;
import org.orogen.bake.StageCache;
import org.orogen.bake.TilePlan;
import org.orogen.export.ExportJob;
import org.orogen.export.ExportRequest;
import org.orogen.export.ExrCompression;
import org.orogen.export.ExrReaderForTests;
import org.orogen.export.MapExport;
import org.orogen.export.MapFormat;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.gl.GpuMemory;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.measure.Correlation;

/**
 * The coarse-to-fine cascade on a real context (llvmpipe here): a 1024 m world whose simulations
 * run on 8 m cells (level 0: 129²); a 513² export (2 m pixels) adds two finer levels (257², 513²).
 */
@ExtendWith(GlExtension.class)
class SimulationCascadeGpuTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static final WorldExtent WORLD = new WorldExtent(0, 0, 1024, 1024);
    private static final SampleGrid LEVEL0 = new SampleGrid(0, 0, 1024, 1024, 129, 129);
    private static final SampleGrid FINE = new SampleGrid(0, 0, 1024, 1024, 513, 513);
    private static final SimulationSettings CASCADE = SimulationSettings.defaults();
    private static final SimulationSettings COARSE = CASCADE.withDetail(SimulationDetail.COARSE);
    private static GlThread gl;

    @TempDir
    Path dir;

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    /** fBm with detail down to about 2 m (9 octaves from 300 m). */
    private static Node hills() {
        return number(number(Node.of("n", "fractal.fbm"), "scale", 300), "amplitude", 200)
                .withParameter("octaves", new ParameterValue.IntegerValue(9));
    }

    /** The hills through one simulation node {@code sim} (8 m cells) with its output masks. */
    static Graph simulated(String type, List<String> masks, Map<String, Double> parameters) {
        Node sim = number(Node.of("s", type), "cellSize", 8);
        for (Map.Entry<String, Double> p : parameters.entrySet()) {
            sim = number(sim, p.getKey(), p.getValue());
        }
        List<Node> nodes = new java.util.ArrayList<>(List.of(hills(), sim, Node.of("out", "output.height")));
        List<Edge> edges = new java.util.ArrayList<>(List.of(Edge.of("n", "value", "s", "height"),
                Edge.of("s", "height", "out", "input")));
        for (String m : masks) {
            nodes.add(Node.of("m_" + m, "output.mask").withParameter("name", new ParameterValue.TextValue(m)));
            edges.add(Edge.of("s", m, "m_" + m, "input"));
        }
        return Graph.of(nodes, edges, GraphMetadata.EMPTY.withExtent(WORLD), 3, List.of());
    }

    static Graph thermal() {
        return simulated("erosion.thermal", List.of("talus"), Map.of("talusAngle", 35.0));
    }

    static Graph hydraulic() {
        return simulated("erosion.hydraulic", List.of("sediment"), Map.of("rain", 200.0));
    }

    static Graph raw() {
        return Graph.of(List.of(hills(), Node.of("out", "output.height")), List.of(Edge.of("n", "value", "out", "input")),
                GraphMetadata.EMPTY.withExtent(WORLD), 3, List.of());
    }

    private static CompiledPlan compile(Graph graph) {
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        return plan;
    }

    static SampleBand bake(Graph graph, SampleGrid grid, SimulationSettings settings) throws BakeException {
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, compile(graph), null, settings)) {
            SampleBand all = new SampleBand(grid.width(), grid.height(), sampler.maskNames());
            all.reset(0, grid.height());
            sampler.sample(grid, all);
            return all;
        }
    }

    /** Every 4th pixel of a 513² field: the 129² level-0 cells. */
    static float[] down(float[] fine) {
        float[] out = new float[129 * 129];
        for (int r = 0; r < 129; r++) {
            for (int c = 0; c < 129; c++) {
                out[r * 129 + c] = fine[(4 * r) * 513 + 4 * c];
            }
        }
        return out;
    }

    /** What bilinear up-sampling of the 129² samples of a 513² field leaves out: its detail finer than 8 m. */
    static float[] highPass(float[] fine) {
        float[] out = new float[fine.length];
        for (int r = 0; r < 513; r++) {
            for (int c = 0; c < 513; c++) {
                int r0 = Math.min(r / 4, 127);
                int c0 = Math.min(c / 4, 127);
                double fr = r / 4.0 - r0;
                double fc = c / 4.0 - c0;
                double v = (1 - fr) * ((1 - fc) * fine[4 * r0 * 513 + 4 * c0] + fc * fine[4 * r0 * 513 + 4 * c0 + 4])
                        + fr * ((1 - fc) * fine[(4 * r0 + 4) * 513 + 4 * c0] + fc * fine[(4 * r0 + 4) * 513 + 4 * c0 + 4]);
                out[r * 513 + c] = (float) (fine[r * 513 + c] - v);
            }
        }
        return out;
    }

    static double rms(float[] a) {
        double s = 0;
        for (float v : a) {
            s += (double) v * v;
        }
        return Math.sqrt(s / a.length);
    }

    static double rmsDifference(float[] a, float[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += ((double) a[i] - b[i]) * ((double) a[i] - b[i]);
        }
        return Math.sqrt(s / a.length);
    }

    private void agreesWithLevel0(Graph graph, String mask) throws BakeException {
        SampleBand level0 = bake(graph, LEVEL0, CASCADE);
        SampleBand fine = bake(graph, FINE, CASCADE);
        double heights = Correlation.pearson(level0.height(), down(fine.height()));
        double masks = Correlation.pearson(level0.mask(mask), down(fine.mask(mask)));
        System.out.printf("cascade %s: level 0 (129²) vs 513² cascade down-sampled: height correlation %.5f, %s mask "
                + "correlation %.4f%n", graph.requireNode("s").typeId(), heights, mask, masks);
        assertTrue(heights >= 0.98, "heights " + heights);
        assertTrue(masks >= 0.8, mask + " masks " + masks);
    }

    @Test
    void thermalCascadeAgreesWithLevel0InShape() throws BakeException {
        agreesWithLevel0(thermal(), "talus");
    }

    @Test
    void hydraulicCascadeAgreesWithLevel0InShape() throws BakeException {
        agreesWithLevel0(hydraulic(), "sediment");
    }

    /**
     * Coarse detail is plain bilinear up-sampling (no detail finer than 8 m); the cascade has
     * detail there, and not merely the input's: its finer levels simulated it.
     */
    private void addsSimulatedDetail(Graph graph) throws BakeException {
        float[] coarse = highPass(bake(graph, FINE, COARSE).height());
        float[] cascade = highPass(bake(graph, FINE, CASCADE).height());
        float[] input = highPass(bake(raw(), FINE, CASCADE).height());
        System.out.printf("cascade %s: detail finer than 8 m, RMS: coarse %.4g m, cascade %.4g m, input %.4g m, "
                        + "cascade - input %.4g m%n", graph.requireNode("s").typeId(), rms(coarse), rms(cascade), rms(input),
                rmsDifference(cascade, input));
        assertTrue(rms(coarse) < 1e-3, "coarse detail is bilinear: " + rms(coarse));
        assertTrue(rms(cascade) > 0.2 * rms(input), "the cascade has fine detail: " + rms(cascade));
        assertTrue(rmsDifference(cascade, input) > 0.05 * rms(input),
                "the finer levels changed the detail: " + rmsDifference(cascade, input));
    }

    @Test
    void thermalCascadeAddsSimulatedDetail() throws BakeException {
        addsSimulatedDetail(thermal());
    }

    @Test
    void hydraulicCascadeAddsSimulatedDetail() throws BakeException {
        addsSimulatedDetail(hydraulic());
    }

    @Test
    void cascadesAreBitIdentical() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 1024, 1024, 300, 300);
        for (Graph graph : List.of(thermal(), hydraulic())) {
            SampleBand one = bake(graph, grid, CASCADE);
            SampleBand two = bake(graph, grid, CASCADE);
            assertArrayEquals(one.height(), two.height(), 0f);
            for (String m : one.maskNames()) {
                assertArrayEquals(one.mask(m), two.mask(m), 0f, m);
            }
        }
    }

    private static ExportRequest request(SampleGrid grid, TilePlan tiles, Path folder) {
        return new ExportRequest(grid, tiles, null, folder, "terrain", Set.of(MapFormat.EXR), null, ExrCompression.ZIP,
                List.of(), null, new ExportRequest.Provenance("cascade.graph", "0", 3, "test", Map.of()));
    }

    /** Every tile is cut from the one cascaded field: tiled export == single export, bit for bit. */
    @Test
    void tiledCascadedExportEqualsTheSingleImageBitForBit() throws Exception {
        CompiledPlan plan = compile(hydraulic());
        Path single = Files.createDirectory(dir.resolve("single"));
        Path tiled = Files.createDirectory(dir.resolve("tiled"));
        TilePlan tiles = TilePlan.of(513, 513, 2, 2, 1);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null, CASCADE)) {
            new MapExport(request(FINE, TilePlan.single(513, 513), single), sampler, null, null).run();
            new MapExport(request(FINE, tiles, tiled), sampler, null, null).run();
        }
        float[] whole = ExrReaderForTests.read(single.resolve("terrain.exr")).get("Y");
        float[] coarse = highPass(bake(hydraulic(), FINE, COARSE).height());
        assertTrue(rmsDifference(highPass(whole), coarse) > 1e-3, "the export is the cascade's, not up-sampled");
        for (TilePlan.Tile tile : tiles.tiles()) {
            String suffix = "_x" + tile.column() + "_y" + tile.row();
            float[] part = ExrReaderForTests.read(tiled.resolve("terrain" + suffix + ".exr")).get("Y");
            float[] expected = new float[tile.width() * tile.height()];
            for (int y = 0; y < tile.height(); y++) {
                System.arraycopy(whole, (tile.y0() + y) * 513 + tile.x0(), expected, y * tile.width(), tile.width());
            }
            assertArrayEquals(expected, part, 0f, "height tile" + suffix);
        }
    }

    /** Over the memory budget: refused before anything is written, naming the node, sizes and the alternative. */
    @Test
    void aCascadeOverTheBudgetIsRefusedBeforeWritingAndCoarseDetailRuns() throws Exception {
        CompiledPlan plan = compile(hydraulic());
        Path out = Files.createDirectory(dir.resolve("out"));
        SimulationSettings small = CASCADE.withMemoryMib(16);
        ExportJob job = new ExportJob(plan, null, request(FINE, TilePlan.single(513, 513), out), false, small);
        SimulationTooLargeException e = assertThrows(SimulationTooLargeException.class, () -> job.run(gl, null, null));
        System.out.println("refusal: " + e.getMessage());
        for (String part : List.of("node 's' (erosion.hydraulic)", "513 x 513", "available: 16 MiB",
                "--simulation-detail coarse", "129 x 129", "Nothing was written")) {
            assertTrue(e.getMessage().contains(part), "'" + part + "' in: " + e.getMessage());
        }
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(List.of(), files.toList(), "no file written");
        }
        new ExportJob(plan, null, request(FINE, TilePlan.single(513, 513), out), false,
                small.withDetail(SimulationDetail.COARSE)).run(gl, null, null);
        assertTrue(Files.exists(out.resolve("terrain.exr")), "the coarse export runs within the same budget");
    }

    /**
     * Without a given budget, an export's simulations may take 3/4 of the GPU memory free where the
     * driver says how much that is, else 4 GiB (llvmpipe): a 32769² hydraulic cascade (about 240 GiB,
     * more than any GPU has) is refused with the budget and where it came from, before anything is written.
     */
    @Test
    void withoutAGivenBudgetTheGpuFreeMemoryOrTheDefaultBoundsTheCascade() throws Exception {
        SimulationSettings automatic = new SimulationSettings(SimulationDetail.CASCADE, OptionalLong.empty());
        OptionalLong free = gl.submit(GpuMemory::freeBytes).join();
        long budget = automatic.budgetBytes(free);
        SampleGrid huge = new SampleGrid(0, 0, 1024, 1024, 32769, 32769);
        Path out = Files.createDirectory(dir.resolve("huge"));
        ExportJob job = new ExportJob(compile(hydraulic()), null, request(huge, TilePlan.single(32769, 32769), out),
                false, automatic);
        SimulationTooLargeException e = assertThrows(SimulationTooLargeException.class, () -> job.run(gl, null, null));
        String available = "available: " + ((budget + (1L << 20) - 1) >> 20) + " MiB (" + automatic.budgetSource(free) + ")";
        assertTrue(e.getMessage().contains(available), "'" + available + "' in: " + e.getMessage());
        assertEquals(free.isEmpty(), e.getMessage().contains("available: 4096 MiB"), e.getMessage());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(List.of(), files.toList(), "no file written");
        }
    }

    /** The preview's level 0 (in the stage cache) is what a finer bake's cascade starts from. */
    @Test
    void aFinerBakeReusesTheCachedLevel0() throws Exception {
        CompiledPlan plan = compile(thermal());
        StageCache cache = new StageCache(256L << 20);
        PlanRunner runner = new PlanRunner(plan, PlanRunner.loadImages(plan, null), cache);
        run(runner, new GridBlock(0, 0, 8, 8, 129, 64));
        long misses = cache.misses();
        int entries = cache.size();
        run(runner, new GridBlock(0, 0, 4, 4, 257, 64));
        assertTrue(cache.hits() >= 1, "level 0 found in the cache: " + cache.hits() + " hits");
        // first bake: level 0 and the block's resampled simulation stage; the finer one adds level 1 and
        // its block, and finds level 0
        assertEquals(2, entries);
        assertEquals(entries + 2, cache.size(), "level 1 added next to level 0");
        long afterLevel1 = cache.misses();
        assertTrue(afterLevel1 > misses, "level 1 computed");
        long hits = cache.hits();
        run(runner, new GridBlock(0, 0, 4, 4, 257, 64));
        assertEquals(afterLevel1, cache.misses(), "both levels cached");
        assertTrue(cache.hits() > hits);
        gl.execute(context -> {
            runner.close();
            cache.close();
        }).join();
    }

    private static void run(PlanRunner runner, GridBlock block) {
        gl.submit(context -> {
            List<Texture> outputs = FieldEvaluator.createOutputs(context, runner.plan().finalProgram(), block.width(),
                    block.height());
            try {
                runner.run(context, block, outputs);
                return outputs.getFirst().download();
            } finally {
                outputs.forEach(Texture::close);
            }
        }).join();
    }
}
