package org.orogen.graph.edit;

import java.util.Objects;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.paint.Stroke;

/**
 * Changes a paint layer's stroke list: adds one finished stroke, erases the last one or clears
 * them all. Each is one undo step of its own (never merged), so undo takes back exactly one
 * stroke, and redo after other edits still applies to the layer's strokes as they are then.
 *
 * @param nodeId the paint layer
 * @param change what to do
 * @param stroke the stroke to add ({@link Change#ADD} only, null otherwise)
 */
public record EditStrokes(String nodeId, Change change, Stroke stroke) implements EditCommand {

    /** The stroke list's parameter name on a paint layer. */
    public static final String PARAMETER = "strokes";

    /** What happens to the stroke list. */
    public enum Change {
        ADD("Paint Stroke"), ERASE_LAST("Erase Last Stroke"), CLEAR("Clear Paint Layer");

        private final String description;

        Change(String description) {
            this.description = description;
        }
    }

    public EditStrokes {
        Objects.requireNonNull(nodeId, "nodeId");
        Objects.requireNonNull(change, "change");
        if ((change == Change.ADD) != (stroke != null)) {
            throw new IllegalArgumentException("a stroke goes with ADD and only with ADD, got " + change + " and " + stroke);
        }
    }

    /** Appends {@code stroke} to the layer's strokes. */
    public static EditStrokes add(String nodeId, Stroke stroke) {
        return new EditStrokes(nodeId, Change.ADD, Objects.requireNonNull(stroke, "stroke"));
    }

    /** Removes the layer's last stroke. */
    public static EditStrokes eraseLast(String nodeId) {
        return new EditStrokes(nodeId, Change.ERASE_LAST, null);
    }

    /** Removes all of the layer's strokes. */
    public static EditStrokes clear(String nodeId) {
        return new EditStrokes(nodeId, Change.CLEAR, null);
    }

    /** The strokes a node holds: its own value, or none when it sets none. */
    public static ParameterValue.StrokesValue strokesOf(Node node) {
        return node.parameter(PARAMETER).orElse(ParameterValue.StrokesValue.EMPTY)
                instanceof ParameterValue.StrokesValue s ? s : ParameterValue.StrokesValue.EMPTY;
    }

    @Override
    public String description() {
        return change.description;
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        Node node = graph.node(nodeId).orElseThrow(() -> new EditRejectedException(
                "cannot change the strokes of node '" + nodeId + "': it is not in the graph"));
        var own = node.parameter(PARAMETER);
        if (own.isPresent() && !(own.get() instanceof ParameterValue.StrokesValue)) {
            throw new EditRejectedException("node '" + nodeId + "' has a '" + PARAMETER
                    + "' value that is not a stroke list; reset the parameter first");
        }
        ParameterValue.StrokesValue strokes = strokesOf(node);
        if (change != Change.ADD && strokes.strokes().isEmpty()) {
            throw new EditRejectedException("the paint layer '" + nodeId + "' has no strokes");
        }
        ParameterValue.StrokesValue next = switch (change) {
            case ADD -> strokes.plus(stroke);
            case ERASE_LAST -> strokes.withoutLast();
            case CLEAR -> ParameterValue.StrokesValue.EMPTY;
        };
        // SetParameter refuses strokes that could not be saved (non-finite numbers).
        return new SetParameter(nodeId, PARAMETER, next).apply(graph, types);
    }
}
