package org.orogen.graph.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Edge;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.WorldExtent;

class GraphValidatorTest {
    private final GraphValidator validator = new GraphValidator(TestCatalog.get());

    @Test
    void sampleGraphIsValid() {
        assertEquals(List.of(), validator.validate(SampleGraphs.ridge()));
    }

    @Test
    void everyProblemIsReportedNotJustTheFirst() {
        Graph g = SampleGraphs.ridge()
                .withNode(SampleGraphs.ridge().requireNode("noise")
                        .withParameter("scale", ParameterValue.of(-5.0))
                        .withParameter("octaves", ParameterValue.of(2.5))
                        .withParameter("mode", ParameterValue.of("wobbly"))
                        .withParameter("seed", ParameterValue.of(-1L))
                        .withParameter("colour", ParameterValue.of("red")))
                .withNode(Node.of("height2", "output.height"))
                .withNode(Node.of("mask2", "output.mask").withParameter("name", ParameterValue.of("rock")))
                .withNode(Node.of("mask3", "output.mask").withParameter("name", ParameterValue.of("bad name")))
                .withNode(Node.of("lonely", "combine.add"))
                .withNode(Node.of("alien", "vendor.thing"))
                .withEdge(Edge.of("noise", "value", "add", "zzz"))
                .withEdge(Edge.of("slope", "mask", "height", "input"))
                .withEdge(Edge.of("ghost", "value", "lonely", "b"))
                .withMetadata(SampleGraphs.ridge().metadata().withExtent(new WorldExtent(0, 0, -1, 10)))
                .withSeed(-3)
                .withExposedParameters(List.of(new ExposedParameter("x", "ghost", "scale"),
                        new ExposedParameter("y", "add", "nope")));
        List<Diagnostic> ds = validator.validate(g);
        List<String> summary = ds.stream().map(d -> d.code() + "@" + d.nodeId() + "/" + d.port()).toList();
        assertEquals(List.of(
                "graph.extent@null/null",
                "graph.seed@null/null",
                "output.height-multiple@height2/null",
                "output.mask-name@mask3/name",
                "output.mask-duplicate@rock/name",
                "node.unknown-type@alien/null",
                "input.required@lonely/a",
                "parameter.unknown@noise/colour",
                "parameter.invalid@noise/mode",
                "parameter.invalid@noise/octaves",
                "parameter.invalid@noise/scale",
                "parameter.invalid@noise/seed",
                "edge.unknown-port@add/zzz",
                "edge.unknown-node@lonely/null",
                "input.multiple-edges@height/input",
                "exposed.invalid@null/null",
                "exposed.invalid@add/nope"), summary, ds.toString());
        Diagnostic scale = ds.stream().filter(d -> "scale".equals(d.port())).findFirst().orElseThrow();
        assertTrue(scale.message().contains("below the minimum 0.001 m"), scale.message());
        assertEquals(Severity.WARNING, ds.get(7).severity());
        assertTrue(ds.stream().filter(d -> d.severity() == Severity.ERROR).allMatch(d -> d.message().length() > 20));
    }

    @Test
    void anInputsNameCannotBeExposed() {
        Graph g = Graph.of(List.of(Node.of("in", "graph.input").withParameter("name", ParameterValue.of("base")),
                        Node.of("height", "output.height")), List.of(Edge.of("in", "value", "height", "input")),
                GraphMetadata.EMPTY, 1, List.of(new ExposedParameter("inname", "in", "name")));
        List<Diagnostic> ds = validator.validate(g);
        assertTrue(ds.stream().anyMatch(d -> d.code().equals(DiagnosticCodes.EXPOSED_INVALID) && d.isError()
                && d.message().contains("an input's name cannot be exposed")), ds.toString());
    }

    @Test
    void aSubgraphNodesFileCannotBeExposed() {
        Graph g = Graph.of(List.of(Node.of("alps", "graph.subgraph").withParameter("path",
                        ParameterValue.of("alps.graph")), Node.of("height", "output.height")),
                List.of(Edge.of("alps", "height", "height", "input")),
                GraphMetadata.EMPTY, 1, List.of(new ExposedParameter("which", "alps", "path")));
        List<Diagnostic> ds = validator.validate(g);
        assertTrue(ds.stream().anyMatch(d -> d.code().equals(DiagnosticCodes.EXPOSED_INVALID) && d.isError()
                && d.message().contains("which file the subgraph node 'alps' uses")), ds.toString());
    }

    @Test
    void loopsAreReportedOnEveryNodeOnThem() {
        Graph g = SampleGraphs.ridge()
                .withNode(Node.of("x", "combine.add"))
                .withNode(Node.of("y", "combine.add"))
                .withEdge(Edge.of("x", "value", "y", "a"))
                .withEdge(Edge.of("y", "value", "x", "a"))
                .withEdge(Edge.of("x", "value", "add", "b")); // downstream of the loop, not on it
        List<Diagnostic> cycles = validator.validate(g).stream()
                .filter(d -> d.code().equals(DiagnosticCodes.GRAPH_CYCLE)).toList();
        assertEquals(List.of("x", "y"), cycles.stream().map(Diagnostic::nodeId).toList());
        assertTrue(cycles.getFirst().message().contains("[x, y]"));
    }

    @Test
    void longChainIsCheckedWithoutStackOverflow() {
        Graph g = Graph.empty().withNode(Node.of("out", "output.height"));
        java.util.List<Node> nodes = new java.util.ArrayList<>();
        java.util.List<Edge> edges = new java.util.ArrayList<>();
        nodes.add(Node.of("n0", "noise.gradient"));
        for (int i = 1; i < 20_000; i++) {
            nodes.add(Node.of("n" + i, "combine.add"));
            edges.add(Edge.of("n" + (i - 1), "value", "n" + i, "a"));
        }
        edges.add(Edge.of("n19999", "value", "out", "input"));
        g = g.withNodes(nodes).withEdges(edges);
        assertEquals(List.of(), validator.validate(g));
    }

    @Test
    void missingHeightOutputIsAnError() {
        List<Diagnostic> ds = validator.validate(Graph.empty());
        assertEquals(DiagnosticCodes.OUTPUT_HEIGHT_MISSING, ds.getFirst().code());
        assertTrue(ds.getFirst().message().contains("add an 'output.height' node"));
    }

    @Test
    void subgraphInputAndMaskNamesMustBeUsableAsPortNames() {
        Graph g = SampleGraphs.ridge()
                .withNode(Node.of("in1", "graph.input").withParameter("name", ParameterValue.of("base")))
                .withNode(Node.of("in2", "graph.input").withParameter("name", ParameterValue.of("base")))
                .withNode(Node.of("in3", "graph.input").withParameter("name", ParameterValue.of("9lives")))
                .withNode(Node.of("in4", "graph.input")) // default name "input"
                .withNode(Node.of("m", "output.mask").withParameter("name", ParameterValue.of("height")));
        List<String> summary = validator.validate(g).stream().map(d -> d.code() + "@" + d.nodeId()).toList();
        assertEquals(List.of("output.mask-name@m", "graph-input.name@in2", "graph-input.name@in3"), summary);
    }
}
