package org.orogen.graph.edit;

import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;

/** Removes one wire. */
public record Disconnect(Edge edge) implements EditCommand {
    @Override
    public String description() {
        return "Disconnect";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        if (!graph.edges().contains(edge)) {
            throw new EditRejectedException("there is no wire " + edge + " to remove");
        }
        return graph.withoutEdge(edge);
    }
}
