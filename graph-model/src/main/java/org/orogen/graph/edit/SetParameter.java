package org.orogen.graph.edit;

import java.util.List;
import java.util.Optional;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeTypes;

/**
 * Sets one parameter of one node, or resets it to the definition's default ({@code value}
 * null). Any value is stored (an out-of-range value is a validation diagnostic, not a refusal),
 * so a typed value is never lost; check it first with
 * {@link org.orogen.graph.catalog.ParameterCheck} to warn while typing. Consecutive changes of
 * the same parameter of the same node merge into one undo step.
 */
public record SetParameter(String nodeId, String parameter, ParameterValue value) implements EditCommand {

    @Override
    public String description() {
        return "Set " + parameter;
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        Node node = graph.node(nodeId).orElseThrow(() ->
                new EditRejectedException("cannot set '" + parameter + "': node '" + nodeId + "' is not in the graph"));
        if (!isFinite(value)) {
            // Out-of-range values are kept as data, but NaN and infinity cannot be saved in JSON.
            throw new EditRejectedException(value instanceof ParameterValue.StrokesValue
                    ? "a stroke of '" + parameter + "' holds a number that is not finite (NaN or infinity); "
                            + "it cannot be saved, redraw the stroke"
                    : "'" + parameter + "' must be a finite number; enter a number");
        }
        return graph.withNode(node.withParameter(parameter, value));
    }

    private static boolean isFinite(ParameterValue v) {
        return switch (v) {
            case null -> true;
            case ParameterValue.NumberValue n -> Double.isFinite(n.value());
            case ParameterValue.RampValue r -> r.stops().stream().allMatch(s -> Double.isFinite(s.at()));
            case ParameterValue.PointsValue p -> p.points().stream()
                    .allMatch(pt -> Double.isFinite(pt.x()) && Double.isFinite(pt.y()));
            case ParameterValue.StrokesValue s -> s.strokes().stream().allMatch(SetParameter::isSaveable);
            default -> true;
        };
    }

    private static boolean isSaveable(org.orogen.graph.paint.Stroke s) {
        return Double.isFinite(s.innerRadius()) && Double.isFinite(s.outerRadius()) && Double.isFinite(s.strength())
                && Double.isFinite(s.spacing()) && !Double.isInfinite(s.levelHeight())
                && s.points().stream().allMatch(p -> Double.isFinite(p.x()) && Double.isFinite(p.y())
                        && Double.isFinite(p.pressure()));
    }

    @Override
    public Optional<Object> mergeKey() {
        return Optional.of(List.of("set-parameter", nodeId, parameter));
    }
}
