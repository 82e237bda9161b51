package org.orogen.graph.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.orogen.graph.Comment;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.Position;
import org.orogen.graph.catalog.NodeTypes;

/**
 * Moves and/or resizes a comment frame, optionally carrying nodes along (dragging a frame by
 * its title moves the nodes inside it). Values are absolute, so a drag sends one command per
 * mouse event and they merge into one undo step, like {@link MoveNodes}: same comment, same
 * carried nodes.
 *
 * @param nodePositions new positions of the nodes carried along; empty for a resize
 */
public record SetCommentBounds(String commentId, double x, double y, double width, double height,
                               Map<String, Position> nodePositions) implements EditCommand {
    public SetCommentBounds {
        nodePositions = Map.copyOf(nodePositions);
    }

    /** Moves the frame and the given nodes by the same offset. */
    public static SetCommentBounds moveBy(Graph graph, String commentId, java.util.Collection<String> nodeIds,
                                          double dx, double dy) {
        Comment c = graph.comment(commentId).orElseThrow(() ->
                new IllegalArgumentException("no comment with id '" + commentId + "' in the graph"));
        return new SetCommentBounds(commentId, c.x() + dx, c.y() + dy, c.width(), c.height(),
                MoveNodes.by(graph, nodeIds, dx, dy).positions());
    }

    @Override
    public String description() {
        return nodePositions.isEmpty() ? "Resize Comment" : "Move Comment";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        Comment c = graph.comment(commentId).orElseThrow(() ->
                new EditRejectedException("cannot move comment '" + commentId + "': it is not in the graph"));
        Comment moved;
        try {
            moved = c.withBounds(x, y, width, height);
        } catch (IllegalArgumentException e) {
            throw new EditRejectedException(e.getMessage());
        }
        Graph out = graph.withComment(moved);
        if (!nodePositions.isEmpty()) {
            List<Node> nodes = new ArrayList<>();
            for (Map.Entry<String, Position> e : nodePositions.entrySet()) {
                Node node = graph.node(e.getKey()).orElseThrow(() ->
                        new EditRejectedException("cannot move node '" + e.getKey() + "': it is not in the graph"));
                nodes.add(node.withPosition(e.getValue()));
            }
            out = out.withNodes(nodes);
        }
        return out;
    }

    @Override
    public Optional<Object> mergeKey() {
        return Optional.of(List.of("comment-bounds", commentId, new TreeSet<>(nodePositions.keySet())));
    }
}
