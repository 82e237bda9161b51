package org.orogen.shader.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Domain;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;
import org.orogen.shader.planet.TangentFrame;

/** The sphere reference: analytic gradients against central differences along the tangent frame, range, frames. */
class SphereFbmTest {

    @Test
    void gradientMatchesCentralDifferencesAlongTheTangentFrame() {
        SphereFbm fbm = new SphereFbm(800f, 1f, 6, 1.97f, 0.5f, true, 42);
        PlanetMap map = PlanetMap.cube(4097, CubeMapping.UNIFORM);
        SplittableRandom random = new SplittableRandom(3);
        double h = 1e-3; // metres: central differences are exact to O(h^2 / scale^2)
        double worst = 0;
        for (int k = 0; k < 400; k++) {
            long x = random.nextLong(map.width());
            long y = random.nextLong(map.height());
            double[] u = map.unitPoint(x, y);
            double r = Domain.EARTH_RADIUS;
            double[] w = {u[0] * r, u[1] * r, u[2] * r};
            TangentFrame frame = TangentFrame.at(map, x, y);
            NoiseSample s = fbm.sample(w, frame);
            double dx = (fbm.sample(frame.step(w, h, 0), frame).value() - fbm.sample(frame.step(w, -h, 0), frame).value())
                    / (2 * h);
            double dy = (fbm.sample(frame.step(w, 0, h), frame).value() - fbm.sample(frame.step(w, 0, -h), frame).value())
                    / (2 * h);
            worst = Math.max(worst, Math.max(Math.abs(dx - s.dx()), Math.abs(dy - s.dy())) * 800);
            assertTrue(Math.abs(s.value()) <= 1, "fBm stays in [-1, 1]: " + s.value());
        }
        assertTrue(worst < 1e-5, "gradient x scale differs from central differences by " + worst);
    }

    @Test
    void gradientNoiseStaysWithinItsBoundAndUsesItsRange() {
        SplittableRandom random = new SplittableRandom(5);
        double max = 0;
        for (int k = 0; k < 200_000; k++) {
            double[] n = GradientNoise3.sample(new int[] {random.nextInt(), random.nextInt(), random.nextInt()},
                    new double[] {random.nextDouble(), random.nextDouble(), random.nextDouble()}, 9);
            max = Math.max(max, Math.abs(n[0]));
        }
        assertTrue(max <= 1.0 && max > 0.7, "3D gradient noise range: max |n| = " + max);
    }

    @Test
    void framesAreOrthonormalAndFollowTheMap() {
        PlanetMap cube = PlanetMap.cube(9, CubeMapping.GNOMONIC);
        TangentFrame centre = TangentFrame.at(cube, 4, 4); // +X face centre: right = -Z, up = +Y
        assertEquals(-1, centre.x()[2], 1e-15);
        assertEquals(1, centre.y()[1], 1e-15);
        PlanetMap equirect = PlanetMap.equirectangular(9, 5);
        TangentFrame equator = TangentFrame.at(equirect, 4, 2); // lon 0 (+Z), lat 0: east = +X, north = +Y
        assertEquals(1, equator.x()[0], 1e-15);
        assertEquals(1, equator.y()[1], 1e-15);
        for (TangentFrame f : new TangentFrame[] {TangentFrame.at(cube, 40, 1), TangentFrame.at(equirect, 7, 3)}) {
            assertEquals(0, f.alongX(f.normal()), 1e-15);
            assertEquals(0, f.alongY(f.normal()), 1e-15);
            assertEquals(0, f.alongX(f.y()), 1e-15);
            assertEquals(1, f.alongX(f.x()), 1e-15);
            assertEquals(1, f.alongY(f.y()), 1e-15);
        }
    }
}
