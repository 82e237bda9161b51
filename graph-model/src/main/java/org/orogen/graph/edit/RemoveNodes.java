package org.orogen.graph.edit;

import java.util.Set;
import java.util.TreeSet;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;

/**
 * Removes nodes with every wire touching them and every exposed parameter pointing at them, as
 * one undo step (undo brings all of it back, with the same ids and positions).
 */
public record RemoveNodes(Set<String> nodeIds) implements EditCommand {
    public RemoveNodes {
        nodeIds = Set.copyOf(nodeIds);
    }

    public static RemoveNodes of(String... ids) {
        return new RemoveNodes(Set.of(ids));
    }

    @Override
    public String description() {
        return nodeIds.size() == 1 ? "Delete Node" : "Delete " + nodeIds.size() + " Nodes";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        TreeSet<String> missing = new TreeSet<>(nodeIds);
        missing.removeAll(graph.nodeIds());
        if (!missing.isEmpty()) {
            throw new EditRejectedException("cannot delete nodes " + missing + ": they are not in the graph");
        }
        return graph.withoutNodes(nodeIds);
    }
}
