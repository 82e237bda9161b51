package org.orogen.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A self-contained piece of a graph, as copied to the clipboard: some nodes and the edges
 * between them (edges to nodes outside the selection are left out). Serialized in the same
 * format as a graph ({@code org.orogen.graph.io.FragmentFormat}); pasted with fresh ids by
 * {@code org.orogen.graph.edit.PasteFragment}.
 */
public record GraphFragment(List<Node> nodes, List<Edge> edges) {
    public GraphFragment {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    /** Copies the selected nodes and the edges among them; ids not in the graph are ignored. */
    public static GraphFragment copyOf(Graph graph, Set<String> selection) {
        List<Node> nodes = new ArrayList<>();
        for (String id : selection) {
            graph.node(id).ifPresent(nodes::add);
        }
        nodes.sort(java.util.Comparator.comparing(Node::id));
        List<Edge> edges = graph.edges().stream()
                .filter(e -> selection.contains(e.from().nodeId()) && selection.contains(e.to().nodeId()))
                .toList();
        return new GraphFragment(nodes, edges);
    }

    public boolean isEmpty() {
        return nodes.isEmpty();
    }
}
