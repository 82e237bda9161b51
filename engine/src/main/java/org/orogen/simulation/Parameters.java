package org.orogen.simulation;

import java.util.List;
import java.util.Map;

/**
 * Reading a simulation's parameters: a value outside the range it can run with is clamped and reported
 * (the node definitions' hard limits are the same ranges, so validation refuses such values first).
 */
final class Parameters {
    private Parameters() {
    }

    static double clamp(Map<String, Double> values, String name, double fallback, double min, double max,
                        List<String> problems) {
        double v = values.getOrDefault(name, fallback);
        if (Double.isNaN(v)) {
            problems.add(name + " is NaN; using " + fallback);
            return fallback;
        }
        double c = Math.max(min, Math.min(max, v));
        // Values reach simulations as 32-bit floats: a limit itself (0.999 -> 0.99900001) is no problem.
        if ((float) v < (float) min || (float) v > (float) max) {
            problems.add(name + " " + v + " is outside [" + min + ", " + max + "]; using " + c);
        }
        return c;
    }
}
