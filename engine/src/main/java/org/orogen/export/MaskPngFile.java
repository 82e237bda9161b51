package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import org.orogen.bake.MaskSamples;

/** One mask output as an 8- or 16-bit grayscale PNG; values are clamped to [0, 1]. */
public final class MaskPngFile extends QuantizedMapFile {

    /**
     * Opens the file for mask {@code mask}, columns {@code [x0, x0 + width)} of {@code height} rows.
     *
     * @param bits 8 or 16
     */
    public MaskPngFile(PublishGroup group, Path target, int x0, int width, int height, String mask, int bits)
            throws IOException {
        super(PngWriter.open(AtomicOutputFile.create(target, group), width, height, PngPixelFormat.of(1, bits)),
                target, x0, width, 1,
                encoder(mask, (1 << bits) - 1));
    }

    private static RowEncoder encoder(String mask, int max) {
        return (band, row, x0, width, out) -> {
            int start = band.index(row, x0);
            if (max == 255 && band.holdsMasks8()) {
                // The GPU quantized the mask already, with exactly MaskSamples.unit(v, 255).
                byte[] samples = band.mask8(mask);
                for (int i = 0; i < width; i++) {
                    out[i] = samples[start + i] & 0xff;
                }
                return;
            }
            if (max == 65535 && band.holdsMasks16()) {
                // Likewise with MaskSamples.unit(v, 65535).
                char[] samples = band.mask16(mask);
                for (int i = 0; i < width; i++) {
                    out[i] = samples[start + i];
                }
                return;
            }
            float[] values = band.mask(mask);
            for (int i = 0; i < width; i++) {
                out[i] = MaskSamples.unit(values[start + i], max);
            }
        };
    }
}
