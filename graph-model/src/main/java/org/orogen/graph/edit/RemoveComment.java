package org.orogen.graph.edit;

import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;

/** Removes a comment frame; the nodes inside it stay where they are. */
public record RemoveComment(String commentId) implements EditCommand {
    @Override
    public String description() {
        return "Delete Comment";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        if (graph.comment(commentId).isEmpty()) {
            throw new EditRejectedException("cannot delete comment '" + commentId + "': it is not in the graph");
        }
        return graph.withoutComment(commentId);
    }
}
