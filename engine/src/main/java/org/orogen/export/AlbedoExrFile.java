package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.orogen.bake.SampleBand;

/**
 * The colour output as linear RGB OpenEXR (channels {@code R}, {@code G}, {@code B}), half or float:
 * the baked values as they are, unclamped and not encoded.
 */
public final class AlbedoExrFile implements MapFile {

    private final ExrWriter writer;
    private final Path target;
    private final int x0;
    private final float[][] row = new float[3][];

    /**
     * Opens the file for columns {@code [x0, x0 + width)} of {@code height} rows.
     *
     * @param group the export's files, published together
     */
    public AlbedoExrFile(PublishGroup group, Path target, int x0, int width, int height, ExrCompression compression,
                         ExrPixelType pixelType) throws IOException {
        this.writer = ExrWriter.open(AtomicOutputFile.create(target, group), width, height, List.of("R", "G", "B"),
                compression, EncodingThreads.shared(), EncodingThreads.count(), pixelType);
        this.target = target;
        this.x0 = x0;
    }

    @Override
    public Path target() {
        return target;
    }

    @Override
    public void writeRow(SampleBand band, int row) throws IOException {
        for (int c = 0; c < 3; c++) {
            this.row[c] = band.colour(c);
        }
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
