package org.orogen.export;

import java.io.IOException;

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

    /** Completes the file after its last row and moves it to its final name. */
    void finish() throws IOException;

    /** Abandons the file unless it was finished; never throws. */
    @Override
    void close();
}
