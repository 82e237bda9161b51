package org.orogen.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL30.GL_TEXTURE_2D;
import static org.lwjgl.opengl.GL30.GL_TEXTURE_RED_SIZE;
import static org.lwjgl.opengl.GL30.GL_TEXTURE_RED_TYPE;
import static org.lwjgl.opengl.GL30.GL_UNSIGNED_NORMALIZED;
import static org.lwjgl.opengl.GL30.glBindTexture;
import static org.lwjgl.opengl.GL30.glGetTexLevelParameteri;

import java.util.List;
import org.joml.Vector3f;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.orogen.gl.EvaluationPath;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.Texture;
import org.orogen.graph.WorldExtent;

/**
 * The sun's visibility per bake texel ({@link SunShadow}): it is the soft shadow a march through the baked
 * heights gives (checked against the same march in Java), the compute and fragment passes agree, a lower
 * sun shades more, and it is computed again only when the bake, the sun or the exaggeration changes (a
 * camera move never computes it).
 */
class SunShadowTest {

    private static final int SIZE = 128;
    private static final int STEPS = 16;
    private static final WorldExtent EXTENT = new WorldExtent(0, 0, 4000, 4000);
    private static GlThread gl;

    @BeforeAll
    static void startGl() {
        gl = GlThread.start("sun-shadow-test-gl");
    }

    @AfterAll
    static void stopGl() {
        gl.close();
    }

    private static Vector3f sun(double azimuthDegrees, double elevationDegrees) {
        double a = Math.toRadians(azimuthDegrees);
        double e = Math.toRadians(elevationDegrees);
        return new Vector3f((float) (Math.cos(e) * Math.cos(a)), (float) (Math.cos(e) * Math.sin(a)),
                (float) Math.sin(e));
    }

    private static HeightBake mountains(GlContext context) {
        HeightBake bake = new HeightBake(context, SIZE);
        bake.bake(PreviewTestGraphs.compile(PreviewTestGraphs.mountains(700)), EXTENT, List.of());
        return bake;
    }

    /** Heights and visibilities of one bake: the visibility for each sun, on the given path. */
    private static float[][] visibilities(EvaluationPath path, float exaggeration, Vector3f... suns) {
        return gl.submit(context -> {
            try (HeightBake bake = mountains(context); SunShadow shadow = new SunShadow(context, path)) {
                float[][] out = new float[suns.length + 1][];
                out[0] = bake.readHeights();
                for (int i = 0; i < suns.length; i++) {
                    out[i + 1] = shadow.update(bake, suns[i], exaggeration, STEPS).download();
                }
                return out;
            }
        }).join();
    }

    @Test
    void theVisibilityIsTheMarchThroughTheBakedHeights() {
        Vector3f sun = sun(135, 14);
        float[][] result = visibilities(EvaluationPath.forContext(gl.info()), 1.5f, sun);
        float[] field = result[0];
        float[] visibility = result[1];
        assertEquals(SIZE * SIZE, visibility.length);
        int off = 0;
        int shaded = 0;
        int lit = 0;
        double sumError = 0;
        for (int j = 0; j < SIZE; j++) {
            for (int i = 0; i < SIZE; i++) {
                float gpu = visibility[j * SIZE + i];
                double expected = ReferenceMarch.visibility(field, SIZE, EXTENT, 1.5, STEPS, sun, i, j);
                double error = Math.abs(gpu - expected);
                sumError += error;
                if (error > 0.02) {
                    off++;
                }
                if (gpu < 0.1) {
                    shaded++;
                }
                if (gpu > 0.9) {
                    lit++;
                }
            }
        }
        int texels = SIZE * SIZE;
        assertTrue(shaded > texels / 20 && lit > texels / 5, "a low sun over 700 m mountains shades some texels"
                + " and lights others: " + shaded + " in shadow, " + lit + " lit of " + texels);
        assertTrue(off <= texels / 100, off + " of " + texels + " texels differ from the Java march by more than 0.02");
        assertTrue(sumError / texels < 0.003, "mean difference from the Java march " + sumError / texels);
    }

    @Test
    void theComputeAndFragmentPassesAgree() {
        Vector3f sun = sun(200, 20);
        float[] compute = visibilities(EvaluationPath.COMPUTE, 1, sun)[1];
        float[] fragment = visibilities(EvaluationPath.FRAGMENT, 1, sun)[1];
        int differing = 0;
        double worst = 0;
        for (int k = 0; k < compute.length; k++) {
            double d = Math.abs(compute[k] - fragment[k]);
            worst = Math.max(worst, d);
            if (d > 1e-4) {
                differing++;
            }
        }
        assertTrue(differing <= compute.length / 1000, differing + " texels differ by more than 1e-4 (worst " + worst
                + ")");
    }

    @Test
    void theVisibilityTakesSixteenBitsATexelOnBothPaths() {
        for (EvaluationPath path : List.of(EvaluationPath.COMPUTE, EvaluationPath.FRAGMENT)) {
            int[] bits = gl.submit(context -> {
                try (HeightBake bake = mountains(context); SunShadow shadow = new SunShadow(context, path)) {
                    Texture texture = shadow.update(bake, sun(90, 30), 1, STEPS);
                    glBindTexture(GL_TEXTURE_2D, texture.id());
                    int[] sizes = {glGetTexLevelParameteri(GL_TEXTURE_2D, 0, GL_TEXTURE_RED_SIZE),
                            glGetTexLevelParameteri(GL_TEXTURE_2D, 0, GL_TEXTURE_RED_TYPE)};
                    glBindTexture(GL_TEXTURE_2D, 0);
                    return sizes;
                }
            }).join();
            assertEquals(16, bits[0], path + ": bits of red");
            assertEquals(GL_UNSIGNED_NORMALIZED, bits[1], path + ": unsigned normalized, not float");
        }
    }

    @Test
    void aLowerSunShadesMore() {
        float[][] result = visibilities(EvaluationPath.forContext(gl.info()), 1, sun(60, 6), sun(60, 25),
                sun(60, 70));
        double low = meanVisibility(result[1]);
        double middle = meanVisibility(result[2]);
        double high = meanVisibility(result[3]);
        assertTrue(low < middle && middle < high, "mean visibility at 6°, 25° and 70°: " + low + ", " + middle
                + ", " + high);
        assertTrue(high > 0.95, "a sun at 70° lights nearly everything: " + high);
    }

    @Test
    void itIsComputedAgainOnlyWhenTheBakeTheSunOrTheExaggerationChanges() {
        long[] updates = gl.submit(context -> {
            try (HeightBake bake = mountains(context); SunShadow shadow = new SunShadow(context)) {
                long[] counts = new long[6];
                shadow.update(bake, sun(135, 20), 1, STEPS);
                shadow.update(bake, sun(135, 20), 1, STEPS);
                counts[0] = shadow.updates();
                shadow.update(bake, sun(140, 20), 1, STEPS);
                counts[1] = shadow.updates();
                shadow.update(bake, sun(140, 20), 2, STEPS);
                counts[2] = shadow.updates();
                bake.bake(PreviewTestGraphs.compile(PreviewTestGraphs.mountains(300)), EXTENT, List.of());
                shadow.update(bake, sun(140, 20), 2, STEPS);
                counts[3] = shadow.updates();
                shadow.update(bake, sun(140, 20), 2, STEPS + 1);
                counts[4] = shadow.updates();
                shadow.update(bake, sun(140, 20), 2, STEPS + 1);
                counts[5] = shadow.updates();
                return counts;
            }
        }).join();
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 5L), java.util.Arrays.stream(updates).boxed().toList());
    }

    @Test
    void aCameraMoveDrawsWithoutComputingTheShadowAgain() {
        long[] updates = gl.submit(context -> {
            try (PreviewRenderer renderer = new PreviewRenderer(context, new PreviewQuality(SIZE, 64, 1, STEPS))) {
                renderer.setProgram(PreviewTestGraphs.compile(PreviewTestGraphs.mountains(700)));
                renderer.bake(EXTENT);
                OrbitCamera camera = new OrbitCamera(4000, 4000, 0, 700);
                renderer.draw(camera, PreviewStyle.DEFAULT, 96, 64, true);
                long first = renderer.sunShadowUpdates();
                camera.orbit(30, 5);
                renderer.draw(camera, PreviewStyle.DEFAULT, 96, 64, true);
                long afterOrbit = renderer.sunShadowUpdates();
                renderer.bake(EXTENT);
                renderer.draw(camera, PreviewStyle.DEFAULT, 96, 64, true);
                return new long[] {first, afterOrbit, renderer.sunShadowUpdates()};
            }
        }).join();
        assertEquals(1, updates[0], "the first frame computes the shadow");
        assertEquals(1, updates[1], "an orbit reuses it");
        assertEquals(2, updates[2], "a new bake computes it again");
    }

    private static double meanVisibility(float[] visibility) {
        double sum = 0;
        for (float v : visibility) {
            sum += v;
        }
        return sum / visibility.length;
    }

    /** The march of shadow.glsl in Java doubles, over the baked heights with the texture's bilinear filter. */
    private static final class ReferenceMarch {

        static double visibility(float[] field, int n, WorldExtent extent, double exaggeration, int steps,
                                 Vector3f sun, int i, int j) {
            double w = extent.width();
            double h = extent.height();
            int k = (j * n + i) * 4;
            double nx = -field[k + 1] * exaggeration;
            double ny = -field[k + 2] * exaggeration;
            double length = Math.sqrt(nx * nx + ny * ny + 1);
            double x = ((double) i / (n - 1) - 0.5) * w + 0.5 * nx / length;
            double y = ((double) j / (n - 1) - 0.5) * h + 0.5 * ny / length;
            double z = field[k] * exaggeration + 0.5 / length;
            double texel = Math.max(w, h) / n;
            double growth = Math.pow(Math.max(w, h) * 0.6 / (2 * texel), 1.0 / steps);
            double t = 2 * texel;
            double visibility = 1;
            for (int step = 0; step < steps; step++) {
                double qx = x + sun.x * t;
                double qy = y + sun.y * t;
                double qz = z + sun.z * t;
                double u = qx / w + 0.5;
                double v = qy / h + 0.5;
                if (u < 0 || v < 0 || u > 1 || v > 1) {
                    break;
                }
                double clearance = qz - bilinear(field, n, u * (n - 1), v * (n - 1)) * exaggeration;
                visibility = Math.min(visibility, 10 * clearance / t);
                if (visibility <= 0) {
                    return 0;
                }
                t *= growth;
            }
            double c = Math.clamp(visibility, 0, 1);
            return c * c * (3 - 2 * c);
        }

        /** Channel 0 at texel coordinates (s, t) (texel centres at whole numbers), edges clamped. */
        private static double bilinear(float[] field, int n, double s, double t) {
            int s0 = (int) Math.floor(s);
            int t0 = (int) Math.floor(t);
            double fs = s - s0;
            double ft = t - t0;
            double a = at(field, n, s0, t0) * (1 - fs) + at(field, n, s0 + 1, t0) * fs;
            double b = at(field, n, s0, t0 + 1) * (1 - fs) + at(field, n, s0 + 1, t0 + 1) * fs;
            return a * (1 - ft) + b * ft;
        }

        private static double at(float[] field, int n, int s, int t) {
            return field[(Math.clamp(t, 0, n - 1) * n + Math.clamp(s, 0, n - 1)) * 4];
        }
    }
}
