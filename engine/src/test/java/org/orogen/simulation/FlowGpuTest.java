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

/** hydrology.flow in a pass plan on a real context: the drainage area of a tilted plane. */
@ExtendWith(GlExtension.class)
class FlowGpuTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static GlThread gl;

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    @Test
    void drainageAreaOfATiltedPlaneFromAnExport() throws BakeException {
        // Falls towards +x (direction 180 degrees points the rise towards -x).
        Node plane = number(number(number(Node.of("p", "shape.slope_plane"), "slope", 0.2), "direction", 180),
                "height", 500);
        Node flow = number(Node.of("f", "hydrology.flow"), "cellSize", 8);
        Graph graph = Graph.of(List.of(plane, flow, Node.of("out", "output.height"),
                        Node.of("m", "output.mask").withParameter("name", new ParameterValue.TextValue("river"))),
                List.of(Edge.of("p", "result", "f", "height"), Edge.of("f", "area", "out", "input"),
                        Edge.of("f", "river", "m", "input")),
                GraphMetadata.EMPTY.withExtent(new WorldExtent(0, 0, 512, 512)), 1, List.of());
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        SampleGrid grid = new SampleGrid(0, 0, 512, 512, 65, 65);
        SampleBand band = new SampleBand(65, 65, plan.maskNames());
        band.reset(0, 65);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null)) {
            sampler.sample(grid, band);
        }
        int r = 32;
        for (int c = 1; c < 64; c++) {
            double expected = (c + 1) * 64.0;
            assertEquals(expected, band.height()[band.index(r, c)], 1e-4 * expected, "area at column " + c);
        }
    }
}
