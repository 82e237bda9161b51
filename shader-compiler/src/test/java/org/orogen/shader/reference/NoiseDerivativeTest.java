package org.orogen.shader.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * Analytic derivatives of the reference primitives against central differences (step 1e-4 cell
 * or 1e-3 m), at cell borders, at negative and at large coordinates.
 */
class NoiseDerivativeTest {

    private static final int SEED = IntegerHash.mixSeed(42);

    /**
     * Lattice positions as (whole cell, fraction) pairs, like the shader holds them, so that large
     * cells (10^6, near 2^31, negative) keep full fractional precision: interiors, exactly on and
     * just around cell borders, negative and large cells.
     */
    private static List<double[]> latticePositions() {
        List<double[]> points = new ArrayList<>();
        double[][] coords = {{0, 0.37}, {1, 0}, {0, 1 - 1e-9}, {2, 1e-9}, {5, 0.5}, {-1, 0.75}, {-1, 0},
            {-4, 1e-6}, {-18, 0.27}, {1_000_000, 0.31}, {-1_000_001, 0.23}, {8_388_608, 0.5},
            {2_147_483_647, 0.999}, {-2_147_483_648, 0.0}};
        for (double[] x : coords) {
            for (double[] y : coords) {
                points.add(new double[] {x[0], x[1], y[0], y[1]});
            }
        }
        return points;
    }

    /** Evaluates at cell + fraction, carrying a fraction outside [0, 1) into the cell. */
    private static NoiseSample onLattice(double cellX, double fx, double cellY, double fy, Primitive primitive) {
        double sx = Math.floor(fx), sy = Math.floor(fy);
        return primitive.at((int) (long) (cellX + sx), (int) (long) (cellY + sy), fx - sx, fy - sy);
    }

    @FunctionalInterface
    private interface Primitive {
        NoiseSample at(int cx, int cy, double fx, double fy);
    }

    private static void assertGradientMatchesCentralDifference(String name, Primitive primitive) {
        double h = 1e-4;
        for (double[] p : latticePositions()) {
            NoiseSample s = onLattice(p[0], p[1], p[2], p[3], primitive);
            double ddx = (onLattice(p[0], p[1] + h, p[2], p[3], primitive).value()
                    - onLattice(p[0], p[1] - h, p[2], p[3], primitive).value()) / (2 * h);
            double ddy = (onLattice(p[0], p[1], p[2], p[3] + h, primitive).value()
                    - onLattice(p[0], p[1], p[2], p[3] - h, primitive).value()) / (2 * h);
            String where = " at cell (" + (long) p[0] + " + " + p[1] + ", " + (long) p[2] + " + " + p[3] + ")";
            assertEquals(ddx, s.dx(), 2e-6, name + " d/dx" + where);
            assertEquals(ddy, s.dy(), 2e-6, name + " d/dy" + where);
        }
    }

    @Test
    void gradientNoiseDerivativesAreExact() {
        assertGradientMatchesCentralDifference("gradient noise",
                (cx, cy, fx, fy) -> GradientNoise.sample(cx, cy, fx, fy, SEED));
    }

    @Test
    void valueNoiseDerivativesAreExact() {
        assertGradientMatchesCentralDifference("value noise",
                (cx, cy, fx, fy) -> ValueNoise.sample(cx, cy, fx, fy, SEED));
    }

    @Test
    void pseudoDerivativeIsNotTheGradientButSharesTheValue() {
        double maxDifference = 0;
        for (double[] p : latticePositions()) {
            NoiseSample exact = onLattice(p[0], p[1], p[2], p[3],
                    (cx, cy, fx, fy) -> GradientNoise.sample(cx, cy, fx, fy, SEED));
            NoiseSample pseudo = onLattice(p[0], p[1], p[2], p[3],
                    (cx, cy, fx, fy) -> GradientNoise.pseudoDerivative(cx, cy, fx, fy, SEED));
            assertEquals(exact.value(), pseudo.value(), 0.0);
            maxDifference = Math.max(maxDifference, Math.abs(exact.dx() - pseudo.dx()));
        }
        assertTrue(maxDifference > 0.1, "the pseudo-derivative drops the corner gradients, so it must differ");
    }

    @Test
    void cellularF1AndF2DerivativesAreExactAwayFromVoronoiEdges() {
        int checked = 0;
        for (double[] p : latticePositions()) {
            // cellular is checked in a moderate range where double positions keep 1e-10 cell
            double x = (p[0] % 4096) + p[1], y = (p[2] % 4096) + p[3];
            CellularNoise.Sample s = onCellular(x, y);
            double[] sorted = bruteForceDistances(x, y);
            double h = 1e-5;
            // F1's gradient jumps on Voronoi edges (F1 = F2), F2's where F2 = F1 or F2 = F3: a
            // central difference straddling such an edge measures the jump, not the derivative.
            if (sorted[1] - sorted[0] > 1e-2) {
                assertGradient("cellular F1", x, y, s.f1(), (a, b) -> onCellular(a, b).f1().value(), h);
                checked++;
                if (sorted[2] - sorted[1] > 1e-2) {
                    assertGradient("cellular F2", x, y, s.f2(), (a, b) -> onCellular(a, b).f2().value(), h);
                    checked++;
                }
            }
        }
        assertTrue(checked > 200, "most sample points lie away from edges; checked " + checked);
    }

    private static void assertGradient(String name, double x, double y, NoiseSample exact,
                                       BiFunction<Double, Double, Double> f, double h) {
        double ddx = (f.apply(x + h, y) - f.apply(x - h, y)) / (2 * h);
        double ddy = (f.apply(x, y + h) - f.apply(x, y - h)) / (2 * h);
        assertEquals(ddx, exact.dx(), 1e-4, name + " d/dx at (" + x + ", " + y + ")");
        assertEquals(ddy, exact.dy(), 1e-4, name + " d/dy at (" + x + ", " + y + ")");
    }

    /** The three smallest feature point distances, by brute force over 9x9 cells. */
    private static double[] bruteForceDistances(double x, double y) {
        int cx = (int) (long) Math.floor(x), cy = (int) (long) Math.floor(y);
        double fx = x - Math.floor(x), fy = y - Math.floor(y);
        double[] best = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE};
        for (int j = -4; j <= 4; j++) {
            for (int i = -4; i <= 4; i++) {
                IntegerHash.Pair hash = IntegerHash.cell(cx + i, cy + j, SEED);
                double px = i + 0.5 + (IntegerHash.unitFloat(hash.x()) - 0.5);
                double py = j + 0.5 + (IntegerHash.unitFloat(hash.y()) - 0.5);
                double d = Math.hypot(fx - px, fy - py);
                if (d < best[0]) {
                    best[2] = best[1];
                    best[1] = best[0];
                    best[0] = d;
                } else if (d < best[1]) {
                    best[2] = best[1];
                    best[1] = d;
                } else if (d < best[2]) {
                    best[2] = d;
                }
            }
        }
        return best;
    }

    @Test
    void cellularSearchFindsTheTrueNearestFeaturePoints() {
        // the 5x5 search must agree with a 9x9 brute force everywhere, jitter 1 included
        for (int n = 0; n < 2000; n++) {
            double x = -40 + n * 0.0417, y = 13 - n * 0.0271;
            CellularNoise.Sample s = onCellular(x, y);
            double[] best = bruteForceDistances(x, y);
            assertEquals(best[0], s.f1().value(), 1e-9, "F1 at (" + x + ", " + y + ")");
            assertEquals(best[1], s.f2().value(), 1e-9, "F2 at (" + x + ", " + y + ")");
        }
    }

    private static CellularNoise.Sample onCellular(double x, double y) {
        double ix = Math.floor(x), iy = Math.floor(y);
        return CellularNoise.sample((int) (long) ix, (int) (long) iy, x - ix, y - iy, SEED, 1.0);
    }

    @Test
    void fbmWorldGradientMatchesCentralDifferencesNearAndFarFromTheOrigin() {
        Fbm fbm = new Fbm(250f, 100f, 8, 1.93f, 0.5f, true, 1234);
        double h = 1e-3; // metres; the finest octave here has a 1.9 m period
        double[][] positions = {{10.5, -20.25}, {-731.9, 402.4}, {1e6 + 3.3, 1e6 - 7.1}, {-2.5e6, 4e5}};
        for (double[] p : positions) {
            NoiseSample s = fbm.sample(p[0], p[1]);
            double ddx = (fbm.sample(p[0] + h, p[1]).value() - fbm.sample(p[0] - h, p[1]).value()) / (2 * h);
            double ddy = (fbm.sample(p[0], p[1] + h).value() - fbm.sample(p[0], p[1] - h).value()) / (2 * h);
            assertEquals(ddx, s.dx(), 1e-4 * Math.max(1, Math.abs(ddx)), "fBm d/dx at " + p[0] + ", " + p[1]);
            assertEquals(ddy, s.dy(), 1e-4 * Math.max(1, Math.abs(ddy)), "fBm d/dy at " + p[0] + ", " + p[1]);
        }
    }
}
