package org.orogen.gl.library;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.shader.WorldAnchor;
import org.orogen.shader.reference.Fbm;

/**
 * Determinism, seeds, precision far from the origin and tile agreement, on a real GL context.
 * The terrain is an 8-octave fBm (scale 64 m, lacunarity 2: finest octave 0.5 m) sampled at
 * 0.125 m, so the finest octave spans 4 texels.
 */
@ExtendWith(GlExtension.class)
class DeterminismAndPrecisionTest {

    private static final int SIZE = 256;
    private static final float TEXEL = 0.125f;
    private static GlThread gl;

    private static float[] fbm(WorldAnchor anchor, int seed) {
        String body = "    vec3 v;\n    ogn_fractal_fbm(p, 64.0, 1.0, 8, 2.0, 0.5, true, " + seed + "u, v);\n"
                + "    o_0 = vec4(v, 0.0);\n";
        String fragment = LibraryProgram.fragment(List.of("fractal.fbm"), "", body, 1);
        LibraryRender.Region region = new LibraryRender.Region(SIZE, SIZE, anchor, TEXEL);
        return gl.submit(context -> LibraryRender.render(context, fragment, region, 1)).join()[0];
    }

    @Test
    void sameSeedGivesIdenticalPixelsAndAnotherSeedDifferentOnes() {
        WorldAnchor anchor = new WorldAnchor(5000, -300, 0.5f, 0.5f);
        float[] a = fbm(anchor, 17);
        float[] b = fbm(anchor, 17);
        assertArrayEquals(a, b, "two renders with the same seed must be bit-identical");
        float[] c = fbm(anchor, 18);
        int different = 0;
        for (int i = 0; i < a.length; i += 4) {
            if (Math.abs(a[i] - c[i]) > 1e-3) {
                different++;
            }
        }
        assertTrue(different > SIZE * SIZE * 9 / 10, "seed 18 should change almost every pixel; changed " + different);
    }

    /**
     * The finest octave's detail statistic: variance of the discrete Laplacian (a high-pass that
     * keeps mostly the 2-4 texel wavelengths of the last octaves).
     */
    private static double laplacianVariance(float[] pixels) {
        double sum = 0;
        double sumSquares = 0;
        int n = 0;
        for (int y = 1; y < SIZE - 1; y++) {
            for (int x = 1; x < SIZE - 1; x++) {
                double l = pixels[((y) * SIZE + x + 1) * 4] + pixels[((y) * SIZE + x - 1) * 4]
                        + pixels[((y + 1) * SIZE + x) * 4] + pixels[((y - 1) * SIZE + x) * 4]
                        - 4 * pixels[(y * SIZE + x) * 4];
                sum += l;
                sumSquares += l * l;
                n++;
            }
        }
        double mean = sum / n;
        return sumSquares / n - mean * mean;
    }

    @Test
    void regionAtTenToTheSixMetresHasTheSameFineDetailAsNearTheOrigin() {
        double nearOrigin = laplacianVariance(fbm(new WorldAnchor(100, 100, 0.5f, 0.5f), 3));
        double far = laplacianVariance(fbm(new WorldAnchor(1_000_100, 1_000_100, 0.5f, 0.5f), 3));
        // without the anchor: the same far region with the world position in float p
        double naive = laplacianVariance(fbm(new WorldAnchor(0, 0, 1_000_100.5f, 1_000_100.5f), 3));
        System.out.printf(Locale.ROOT, "finest-octave variance: origin %.4g, 10^6 m %.4g, naive float %.4g%n",
                nearOrigin, far, naive);
        double ratio = far / nearOrigin;
        assertTrue(ratio > 0.8 && ratio < 1.25, "detail at 10^6 m differs from the origin: ratio " + ratio);
        double naiveRatio = naive / nearOrigin;
        assertTrue(naiveRatio < 0.8 || naiveRatio > 1.25,
                "control: float world positions should visibly change the detail at 10^6 m, ratio " + naiveRatio);
    }

    @Test
    void farRegionMatchesTheDoublePrecisionReference() {
        WorldAnchor anchor = new WorldAnchor(1_000_100, -1_000_100, 0.5f, 0.5f);
        double worstNaive = worstAgainstReference(fbm(new WorldAnchor(0, 0, 1_000_100.5f, -1_000_099.5f), 3),
                anchor);
        double worst = worstAgainstReference(fbm(anchor, 3), anchor);
        System.out.printf(Locale.ROOT, "fBm at 10^6 m vs double reference: anchored %.3g, naive float %.3g%n",
                worst, worstNaive);
        assertTrue(worst < 1e-4, "anchored render differs from the reference by " + worst);
        // float positions at 10^6 m step by 1/16 m, an eighth of the finest wavelength
        assertTrue(worstNaive > 1e-3, "control: float world positions should be visibly wrong, got " + worstNaive);
    }

    @Test
    void aTileAtTheFarEndOfItsAnchorsCellMatchesTheReference() {
        // the runtime's anchors lie on a 4096 m grid: this tile's corner is 4095.5 m past its anchor on both axes
        WorldAnchor anchor = WorldAnchor.forTile(244 * 4096 + 4095.5, -246 * 4096 + 4095.5);
        assertEquals(4095.5f, anchor.originX());
        double worst = worstAgainstReference(fbm(anchor, 3), anchor);
        System.out.printf(Locale.ROOT, "fBm 4095.5 m from its anchor vs double reference: %.3g%n", worst);
        assertTrue(worst < 1e-4, "the render differs from the reference by " + worst);
    }

    /** The largest difference of every third pixel's fBm of seed 3 from the double-precision reference. */
    private static double worstAgainstReference(float[] gpu, WorldAnchor anchor) {
        Fbm reference = new Fbm(64f, 1f, 8, 2f, 0.5f, true, 3);
        LibraryRender.Region region = new LibraryRender.Region(SIZE, SIZE, anchor, TEXEL);
        double worst = 0;
        for (int y = 0; y < SIZE; y += 3) {
            for (int x = 0; x < SIZE; x += 3) {
                double expected = reference.sample(region.worldX(x), region.worldY(y)).value();
                worst = Math.max(worst, Math.abs(gpu[region.index(x, y)] - expected));
            }
        }
        return worst;
    }

    @Test
    void tilesWithDifferentAnchorsAgreeOnTheSamePositions() {
        // one world region, split once as anchor 1 000 000 + p and once as 999 872 + (p + 128)
        float[] a = fbm(new WorldAnchor(1_000_000, 2_000_000, 0.5f, 0.25f), 9);
        float[] b = fbm(new WorldAnchor(999_872, 1_999_936, 128.5f, 64.25f), 9);
        double worst = 0;
        for (int i = 0; i < a.length; i += 4) {
            worst = Math.max(worst, Math.abs(a[i] - b[i]));
        }
        System.out.printf(Locale.ROOT, "same positions under two anchors: max difference %.3g%n", worst);
        assertTrue(worst < 2e-5, "tiles disagree by " + worst);
    }
}
