package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/** Exposes the independent test readers to tests in other packages. */
public final class ExrReaderForTests {

    private ExrReaderForTests() {
    }

    /** Channels of an EXR decoded by tinyexr. */
    public static Map<String, float[]> read(Path file) {
        return TinyExrReader.read(file).channels();
    }

    /** Samples of a RAW 16-bit little-endian file decoded by hand. */
    public static int[] readR16(Path file) throws IOException {
        return RawR16WriterTest.readR16(file);
    }
}
