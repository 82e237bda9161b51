package org.orogen.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A self-contained piece of a graph, as copied to the clipboard: some nodes, the edges
 * between them (edges to nodes outside the selection are left out) and the comment frames
 * around them (see {@link #copyOf}). Serialized in the same
 * format as a graph ({@code org.orogen.graph.io.FragmentFormat}); pasted with fresh ids by
 * {@code org.orogen.graph.edit.PasteFragment}.
 */
public record GraphFragment(List<Node> nodes, List<Edge> edges, List<Comment> comments) {
    public GraphFragment {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
        comments = List.copyOf(comments);
    }

    /** A fragment without comment frames. */
    public GraphFragment(List<Node> nodes, List<Edge> edges) {
        this(nodes, edges, List.of());
    }

    /**
     * Copies the selected nodes, the edges among them and every comment frame that holds at
     * least one selected node and no unselected one (judged by node positions), so copying
     * the contents of a frame takes the frame along; ids not in the graph are ignored.
     */
    public static GraphFragment copyOf(Graph graph, Set<String> selection) {
        List<Node> nodes = new ArrayList<>();
        for (String id : selection) {
            graph.node(id).ifPresent(nodes::add);
        }
        nodes.sort(java.util.Comparator.comparing(Node::id));
        List<Edge> edges = graph.edges().stream()
                .filter(e -> selection.contains(e.from().nodeId()) && selection.contains(e.to().nodeId()))
                .toList();
        List<Comment> comments = new ArrayList<>();
        for (Comment c : graph.comments().values()) {
            List<Node> inside = graph.nodes().values().stream().filter(n -> c.contains(n.position())).toList();
            if (!inside.isEmpty() && inside.stream().allMatch(n -> selection.contains(n.id()))) {
                comments.add(c);
            }
        }
        return new GraphFragment(nodes, edges, comments);
    }

    public boolean isEmpty() {
        return nodes.isEmpty();
    }
}
