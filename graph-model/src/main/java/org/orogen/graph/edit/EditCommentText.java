package org.orogen.graph.edit;

import org.orogen.graph.Comment;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;

/** Changes the title text of a comment frame (surrounding blanks are dropped). */
public record EditCommentText(String commentId, String text) implements EditCommand {
    @Override
    public String description() {
        return "Edit Comment";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        Comment c = graph.comment(commentId).orElseThrow(() ->
                new EditRejectedException("cannot edit comment '" + commentId + "': it is not in the graph"));
        return graph.withComment(c.withText(text == null ? "" : text.strip()));
    }
}
