package org.orogen.graph.edit;

import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.catalog.NodeTypes;

/**
 * Changes the label a node shows. The id never changes (undo, overrides and the compiler's
 * uniform names key on it); an empty label shows the type's display name again.
 */
public record RenameNode(String nodeId, String label) implements EditCommand {
    @Override
    public String description() {
        return "Rename Node";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        Node node = graph.node(nodeId).orElseThrow(() ->
                new EditRejectedException("cannot rename node '" + nodeId + "': it is not in the graph"));
        return graph.withNode(node.withLabel(label == null ? "" : label.strip()));
    }
}
