package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import org.orogen.bake.SampleBand;

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

    private static RowEncoder encoder(int max, int greenSign) {
        return (band, row, x0, width, out) -> {
            float[] gradX = band.gradX();
            float[] gradY = band.gradY();
            int start = band.index(row, x0);
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
        };
    }

    /** A component in [−1, 1] as an integer in [0, max]. */
    static int encode(double component, int max) {
        return Math.clamp(Math.round((component * 0.5 + 0.5) * max), 0, max);
    }
}
