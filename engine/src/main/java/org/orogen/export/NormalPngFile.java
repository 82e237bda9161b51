package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Tangent-space normal map from the height gradient: {@code n = normalize(−∂h/∂x, −∂h/∂y, 1)}
 * in world metres (true geometric normals, independent of resolution), encoded
 * {@code (n + 1) / 2} in RGB at 8 or 16 bits with the chosen green {@link NormalConvention}.
 */
public final class NormalPngFile extends QuantizedMapFile {

    /**
     * Opens the file for columns {@code [x0, x0 + width)} of {@code height} rows.
     *
     * @param bits 8 or 16
     */
    public NormalPngFile(PublishGroup group, Path target, int x0, int width, int height, int bits,
                         NormalConvention convention) throws IOException {
        super(PngWriter.open(AtomicOutputFile.create(target, group), width, height, PngPixelFormat.of(3, bits),
                        bits == 16 ? PngFilter.UP : PngFilter.PAETH),
                target, x0, width, 3,
                encoder((1 << bits) - 1, convention.greenSign()));
    }

    /** Pixels converted per pass of {@link #encodeRow}: its scratch arrays stay in the L1 cache. */
    static final int CHUNK = 512;
    /** Per thread (rows are encoded on the fork-join pool): a chunk's gradient, normal lengths and components. */
    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    private record Scratch(float[] gx, float[] gy, double[] length, int[] r, int[] g, int[] b) {
        Scratch() {
            this(new float[CHUNK], new float[CHUNK], new double[CHUNK], new int[CHUNK], new int[CHUNK],
                    new int[CHUNK]);
        }
    }

    private static RowEncoder encoder(int max, int greenSign) {
        return (band, row, x0, width, out) ->
                encodeRow(band.gradX(), band.gradY(), band.index(row, x0), width, max, greenSign, out);
    }

    /**
     * Writes the normals of {@code width} gradients from {@code start} into {@code out} (RGB interleaved):
     * exactly {@code e(−gx / l)}, {@code e(greenSign × −gy / l)}, {@code e(1 / l)} with
     * {@code l = √(gx² + gy² + 1)} and {@code e(c) = Math.clamp(Math.round((c × 0.5 + 0.5) × max), 0, max)} in
     * double precision, a non-finite gradient counting as flat (NormalPngFileTest keeps that formula). The same
     * IEEE operations, but in short loops over a chunk, one result each, which the JIT compiles to vector
     * instructions (a loop computing all three components at once it does not vectorize), with
     * {@link #round} for the rounding: half the CPU time of the per-pixel formula.
     */
    static void encodeRow(float[] gradX, float[] gradY, int start, int width, int max, int greenSign, int[] out) {
        Scratch s = SCRATCH.get();
        float[] fx = s.gx();
        float[] fy = s.gy();
        double[] length = s.length();
        int[] r = s.r();
        int[] g = s.g();
        int[] b = s.b();
        double top = max;
        double sign = greenSign;
        for (int from = 0; from < width; from += CHUNK) {
            int n = Math.min(CHUNK, width - from);
            int at = start + from;
            for (int p = 0; p < n; p++) {
                // Both components, or +0 for both when either is not finite (exponent bits all ones).
                int x = Float.floatToRawIntBits(gradX[at + p]);
                int y = Float.floatToRawIntBits(gradY[at + p]);
                int finite = (((((x >>> 23) & 0xff) + 1) | (((y >>> 23) & 0xff) + 1)) >> 8) - 1;
                fx[p] = Float.intBitsToFloat(x & finite);
                fy[p] = Float.intBitsToFloat(y & finite);
            }
            for (int p = 0; p < n; p++) {
                double gx = fx[p];
                double gy = fy[p];
                length[p] = Math.sqrt(gx * gx + gy * gy + 1);
            }
            for (int p = 0; p < n; p++) {
                double gx = fx[p];
                r[p] = round((-gx / length[p] * 0.5 + 0.5) * top, top);
            }
            for (int p = 0; p < n; p++) {
                double gy = fy[p];
                g[p] = round((sign * -gy / length[p] * 0.5 + 0.5) * top, top);
            }
            for (int p = 0; p < n; p++) {
                b[p] = round((1 / length[p] * 0.5 + 0.5) * top, top);
            }
            for (int p = 0, q = 3 * from; p < n; p++, q += 3) {
                out[q] = r[p];
                out[q + 1] = g[p];
                out[q + 2] = b[p];
            }
        }
    }

    /**
     * {@code Math.clamp(Math.round(x), 0, max)} for a non-NaN {@code x} and {@code max < 2³¹}, in operations
     * that vectorize: clamping first changes nothing (the rounding is monotonic and keeps 0 and max), then
     * with {@code f = ⌊v⌋} the fraction {@code v − f} is exact, and so is doubling it, so
     * {@code (int) (2 (v − f))} is 1 exactly when the fraction is at least ½ — round half up, as
     * {@code Math.round}. ({@code ⌊v + ½⌋} is not: it rounds {@code 0.49999999999999994} up.)
     */
    static int round(double x, double max) {
        double v = Math.min(Math.max(x, 0.0), max);
        double floor = Math.floor(v);
        return (int) floor + (int) ((v - floor) * 2);
    }
}
