package org.orogen.graph.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.Position;
import org.orogen.graph.catalog.NodeTypes;

/**
 * Moves nodes to new canvas positions. Positions are absolute, so a drag sends one command per
 * mouse event and they merge into one undo step (same set of nodes) that restores the positions
 * from before the drag.
 */
public record MoveNodes(Map<String, Position> positions) implements EditCommand {
    public MoveNodes {
        positions = Map.copyOf(positions);
    }

    /** Moves the nodes by the same offset. */
    public static MoveNodes by(Graph graph, java.util.Collection<String> ids, double dx, double dy) {
        Map<String, Position> out = new TreeMap<>();
        for (String id : ids) {
            out.put(id, graph.requireNode(id).position().translate(dx, dy));
        }
        return new MoveNodes(out);
    }

    @Override
    public String description() {
        return positions.size() == 1 ? "Move Node" : "Move " + positions.size() + " Nodes";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        List<Node> moved = new ArrayList<>();
        for (Map.Entry<String, Position> e : positions.entrySet()) {
            Node node = graph.node(e.getKey()).orElseThrow(() ->
                    new EditRejectedException("cannot move node '" + e.getKey() + "': it is not in the graph"));
            if (!Double.isFinite(e.getValue().x()) || !Double.isFinite(e.getValue().y())) {
                throw new EditRejectedException("cannot move node '" + e.getKey() + "' to a non-finite position");
            }
            moved.add(node.withPosition(e.getValue()));
        }
        return graph.withNodes(moved);
    }

    @Override
    public Optional<Object> mergeKey() {
        return Optional.of(List.of("move", new java.util.TreeSet<>(positions.keySet())));
    }
}
