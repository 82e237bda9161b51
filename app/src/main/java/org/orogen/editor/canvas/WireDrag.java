package org.orogen.editor.canvas;

import java.util.Optional;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import org.orogen.graph.Edge;
import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.PortType;

/**
 * A wire being dragged from a port: follows the cursor, asks the model's connection rule about
 * the port under the cursor on every move and shows the verdict (green/red port ring, red
 * wire and the refusal reason next to the cursor), then on release connects, re-routes,
 * disconnects or opens the palette for a wire dropped on empty space.
 */
final class WireDrag {
    private static final double SNAP_PIXELS = 14;

    private final GraphCanvas canvas;
    private final CanvasActions actions;
    private final Label tip = new Label();
    private WireView pending;
    private PortView origin;
    private Edge detached;
    private PortView hovered;
    private ConnectionVerdict verdict;

    WireDrag(GraphCanvas canvas, CanvasActions actions) {
        this.canvas = canvas;
        this.actions = actions;
        tip.setId("refusal-tip");
        tip.getStyleClass().add("refusal-tip");
        tip.setMouseTransparent(true);
        tip.setVisible(false);
        canvas.overlay().getChildren().add(tip);
    }

    /** Starts a new wire from an unconnected (or output) port. */
    void start(PortView from) {
        origin = from;
        detached = null;
        begin(PortColors.of(from.definition().type()));
    }

    /** Picks up an existing wire by its input end; the source output stays the origin. */
    void startDetached(Edge edge) {
        detached = edge;
        origin = canvas.nodeView(edge.from().nodeId())
                .flatMap(v -> v.outputs().stream().filter(p -> p.ref().equals(edge.from())).findFirst())
                .orElse(null);
        canvas.wireView(edge).ifPresent(w -> w.setVisible(false));
        begin(origin == null ? PortColors.of(PortType.FIELD) : PortColors.of(origin.definition().type()));
    }

    private void begin(javafx.scene.paint.Color colour) {
        pending = new WireView(null, colour);
        pending.getStyleClass().add("wire-pending");
        pending.setMouseTransparent(true);
        canvas.dragLayer().getChildren().add(pending);
        hovered = null;
        verdict = null;
    }

    void moveTo(Point2D g) {
        if (pending == null || origin == null) return;
        clearHover();
        Point2D end = g;
        Optional<PortView> target = canvas.portNear(g, SNAP_PIXELS / canvas.viewport().scale());
        if (target.isPresent() && target.get() != origin && target.get().isInput() != origin.isInput()) {
            hovered = target.get();
            verdict = check(hovered);
            hovered.showVerdict(verdict.accepted());
            end = anchorOf(hovered);
            showTip(verdict, g);
        }
        Point2D start = anchorOf(origin);
        if (origin.isInput()) {
            pending.setEnds(end, start);
        } else {
            pending.setEnds(start, end);
        }
        pending.getStyleClass().remove("wire-refused");
        if (verdict != null && !verdict.accepted()) pending.getStyleClass().add("wire-refused");
    }

    private ConnectionVerdict check(PortView other) {
        PortRef out = origin.isInput() ? other.ref() : origin.ref();
        PortRef in = origin.isInput() ? origin.ref() : other.ref();
        if (detached != null && detached.to().equals(in) && detached.from().equals(out)) return ConnectionVerdict.OK;
        return actions.checkConnection(out, in);
    }

    private void showTip(ConnectionVerdict v, Point2D g) {
        if (v.accepted()) return;
        tip.setText(v.reason());
        Point2D at = canvas.toLocal(g);
        tip.relocate(at.getX() + 14, at.getY() + 10);
        tip.setVisible(true);
    }

    private Point2D anchorOf(PortView p) {
        return canvas.nodeView(p.ref().nodeId()).flatMap(v -> v.portAnchor(p.ref().port(), p.isInput()))
                .orElse(Point2D.ZERO);
    }

    private void clearHover() {
        if (hovered != null) hovered.showVerdict(null);
        hovered = null;
        verdict = null;
        tip.setVisible(false);
    }

    /** Ends the drag at a graph point ({@code local}: the same point in canvas coordinates). */
    void finish(Point2D g, Point2D local) {
        if (pending == null) return;
        moveTo(g);
        PortView target = hovered;
        ConnectionVerdict v = verdict;
        clearHover();
        canvas.dragLayer().getChildren().remove(pending);
        pending = null;
        if (detached != null) canvas.wireView(detached).ifPresent(w -> w.setVisible(true));
        if (origin == null) return;
        if (target != null) {
            PortRef out = origin.isInput() ? target.ref() : origin.ref();
            PortRef in = origin.isInput() ? origin.ref() : target.ref();
            if (detached != null && detached.to().equals(in)) return;
            if (!v.accepted()) {
                actions.refused(v.reason());
                return;
            }
            if (detached != null) {
                actions.reroute(detached, in);
            } else {
                actions.connect(out, in);
            }
        } else if (detached != null) {
            actions.disconnect(detached);
        } else {
            actions.openPalette(g, local,
                    new PendingWire(origin.ref(), origin.isInput(), origin.definition().type()));
        }
    }
}
