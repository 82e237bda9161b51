package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** EXR files from the hand-written {@link ExrWriter} decoded by tinyexr. */
class ExrWriterTest {

    @TempDir
    Path dir;

    private static float value(int channel, int x, int y) {
        return (float) (1234.5 * Math.sin(x * 0.05 + channel) * Math.cos(y * 0.03) - 17.25 * channel + x * 1e-3);
    }

    @ParameterizedTest
    @EnumSource(ExrCompression.class)
    void channelsDecodeBitForBit(ExrCompression compression) throws IOException {
        int width = 257;
        int height = 83; // not a multiple of ZIP's 16 lines
        // Given out of alphabetical order on purpose: the file stores channels sorted.
        List<String> names = List.of("Y", "G", "dx");
        Path target = dir.resolve("height.exr");
        try (ExrWriter writer = ExrWriter.open(target, width, height, names, compression)) {
            float[][] row = new float[names.size()][width];
            for (int y = 0; y < height; y++) {
                for (int c = 0; c < names.size(); c++) {
                    for (int x = 0; x < width; x++) {
                        row[c][x] = value(c, x, y);
                    }
                }
                writer.writeRow(row, 0);
            }
            writer.finish();
        }
        TinyExrReader.Decoded decoded = TinyExrReader.read(target);
        assertEquals(width, decoded.width());
        assertEquals(height, decoded.height());
        assertEquals(compression == ExrCompression.ZIP ? 3 : 0, decoded.compression());
        for (int c = 0; c < names.size(); c++) {
            float[] expected = new float[width * height];
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    expected[y * width + x] = value(c, x, y);
                }
            }
            assertArrayEquals(expected, decoded.channels().get(names.get(c)), 0f, "channel " + names.get(c));
        }
    }

    @Test
    void abandonedWriterLeavesNoFile() throws IOException {
        Path target = dir.resolve("partial.exr");
        try (ExrWriter writer = ExrWriter.open(target, 64, 64, List.of("Y"), ExrCompression.ZIP)) {
            writer.writeRow(new float[][] {new float[64]}, 0);
        }
        assertFalse(Files.exists(target));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(0, left.count());
        }
    }
}
