package org.orogen.graph.catalog;

import java.util.List;
import java.util.Optional;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.ParameterValue.BooleanValue;
import org.orogen.graph.ParameterValue.IntegerValue;
import org.orogen.graph.ParameterValue.NumberValue;
import org.orogen.graph.ParameterValue.Point;
import org.orogen.graph.ParameterValue.PointsValue;
import org.orogen.graph.ParameterValue.RampValue;
import org.orogen.graph.colour.RampInterpolation;
import org.orogen.graph.colour.RampStop;
import org.orogen.graph.ParameterValue.TextValue;

/**
 * Checks a parameter value against its definition: the one place that decides whether a value
 * is acceptable (kind, hard range, enum option, curve shape). Used by the definition reader for
 * defaults, by the validator for graphs, and by the editor before it commits an edit.
 */
public final class ParameterCheck {
    /** Largest SEED value: seeds are GLSL {@code uint}s. */
    public static final long MAX_SEED = 0xFFFF_FFFFL;
    /** Most points a CURVE may hold (GLSL {@code vec2 points[16]}). */
    public static final int MAX_CURVE_POINTS = 16;
    /** Most stops a RAMP may hold (GLSL {@code vec4 stops[16]}). */
    public static final int MAX_RAMP_STOPS = 16;
    /** The RAMP default when a definition file omits one: black to white. */
    public static final RampValue GREY_RAMP = new RampValue(RampInterpolation.LINEAR,
            List.of(new RampStop(0, 0x000000), new RampStop(1, 0xFFFFFF)));

    private ParameterCheck() {
    }

    /** The default used when a definition file omits {@code default}. */
    public static ParameterValue implicitDefault(ParameterType type, List<String> options) {
        return switch (type) {
            case INT, SEED -> new IntegerValue(0);
            case FLOAT -> new NumberValue(0.0);
            case BOOL -> new BooleanValue(false);
            case ENUM -> new TextValue(options.isEmpty() ? "" : options.getFirst());
            case CURVE -> new PointsValue(List.of(new Point(0, 0), new Point(1, 1)));
            case RAMP -> GREY_RAMP;
            case PATH, STRING -> new TextValue("");
            case STROKES -> ParameterValue.StrokesValue.EMPTY;
        };
    }

    /**
     * @return empty when {@code value} is acceptable for {@code def}; otherwise a message saying
     *         what is wrong and what to do
     */
    public static Optional<String> check(ParameterDefinition def, ParameterValue value) {
        return switch (def.type()) {
            case FLOAT -> switch (value) {
                case NumberValue n -> checkRange(def, n.value());
                case IntegerValue i -> checkRange(def, i.value());
                default -> wrongKind(def, value, "a number");
            };
            case INT -> value instanceof IntegerValue i ? checkRange(def, i.value()) : wrongKind(def, value, "a whole number");
            case SEED -> {
                if (!(value instanceof IntegerValue i)) {
                    yield wrongKind(def, value, "a whole number");
                }
                if (i.value() < 0 || i.value() > MAX_SEED) {
                    yield Optional.of("seed " + i.value() + " is outside [0, " + MAX_SEED + "]; pick a seed in that range");
                }
                yield checkRange(def, i.value());
            }
            case BOOL -> value instanceof BooleanValue ? Optional.empty() : wrongKind(def, value, "true or false");
            case ENUM -> {
                if (!(value instanceof TextValue t)) {
                    yield wrongKind(def, value, "one of " + def.options());
                }
                yield def.options().contains(t.value()) ? Optional.empty()
                        : Optional.of("'" + shorten(t.value()) + "' is not an option; use one of " + def.options());
            }
            case PATH, STRING -> value instanceof TextValue ? Optional.empty() : wrongKind(def, value, "text");
            case CURVE -> switch (value) {
                case PointsValue p -> checkCurve(p);
                // An empty JSON array reads as an empty stroke list; for a curve it is a curve without points.
                case ParameterValue.StrokesValue s when s.strokes().isEmpty() -> checkCurve(new PointsValue(List.of()));
                default -> wrongKind(def, value, "a list of [x, y] points");
            };
            case RAMP -> value instanceof RampValue r ? checkRamp(r) : wrongKind(def, value, "a colour ramp");
            // Problems of single strokes are warnings (the stroke is skipped): GraphValidator reports them.
            case STROKES -> value instanceof ParameterValue.StrokesValue ? Optional.empty()
                    : wrongKind(def, value, "a list of strokes");
        };
    }

    private static Optional<String> checkCurve(PointsValue p) {
        if (p.points().size() < 2) {
            return Optional.of("a curve needs at least 2 points, found " + p.points().size() + "; add points");
        }
        if (p.points().size() > MAX_CURVE_POINTS) {
            return Optional.of("a curve has at most " + MAX_CURVE_POINTS + " points, found " + p.points().size());
        }
        for (int i = 1; i < p.points().size(); i++) {
            if (!(p.points().get(i).x() > p.points().get(i - 1).x())) {
                return Optional.of("curve point " + i + " must have a larger x than the point before it");
            }
        }
        for (Point pt : p.points()) {
            if (!Double.isFinite(pt.x()) || !Double.isFinite(pt.y())) {
                return Optional.of("curve points must be finite numbers");
            }
        }
        return Optional.empty();
    }

    /** A ramp needs 2 to 16 stops with finite positions in [0, 1], in non-decreasing order. */
    public static Optional<String> checkRamp(RampValue r) {
        int n = r.stops().size();
        if (n < 2 || n > MAX_RAMP_STOPS) {
            return Optional.of("a colour ramp needs 2 to " + MAX_RAMP_STOPS + " stops, found " + n
                    + (n < 2 ? "; add a stop" : "; remove some stops"));
        }
        for (int i = 0; i < n; i++) {
            double at = r.stops().get(i).at();
            if (!Double.isFinite(at) || at < 0 || at > 1) {
                return Optional.of("ramp stop " + i + " is at " + at + "; positions must be in [0, 1]");
            }
            if (i > 0 && at < r.stops().get(i - 1).at()) {
                return Optional.of("ramp stop " + i + " (at " + at + ") comes before stop " + (i - 1)
                        + "; order the stops by position");
            }
        }
        return Optional.empty();
    }

    private static Optional<String> checkRange(ParameterDefinition def, double v) {
        if (!Double.isFinite(v)) {
            return Optional.of("value " + v + " is not a finite number; enter a number");
        }
        String unit = def.unit().isEmpty() ? "" : " " + def.unit();
        if (def.hardMin().isPresent() && v < def.hardMin().getAsDouble()) {
            return Optional.of("value " + fmt(v) + unit + " is below the minimum " + fmt(def.hardMin().getAsDouble())
                    + unit + "; raise it");
        }
        if (def.hardMax().isPresent() && v > def.hardMax().getAsDouble()) {
            return Optional.of("value " + fmt(v) + unit + " is above the maximum " + fmt(def.hardMax().getAsDouble())
                    + unit + "; lower it");
        }
        return Optional.empty();
    }

    private static Optional<String> wrongKind(ParameterDefinition def, ParameterValue value, String expected) {
        return Optional.of("expected " + expected + " for a " + def.type().jsonName() + " parameter, found "
                + value.kindName() + " " + shorten(value.toString()) + "; replace the value");
    }

    private static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    private static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
