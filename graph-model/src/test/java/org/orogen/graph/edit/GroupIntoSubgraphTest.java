package org.orogen.graph.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.subgraph.Grouping;
import org.orogen.graph.validation.GraphValidator;

class GroupIntoSubgraphTest {
    private final Graph start = SampleGraphs.ridge();

    @Test
    void selectionBecomesASubgraphNodeWiredLikeTheSelection() {
        EditHistory history = new EditHistory(start, TestCatalog.get());
        GroupIntoSubgraph group = new GroupIntoSubgraph(Set.of("add", "slope"), "parts/hills.graph");
        history.execute(group);
        Grouping.Result r = group.lastResult();
        Graph parent = history.current();
        String g = r.subgraphNodeId();
        assertEquals("group", g);
        Node node = parent.requireNode(g);
        assertEquals(ModelNodeTypes.SUBGRAPH, node.typeId());
        assertEquals(ParameterValue.of("parts/hills.graph"), node.parameters().get("path"));
        assertEquals(Set.of(
                Edge.of("noise", "value", g, "a"),
                Edge.of(g, "height", "height", "input"),
                Edge.of(g, "mask", "rock", "input")),
                parent.edges().stream().filter(e -> e.touches(g)).collect(java.util.stream.Collectors.toSet()));

        Graph sub = r.subgraph();
        // noise fed both add.a and slope.height: one input, named after the first port it fed.
        List<Node> inputs = sub.nodesOfType(ModelNodeTypes.SUBGRAPH_INPUT);
        assertEquals(1, inputs.size());
        assertEquals(ParameterValue.of("a"), inputs.getFirst().parameters().get("name"));
        assertTrue(sub.edges().contains(Edge.of(inputs.getFirst().id(), "value", "add", "a")));
        assertTrue(sub.edges().contains(Edge.of(inputs.getFirst().id(), "value", "slope", "height")));
        assertEquals(1, sub.nodesOfType(ModelNodeTypes.OUTPUT_HEIGHT).size());
        assertEquals(ParameterValue.of("mask"), sub.nodesOfType(ModelNodeTypes.OUTPUT_MASK).getFirst()
                .parameters().get("name"));
        assertEquals(start.requireNode("add"), sub.requireNode("add"), "nodes keep id, parameters and position");
        assertEquals(List.of(), new GraphValidator(TestCatalog.get()).validate(sub));

        history.undo();
        assertEquals(start, history.current());
    }

    @Test
    void impossibleSelectionsAreRefusedWithAReason() {
        EditHistory history = new EditHistory(start, TestCatalog.get());
        assertThrows(EditRejectedException.class,
                () -> history.execute(new GroupIntoSubgraph(Set.of("add", "height"), "x.graph")));
        assertThrows(EditRejectedException.class, () -> history.execute(new GroupIntoSubgraph(Set.of(), "x.graph")));
        assertThrows(EditRejectedException.class, () -> history.execute(new GroupIntoSubgraph(Set.of("add"), "x.txt")));
        Graph twoFields = start.withNode(Node.of("other", "noise.gradient"))
                .withNode(Node.of("add2", "combine.add"))
                .withEdge(Edge.of("other", "value", "add2", "a"));
        EditHistory h2 = new EditHistory(twoFields, TestCatalog.get());
        EditRejectedException e = assertThrows(EditRejectedException.class,
                () -> h2.execute(new GroupIntoSubgraph(Set.of("noise", "other"), "x.graph")));
        assertTrue(e.getMessage().contains("more than one field"), e.getMessage());
        assertEquals(0, history.undoSize());
    }

    @Test
    void maskOnlySelectionFeedsTheHeightOutputWithTheMask() {
        Grouping.Result r = Grouping.group(start, TestCatalog.get(), Set.of("slope"), "slope.graph");
        Graph sub = r.subgraph();
        Node height = sub.nodesOfType(ModelNodeTypes.OUTPUT_HEIGHT).getFirst();
        assertTrue(sub.edges().contains(Edge.of("slope", "mask", height.id(), "input")), sub.edges().toString());
        assertEquals(List.of(), new GraphValidator(TestCatalog.get()).validate(sub));
    }
}
