package org.orogen.graph.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Deque;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.catalog.PortConversion;
import org.orogen.graph.catalog.PortDefinition;

/**
 * The one rule deciding whether an output may be wired to an input. The editor asks it while
 * dragging (to highlight ports and say why not), the connect command asks it before changing
 * the graph, and the validator asks it for every edge of a loaded file.
 *
 * <p>An input that is already connected is not a refusal: connecting replaces the existing edge
 * (reported in {@link ConnectionCheck#replaces()}), in the same undo step.
 */
public final class ConnectionRule {
    private ConnectionRule() {
    }

    /**
     * Checks wiring {@code from} (an output) to {@code to} (an input) in {@code graph}.
     * Problems are checked in a fixed order (same node, unknown node, unknown type, unknown
     * port, type, already connected, cycle) so the message names the most basic one.
     */
    public static ConnectionCheck check(Graph graph, NodeTypes types, PortRef from, PortRef to) {
        if (from.nodeId().equals(to.nodeId())) {
            return ConnectionCheck.refused(ConnectionProblem.SAME_NODE,
                    "a node cannot feed itself; connect to a different node");
        }
        Optional<Node> source = graph.node(from.nodeId());
        Optional<Node> target = graph.node(to.nodeId());
        if (source.isEmpty() || target.isEmpty()) {
            String missing = source.isEmpty() ? from.nodeId() : to.nodeId();
            return ConnectionCheck.refused(ConnectionProblem.UNKNOWN_NODE,
                    "there is no node '" + missing + "' in the graph; it may have been deleted");
        }
        Optional<NodeDefinition> sourceDef = types.definitionOf(source.get());
        Optional<NodeDefinition> targetDef = types.definitionOf(target.get());
        if (sourceDef.isEmpty() || targetDef.isEmpty()) {
            Node unknown = sourceDef.isEmpty() ? source.get() : target.get();
            return ConnectionCheck.refused(ConnectionProblem.UNKNOWN_NODE_TYPE,
                    "node '" + unknown.id() + "' has unknown type '" + unknown.typeId()
                            + "', so its ports are unknown; replace the node or install its library");
        }
        Optional<PortDefinition> output = sourceDef.get().output(from.port());
        if (output.isEmpty()) {
            return ConnectionCheck.refused(ConnectionProblem.UNKNOWN_PORT, "'" + from.port() + "' is not an output of "
                    + describe(source.get(), sourceDef.get()) + "; its outputs are "
                    + sourceDef.get().outputs().stream().map(PortDefinition::name).toList());
        }
        Optional<PortDefinition> input = targetDef.get().input(to.port());
        if (input.isEmpty()) {
            return ConnectionCheck.refused(ConnectionProblem.UNKNOWN_PORT, "'" + to.port() + "' is not an input of "
                    + describe(target.get(), targetDef.get()) + "; its inputs are "
                    + targetDef.get().inputs().stream().map(PortDefinition::name).toList());
        }
        Optional<PortConversion> conversion = output.get().type().conversionTo(input.get().type());
        if (conversion.isEmpty()) {
            return ConnectionCheck.refused(ConnectionProblem.TYPE_MISMATCH,
                    output.get().type().refusalTo(input.get().type()).orElseThrow());
        }
        Edge wanted = new Edge(from, to);
        if (graph.edges().contains(wanted)) {
            return ConnectionCheck.refused(ConnectionProblem.ALREADY_CONNECTED, "these ports are already connected");
        }
        if (reaches(graph, to.nodeId(), from.nodeId())) {
            return ConnectionCheck.refused(ConnectionProblem.WOULD_CREATE_CYCLE, "node '" + to.nodeId()
                    + "' already feeds node '" + from.nodeId() + "', so this wire would create a loop; "
                    + "graphs must flow one way (use a warp or a copy of the upstream nodes instead)");
        }
        return ConnectionCheck.allowed(graph.edgeInto(to), conversion.get());
    }

    /** True when following edges downstream from {@code start} arrives at {@code goal}. */
    public static boolean reaches(Graph graph, String start, String goal) {
        Map<String, List<String>> downstream = new HashMap<>();
        for (Edge e : graph.edges()) {
            downstream.computeIfAbsent(e.from().nodeId(), k -> new ArrayList<>()).add(e.to().nodeId());
        }
        Deque<String> todo = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        todo.push(start);
        while (!todo.isEmpty()) {
            String id = todo.pop();
            if (id.equals(goal)) {
                return true;
            }
            if (seen.add(id)) {
                downstream.getOrDefault(id, List.of()).forEach(todo::push);
            }
        }
        return false;
    }

    private static String describe(Node node, NodeDefinition def) {
        return "node '" + node.id() + "' (" + def.displayName() + ")";
    }
}
