package org.orogen.simulation;

import java.util.List;
import java.util.Map;

/** Reading a simulation's parameters: a value outside the range it can run with is clamped and reported. */
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
        if (v < min || v > max) {
            double c = Math.max(min, Math.min(max, v));
            problems.add(name + " " + v + " is outside [" + min + ", " + max + "]; using " + c);
            return c;
        }
        return v;
    }
}
