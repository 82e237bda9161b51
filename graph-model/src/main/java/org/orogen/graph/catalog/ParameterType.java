package org.orogen.graph.catalog;

import java.util.Locale;
import java.util.Optional;

/**
 * The kind of a node parameter. The value stored in a graph for each kind
 * (see {@link org.orogen.graph.ParameterValue}):
 * <ul>
 *   <li>{@link #INT}: integer</li>
 *   <li>{@link #FLOAT}: number (an integer is accepted and means the same number)</li>
 *   <li>{@link #BOOL}: boolean</li>
 *   <li>{@link #ENUM}: text naming one of the definition's options (names survive re-ordering)</li>
 *   <li>{@link #SEED}: integer in [0, 2^32 - 1]; mixed with the graph's global seed</li>
 *   <li>{@link #CURVE}: list of up to 16 points, x strictly increasing</li>
 *   <li>{@link #RAMP}: colour ramp, 2 to 16 stops (position in [0, 1], sRGB colour) and an interpolation</li>
 *   <li>{@link #PATH}: text, a path relative to the graph file ('/' separators)</li>
 *   <li>{@link #STRING}: text</li>
 *   <li>{@link #STROKES}: the brush strokes of a paint layer ({@link org.orogen.graph.paint.Stroke}), default none</li>
 * </ul>
 */
public enum ParameterType {
    INT, FLOAT, BOOL, ENUM, SEED, CURVE, RAMP, PATH, STRING, STROKES;

    /** Lower-case name used in definition files ({@code "float"}). */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #jsonName()}; empty for anything else. */
    public static Optional<ParameterType> fromJsonName(String name) {
        for (ParameterType t : values()) {
            if (t.jsonName().equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** True for the kinds whose values are numbers and may carry ranges. */
    public boolean isNumeric() {
        return this == INT || this == FLOAT || this == SEED;
    }
}
