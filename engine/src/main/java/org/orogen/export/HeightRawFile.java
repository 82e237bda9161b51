package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import org.orogen.bake.HeightRange;

/** Height as RAW 16-bit little-endian ({@code .r16} / {@code .raw}) with the global range. */
public final class HeightRawFile extends QuantizedMapFile {

    /** Opens the file for columns {@code [x0, x0 + width)} of {@code height} rows, quantized with {@code range}. */
    public HeightRawFile(PublishGroup group, Path target, int x0, int width, int height, HeightRange range)
            throws IOException {
        super(RawR16Writer.open(AtomicOutputFile.create(target, group), width, height), target, x0, width, 1,
                HeightSamples.encoder(range));
    }
}
