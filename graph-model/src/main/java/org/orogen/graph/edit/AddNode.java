package org.orogen.graph.edit;

import java.util.TreeMap;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.NodeIds;
import org.orogen.graph.Position;
import org.orogen.graph.catalog.NodeTypes;

/** Adds one node. Its id must be valid and not used yet ({@link #ofType} picks a fresh one). */
public record AddNode(Node node) implements EditCommand {

    /** A node of the given type at a position, with all parameters at their defaults and a fresh id. */
    public static AddNode ofType(Graph graph, String typeId, Position position) {
        String id = NodeIds.freshForType(typeId, graph.nodeIds());
        return new AddNode(new Node(id, typeId, "", position, new TreeMap<>()));
    }

    @Override
    public String description() {
        return "Add Node";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        if (!NodeIds.isValid(node.id())) {
            throw new EditRejectedException("'" + node.id() + "' is not a valid node id; use letters, digits, '_' and '-'");
        }
        if (graph.hasNode(node.id())) {
            throw new EditRejectedException("a node with id '" + node.id() + "' already exists; pick another id");
        }
        return graph.withNode(node);
    }
}
