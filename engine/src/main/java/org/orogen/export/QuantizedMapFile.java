package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import org.orogen.bake.SampleBand;

/**
 * A map whose pixels are integers computed from a band row by a {@link RowEncoder}: the shared
 * part of height, mask, normal and splat files.
 */
abstract class QuantizedMapFile implements MapFile {

    /**
     * Writes the samples of columns {@code [x0, x0 + width)} of grid row {@code row} into
     * {@code out} (pixel-interleaved). Per row, not per pixel, so lookups happen once a row.
     */
    @FunctionalInterface
    interface RowEncoder {
        void encode(SampleBand band, int row, int x0, int width, int[] out);
    }

    private final SampleRowWriter writer;
    private final Path target;
    private final int x0;
    private final int width;
    private final RowEncoder encoder;
    private final int[] samples;

    QuantizedMapFile(SampleRowWriter writer, Path target, int x0, int width, int channels, RowEncoder encoder) {
        this.writer = writer;
        this.target = target;
        this.x0 = x0;
        this.width = width;
        this.encoder = encoder;
        this.samples = new int[width * channels];
    }

    @Override
    public Path target() {
        return target;
    }

    @Override
    public void writeRow(SampleBand band, int row) throws IOException {
        encoder.encode(band, row, x0, width, samples);
        writer.writeSamples(samples);
    }

    /**
     * Hands the rows to the writer as a {@link SampleRowWriter.RowSource} that quantizes and packs a row
     * wherever the writer asks (the encoders and {@link SampleRowWriter#pack} keep no state between calls,
     * so rows are packed in parallel): the same bytes as row by row.
     */
    @Override
    public void writeRows(SampleBand band, int from, int to) throws IOException {
        writer.writeRows((row, rowSamples, out, offset) -> {
            encoder.encode(band, from + row, x0, width, rowSamples);
            writer.pack(rowSamples, out, offset);
        }, to - from + 1);
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
