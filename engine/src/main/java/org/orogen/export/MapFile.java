package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import org.orogen.bake.SampleBand;

/**
 * One output file of an export (one map of one tile), fed grid rows in order from baked bands.
 * It covers columns {@code [x0, x0 + width)} of each row it receives.
 */
public interface MapFile extends AutoCloseable {

    /** Final path of the file. */
    Path target();

    /** Encodes grid row {@code row} of {@code band} (columns {@code [x0, x0 + width)}). */
    void writeRow(SampleBand band, int row) throws IOException;

    /** Encodes grid rows {@code [from, to]} of {@code band} in order; a file may prepare them in parallel. */
    default void writeRows(SampleBand band, int from, int to) throws IOException {
        for (int row = from; row <= to; row++) {
            writeRow(band, row);
        }
    }

    /** Completes the file after its last row. */
    void finish() throws IOException;

    /** Abandons the file unless finished; never throws. */
    @Override
    void close();
}
