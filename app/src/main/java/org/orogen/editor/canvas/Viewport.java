package org.orogen.editor.canvas;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

/**
 * The canvas camera: maps graph coordinates (where nodes live, in canvas units) to screen
 * coordinates of the canvas pane. {@code screen = graph * scale + offset}.
 *
 * <p>Zoom keeps the graph point under the cursor still, the way Houdini, Gaea and Blender do,
 * and is clamped to {@link #MIN_SCALE}..{@link #MAX_SCALE} so a runaway wheel cannot lose the
 * graph.
 */
public final class Viewport {
    public static final double MIN_SCALE = 0.1;
    public static final double MAX_SCALE = 3.0;
    /**
     * Frame all never zooms out below this: node titles (12 px bold) stay about 8 px tall and
     * readable. A graph larger than the view at this scale is framed around its centre, and the
     * minimap shows the rest.
     */
    public static final double LEGIBLE_SCALE = 0.65;

    private final DoubleProperty scale = new SimpleDoubleProperty(1.0);
    private final DoubleProperty offsetX = new SimpleDoubleProperty();
    private final DoubleProperty offsetY = new SimpleDoubleProperty();

    public DoubleProperty scaleProperty() { return scale; }
    public DoubleProperty offsetXProperty() { return offsetX; }
    public DoubleProperty offsetYProperty() { return offsetY; }

    public double scale() { return scale.get(); }

    /** Screen point of a graph point. */
    public Point2D toScreen(double gx, double gy) {
        return new Point2D(gx * scale.get() + offsetX.get(), gy * scale.get() + offsetY.get());
    }

    /** Graph point under a screen point. */
    public Point2D toGraph(double sx, double sy) {
        return new Point2D((sx - offsetX.get()) / scale.get(), (sy - offsetY.get()) / scale.get());
    }

    /** Moves the view by a screen-space delta. */
    public void pan(double dx, double dy) {
        offsetX.set(offsetX.get() + dx);
        offsetY.set(offsetY.get() + dy);
    }

    /**
     * Multiplies the scale by {@code factor} (clamped) keeping the graph point under screen
     * point ({@code sx}, {@code sy}) where it is.
     */
    public void zoomAt(double factor, double sx, double sy) {
        Point2D anchor = toGraph(sx, sy);
        double s = clamp(scale.get() * factor);
        scale.set(s);
        offsetX.set(sx - anchor.getX() * s);
        offsetY.set(sy - anchor.getY() * s);
    }

    /**
     * Fits graph-space bounds into a screen area of {@code width} × {@code height} with a margin,
     * never zooming in beyond 1:1 (a single small node should not fill the screen).
     */
    public void frame(Bounds graphBounds, double width, double height, double margin) {
        frame(graphBounds, width, height, margin, MIN_SCALE);
    }

    /**
     * {@link #frame(Bounds, double, double, double)} that never zooms out below {@code minScale}
     * (frame all passes {@link #LEGIBLE_SCALE}); what does not fit then lies beyond the view's edges.
     */
    public void frame(Bounds graphBounds, double width, double height, double margin, double minScale) {
        if (graphBounds == null || graphBounds.isEmpty() || width <= 0 || height <= 0) {
            return;
        }
        double sx = (width - 2 * margin) / Math.max(1, graphBounds.getWidth());
        double sy = (height - 2 * margin) / Math.max(1, graphBounds.getHeight());
        double s = clamp(Math.max(minScale, Math.min(1.0, Math.min(sx, sy))));
        scale.set(s);
        offsetX.set(width / 2 - graphBounds.getCenterX() * s);
        offsetY.set(height / 2 - graphBounds.getCenterY() * s);
    }

    private static double clamp(double s) {
        return Math.max(MIN_SCALE, Math.min(MAX_SCALE, s));
    }
}
