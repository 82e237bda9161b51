package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
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
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;

/** hydrology.water_level in a pass plan on a real context: the sea on a plane falling east. */
@ExtendWith(GlExtension.class)
class WaterLevelGpuTest {
    private static GlThread gl;

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    @Test
    void theSeaCoversThePlaneBelowSeaLevelAndItsSurfaceIsTheSeaLevel() throws BakeException {
        // 500 m at x = 0, falling 0.2 m per metre towards +x: below 450 m from x = 250 m.
        Node plane = number(number(number(Node.of("p", "shape.slope_plane"), "slope", 0.2), "direction", 180),
                "height", 500);
        Node water = number(number(Node.of("w", "hydrology.water_level"), "cellSize", 8), "seaLevel", 450)
                .withParameter("hasSea", new ParameterValue.BooleanValue(true));
        List<String> masks = List.of("sea", "lakes", "water");
        List<Node> nodes = new java.util.ArrayList<>(List.of(plane, water, Node.of("out", "output.height")));
        List<Edge> edges = new java.util.ArrayList<>(List.of(Edge.of("p", "result", "w", "height"),
                Edge.of("w", "surface", "out", "input")));
        for (String m : masks) {
            nodes.add(Node.of("m_" + m, "output.mask").withParameter("name", new ParameterValue.TextValue(m)));
            edges.add(Edge.of("w", m, "m_" + m, "input"));
        }
        Graph graph = Graph.of(nodes, edges, GraphMetadata.EMPTY.withExtent(new WorldExtent(0, 0, 512, 512)), 1,
                List.of());
        CompiledPlan plan = GraphCompiler.standard().compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        SampleBand band = new SampleBand(65, 65, plan.maskNames());
        band.reset(0, 65);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null)) {
            sampler.sample(new SampleGrid(0, 0, 512, 512, 65, 65), band);
        }
        for (int r = 0; r < 65; r++) {
            for (int c = 0; c < 65; c++) {
                int i = band.index(r, c);
                double ground = 500 - 0.2 * 8 * c;
                boolean sea = ground < 450;
                assertEquals(sea ? 1 : 0, band.mask("sea")[i], 1e-6, "sea at column " + c);
                assertEquals(sea ? 1 : 0, band.mask("water")[i], 1e-6, "water at column " + c);
                assertEquals(0, band.mask("lakes")[i], 1e-6, "no lake on a plane");
                assertEquals(sea ? 450 : ground, band.height()[i], 1e-3, "surface at column " + c);
            }
        }
    }
}
