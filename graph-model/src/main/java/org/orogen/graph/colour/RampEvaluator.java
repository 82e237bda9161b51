package org.orogen.graph.colour;

import java.util.List;
import org.orogen.graph.ParameterValue.RampValue;

/**
 * The colour of a ramp at a position, in double precision: the reference the GPU's
 * {@code ogn_ramp} ({@code glsl/colour.glsl}) is tested against, and what the editor's ramp swatch
 * paints. Before the first stop the ramp is the first colour, after the last stop the last colour;
 * between two stops it follows the ramp's {@link RampInterpolation} in linear RGB.
 */
public final class RampEvaluator {
    private RampEvaluator() {
    }

    /** Linear RGB at position {@code t}. */
    public static double[] evaluate(RampValue ramp, double t) {
        List<RampStop> stops = ramp.stops();
        if (stops.isEmpty()) {
            return new double[3];
        }
        if (t <= stops.getFirst().at()) {
            return stops.getFirst().linear();
        }
        for (int i = 0; i + 1 < stops.size(); i++) {
            RampStop a = stops.get(i);
            RampStop b = stops.get(i + 1);
            if (t < b.at()) {
                if (ramp.interpolation() == RampInterpolation.CONSTANT) {
                    return a.linear();
                }
                double f = Math.clamp((t - a.at()) / Math.max(b.at() - a.at(), 1e-20), 0.0, 1.0);
                if (ramp.interpolation() == RampInterpolation.SMOOTH) {
                    f = f * f * (3 - 2 * f);
                }
                double[] ca = a.linear();
                double[] cb = b.linear();
                return new double[] {ca[0] + (cb[0] - ca[0]) * f, ca[1] + (cb[1] - ca[1]) * f, ca[2] + (cb[2] - ca[2]) * f};
            }
        }
        return stops.getLast().linear();
    }
}
