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

    /** Completes the file after its last row and moves it to its final name. */
    void finish() throws IOException;

    /** Abandons the file unless it was finished; never throws. */
    @Override
    void close();
}
