package org.orogen.bake;

import java.util.Optional;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;

/**
 * The height interval, in metres, that 16-bit formats map to 0..65535. One range quantizes every
 * tile of an export (per-tile normalization would make seams); it is written to the sidecar so
 * importers can restore metres: {@code h = min + q / 65535 × (max − min)}.
 *
 * @param min    metres mapped to 0
 * @param max    metres mapped to 65535
 * @param source where the range came from
 */
public record HeightRange(double min, double max, Source source) {

    /** Where a range came from. */
    public enum Source {
        /** Given by the user (on the height output node or on the command line). */
        DECLARED,
        /** Measured by a statistics pass over the whole export before writing. */
        MEASURED
    }

    public HeightRange {
        if (!Double.isFinite(min) || !Double.isFinite(max) || max < min) {
            throw new IllegalArgumentException("A height range needs finite min <= max, got [" + min + ", "
                    + max + "]");
        }
    }

    /**
     * The range declared on the graph's {@code output.height} node ({@code declareRange} with
     * {@code rangeMin}/{@code rangeMax} in metres), or empty when the node asks for a measured range
     * (the default) or the graph has no height output.
     *
     * @throws IllegalArgumentException when the declared range is empty or reversed (says what to fix)
     */
    public static Optional<HeightRange> declaredBy(Graph graph) {
        for (Node output : graph.nodesOfType(ModelNodeTypes.OUTPUT_HEIGHT)) {
            boolean declare = output.parameter("declareRange")
                    .map(v -> v instanceof ParameterValue.BooleanValue b && b.value()).orElse(false);
            if (!declare) {
                return Optional.empty();
            }
            double min = number(output, "rangeMin", 0);
            double max = number(output, "rangeMax", 1000);
            if (!(min < max)) {
                throw new IllegalArgumentException("The height output '" + output.id() + "' declares the range ["
                        + min + ", " + max + "] m: Range max must be above Range min. Fix it on the node, or turn "
                        + "'Declare range' off to measure the range.");
            }
            return Optional.of(new HeightRange(min, max, Source.DECLARED));
        }
        return Optional.empty();
    }

    private static double number(Node node, String parameter, double fallback) {
        return node.parameter(parameter).map(v -> switch (v) {
            case ParameterValue.NumberValue n -> n.value();
            case ParameterValue.IntegerValue i -> (double) i.value();
            default -> fallback;
        }).orElse(fallback);
    }

    /** {@code h} mapped to [0, 65535], rounded to nearest and clamped; a flat range maps to 0. */
    public int quantize16(float h) {
        double span = max - min;
        if (span <= 0) {
            return 0;
        }
        long q = Math.round((h - min) / span * 65535.0);
        return Math.clamp(q, 0, 65535);
    }

    /** Metres represented by the 16-bit sample {@code q}. */
    public double metres(int q) {
        return min + q / 65535.0 * (max - min);
    }
}
