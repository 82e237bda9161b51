package org.orogen.graph.paint;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one place that decides whether a stroke can be replayed. A stroke with a problem is reported
 * (by the validator, naming its index) and skipped at replay, so hostile data (NaN, huge radii,
 * millions of points) never hangs a bake or turns the terrain into NaN.
 */
public final class StrokeCheck {
    /** Largest inner or outer radius in metres. */
    public static final double MAX_RADIUS = 1.0e6;
    /** Most points one stroke may hold. */
    public static final int MAX_POINTS_PER_STROKE = 100_000;
    /** Most points all strokes of one layer may hold together; later strokes are skipped. */
    public static final int MAX_POINTS_PER_LAYER = 1_000_000;

    /**
     * One problem of one stroke.
     *
     * @param stroke  index of the stroke in the layer (0 = first drawn)
     * @param message what is wrong and what to do
     * @param skipped whether the stroke is left out of the replay (false: it is replayed with the
     *                offending value clamped)
     */
    public record Problem(int stroke, String message, boolean skipped) {
    }

    private StrokeCheck() {
    }

    /** Every problem of the layer's strokes, in stroke order. */
    public static List<Problem> problems(List<Stroke> strokes) {
        List<Problem> out = new ArrayList<>();
        long total = 0;
        for (int i = 0; i < strokes.size(); i++) {
            Stroke s = strokes.get(i);
            Optional<String> fatal = fatal(s);
            if (fatal.isPresent()) {
                out.add(new Problem(i, "stroke " + i + ": " + fatal.get() + "; the stroke is skipped (erase it, or "
                        + "correct it in the graph file)", true));
                continue;
            }
            total += s.points().size();
            if (total > MAX_POINTS_PER_LAYER) {
                out.add(new Problem(i, "stroke " + i + ": the layer's strokes hold more than " + MAX_POINTS_PER_LAYER
                        + " points up to here; this stroke is skipped (split the painting into several layers)", true));
                continue;
            }
            Optional<Integer> outside = pressureOutside(s);
            if (outside.isPresent()) {
                int j = outside.get();
                out.add(new Problem(i, "stroke " + i + ": pressure of point " + j + " is " + s.points().get(j).pressure()
                        + ", outside [0, 1]; it is clamped", false));
            }
        }
        return out;
    }

    /** The strokes that replay, in order: those without a skipping problem, within the layer's point budget. */
    public static List<Stroke> usable(List<Stroke> strokes) {
        List<Stroke> out = new ArrayList<>(strokes.size());
        long total = 0;
        for (Stroke s : strokes) {
            if (fatal(s).isPresent()) {
                continue;
            }
            total += s.points().size();
            if (total <= MAX_POINTS_PER_LAYER) {
                out.add(s);
            }
        }
        return out;
    }

    /** The reason a stroke cannot be replayed, or empty when it can. */
    public static Optional<String> fatal(Stroke s) {
        if (!Double.isFinite(s.innerRadius()) || !Double.isFinite(s.outerRadius())) {
            return Optional.of("the radii (" + s.innerRadius() + ", " + s.outerRadius() + ") must be finite numbers");
        }
        if (s.outerRadius() <= 0 || s.innerRadius() < 0) {
            return Optional.of("the outer radius must be above 0 m and the inner radius at least 0 m, found inner "
                    + s.innerRadius() + " m, outer " + s.outerRadius() + " m");
        }
        if (s.innerRadius() > s.outerRadius()) {
            return Optional.of("the inner radius " + s.innerRadius() + " m is larger than the outer radius "
                    + s.outerRadius() + " m");
        }
        if (s.outerRadius() > MAX_RADIUS) {
            return Optional.of("the outer radius " + s.outerRadius() + " m is above the limit of " + (long) MAX_RADIUS
                    + " m");
        }
        if (!Double.isFinite(s.strength())) {
            return Optional.of("the strength " + s.strength() + " is not a finite number");
        }
        if (!Double.isFinite(s.spacing()) || s.spacing() < 0) {
            return Optional.of("the spacing " + s.spacing() + " must be a finite number of metres, at least 0");
        }
        if (s.kind() == BrushKind.LEVEL ? !Double.isFinite(s.levelHeight()) : Double.isInfinite(s.levelHeight())) {
            return Optional.of(s.kind() == BrushKind.LEVEL
                    ? "a level stroke needs a finite level height, found " + s.levelHeight()
                    : "the level height " + s.levelHeight() + " must be a finite number or absent");
        }
        if (s.points().isEmpty()) {
            return Optional.of("it has no points");
        }
        if (s.points().size() > MAX_POINTS_PER_STROKE) {
            return Optional.of("it has " + s.points().size() + " points, more than the limit of "
                    + MAX_POINTS_PER_STROKE);
        }
        for (int j = 0; j < s.points().size(); j++) {
            StrokePoint p = s.points().get(j);
            if (!Double.isFinite(p.x()) || !Double.isFinite(p.y()) || !Double.isFinite(p.pressure())) {
                return Optional.of("point " + j + " (" + p.x() + ", " + p.y() + ", " + p.pressure()
                        + ") is not made of finite numbers");
            }
        }
        return Optional.empty();
    }

    private static Optional<Integer> pressureOutside(Stroke s) {
        for (int j = 0; j < s.points().size(); j++) {
            double p = s.points().get(j).pressure();
            if (p < 0 || p > 1) {
                return Optional.of(j);
            }
        }
        return Optional.empty();
    }
}
