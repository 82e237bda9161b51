package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.IntStream;
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

    /** Rows quantized by one task of {@link #writeRows}. */
    private static final int ROWS_PER_TASK = 4;
    /** Rows quantized before they are written, by {@link #writeRows}. */
    private static final int SLICE_ROWS = 64;

    private final SampleRowWriter writer;
    private final Path target;
    private final int x0;
    private final int width;
    private final int channels;
    private final RowEncoder encoder;
    private final int[] samples;
    /** Per row of a slice: its samples, then the same packed as the file stores them. */
    private int[][] slice;
    private byte[][] packedSlice;

    QuantizedMapFile(SampleRowWriter writer, Path target, int x0, int width, int channels, RowEncoder encoder) {
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
        encoder.encode(band, row, x0, width, samples);
        writer.writeSamples(samples);
    }

    /**
     * Quantizes and packs the rows in slices of {@link #SLICE_ROWS} on the common fork-join pool, a
     * few rows per task (rows are independent; the encoders and {@link SampleRowWriter#pack} keep no
     * state between calls), and writes each slice in order: the writer's own thread only appends packed
     * rows. The bytes are the same as row by row; the slice buffers are reused, so the extra memory is
     * {@code SLICE_ROWS × width × channels} ints and as many packed rows per file.
     */
    @Override
    public void writeRows(SampleBand band, int from, int to) throws IOException {
        if (to - from + 1 < 2 * ROWS_PER_TASK) {
            MapFile.super.writeRows(band, from, to);
            return;
        }
        if (slice == null) {
            slice = new int[SLICE_ROWS][width * channels];
            packedSlice = new byte[SLICE_ROWS][writer.rowBytes()];
        }
        for (int first = from; first <= to; first += SLICE_ROWS) {
            int start = first;
            int count = Math.min(SLICE_ROWS, to - first + 1);
            IntStream.range(0, (count + ROWS_PER_TASK - 1) / ROWS_PER_TASK).parallel().forEach(task -> {
                int end = Math.min(count, (task + 1) * ROWS_PER_TASK);
                for (int r = task * ROWS_PER_TASK; r < end; r++) {
                    encoder.encode(band, start + r, x0, width, slice[r]);
                    writer.pack(slice[r], packedSlice[r], 0);
                }
            });
            for (int r = 0; r < count; r++) {
                writer.writePacked(packedSlice[r], 0);
            }
        }
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
