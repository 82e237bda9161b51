package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.orogen.bake.SampleBand;

/**
 * Height in metres as a single-channel ({@code Y}) 32-bit float OpenEXR: no quantization, the
 * values are the baked floats.
 */
public final class HeightExrFile implements MapFile {

    /** Channel name: luminance, which DCC tools read as a grayscale height. */
    public static final String CHANNEL = "Y";

    private final ExrWriter writer;
    private final Path target;
    private final int x0;
    private final float[][] row;

    /**
     * Opens the file for columns {@code [x0, x0 + width)} of {@code height} rows.
     *
     * @param group the export's files, published together
     */
    public HeightExrFile(PublishGroup group, Path target, int x0, int width, int height,
                         ExrCompression compression) throws IOException {
        this.writer = ExrWriter.open(AtomicOutputFile.create(target, group), width, height, List.of(CHANNEL),
                compression, EncodingThreads.shared(), EncodingThreads.count());
        this.target = target;
        this.x0 = x0;
        this.row = new float[1][];
    }

    @Override
    public Path target() {
        return target;
    }

    @Override
    public void writeRow(SampleBand band, int row) throws IOException {
        this.row[0] = band.height();
        writer.writeRow(this.row, band.index(row, x0));
    }

    @Override
    public void finish() throws IOException {
        writer.finish();
    }

    @Override
    public void close() {
        writer.close();
    }
}
