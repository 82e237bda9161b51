package org.orogen.export;

import java.io.IOException;
import java.util.stream.IntStream;

/**
 * An integer raster file being written row by row, top row first. The file appears under its
 * name only after {@link #finish()}; {@link #close()} before that deletes what was written.
 */
public interface SampleRowWriter extends AutoCloseable {

    /**
     * Appends one row: {@code width × channels} samples, pixel-interleaved, each already
     * quantized to the file's bit depth.
     */
    void writeSamples(int[] samples) throws IOException;

    /** Bytes of one row as the file stores it. */
    int rowBytes();

    /**
     * Packs one row of samples (as {@link #writeSamples}) into {@code out[offset .. offset + rowBytes())}
     * the way the file stores them. Keeps no state: several threads may pack rows at once.
     */
    void pack(int[] samples, byte[] out, int offset);

    /** Appends one row packed by {@link #pack}, from {@code row[offset .. offset + rowBytes())}. */
    void writePacked(byte[] row, int offset) throws IOException;

    /** Samples of one row ({@code width × channels}): the length of {@link #writeSamples}' array. */
    int samplesPerRow();

    /** The rows of one {@link #writeRows} call, packed on demand by any thread. */
    @FunctionalInterface
    interface RowSource {
        /**
         * Packs row {@code row} of the call (0 first) into {@code out[offset .. offset + rowBytes())};
         * {@code samples} is scratch of {@link #samplesPerRow} ints, the caller's thread's own. Rows are
         * independent: several threads may pack rows of one source at once.
         */
        void pack(int row, int[] samples, byte[] out, int offset);
    }

    /**
     * Appends the next {@code count} rows, row {@code r} packed by {@code source}; returns once every one of
     * them has been packed (what {@code source} reads may then change). The bytes are those of
     * {@link #writePacked} row by row. This default packs slices of 64 rows on the common fork-join pool, 4
     * rows a task, and appends each slice in order on the calling thread; a writer that compresses may do
     * better ({@link PngWriter}).
     */
    default void writeRows(RowSource source, int count) throws IOException {
        int sliceRows = 64;
        int rowsPerTask = 4;
        byte[][] packed = new byte[Math.min(sliceRows, count)][rowBytes()];
        for (int first = 0; first < count; first += sliceRows) {
            int start = first;
            int rows = Math.min(sliceRows, count - first);
            IntStream.range(0, (rows + rowsPerTask - 1) / rowsPerTask).parallel().forEach(task -> {
                int[] samples = new int[samplesPerRow()];
                int end = Math.min(rows, (task + 1) * rowsPerTask);
                for (int r = task * rowsPerTask; r < end; r++) {
                    source.pack(start + r, samples, packed[r], 0);
                }
            });
            for (int r = 0; r < rows; r++) {
                writePacked(packed[r], 0);
            }
        }
    }

    /** Completes the file after its last row and moves it to its final name. */
    void finish() throws IOException;

    /** Abandons the file unless it was finished; never throws. */
    @Override
    void close();
}
