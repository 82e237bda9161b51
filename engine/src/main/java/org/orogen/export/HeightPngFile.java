package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import org.orogen.bake.HeightRange;

/** Height as a 16-bit grayscale PNG quantized with the export's global {@link HeightRange}. */
public final class HeightPngFile extends QuantizedMapFile {

    /** Opens the file for columns {@code [x0, x0 + width)} of {@code height} rows, quantized with {@code range}. */
    public HeightPngFile(PublishGroup group, Path target, int x0, int width, int height, HeightRange range)
            throws IOException {
        super(PngWriter.open(AtomicOutputFile.create(target, group), width, height, PngPixelFormat.GRAY16),
                target, x0, width, 1,
                HeightSamples.encoder(range));
    }
}
