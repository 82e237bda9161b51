package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.bake.BakeException;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.GraphCompiler;
import org.orogen.measure.Correlation;

/**
 * erosion.hydraulic as a whole-domain simulation stage on a real context (llvmpipe here): a
 * 1024 m world of fBm hills simulated on 8 m cells (129²).
 */
@ExtendWith(GlExtension.class)
class HydraulicErosionGpuTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static final WorldExtent WORLD = new WorldExtent(0, 0, 1024, 1024);
    private static final SampleGrid SIM_GRID = new SampleGrid(0, 0, 1024, 1024, 129, 129);
    private static final List<String> MASKS = List.of("sediment", "water", "wetness");
    private static GlThread gl;

    private static Node with(Node n, Map<String, Double> values) {
        for (Map.Entry<String, Double> e : values.entrySet()) {
            n = n.withParameter(e.getKey(), new ParameterValue.NumberValue(e.getValue()));
        }
        return n;
    }

    static Graph eroded(Map<String, Double> parameters) {
        Node fbm = with(Node.of("n", "fractal.fbm"), Map.of("scale", 400.0, "amplitude", 150.0))
                .withParameter("octaves", new ParameterValue.IntegerValue(5));
        Node erosion = with(Node.of("e", "erosion.hydraulic"), parameters);
        List<Node> nodes = new java.util.ArrayList<>(List.of(fbm, erosion, Node.of("out", "output.height")));
        List<Edge> edges = new java.util.ArrayList<>(List.of(Edge.of("n", "value", "e", "height"),
                Edge.of("e", "height", "out", "input")));
        for (String m : MASKS) {
            nodes.add(Node.of("m_" + m, "output.mask").withParameter("name", new ParameterValue.TextValue(m)));
            edges.add(Edge.of("e", m, "m_" + m, "input"));
        }
        return Graph.of(nodes, edges, GraphMetadata.EMPTY.withExtent(WORLD), 7, List.of());
    }

    static Graph raw() {
        Node fbm = with(Node.of("n", "fractal.fbm"), Map.of("scale", 400.0, "amplitude", 150.0))
                .withParameter("octaves", new ParameterValue.IntegerValue(5));
        return Graph.of(List.of(fbm, Node.of("out", "output.height")), List.of(Edge.of("n", "value", "out", "input")),
                GraphMetadata.EMPTY.withExtent(WORLD), 7, List.of());
    }

    static SampleBand bake(Graph graph, SampleGrid grid) throws BakeException {
        return SimulationBakes.bake(gl, graph, grid);
    }

    /** Terrain + sediment is kept (sediment never evaporates; closed border): 1e-4 relative. */
    @Test
    void soilAndSedimentAreConserved() throws BakeException {
        SampleBand before = bake(raw(), SIM_GRID);
        SampleBand after = bake(eroded(Map.of()), SIM_GRID);
        double sumBefore = 0;
        double sumAfter = 0;
        double scale = 0;
        double maxCut = 0;
        double maxFill = 0;
        for (int i = 0; i < after.height().length; i++) {
            sumBefore += before.height()[i];
            sumAfter += after.height()[i];
            scale += Math.abs(before.height()[i]);
            maxCut = Math.max(maxCut, before.height()[i] - after.height()[i]);
            maxFill = Math.max(maxFill, after.height()[i] - before.height()[i]);
        }
        double sediment = mean(after.mask("sediment"));
        double wet = mean(after.mask("wetness"));
        System.out.printf("hydraulic 129²: %d steps, mass %.7g -> %.7g (relative %.2g), deepest cut %.2f m, highest"
                        + " fill %.2f m, mean sediment mask %.3f, mean wetness %.3f%n",
                HydraulicErosion.steps(new SimulationGrid(0, 0, 8, 129, 129), 1), sumBefore, sumAfter,
                (sumAfter - sumBefore) / scale, maxCut, maxFill, sediment, wet);
        assertEquals(0, (sumAfter - sumBefore) / scale, 1e-4, "relative change of terrain + sediment");
        assertTrue(maxCut > 0.5, "the water carved something: " + maxCut);
        assertTrue(sediment > 0, "sediment was deposited");
    }

    static double mean(float[] values) {
        double s = 0;
        for (float v : values) {
            s += v;
        }
        return s / values.length;
    }

    @Test
    void a257ExportAgreesWithA1025Export() throws BakeException {
        Graph graph = eroded(Map.of("rain", 200.0));
        SampleBand small = bake(graph, new SampleGrid(0, 0, 1024, 1024, 257, 257));
        SampleBand large = bake(graph, new SampleGrid(0, 0, 1024, 1024, 1025, 1025));
        float[] a = small.height();
        float[] b = new float[a.length];
        float[] ma = small.mask("sediment");
        float[] mb = new float[a.length];
        for (int r = 0; r < 257; r++) {
            for (int c = 0; c < 257; c++) {
                b[r * 257 + c] = large.height()[(4 * r) * 1025 + 4 * c];
                mb[r * 257 + c] = large.mask("sediment")[(4 * r) * 1025 + 4 * c];
            }
        }
        double heights = Correlation.pearson(a, b);
        double masks = Correlation.pearson(ma, mb);
        System.out.printf("hydraulic 257² vs 1025²: height correlation %.6f, sediment mask correlation %.6f%n",
                heights, masks);
        assertTrue(heights >= 0.98, "heights " + heights);
        assertTrue(masks >= 0.8, "sediment masks " + masks);
    }

    @Test
    void runsAreBitIdentical() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 1024, 1024, 200, 200);
        SampleBand one = bake(eroded(Map.of()), grid);
        SampleBand two = bake(eroded(Map.of()), grid);
        assertArrayEquals(one.height(), two.height(), 0f);
        for (String m : MASKS) {
            assertArrayEquals(one.mask(m), two.mask(m), 0f, m);
        }
    }

    /**
     * A step as one fused pass (GPUs: a work group's outflows in shared memory, its ring done again by
     * its neighbours) and as two passes (software renderers) do the same arithmetic on every cell: the
     * same result, here on llvmpipe with both forced, on a grid that is not a whole number of work groups.
     */
    @Test
    void aFusedStepGivesTheResultOfTwoPasses() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 1024, 1024, 203, 197);
        Map<String, SampleBand> bakes = new java.util.TreeMap<>();
        for (String mode : List.of("fused", "split")) {
            System.setProperty(HydraulicErosion.STEP_PROPERTY, mode);
            try {
                bakes.put(mode, bake(eroded(Map.of("rain", 400.0)), grid));
            } finally {
                System.clearProperty(HydraulicErosion.STEP_PROPERTY);
            }
        }
        SampleBand fused = bakes.get("fused");
        SampleBand split = bakes.get("split");
        assertArrayEquals(split.height(), fused.height(), 0f, "height");
        for (String m : MASKS) {
            assertArrayEquals(split.mask(m), fused.mask(m), 0f, m);
        }
        float maxSediment = 0;
        for (float v : fused.mask("sediment")) {
            maxSediment = Math.max(maxSediment, v);
        }
        assertTrue(maxSediment > 0.05f, "the rain moved sediment: " + maxSediment);
    }

    @Test
    void negativeRainIsAnErrorOnTheNode() {
        var found = new org.orogen.graph.validation.GraphValidator(COMPILER.library().catalog())
                .validate(eroded(Map.of("rain", -1.0)));
        assertTrue(found.stream().anyMatch(d -> d.isError() && "e".equals(d.nodeId())), () -> found.toString());
    }

    @Test
    void parameterLimitsGiveFiniteResults() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 1024, 1024, 65, 65);
        List<Map<String, Double>> limits = List.of(
                Map.of("rain", 0.0), Map.of("rain", 100000.0, "cellSize", 16.0),
                Map.of("evaporation", 0.999, "capacity", 1000.0, "dissolve", 1000.0, "deposit", 1000.0),
                Map.of("duration", 0.0), Map.of("minTilt", 1.0, "capacity", 0.0, "cellSize", 100000.0));
        for (Map<String, Double> p : limits) {
            SampleBand band = bake(eroded(p), grid);
            for (float[] values : List.of(band.height(), band.gradX(), band.gradY(), band.mask("sediment"),
                    band.mask("water"), band.mask("wetness"))) {
                for (float v : values) {
                    assertTrue(Float.isFinite(v), "finite with " + p);
                }
            }
        }
    }
}
