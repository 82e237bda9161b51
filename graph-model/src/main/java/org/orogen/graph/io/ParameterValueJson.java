package org.orogen.graph.io;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.ParameterCheck;
import org.orogen.graph.colour.RampInterpolation;
import org.orogen.graph.colour.RampStop;
import org.orogen.graph.ParameterValue.Point;

/**
 * Reads a parameter value from its JSON form. The JSON form is structural, without type tags:
 * a number with a fraction or exponent is a {@link ParameterValue.NumberValue}, a whole number an
 * {@link ParameterValue.IntegerValue}, {@code true}/{@code false} a boolean, a string text, and
 * an array of {@code [x, y]} pairs a list of points. Writing is done by {@link GraphWriter}
 * (numbers in {@link NumberFormat}'s fixed format, so reading back gives the same kind).
 */
public final class ParameterValueJson {
    /** Curves hold at most this many points (the GLSL side has a fixed-size array). */
    public static final int MAX_POINTS = 16;

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
            return readPoints(v, pointer, problems);
        }
        if (v.isObject()) {
            return readRamp(v, pointer, problems);
        }
        problems.report(pointer, "a parameter value must be a number, boolean, text, list of [x, y] points or colour "
                + "ramp, found "
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
