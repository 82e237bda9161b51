package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import org.orogen.bake.SampleBand;
import org.orogen.graph.colour.Srgb;

/**
 * The colour output as an RGB PNG, sRGB-encoded (IEC 61966-2-1, {@link Srgb}) at 8 or 16 bits:
 * what image editors and engines expect of an albedo texture. Components outside [0, 1] are
 * clamped; a non-finite component reads 0.
 */
public final class AlbedoPngFile extends QuantizedMapFile {

    /**
     * Opens the file for columns {@code [x0, x0 + width)} of {@code height} rows.
     *
     * @param bits 8 or 16
     */
    public AlbedoPngFile(PublishGroup group, Path target, int x0, int width, int height, int bits) throws IOException {
        super(PngWriter.open(AtomicOutputFile.create(target, group), width, height, PngPixelFormat.of(3, bits)),
                target, x0, width, 3, encoder((1 << bits) - 1));
    }

    private static RowEncoder encoder(int max) {
        return (band, row, x0, width, out) -> {
            int start = band.index(row, x0);
            for (int c = 0; c < 3; c++) {
                float[] component = band.colour(c);
                for (int p = 0; p < width; p++) {
                    out[3 * p + c] = Srgb.quantize(component[start + p], max);
                }
            }
        };
    }
}
