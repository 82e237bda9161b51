package org.orogen.graph.edit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.orogen.graph.Comment;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphFragment;
import org.orogen.graph.Node;
import org.orogen.graph.NodeIds;
import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.NodeTypes;

/**
 * Adds a copied fragment's nodes, wires and comment frames with fresh ids (ids already in the graph get a
 * suffix; free ones are kept), moved by an offset so the copy does not cover the original.
 * {@link #idMapping(Graph)} tells the editor which ids the pasted nodes got (to select them).
 */
public record PasteFragment(GraphFragment fragment, double dx, double dy) implements EditCommand {

    @Override
    public String description() {
        return "Paste";
    }

    /** Fragment id to pasted id, as {@link #apply} will assign them in {@code graph}. */
    public Map<String, String> idMapping(Graph graph) {
        Set<String> taken = new HashSet<>(graph.nodeIds());
        Map<String, String> mapping = new TreeMap<>();
        for (Node n : fragment.nodes()) {
            String fresh = NodeIds.fresh(n.id(), taken);
            taken.add(fresh);
            mapping.put(n.id(), fresh);
        }
        return Collections.unmodifiableMap(mapping);
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        if (fragment.isEmpty()) {
            throw new EditRejectedException("the clipboard holds no nodes to paste");
        }
        Map<String, String> ids = idMapping(graph);
        List<Node> nodes = new ArrayList<>();
        for (Node n : fragment.nodes()) {
            nodes.add(n.withId(ids.get(n.id())).withPosition(n.position().translate(dx, dy)));
        }
        List<Edge> edges = new ArrayList<>();
        for (Edge e : fragment.edges()) {
            String from = ids.get(e.from().nodeId());
            String to = ids.get(e.to().nodeId());
            if (from != null && to != null) { // a hand-written fragment may hold wires to nodes it lacks
                edges.add(new Edge(PortRef.of(from, e.from().port()), PortRef.of(to, e.to().port())));
            }
        }
        Graph out = graph.withNodes(nodes).withEdges(edges);
        Set<String> takenComments = new HashSet<>(graph.comments().keySet());
        for (Comment c : fragment.comments()) {
            String fresh = NodeIds.fresh(c.id(), takenComments);
            takenComments.add(fresh);
            out = out.withComment(new Comment(fresh, c.text(), c.x() + dx, c.y() + dy, c.width(), c.height(),
                    c.colour()));
        }
        return out;
    }
}
