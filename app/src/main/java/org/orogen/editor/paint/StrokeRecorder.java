package org.orogen.editor.paint;

import java.util.ArrayList;
import java.util.List;
import org.orogen.graph.paint.StrokeCheck;
import org.orogen.graph.paint.StrokePoint;

/**
 * Collects the points of a stroke being drawn, in world metres: a point closer than the
 * stroke's spacing to the last one kept is dropped (the falloff is a maximum over the polyline's
 * segments, so denser points would add nothing but file size), and no more than
 * {@link #MAX_POINTS} are kept. Pressure is clamped to [0, 1].
 */
final class StrokeRecorder {
    /** The most points one stroke may hold (the model's validation limit). */
    static final int MAX_POINTS = StrokeCheck.MAX_POINTS_PER_STROKE;

    private final double spacing;
    private final List<StrokePoint> points = new ArrayList<>();

    /** @param spacing metres between kept points (positive) */
    StrokeRecorder(double spacing) {
        if (!(spacing > 0) || !Double.isFinite(spacing)) {
            throw new IllegalArgumentException("stroke spacing must be a positive number of metres, got " + spacing);
        }
        this.spacing = spacing;
    }

    /**
     * Offers a point under the pen.
     *
     * @return true when it was kept (far enough from the last point, and room left)
     */
    boolean add(double x, double y, double pressure) {
        if (!Double.isFinite(x) || !Double.isFinite(y) || points.size() >= MAX_POINTS) {
            return false;
        }
        if (!points.isEmpty()) {
            StrokePoint last = points.getLast();
            if (Math.hypot(x - last.x(), y - last.y()) < spacing) {
                return false;
            }
        }
        double p = Double.isFinite(pressure) ? Math.clamp(pressure, 0, 1) : 1;
        points.add(new StrokePoint(x, y, p));
        return true;
    }

    double spacing() {
        return spacing;
    }

    /** The points kept so far (a copy). */
    List<StrokePoint> points() {
        return List.copyOf(points);
    }
}
