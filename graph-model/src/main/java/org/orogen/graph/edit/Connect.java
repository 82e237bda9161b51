package org.orogen.graph.edit;

import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.rules.ConnectionCheck;
import org.orogen.graph.rules.ConnectionRule;

/**
 * Wires an output to an input, checked by {@link ConnectionRule}. When the input is already
 * connected, the old wire is removed in the same undo step.
 */
public record Connect(PortRef from, PortRef to) implements EditCommand {
    public static Connect of(String fromNode, String fromPort, String toNode, String toPort) {
        return new Connect(PortRef.of(fromNode, fromPort), PortRef.of(toNode, toPort));
    }

    @Override
    public String description() {
        return "Connect";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        ConnectionCheck check = ConnectionRule.check(graph, types, from, to);
        if (!check.allowed()) {
            throw new EditRejectedException(check.message());
        }
        Graph g = graph;
        // An input takes one wire: drop every wire into it (a loaded file may hold several).
        for (Edge old : graph.edges()) {
            if (old.to().equals(to)) {
                g = g.withoutEdge(old);
            }
        }
        return g.withEdge(new Edge(from, to));
    }
}
