package org.orogen.graph.paint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class StrokeFieldTest {
    private static final double EPS = 1e-12;

    /** Input 10 + x/100, source 2, blur 7 whatever sigma: enough to see each rule's arithmetic. */
    private static final StrokeField.Inputs INPUTS = new StrokeField.Inputs() {
        @Override
        public double height(double x, double y) {
            return 10 + x / 100;
        }

        @Override
        public double source(double x, double y) {
            return 2;
        }

        @Override
        public double blurred(double x, double y, double sigma) {
            return 7;
        }
    };

    @Test
    void falloffIsOneInsideZeroOutsideAndSmoothstepBetween() {
        assertEquals(1.0, StrokeField.falloff(0, 40, 120), EPS);
        assertEquals(1.0, StrokeField.falloff(40, 40, 120), EPS);
        assertEquals(0.0, StrokeField.falloff(120, 40, 120), EPS);
        assertEquals(0.0, StrokeField.falloff(500, 40, 120), EPS);
        assertEquals(0.5, StrokeField.falloff(80, 40, 120), EPS);
        // s = (120 - 60) / 80 = 0.75: s²(3 - 2s) = 0.5625 · 1.5
        assertEquals(0.84375, StrokeField.falloff(60, 40, 120), EPS);
        assertEquals(0.15625, StrokeField.falloff(100, 40, 120), EPS);
        // inner == outer: a hard edge, no division by zero
        assertEquals(1.0, StrokeField.falloff(10, 10, 10), EPS);
        assertEquals(0.0, StrokeField.falloff(10.001, 10, 10), EPS);
    }

    @Test
    void coverageIsTheDistanceToThePolylineWithInterpolatedPressure() {
        Stroke s = new Stroke(BrushKind.RAISE, 0, 100, 1, 25, Double.NaN,
                List.of(new StrokePoint(0, 0, 1.0), new StrokePoint(1000, 0, 0.0)));
        assertEquals(1.0, StrokeField.coverage(s, 0, 0), EPS);
        assertEquals(0.5, StrokeField.coverage(s, 500, 0), EPS, "pressure halfway along the segment");
        assertEquals(0.5 * 0.5, StrokeField.coverage(s, 500, 50), EPS, "half pressure times falloff(50)");
        assertEquals(0.0, StrokeField.coverage(s, 500, 100), EPS);
        assertEquals(0.5, StrokeField.coverage(s, -50, 0), EPS, "beyond the start: distance to the end point");
    }

    @Test
    void onePointIsADiscAndPressureIsClamped() {
        Stroke disc = Strokes.dab(100, 100, 10, 50, 1);
        assertEquals(1.0, StrokeField.coverage(disc, 105, 100), EPS);
        assertEquals(0.5, StrokeField.coverage(disc, 100, 130), EPS);
        Stroke loud = disc.withPoints(List.of(new StrokePoint(100, 100, 7.0)));
        assertEquals(1.0, StrokeField.coverage(loud, 100, 100), EPS);
        Stroke silent = disc.withPoints(List.of(new StrokePoint(100, 100, -3.0)));
        assertEquals(0.0, StrokeField.coverage(silent, 100, 100), EPS);
    }

    @Test
    void densePointsGiveTheSameFalloffAsSparseOnes() {
        Stroke sparse = Strokes.line(BrushKind.RAISE, 20, 80, 1, 0, 0, 1000, 0, 2);
        Stroke dense = Strokes.line(BrushKind.RAISE, 20, 80, 1, 0, 0, 1000, 0, 201);
        for (double x = -100; x <= 1100; x += 37) {
            for (double y = -100; y <= 100; y += 13) {
                assertEquals(StrokeField.coverage(sparse, x, y), StrokeField.coverage(dense, x, y), 1e-9,
                        "max, not sum: (" + x + ", " + y + ")");
            }
        }
    }

    @Test
    void eachBrushAppliesItsRuleInOrder() {
        double x = 0;
        double y = 0;
        double input = INPUTS.height(x, y);
        Stroke raise = Strokes.dab(0, 0, 10, 50, 25);
        assertEquals(input + 25, new StrokeField(List.of(raise)).height(INPUTS, x, y), EPS);
        Stroke push = new Stroke(BrushKind.PROCEDURAL, 10, 50, -3, 12, Double.NaN, raise.points());
        assertEquals(input - 6, new StrokeField(List.of(push)).height(INPUTS, x, y), EPS);
        Stroke smooth = new Stroke(BrushKind.SMOOTH, 10, 50, 0.5, 12, Double.NaN, raise.points());
        assertEquals(input + 0.5 * (7 - input), new StrokeField(List.of(smooth)).height(INPUTS, x, y), EPS);
        Stroke level = new Stroke(BrushKind.LEVEL, 10, 50, 3.0, 12, 100.0, raise.points());
        assertEquals(100.0, new StrokeField(List.of(raise, level)).height(INPUTS, x, y), EPS, "strength clamped to 1");
        Stroke halfLevel = new Stroke(BrushKind.LEVEL, 10, 50, 0.5, 12, 100.0, raise.points());
        assertEquals(((input + 25) + 100) / 2, new StrokeField(List.of(raise, halfLevel)).height(INPUTS, x, y), EPS);
        assertEquals((input + 100) / 2 + 25, new StrokeField(List.of(halfLevel, raise)).height(INPUTS, x, y), EPS,
                "order matters");
        // SMOOTH blends toward the blur of the input, not of the running height.
        assertEquals(input + 25 + 0.5 * (7 - input), new StrokeField(List.of(raise, smooth)).height(INPUTS, x, y), EPS);
        assertEquals(INPUTS.height(500, 0), new StrokeField(List.of(raise, smooth, level)).height(INPUTS, 500, 0), EPS,
                "outside the outer radius nothing changes");
    }

    @Test
    void maskIsTheLargestFalloffAndSkipsBadStrokes() {
        Stroke a = Strokes.dab(0, 0, 0, 100, 5);
        Stroke b = Strokes.dab(60, 0, 0, 100, -5);
        StrokeField field = new StrokeField(List.of(a, b));
        assertEquals(Math.max(StrokeField.falloff(30, 0, 100), StrokeField.falloff(30, 0, 100)), field.mask(30, 0), EPS);
        assertEquals(1.0, field.mask(60, 0), EPS);
        Stroke nan = Strokes.dab(0, 0, Double.NaN, 100, 5);
        StrokeField skipping = new StrokeField(List.of(nan));
        assertEquals(List.of(), skipping.strokes());
        assertEquals(0.0, skipping.mask(0, 0), EPS);
        assertTrue(Double.isFinite(skipping.height(INPUTS, 0, 0)));
    }
}
