package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import org.orogen.bake.SampleBand;

/**
 * A map whose pixels are integers computed from a band pixel by a {@link PixelEncoder}: the
 * shared part of height, mask, normal and splat files.
 */
abstract class QuantizedMapFile implements MapFile {

    /** Writes {@code channels} samples for one pixel into {@code out[at ..]}. */
    @FunctionalInterface
    interface PixelEncoder {
        void encode(SampleBand band, int row, int column, int[] out, int at);
    }

    private final SampleRowWriter writer;
    private final Path target;
    private final int x0;
    private final int width;
    private final int channels;
    private final PixelEncoder encoder;
    private final int[] samples;

    QuantizedMapFile(SampleRowWriter writer, Path target, int x0, int width, int channels, PixelEncoder encoder) {
        this.writer = writer;
        this.target = target;
        this.x0 = x0;
        this.width = width;
        this.channels = channels;
        this.encoder = encoder;
        this.samples = new int[width * channels];
    }

    @Override
    public Path target() {
        return target;
    }

    @Override
    public void writeRow(SampleBand band, int row) throws IOException {
        for (int i = 0; i < width; i++) {
            encoder.encode(band, row, x0 + i, samples, i * channels);
        }
        writer.writeSamples(samples);
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
