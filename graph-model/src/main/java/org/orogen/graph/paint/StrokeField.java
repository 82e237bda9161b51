package org.orogen.graph.paint;

import java.util.List;

/**
 * The reference evaluation of a paint layer at one world point (docs/algorithms.md, "Paint
 * layers"): the GPU replay must agree with it, and the editor uses it for hit tests. Built from a
 * layer's strokes; strokes with a problem ({@link StrokeCheck}) are left out.
 *
 * <p>Falloff of a stroke: {@code F(p) = max over segments of pressure(t)·falloff(d)}, d the
 * distance from p to the segment, t the closest point's parameter; {@code falloff(d) = 1} up to
 * the inner radius, 0 from the outer radius, smoothstep between. Strokes apply in order to the
 * running height h, starting from the input.
 */
public final class StrokeField {
    /** The fields a layer reads, at world points in metres. */
    public interface Inputs {
        /** The layer's {@code height} input (0 when unconnected). */
        double height(double x, double y);

        /** The layer's {@code source} input (0 when unconnected). */
        double source(double x, double y);

        /** The {@code height} input blurred with a Gaussian of standard deviation {@code sigma} metres. */
        double blurred(double x, double y, double sigma);
    }

    private final List<Stroke> strokes;

    /** The layer of these strokes (in drawing order); unusable strokes are dropped. */
    public StrokeField(List<Stroke> strokes) {
        this.strokes = StrokeCheck.usable(strokes);
    }

    /** The strokes that replay, in order. */
    public List<Stroke> strokes() {
        return strokes;
    }

    /** The painted height at (x, y). */
    public double height(Inputs in, double x, double y) {
        double input = in.height(x, y);
        double h = input;
        for (Stroke s : strokes) {
            double f = coverage(s, x, y);
            if (f <= 0) {
                continue;
            }
            h = apply(s, f, h, input, in, x, y);
        }
        return h;
    }

    /** The mask output at (x, y): the largest falloff of any stroke, in [0, 1]. */
    public double mask(double x, double y) {
        double m = 0;
        for (Stroke s : strokes) {
            m = Math.max(m, coverage(s, x, y));
        }
        return m;
    }

    /** The standard deviation in metres of the blur a SMOOTH stroke uses: a quarter of its outer radius. */
    public static double smoothSigma(Stroke s) {
        return s.outerRadius() / 4;
    }

    /** One stroke's effect on the running height {@code h}, with falloff {@code f} at (x, y). */
    static double apply(Stroke s, double f, double h, double input, Inputs in, double x, double y) {
        return switch (s.kind()) {
            case RAISE -> h + s.strength() * f;
            case PROCEDURAL -> h + s.strength() * f * in.source(x, y);
            case SMOOTH -> h + s.strength() * f * (in.blurred(x, y, smoothSigma(s)) - input);
            case LEVEL -> h + (s.levelHeight() - h) * Math.clamp(s.strength(), 0.0, 1.0) * f;
        };
    }

    /**
     * The falloff of one stroke at (x, y): the largest pressure-weighted falloff over its segments
     * (a single point is a disc). Pressure is clamped to [0, 1].
     */
    public static double coverage(Stroke s, double x, double y) {
        List<StrokePoint> pts = s.points();
        if (pts.isEmpty()) {
            return 0;
        }
        double best = 0;
        StrokePoint a = pts.getFirst();
        if (pts.size() == 1) {
            return pressure(a) * falloff(Math.hypot(x - a.x(), y - a.y()), s.innerRadius(), s.outerRadius());
        }
        for (int i = 1; i < pts.size(); i++) {
            StrokePoint b = pts.get(i);
            double ex = b.x() - a.x();
            double ey = b.y() - a.y();
            double len2 = ex * ex + ey * ey;
            double t = len2 > 0 ? Math.clamp(((x - a.x()) * ex + (y - a.y()) * ey) / len2, 0.0, 1.0) : 0.0;
            double d = Math.hypot(x - (a.x() + t * ex), y - (a.y() + t * ey));
            double p = pressure(a) + (pressure(b) - pressure(a)) * t;
            best = Math.max(best, p * falloff(d, s.innerRadius(), s.outerRadius()));
            a = b;
        }
        return best;
    }

    /**
     * {@code 1} for {@code d <= inner}, {@code 0} for {@code d >= outer}, else smoothstep of
     * {@code s = (outer − d) / (outer − inner)}: {@code s²(3 − 2s)}.
     */
    public static double falloff(double d, double inner, double outer) {
        if (d <= inner) {
            return 1;
        }
        if (d >= outer) {
            return 0;
        }
        double s = (outer - d) / (outer - inner);
        return s * s * (3 - 2 * s);
    }

    private static double pressure(StrokePoint p) {
        return Math.clamp(p.pressure(), 0.0, 1.0);
    }
}
