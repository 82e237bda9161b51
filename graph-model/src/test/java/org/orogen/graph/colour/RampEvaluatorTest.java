package org.orogen.graph.colour;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.ParameterValue.RampValue;

/** Ramp evaluation by hand-computed values for each interpolation. */
class RampEvaluatorTest {
    private static final List<RampStop> STOPS = List.of(new RampStop(0.2, 0x000000), new RampStop(0.6, 0xFFFFFF),
            new RampStop(1.0, 0xFF0000));

    private static double[] at(RampInterpolation mode, double t) {
        return RampEvaluator.evaluate(new RampValue(mode, STOPS), t);
    }

    @Test
    void linearIsAStraightLineInLinearRgb() {
        assertArrayEquals(new double[] {0, 0, 0}, at(RampInterpolation.LINEAR, -3), 0);
        assertArrayEquals(new double[] {0, 0, 0}, at(RampInterpolation.LINEAR, 0.2), 0);
        assertArrayEquals(new double[] {0.25, 0.25, 0.25}, at(RampInterpolation.LINEAR, 0.3), 1e-12);
        assertArrayEquals(new double[] {1, 0.5, 0.5}, at(RampInterpolation.LINEAR, 0.8), 1e-12);
        assertArrayEquals(new double[] {1, 0, 0}, at(RampInterpolation.LINEAR, 5), 0);
    }

    @Test
    void constantHoldsTheStopBelow() {
        assertArrayEquals(new double[] {0, 0, 0}, at(RampInterpolation.CONSTANT, 0.59), 0);
        assertArrayEquals(new double[] {1, 1, 1}, at(RampInterpolation.CONSTANT, 0.6), 0);
        assertArrayEquals(new double[] {1, 1, 1}, at(RampInterpolation.CONSTANT, 0.99), 0);
        assertArrayEquals(new double[] {1, 0, 0}, at(RampInterpolation.CONSTANT, 1.0), 0);
    }

    @Test
    void smoothUsesTheSmoothstepWeight() {
        // f = 0.25: 3f² − 2f³ = 0.15625.
        assertArrayEquals(new double[] {0.15625, 0.15625, 0.15625}, at(RampInterpolation.SMOOTH, 0.3), 1e-12);
        assertArrayEquals(new double[] {0.5, 0.5, 0.5}, at(RampInterpolation.SMOOTH, 0.4), 1e-12);
    }

    @Test
    void presetsAreValidRampsOfRealGround() {
        assertEquals(List.of("grass", "rock", "sand", "snow", "desert"), RampPresets.names());
        for (String name : RampPresets.names()) {
            RampValue ramp = RampPresets.named(name).orElseThrow();
            assertTrue(org.orogen.graph.catalog.ParameterCheck.checkRamp(ramp).isEmpty(), name);
            for (RampStop s : ramp.stops()) {
                double[] c = s.linear();
                double albedo = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
                // Natural ground reflects between about 3 % (dark soil) and 90 % (fresh snow).
                assertTrue(albedo > 0.02 && albedo < 0.95, name + " " + s + " albedo " + albedo);
            }
        }
    }
}
