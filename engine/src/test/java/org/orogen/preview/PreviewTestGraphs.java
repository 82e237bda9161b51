package org.orogen.preview;

import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** Graphs built in code for the preview tests (the samples/ folder may not exist yet). */
final class PreviewTestGraphs {

    static final GraphCompiler COMPILER = GraphCompiler.standard();

    private PreviewTestGraphs() {
    }

    /** fBm mountains over the default 4 km extent, with a "rock" mask from the slope. */
    static Graph mountains(double amplitude) {
        return mountains(amplitude, "mask.slope");
    }

    /**
     * fBm mountains with a "rock" mask from a mask node of type {@code maskType} ({@code mask.curvature}: a pass
     * plan of two stages; a slope mask written as a mask is read at the point, one program).
     */
    static Graph mountains(double amplitude, String maskType) {
        Node fbm = Node.of("n1", "fractal.fbm")
                .withParameter("scale", new ParameterValue.NumberValue(1800))
                .withParameter("amplitude", new ParameterValue.NumberValue(amplitude))
                .withParameter("octaves", new ParameterValue.IntegerValue(8));
        return Graph.of(List.of(fbm, Node.of("out", "output.height"), Node.of("s1", maskType),
                        Node.of("m1", "output.mask").withParameter("name", new ParameterValue.TextValue("rock"))),
                List.of(Edge.of("n1", "value", "out", "input"), Edge.of("n1", "value", "s1", "height"),
                        Edge.of("s1", "mask", "m1", "input")),
                GraphMetadata.EMPTY, 7, List.of());
    }

    /** Ridged noise as the only output: a different structure from {@link #mountains}. */
    static Graph ridges() {
        Node ridged = Node.of("r1", "fractal.ridged")
                .withParameter("scale", new ParameterValue.NumberValue(1500))
                .withParameter("amplitude", new ParameterValue.NumberValue(500));
        return Graph.of(List.of(ridged, Node.of("out", "output.height")),
                List.of(Edge.of("r1", "value", "out", "input")), GraphMetadata.EMPTY, 3, List.of());
    }

    static CompiledProgram compile(Graph graph) {
        CompiledProgram program = COMPILER.compile(graph);
        assertFalse(program.hasErrors(), () -> program.diagnostics().toString());
        return program;
    }
}
