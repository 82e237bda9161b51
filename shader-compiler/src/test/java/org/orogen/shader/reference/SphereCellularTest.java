package org.orogen.shader.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Domain;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;
import org.orogen.shader.planet.TangentFrame;

/** 3D cellular noise (planets): exact search, F1 ≤ F2, gradients against central differences along the tangent frame. */
class SphereCellularTest {

    private static final int SEED = 0x5bd1e995;

    @Test
    void theSearchFindsTheTrueNearestFeaturePointsForEveryJitter() {
        SplittableRandom random = new SplittableRandom(11);
        for (int n = 0; n < 3000; n++) {
            int[] c = {random.nextInt(), random.nextInt(), random.nextInt()};
            double[] f = {random.nextDouble(), random.nextDouble(), random.nextDouble()};
            double jitter = n % 3 == 0 ? 1.0 : random.nextDouble();
            double[][] s = CellularNoise.sample3(c, f, SEED, jitter);
            double[] best = bruteForce(c, f, jitter);
            assertEquals(best[0], s[0][0], 1e-12, "F1, jitter " + jitter);
            assertEquals(best[1], s[1][0], 1e-12, "F2, jitter " + jitter);
            assertTrue(s[0][0] <= s[1][0] && s[1][0] <= Math.sqrt(3) + 1e-12, "F1 <= F2 <= sqrt(3): " + s[1][0]);
            assertEquals(1, Math.sqrt(s[0][1] * s[0][1] + s[0][2] * s[0][2] + s[0][3] * s[0][3]), 1e-12, "unit gradient");
        }
    }

    /** F1 and F2 over the 9×9×9 cells around the sample. */
    private static double[] bruteForce(int[] c, double[] f, double jitter) {
        double d1 = Double.MAX_VALUE, d2 = Double.MAX_VALUE;
        for (int k = -4; k <= 4; k++) {
            for (int j = -4; j <= 4; j++) {
                for (int i = -4; i <= 4; i++) {
                    int[] h = IntegerHash.cell(c[0] + i, c[1] + j, c[2] + k, SEED);
                    int[] o = {i, j, k};
                    double sum = 0;
                    for (int a = 0; a < 3; a++) {
                        double d = f[a] - (o[a] + 0.5 + jitter * (IntegerHash.unitFloat(h[a]) - 0.5));
                        sum += d * d;
                    }
                    double d = Math.sqrt(sum);
                    if (d < d1) {
                        d2 = d1;
                        d1 = d;
                    } else if (d < d2) {
                        d2 = d;
                    }
                }
            }
        }
        return new double[] {d1, d2};
    }

    @Test
    void gradientsMatchCentralDifferencesAlongTheTangentFrameAwayFromVoronoiEdges() {
        double scale = 800;
        float[] g = Lattice3.frame(Lattice.baseFrequency((float) scale), 0, false);
        PlanetMap map = PlanetMap.cube(4097, CubeMapping.UNIFORM);
        SplittableRandom random = new SplittableRandom(3);
        double h = 1e-3; // metres
        int checkedF2 = 0;
        for (int k = 0; k < 400; k++) {
            long x = random.nextLong(map.width());
            long y = random.nextLong(map.height());
            double[] u = map.unitPoint(x, y);
            double r = 1e6;
            double[] w = {u[0] * r, u[1] * r, u[2] * r};
            TangentFrame frame = TangentFrame.at(map, x, y);
            CellularNoise.Sample s = Octaves.cellular(w, g, SEED, 1.0, frame);
            assertTrue(s.f1().value() <= s.f2().value(), "F1 <= F2");
            if (s.f2().value() - s.f1().value() > 1e-4) { // off the F1 Voronoi edges
                assertGradient("F1", s.f1(), frame, w, h, scale, q -> Octaves.cellular(q, g, SEED, 1.0, frame).f1().value());
            }
            if (smooth(frame, w, h, q -> Octaves.cellular(q, g, SEED, 1.0, frame).f2().value())) {
                assertGradient("F2", s.f2(), frame, w, h, scale, q -> Octaves.cellular(q, g, SEED, 1.0, frame).f2().value());
                checkedF2++;
            }
        }
        assertTrue(checkedF2 > 300, "F2 checked at " + checkedF2 + " of 400 points");
    }

    /** No kink within {@code h}: one-sided differences agree along both frame axes. */
    private static boolean smooth(TangentFrame frame, double[] w, double h, ToDoubleFunction<double[]> v) {
        double c = v.applyAsDouble(w);
        for (double[] d : new double[][] {{h, 0}, {0, h}}) {
            double forward = v.applyAsDouble(frame.step(w, d[0], d[1])) - c;
            double backward = c - v.applyAsDouble(frame.step(w, -d[0], -d[1]));
            if (Math.abs(forward - backward) > 1e-3 * h) {
                return false;
            }
        }
        return true;
    }

    private static void assertGradient(String label, NoiseSample s, TangentFrame frame, double[] w, double h,
                                       double scale, ToDoubleFunction<double[]> v) {
        double dx = (v.applyAsDouble(frame.step(w, h, 0)) - v.applyAsDouble(frame.step(w, -h, 0))) / (2 * h);
        double dy = (v.applyAsDouble(frame.step(w, 0, h)) - v.applyAsDouble(frame.step(w, 0, -h))) / (2 * h);
        double error = Math.max(Math.abs(dx - s.dx()), Math.abs(dy - s.dy())) * scale;
        assertTrue(error < 1e-5, label + " gradient x scale differs from central differences by " + error);
    }
}
