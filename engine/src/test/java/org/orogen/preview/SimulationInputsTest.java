package org.orogen.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompileOptions;

/** Which edits change what a plan's simulations compute (the preview restarts a simulation only for those). */
class SimulationInputsTest {
    private static final WorldExtent WORLD = new WorldExtent(0, 0, 1024, 1024);

    private static Graph graph(double amplitude, double rain, double downstreamScale) {
        Node fbm = Node.of("n", "fractal.fbm").withParameter("amplitude", new ParameterValue.NumberValue(amplitude));
        Node sim = Node.of("s", "erosion.hydraulic").withParameter("rain", new ParameterValue.NumberValue(rain));
        Node scale = Node.of("k", "combine.scale_offset")
                .withParameter("scale", new ParameterValue.NumberValue(downstreamScale));
        return Graph.of(List.of(fbm, sim, scale, Node.of("out", "output.height")),
                List.of(Edge.of("n", "value", "s", "height"), Edge.of("s", "height", "k", "value"),
                        Edge.of("k", "result", "out", "input")),
                GraphMetadata.EMPTY.withExtent(WORLD), 3, List.of());
    }

    private static Set<Object> inputs(Graph g) {
        var plan = PreviewTestGraphs.COMPILER.compilePlan(g, CompileOptions.DEFAULT);
        return SimulationInputs.of(plan, plan.stages().stream().map(s -> List.<org.orogen.bake.HeightmapImage>of())
                .toList(), WORLD);
    }

    @Test
    void onlyEditsOfTheSimulationOrUpstreamOfItChangeWhatItComputes() {
        Set<Object> base = inputs(graph(300, 50, 1));
        assertEquals(1, base.size(), "one simulation stage");
        assertEquals(base, inputs(graph(300, 50, 2)), "a parameter downstream of the simulation");
        assertNotEquals(base, inputs(graph(300, 80, 1)), "the simulation's own parameter");
        assertNotEquals(base, inputs(graph(400, 50, 1)), "a parameter upstream");
    }
}
