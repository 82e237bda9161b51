package org.orogen.editor.canvas;

import javafx.geometry.Point2D;
import javafx.scene.paint.Color;
import javafx.scene.shape.CubicCurve;
import org.orogen.graph.Edge;

/**
 * A wire on the canvas: a horizontal-tangent bezier from an output port to an input port, in
 * the source port type's colour. Also used (with {@link #edge()} null) for the wire being
 * dragged.
 */
public final class WireView extends CubicCurve {
    private final Edge edge;

    WireView(Edge edge, Color colour) {
        this.edge = edge;
        getStyleClass().add("wire");
        setStroke(colour);
        setFill(null);
        if (edge != null) setId("wire-" + edge.from().nodeId() + "." + edge.from().port()
                + "-" + edge.to().nodeId() + "." + edge.to().port());
    }

    /** The model edge, or null for a wire being dragged. */
    public Edge edge() {
        return edge;
    }

    /** Puts the ends at an output ({@code from}) and an input ({@code to}) anchor. */
    void setEnds(Point2D from, Point2D to) {
        // Tangent length grows with distance so long wires do not kink, like Blender's noodles.
        double tangent = Math.max(40, Math.abs(to.getX() - from.getX()) * 0.5);
        setStartX(from.getX());
        setStartY(from.getY());
        setControlX1(from.getX() + tangent);
        setControlY1(from.getY());
        setControlX2(to.getX() - tangent);
        setControlY2(to.getY());
        setEndX(to.getX());
        setEndY(to.getY());
    }

    /**
     * Distance (graph units) from a point to this wire, sampled along the curve; used to find
     * the wire a node is dropped on and the wire under an alt-click.
     */
    double distanceTo(Point2D p) {
        double best = Double.MAX_VALUE;
        for (int i = 0; i <= 32; i++) {
            double t = i / 32.0;
            double u = 1 - t;
            double x = u * u * u * getStartX() + 3 * u * u * t * getControlX1() + 3 * u * t * t * getControlX2()
                    + t * t * t * getEndX();
            double y = u * u * u * getStartY() + 3 * u * u * t * getControlY1() + 3 * u * t * t * getControlY2()
                    + t * t * t * getEndY();
            best = Math.min(best, p.distance(x, y));
        }
        return best;
    }
}
