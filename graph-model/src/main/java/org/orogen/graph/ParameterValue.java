package org.orogen.graph;

import java.util.List;
import java.util.Objects;

/**
 * A parameter value as stored in a graph: plain data, independent of any definition. Values are
 * checked against their {@link org.orogen.graph.catalog.ParameterDefinition} by the validator; a
 * value that is out of range or of the wrong kind is kept (and reported), never dropped, so
 * nothing an artist typed is lost.
 */
public sealed interface ParameterValue
        permits ParameterValue.NumberValue, ParameterValue.IntegerValue, ParameterValue.BooleanValue,
                ParameterValue.TextValue, ParameterValue.PointsValue,
                ParameterValue.RampValue, ParameterValue.StrokesValue {

    /** A real number (FLOAT parameters). May be non-finite only when read from a hostile file. */
    record NumberValue(double value) implements ParameterValue {
        @Override
        public String toString() {
            return Double.toString(value);
        }
    }

    /** An integer (INT and SEED parameters; accepted for FLOAT). */
    record IntegerValue(long value) implements ParameterValue {
        @Override
        public String toString() {
            return Long.toString(value);
        }
    }

    /** A boolean (BOOL parameters). */
    record BooleanValue(boolean value) implements ParameterValue {
        @Override
        public String toString() {
            return Boolean.toString(value);
        }
    }

    /** Text (ENUM option names, PATH and STRING parameters). */
    record TextValue(String value) implements ParameterValue {
        public TextValue {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public String toString() {
            return '"' + value + '"';
        }
    }

    /** An ordered list of points (CURVE parameters). */
    record PointsValue(List<Point> points) implements ParameterValue {
        public PointsValue {
            points = List.copyOf(points);
        }

        @Override
        public String toString() {
            return points.toString();
        }
    }

    /** A 2D point (curve control point: x = input, y = output). */
    record Point(double x, double y) {
        @Override
        public String toString() {
            return "(" + x + ", " + y + ")";
        }
    }

    /**
     * A colour ramp (RAMP parameters): stops in order of position, each an sRGB colour, and how
     * the colour goes from one stop to the next.
     */
    record RampValue(org.orogen.graph.colour.RampInterpolation interpolation,
                     List<org.orogen.graph.colour.RampStop> stops) implements ParameterValue {
        public RampValue {
            Objects.requireNonNull(interpolation, "interpolation");
            stops = List.copyOf(stops);
        }

        @Override
        public String toString() {
            return interpolation.jsonName() + " " + stops;
        }
    }

    /**
     * The strokes of a paint layer (STROKES parameters), in drawing order: world-space vector data
     * (docs/graph-format.md). Replay rules: {@link org.orogen.graph.paint.StrokeField}.
     */
    record StrokesValue(List<org.orogen.graph.paint.Stroke> strokes) implements ParameterValue {
        /** A layer without strokes. */
        public static final StrokesValue EMPTY = new StrokesValue(List.of());

        public StrokesValue {
            strokes = List.copyOf(strokes);
        }

        /** These strokes and {@code stroke} after them. */
        public StrokesValue plus(org.orogen.graph.paint.Stroke stroke) {
            java.util.ArrayList<org.orogen.graph.paint.Stroke> more = new java.util.ArrayList<>(strokes);
            more.add(Objects.requireNonNull(stroke, "stroke"));
            return new StrokesValue(more);
        }

        /** These strokes without the last one (the same when there are none). */
        public StrokesValue withoutLast() {
            return strokes.isEmpty() ? this : new StrokesValue(strokes.subList(0, strokes.size() - 1));
        }

        @Override
        public String toString() {
            return strokes.size() + " strokes";
        }
    }

    static ParameterValue of(double value) {
        return new NumberValue(value);
    }

    static ParameterValue of(long value) {
        return new IntegerValue(value);
    }

    static ParameterValue of(boolean value) {
        return new BooleanValue(value);
    }

    static ParameterValue of(String value) {
        return new TextValue(value);
    }

    static ParameterValue ofPoints(List<Point> points) {
        return new PointsValue(points);
    }

    /** The value as a double when it is a number or an integer. */
    default java.util.OptionalDouble asDouble() {
        return switch (this) {
            case NumberValue n -> java.util.OptionalDouble.of(n.value());
            case IntegerValue i -> java.util.OptionalDouble.of(i.value());
            default -> java.util.OptionalDouble.empty();
        };
    }

    /** Short kind name for messages ("number", "integer", "boolean", "text", "points", "colour ramp", "strokes"). */
    default String kindName() {
        return switch (this) {
            case NumberValue n -> "number";
            case IntegerValue i -> "integer";
            case BooleanValue b -> "boolean";
            case TextValue t -> "text";
            case PointsValue p -> "list of points";
            case RampValue r -> "colour ramp";
            case StrokesValue s -> "list of strokes";
        };
    }
}
