package org.orogen.preview;

import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.joml.Vector4f;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The orbit camera's framing, gestures and limits (pure math, no GL). */
class OrbitCameraTest {

    private static Vector3f ndc(Matrix4f m, float x, float y, float z) {
        Vector4f v = m.transform(new Vector4f(x, y, z, 1));
        return new Vector3f(v.x / v.w, v.y / v.w, v.z / v.w);
    }

    @Test
    void theDefaultViewFramesTheWholeTerrainObliquely() {
        OrbitCamera camera = new OrbitCamera(4096, 2048, 100, 900);
        camera.reset(4096, 2048, 100, 900, 1280 / 720.0);
        assertTrue(camera.elevation() > 15 && camera.elevation() < 60, "oblique: " + camera.elevation());
        Matrix4f m = camera.viewProjection(1280, 720, false);
        for (float x : new float[] {-2048, 2048}) {
            for (float y : new float[] {-1024, 1024}) {
                for (float z : new float[] {100, 900}) {
                    Vector3f p = ndc(m, x, y, z);
                    assertTrue(Math.abs(p.x) < 1 && Math.abs(p.y) < 1 && p.z > -1 && p.z < 1,
                            "corner " + x + "," + y + "," + z + " is in view: " + p);
                }
            }
        }
        // Not needlessly far: 20 % closer would cut a corner off.
        camera.zoom(0.8);
        Matrix4f closer = camera.viewProjection(1280, 720, false);
        boolean cut = false;
        for (float x : new float[] {-2048, 2048}) {
            for (float y : new float[] {-1024, 1024}) {
                for (float z : new float[] {100, 900}) {
                    Vector3f p = ndc(closer, x, y, z);
                    cut |= Math.abs(p.x) > 1 || Math.abs(p.y) > 1;
                }
            }
        }
        assertTrue(cut, "the default distance is the fitted one, not a generous constant");
        camera.zoom(1 / 0.8);
        // Looking at the middle of the height range, from the south-west (azimuth 225°).
        assertEquals(500, camera.target().z, 1e-3);
        Vector3f eye = camera.position();
        assertTrue(eye.x < 0 && eye.y < 0 && eye.z > 900, "south-west and above: " + eye);
    }

    @Test
    void flippingYMirrorsTheImageVertically() {
        OrbitCamera camera = new OrbitCamera(1000, 1000, 0, 100);
        Vector3f up = ndc(camera.viewProjection(400, 300, false), 0, 0, 100);
        Vector3f flipped = ndc(camera.viewProjection(400, 300, true), 0, 0, 100);
        assertEquals(up.x, flipped.x, 1e-5);
        assertEquals(-up.y, flipped.y, 1e-5);
    }

    @Test
    void orbitWrapsAzimuthAndClampsElevation() {
        OrbitCamera camera = new OrbitCamera(1000, 1000, 0, 100);
        camera.orbit(200, 0);
        assertEquals((225 + 200) % 360, camera.azimuth(), 1e-9);
        camera.orbit(0, 500);
        assertEquals(OrbitCamera.MAX_ELEVATION, camera.elevation(), 1e-9);
        camera.orbit(0, -500);
        assertEquals(OrbitCamera.MIN_ELEVATION, camera.elevation(), 1e-9);
    }

    @Test
    void zoomIsLimitedAndPanMovesTheTargetAlongTheGround() {
        OrbitCamera camera = new OrbitCamera(1000, 1000, 0, 100);
        double start = camera.distance();
        camera.zoom(0.5);
        assertEquals(start * 0.5, camera.distance(), 1e-9);
        camera.zoom(1e-9);
        assertEquals(1000 * 0.02, camera.distance(), 1e-9, "no closer than 2 % of the terrain size");
        camera.zoom(1e12);
        assertEquals(1000 * 20, camera.distance(), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> camera.zoom(0));

        OrbitCamera panned = new OrbitCamera(1000, 1000, 0, 100);
        Vector3f before = panned.target();
        panned.pan(0.25, 0);
        Vector3f after = panned.target();
        assertEquals(before.z, after.z, 1e-6, "panning stays at the same height");
        assertTrue(after.distance(before) > 1, "the target moved");
        // "Right" is perpendicular to the viewing direction on the ground.
        Vector3f eye = panned.position();
        Vector3f moved = new Vector3f(after).sub(before);
        Vector3f view = new Vector3f(after).sub(eye);
        assertEquals(0, moved.x * view.x + moved.y * view.y, 1e-2 * moved.length() * view.length());
    }

    @Test
    void cameraPosesParseAndRejectNonsense() {
        assertEquals(new CameraPose(10, 20, 1.5), CameraPose.parse("10, 20,1.5"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CameraPose.parse("10,20"));
        assertTrue(e.getMessage().contains("azimuth,elevation,distance"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> CameraPose.parse("a,b,c"));
        assertThrows(IllegalArgumentException.class, () -> CameraPose.parse("0,30,-1"));
    }
}
