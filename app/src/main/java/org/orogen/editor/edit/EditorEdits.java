package org.orogen.editor.edit;

import java.util.List;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.edit.Connect;
import org.orogen.graph.edit.Disconnect;
import org.orogen.graph.edit.EditCommand;
import org.orogen.graph.edit.EditRejectedException;
import org.orogen.graph.rules.ConnectionRule;

/**
 * Editor gestures that are several model commands in one undo step. Each is built from the
 * model's own commands ({@link Connect}, {@link Disconnect}...), so the connection rule and the
 * model's invariants apply unchanged; this class only groups them.
 */
public final class EditorEdits {
    private EditorEdits() {
    }

    /** Moves a wire's input end to {@code newTarget} as one step (the wire picked up and dropped elsewhere). */
    public static EditCommand reroute(Edge edge, PortRef newTarget) {
        return all("Reconnect", List.of(new Disconnect(edge), new Connect(edge.from(), newTarget)));
    }

    /**
     * Splices a node into a wire: the wire's source feeds the node's first input that accepts
     * it, and the node's first output feeds the wire's old target, as one step.
     */
    public static EditCommand insertOnWire(String nodeId, Edge edge) {
        return GraphEdit.of("Insert Node", (g, t) -> {
            Node n = g.requireNode(nodeId);
            NodeDefinition def = t.definitionOf(n).orElseThrow(() ->
                    new EditRejectedException("node '" + nodeId + "' has an unknown type; it cannot be inserted"));
            if (def.inputs().isEmpty() || def.outputs().isEmpty()) {
                throw new EditRejectedException(def.displayName() + " needs an input and an output to sit on a wire");
            }
            Graph without = new Disconnect(edge).apply(g, t);
            PortRef out = new PortRef(nodeId, def.outputs().getFirst().name());
            for (PortDefinition in : def.inputs()) {
                PortRef input = new PortRef(nodeId, in.name());
                if (ConnectionRule.check(without, t, edge.from(), input).allowed()) {
                    Graph fed = new Connect(edge.from(), input).apply(without, t);
                    return new Connect(out, edge.to()).apply(fed, t);
                }
            }
            throw new EditRejectedException("no input of " + def.displayName() + " accepts this wire");
        });
    }

    /** Several commands as one undo step, applied in order; any refusal refuses all. */
    public static EditCommand all(String description, List<? extends EditCommand> steps) {
        return GraphEdit.of(description, (g, t) -> {
            Graph out = g;
            for (EditCommand c : steps) out = c.apply(out, t);
            return out;
        });
    }
}
