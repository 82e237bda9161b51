package org.orogen.graph.edit;

import java.util.Collection;
import org.orogen.graph.Comment;
import org.orogen.graph.Graph;
import org.orogen.graph.NodeIds;
import org.orogen.graph.Position;
import org.orogen.graph.catalog.NodeTypes;

/** Adds a comment frame; its id must not be taken by another comment. */
public record AddComment(Comment comment) implements EditCommand {
    /** Margin (editor units) around the nodes' anchor points when framing a selection. */
    public static final double MARGIN = 40;
    /** Extra room above the topmost node, for the frame's title bar. */
    public static final double TITLE_ROOM = 36;

    /**
     * A frame around the given node positions (their top-left anchors), grown by
     * {@code nodeWidth}/{@code nodeHeight} so the node bodies fit, plus {@link #MARGIN}.
     *
     * @throws IllegalArgumentException when there are no positions
     */
    public static AddComment around(Graph graph, Collection<Position> positions, double nodeWidth,
                                    double nodeHeight, String text) {
        if (positions.isEmpty()) {
            throw new IllegalArgumentException("select at least one node to frame with a comment");
        }
        double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;
        for (Position p : positions) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x() + nodeWidth);
            maxY = Math.max(maxY, p.y() + nodeHeight);
        }
        double x = minX - MARGIN;
        double y = minY - MARGIN - TITLE_ROOM;
        return new AddComment(new Comment(freshId(graph), text, x, y, maxX + MARGIN - x, maxY + MARGIN - y, null));
    }

    /** An unused comment id: "comment", "comment_2", ... */
    public static String freshId(Graph graph) {
        return NodeIds.fresh("comment", graph.comments().keySet());
    }

    @Override
    public String description() {
        return "Add Comment";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        if (graph.comment(comment.id()).isPresent()) {
            throw new EditRejectedException("cannot add comment '" + comment.id() + "': that id is already used");
        }
        return graph.withComment(comment);
    }
}
