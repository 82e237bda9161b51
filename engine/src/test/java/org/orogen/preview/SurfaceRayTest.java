package org.orogen.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.DoubleBinaryOperator;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;
import org.orogen.graph.WorldExtent;

/** Casting rays onto known heightfields: planes, a ridge that hides the ground behind it, misses. */
class SurfaceRayTest {

    private static final WorldExtent EXTENT = new WorldExtent(1000, -500, 2000, 2000);

    private static HeightGrid grid(int size, DoubleBinaryOperator height) {
        float[] h = new float[size * size];
        for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
                double x = EXTENT.originX() + i * EXTENT.width() / (size - 1);
                double y = EXTENT.originY() + j * EXTENT.height() / (size - 1);
                h[j * size + i] = (float) height.applyAsDouble(x, y);
            }
        }
        return new HeightGrid(EXTENT, size, h);
    }

    @Test
    void heightLookupIsBilinearBetweenSamplesAndClampsOutside() {
        HeightGrid g = grid(257, (x, y) -> 0.25 * (x - 1000) + 0.1 * (y + 500));
        assertEquals(0.25 * 700 + 0.1 * 300, g.heightAt(1700, -200), 1e-3);
        assertEquals(0.25 * 2000 + 0.1 * 2000, g.heightAt(5000, 9000), 1e-3, "outside: the nearest edge");
        assertEquals(0, g.min(), 1e-6);
        assertEquals(700, g.max(), 1e-3);
    }

    @Test
    void aRayMeetsATiltedPlaneWhereTheAlgebraSays() {
        // h = 300 + 0.3 (x - 1000); ray from high up, slanting east and north.
        HeightGrid g = grid(129, (x, y) -> 300 + 0.3 * (x - 1000));
        Vector3d o = new Vector3d(1200, -300, 2500);
        Vector3d d = new Vector3d(0.4, 0.2, -1).normalize();
        Vector3d hit = new SurfaceRay(o, d).hit(g, 1).orElseThrow();
        // o.z + t dz = 300 + 0.3 (o.x + t dx - 1000)  =>  t = (300 + 0.3 (o.x - 1000) - o.z) / (dz - 0.3 dx)
        double t = (300 + 0.3 * (o.x - 1000) - o.z) / (d.z - 0.3 * d.x);
        assertEquals(o.x + t * d.x, hit.x, 0.01);
        assertEquals(o.y + t * d.y, hit.y, 0.01);
        assertEquals(300 + 0.3 * (hit.x - 1000), hit.z, 0.01);
    }

    @Test
    void exaggerationScalesTheSurfaceTheRayMeets() {
        HeightGrid g = grid(65, (x, y) -> 100);
        Vector3d hit = new SurfaceRay(new Vector3d(2000, 500, 1000), new Vector3d(0, 0, -1)).hit(g, 3).orElseThrow();
        assertEquals(2000, hit.x, 1e-6);
        assertEquals(100, hit.z, 1e-3, "the height is reported unscaled");
        Vector3d slanted = new SurfaceRay(new Vector3d(1500, 500, 1000), new Vector3d(1, 0, -1)).hit(g, 3).orElseThrow();
        assertEquals(1500 + (1000 - 300), slanted.x, 0.01, "meets z = 300 (100 m drawn 3x)");
    }

    @Test
    void aNarrowRidgeHidesTheGroundBehindIt() {
        // A 20 m wide, 400 m high wall along x = 2000 on flat ground; the grid resolves it (8 m samples).
        HeightGrid g = grid(251, (x, y) -> Math.abs(x - 2000) <= 10 ? 400 : 0);
        Vector3d o = new Vector3d(1100, 0, 350);
        Vector3d d = new Vector3d(1, 0, -0.1).normalize(); // would reach the ground at x = 4600, past the extent
        Vector3d hit = new SurfaceRay(o, d).hit(g, 1).orElseThrow();
        assertEquals(1990, hit.x, 8.5, "stops at the wall's west face");
        assertTrue(hit.z > 250, "on the wall, not the ground: " + hit);
    }

    @Test
    void raysThatMissTheTerrainFindNothing() {
        HeightGrid g = grid(33, (x, y) -> 50);
        assertTrue(new SurfaceRay(new Vector3d(2000, 500, 1000), new Vector3d(0, 0, 1)).hit(g, 1).isEmpty(), "upwards");
        assertTrue(new SurfaceRay(new Vector3d(0, 500, 1000), new Vector3d(-1, 0, -1)).hit(g, 1).isEmpty(),
                "beside the extent");
        assertThrows(IllegalArgumentException.class,
                () -> new SurfaceRay(new Vector3d(Double.NaN, 0, 0), new Vector3d(0, 0, -1)));
    }

    @Test
    void theRayThroughTheViewCentreHitsWhatTheCameraLooksAt() {
        HeightGrid g = grid(129, (x, y) -> 200);
        OrbitCamera camera = new OrbitCamera(EXTENT.width(), EXTENT.height(), 200, 200);
        camera.pan(0.1, -0.05);
        var target = camera.target(); // local frame: origin at the extent's centre
        SurfaceRay ray = SurfaceRay.through(camera, EXTENT, 800, 600, 400, 300);
        Vector3d hit = ray.hit(g, 1).orElseThrow();
        assertEquals(EXTENT.originX() + EXTENT.width() / 2 + target.x, hit.x, 0.5);
        assertEquals(EXTENT.originY() + EXTENT.height() / 2 + target.y, hit.y, 0.5);
        // A pixel above the centre looks further away (north-east of a camera in the south-west).
        Vector3d higher = SurfaceRay.through(camera, EXTENT, 800, 600, 400, 270).hit(g, 1).orElseThrow();
        assertTrue(higher.x > hit.x && higher.y > hit.y, "upper pixel is further from the camera: " + higher);
    }
}
