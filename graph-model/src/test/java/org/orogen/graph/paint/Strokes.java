package org.orogen.graph.paint;

import java.util.ArrayList;
import java.util.List;

/** Stroke fixtures shared by the paint tests. */
public final class Strokes {
    private Strokes() {
    }

    /** A straight stroke of {@code n} points from (x0, y0) to (x1, y1), pressure 1. */
    public static Stroke line(BrushKind kind, double inner, double outer, double strength, double x0, double y0,
                              double x1, double y1, int n) {
        List<StrokePoint> pts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double t = n == 1 ? 0 : i / (double) (n - 1);
            pts.add(new StrokePoint(x0 + t * (x1 - x0), y0 + t * (y1 - y0), 1.0));
        }
        return new Stroke(kind, inner, outer, strength, outer / 4, kind == BrushKind.LEVEL ? 50.0 : Double.NaN, pts);
    }

    /** A one-point RAISE stroke (a disc) at (x, y). */
    public static Stroke dab(double x, double y, double inner, double outer, double strength) {
        return new Stroke(BrushKind.RAISE, inner, outer, strength, outer / 4, Double.NaN,
                List.of(new StrokePoint(x, y, 1.0)));
    }
}
