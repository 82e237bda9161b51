package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The chunked normal encoder of {@link NormalPngFile} against the per-pixel formula it replaced (kept here
 * as the reference), on millions of gradients of every magnitude and on the edge values; its rounding
 * against {@code Math.clamp(Math.round(x), 0, max)} on every half-integer of the 16-bit range and its
 * neighbours.
 */
class NormalPngFileTest {

    private static final int[] MAXIMA = {255, 65535};
    private static final float[] EDGES = {0f, -0f, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL, 1e-20f,
        -1e-20f, 1e-8f, 0.5f, -0.5f, 1f, -1f, 2f, 1e4f, -1e4f, 1e19f, -1e19f, 1e30f, Float.MAX_VALUE,
        -Float.MAX_VALUE, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY};

    @Test
    void everyPairOfEdgeValuesEncodesAsThePerPixelFormula() {
        int n = EDGES.length * EDGES.length;
        float[] gx = new float[n];
        float[] gy = new float[n];
        for (int i = 0; i < n; i++) {
            gx[i] = EDGES[i / EDGES.length];
            gy[i] = EDGES[i % EDGES.length];
        }
        assertSameAsReference(gx, gy, 0, n);
    }

    @Test
    void millionsOfRandomGradientsEncodeAsThePerPixelFormula() {
        SplittableRandom random = new SplittableRandom(11);
        int n = 1 << 21;
        float[] gx = new float[n];
        float[] gy = new float[n];
        for (int i = 0; i < n; i++) {
            switch (i % 4) {
                case 0 -> { // terrain slopes
                    gx[i] = (float) (random.nextGaussian() * 0.7);
                    gy[i] = (float) (random.nextGaussian() * 0.7);
                }
                case 1 -> { // any float bits: every exponent, NaNs and infinities included
                    gx[i] = Float.intBitsToFloat(random.nextInt());
                    gy[i] = Float.intBitsToFloat(random.nextInt());
                }
                case 2 -> { // steep and flat, one axis at a time
                    gx[i] = (float) Math.scalb(random.nextDouble(-1, 1), random.nextInt(-40, 40));
                    gy[i] = random.nextInt(8) == 0 ? 0f : (float) random.nextDouble(-3, 3);
                }
                default -> { // an edge value against a random one
                    gx[i] = EDGES[random.nextInt(EDGES.length)];
                    gy[i] = (float) random.nextGaussian();
                }
            }
        }
        // Rows that start mid-array and are not a whole number of chunks.
        assertSameAsReference(gx, gy, 0, n);
        assertSameAsReference(gx, gy, 777, 3 * NormalPngFile.CHUNK + 5);
        assertSameAsReference(gx, gy, 12345, 1);
    }

    @Test
    void roundingEqualsMathRoundOnEveryHalfIntegerAndItsNeighbours() {
        for (int max : MAXIMA) {
            for (int k = -2; k <= max + 2; k++) {
                for (double x : new double[] {k, k + 0.5, k - 0.5}) {
                    assertRounds(x, max);
                    assertRounds(Math.nextUp(x), max);
                    assertRounds(Math.nextDown(x), max);
                }
            }
            for (double x : new double[] {0.49999999999999994, -0.49999999999999994, -0.0, Double.MIN_VALUE,
                -Double.MIN_VALUE, 1e-300, max + 1e-9, 1e300, -1e300, Double.MAX_VALUE, -Double.MAX_VALUE,
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
                assertRounds(x, max);
            }
            SplittableRandom random = new SplittableRandom(max);
            for (int i = 0; i < 1_000_000; i++) {
                assertRounds(random.nextDouble(-1, max + 1), max);
            }
        }
    }

    private static void assertRounds(double x, int max) {
        int expected = Math.clamp(Math.round(x), 0, max);
        int got = NormalPngFile.round(x, max);
        if (got != expected) {
            assertEquals(expected, got, "round(" + x + ") for max " + max);
        }
    }

    /** Both conventions at 8 and 16 bits, pixel by pixel against {@link #reference}. */
    private static void assertSameAsReference(float[] gx, float[] gy, int start, int width) {
        int[] got = new int[3 * width];
        int[] expected = new int[3 * width];
        for (int max : MAXIMA) {
            for (NormalConvention convention : NormalConvention.values()) {
                Arrays.fill(got, -1);
                NormalPngFile.encodeRow(gx, gy, start, width, max, convention.greenSign(), got);
                reference(gx, gy, start, width, max, convention.greenSign(), expected);
                int at = Arrays.mismatch(expected, got);
                if (at >= 0) {
                    int p = start + at / 3;
                    fail("pixel " + p + " (gx " + gx[p] + ", gy " + gy[p] + "), component " + at % 3 + ", max " + max
                            + ", " + convention + ": expected " + expected[at] + ", got " + got[at]);
                }
            }
        }
    }

    /** The per-pixel encoder the chunked one replaced, as it was. */
    private static void reference(float[] gradX, float[] gradY, int start, int width, int max, int greenSign,
                                  int[] out) {
        for (int p = 0; p < width; p++) {
            double gx = gradX[start + p];
            double gy = gradY[start + p];
            if (!Double.isFinite(gx) || !Double.isFinite(gy)) {
                gx = 0;
                gy = 0;
            }
            double length = Math.sqrt(gx * gx + gy * gy + 1);
            out[3 * p] = encode(-gx / length, max);
            out[3 * p + 1] = encode(greenSign * -gy / length, max);
            out[3 * p + 2] = encode(1 / length, max);
        }
    }

    private static int encode(double component, int max) {
        return Math.clamp(Math.round((component * 0.5 + 0.5) * max), 0, max);
    }
}
