package org.orogen.graph.io;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterCheck;
import org.orogen.graph.colour.RampInterpolation;
import org.orogen.graph.colour.RampStop;
import org.orogen.graph.ParameterValue.Point;
import org.orogen.graph.paint.BrushKind;
import org.orogen.graph.paint.Stroke;
import org.orogen.graph.paint.StrokePoint;

/**
 * Reads a parameter value from its JSON form. The JSON form is structural, without type tags:
 * a number with a fraction or exponent is a {@link ParameterValue.NumberValue}, a whole number an
 * {@link ParameterValue.IntegerValue}, {@code true}/{@code false} a boolean, a string text, and
 * an array of {@code [x, y]} pairs a list of points, an array of stroke objects (or an empty array)
 * a list of strokes, an object a colour ramp. Writing is done by {@link GraphWriter}
 * (numbers in {@link NumberFormat}'s fixed format, so reading back gives the same kind).
 */
public final class ParameterValueJson {
    /** Curves hold at most this many points (the GLSL side has a fixed-size array). */
    public static final int MAX_POINTS = 16;
    /** The fields of a stroke object, all required. */
    private static final java.util.Set<String> STROKE_FIELDS = java.util.Collections.unmodifiableSet(new java.util.TreeSet<>(
            List.of("brush", "inner", "outer", "strength", "spacing", "level", "points")));

    private ParameterValueJson() {
    }

    /** The value, or empty after reporting why the JSON cannot be a parameter value. */
    public static Optional<ParameterValue> read(JsonNode v, String pointer, JsonProblems problems) {
        if (v == null || v.isNull()) {
            problems.report(pointer, "a parameter value must not be null; remove the entry to use the default");
            return Optional.empty();
        }
        if (v.isIntegralNumber()) {
            if (!v.canConvertToLong()) {
                problems.report(pointer, "whole number " + StrictObject.shorten(v.asText())
                        + " is out of range; use a value between -2^63 and 2^63-1");
                return Optional.empty();
            }
            return Optional.of(new ParameterValue.IntegerValue(v.longValue()));
        }
        if (v.isNumber()) {
            double d = v.doubleValue();
            if (!Double.isFinite(d)) {
                problems.report(pointer, "number " + StrictObject.shorten(v.asText())
                        + " is too large to represent; use a finite value");
                return Optional.empty();
            }
            return Optional.of(new ParameterValue.NumberValue(d));
        }
        if (v.isBoolean()) {
            return Optional.of(new ParameterValue.BooleanValue(v.booleanValue()));
        }
        if (v.isTextual()) {
            return Optional.of(new ParameterValue.TextValue(v.textValue()));
        }
        if (v.isArray()) {
            // An empty array is an empty stroke list (and, for a curve, a curve without points).
            return v.isEmpty() || v.get(0).isObject() ? readStrokes(v, pointer, problems)
                    : readPoints(v, pointer, problems);
        }
        if (v.isObject()) {
            return readRamp(v, pointer, problems);
        }
        problems.report(pointer, "a parameter value must be a number, boolean, text, list of [x, y] points, colour "
                + "ramp or list of strokes, found "
                + StrictObject.describe(v));
        return Optional.empty();
    }

    /** {@code {"interpolation": "linear", "stops": [{"at": 0.0, "colour": "#rrggbb"}, ...]}}. */
    private static Optional<ParameterValue> readRamp(JsonNode object, String pointer, JsonProblems problems) {
        java.util.Set<String> fields = new java.util.TreeSet<>();
        object.fieldNames().forEachRemaining(fields::add);
        if (!fields.equals(java.util.Set.of("interpolation", "stops"))) {
            problems.report(pointer, "a colour ramp has exactly the fields 'interpolation' and 'stops', found " + fields);
            return Optional.empty();
        }
        JsonNode mode = object.get("interpolation");
        Optional<RampInterpolation> interpolation = mode.isTextual()
                ? RampInterpolation.fromJsonName(mode.textValue()) : Optional.empty();
        if (interpolation.isEmpty()) {
            problems.report(pointer + "/interpolation", "ramp interpolation must be \"linear\", \"constant\" or "
                    + "\"smooth\", found " + StrictObject.describe(mode));
            return Optional.empty();
        }
        JsonNode array = object.get("stops");
        if (!array.isArray() || array.size() > ParameterCheck.MAX_RAMP_STOPS) {
            problems.report(pointer + "/stops", "ramp stops must be a list of at most " + ParameterCheck.MAX_RAMP_STOPS
                    + " {\"at\": number, \"colour\": \"#rrggbb\"} entries, found " + StrictObject.describe(array));
            return Optional.empty();
        }
        List<RampStop> stops = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode s = array.get(i);
            String at = pointer + "/stops/" + i;
            boolean shaped = s.isObject() && s.size() == 2 && s.has("at") && s.get("at").isNumber()
                    && Double.isFinite(s.get("at").doubleValue()) && s.has("colour") && s.get("colour").isTextual();
            Optional<Integer> rgb = shaped ? RampStop.parseHex(s.get("colour").textValue()) : Optional.empty();
            if (rgb.isEmpty()) {
                problems.report(at, "a ramp stop must be {\"at\": number, \"colour\": \"#rrggbb\"}, found "
                        + StrictObject.describe(s));
                return Optional.empty();
            }
            stops.add(new RampStop(s.get("at").doubleValue(), rgb.get()));
        }
        return Optional.of(new ParameterValue.RampValue(interpolation.get(), stops));
    }

    /**
     * {@code [{"brush": "raise", "inner": 40.0, "outer": 120.0, "strength": 25.0, "spacing": 30.0,
     * "level": null, "points": [[x, y, pressure], ...]}, ...]}: every field required, no others.
     */
    private static Optional<ParameterValue> readStrokes(JsonNode array, String pointer, JsonProblems problems) {
        List<Stroke> strokes = new ArrayList<>(array.size());
        boolean ok = true;
        for (int i = 0; i < array.size(); i++) {
            Optional<Stroke> s = readStroke(array.get(i), pointer + "/" + i, problems);
            ok &= s.isPresent();
            s.ifPresent(strokes::add);
        }
        return ok ? Optional.of(new ParameterValue.StrokesValue(strokes)) : Optional.empty();
    }

    private static Optional<Stroke> readStroke(JsonNode s, String at, JsonProblems problems) {
        if (!s.isObject()) {
            problems.report(at, "a stroke must be an object {\"brush\", \"inner\", \"outer\", \"strength\", "
                    + "\"spacing\", \"level\", \"points\"}, found " + StrictObject.describe(s));
            return Optional.empty();
        }
        java.util.Set<String> fields = new java.util.TreeSet<>();
        s.fieldNames().forEachRemaining(fields::add);
        if (!fields.equals(STROKE_FIELDS)) {
            java.util.Set<String> unknown = new java.util.TreeSet<>(fields);
            unknown.removeAll(STROKE_FIELDS);
            java.util.Set<String> missing = new java.util.TreeSet<>(STROKE_FIELDS);
            missing.removeAll(fields);
            problems.report(at, "a stroke has exactly the fields " + STROKE_FIELDS
                    + (unknown.isEmpty() ? "" : "; unknown " + unknown.stream().map(StrictObject::shorten).toList())
                    + (missing.isEmpty() ? "" : "; missing " + missing));
            return Optional.empty();
        }
        JsonNode brush = s.get("brush");
        Optional<BrushKind> kind = brush.isTextual() ? BrushKind.fromJsonName(brush.textValue()) : Optional.empty();
        if (kind.isEmpty()) {
            problems.report(at + "/brush", "the brush must be \"raise\", \"procedural\", \"smooth\" or \"level\", "
                    + "found " + StrictObject.describe(brush));
        }
        OptionalDouble inner = finite(s.get("inner"), at + "/inner", problems);
        OptionalDouble outer = finite(s.get("outer"), at + "/outer", problems);
        OptionalDouble strength = finite(s.get("strength"), at + "/strength", problems);
        OptionalDouble spacing = finite(s.get("spacing"), at + "/spacing", problems);
        OptionalDouble level = s.get("level").isNull() ? OptionalDouble.of(Double.NaN)
                : finite(s.get("level"), at + "/level", problems);
        Optional<List<StrokePoint>> points = strokePoints(s.get("points"), at + "/points", problems);
        if (kind.isEmpty() || inner.isEmpty() || outer.isEmpty() || strength.isEmpty() || spacing.isEmpty()
                || level.isEmpty() || points.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stroke(kind.get(), inner.getAsDouble(), outer.getAsDouble(), strength.getAsDouble(),
                spacing.getAsDouble(), level.getAsDouble(), points.get()));
    }

    private static Optional<List<StrokePoint>> strokePoints(JsonNode array, String at, JsonProblems problems) {
        if (!array.isArray()) {
            problems.report(at, "a stroke's points must be a list of [x, y, pressure], found "
                    + StrictObject.describe(array));
            return Optional.empty();
        }
        List<StrokePoint> points = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            JsonNode p = array.get(i);
            if (!p.isArray() || p.size() != 3 || !p.get(0).isNumber() || !p.get(1).isNumber() || !p.get(2).isNumber()) {
                problems.report(at + "/" + i, "a stroke point must be [x, y, pressure] with three numbers, found "
                        + StrictObject.describe(p));
                return Optional.empty();
            }
            double x = p.get(0).doubleValue();
            double y = p.get(1).doubleValue();
            double pressure = p.get(2).doubleValue();
            if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(pressure)) {
                problems.report(at + "/" + i, "stroke point numbers must be finite (too large to represent)");
                return Optional.empty();
            }
            points.add(new StrokePoint(x, y, pressure));
        }
        return Optional.of(points);
    }

    private static OptionalDouble finite(JsonNode v, String at, JsonProblems problems) {
        if (!v.isNumber()) {
            problems.report(at, "must be a number, found " + StrictObject.describe(v));
            return OptionalDouble.empty();
        }
        double d = v.doubleValue();
        if (!Double.isFinite(d)) {
            problems.report(at, "number " + StrictObject.shorten(v.asText()) + " is too large to represent; "
                    + "use a finite value");
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(d);
    }

    private static Optional<ParameterValue> readPoints(JsonNode array, String pointer, JsonProblems problems) {
        if (array.size() > MAX_POINTS) {
            problems.report(pointer, "a curve has at most " + MAX_POINTS + " points, found " + array.size()
                    + "; remove some points");
            return Optional.empty();
        }
        List<Point> points = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode p = array.get(i);
            if (!p.isArray() || p.size() != 2 || !p.get(0).isNumber() || !p.get(1).isNumber()) {
                problems.report(pointer + "/" + i, "a curve point must be [x, y] with two numbers, found "
                        + StrictObject.describe(p));
                return Optional.empty();
            }
            double x = p.get(0).doubleValue();
            double y = p.get(1).doubleValue();
            if (!Double.isFinite(x) || !Double.isFinite(y)) {
                problems.report(pointer + "/" + i, "curve point coordinates must be finite numbers");
                return Optional.empty();
            }
            points.add(new Point(x, y));
        }
        return Optional.of(new ParameterValue.PointsValue(points));
    }
}
