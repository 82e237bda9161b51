package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** RAW/R16 files read back with a hand-written little-endian reader. */
class RawR16WriterTest {

    @TempDir
    Path dir;

    /** Straightforward independent reader: two bytes per sample, low byte first. */
    static int[] readR16(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int[] samples = new int[bytes.length / 2];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = (bytes[2 * i] & 0xff) | ((bytes[2 * i + 1] & 0xff) << 8);
        }
        return samples;
    }

    @Test
    void samplesAreLittleEndianRowMajor() throws IOException {
        int width = 5;
        int height = 3;
        Path target = dir.resolve("height.r16");
        try (RawR16Writer writer = RawR16Writer.open(target, width, height)) {
            for (int y = 0; y < height; y++) {
                int[] row = new int[width];
                for (int x = 0; x < width; x++) {
                    row[x] = y * 20000 + x * 301 + 0x0102;
                }
                writer.writeSamples(row);
            }
            writer.finish();
        }
        assertEquals(width * height * 2L, Files.size(target));
        int[] samples = readR16(target);
        assertEquals(0x0102, samples[0]);
        assertEquals(2 * 20000 + 4 * 301 + 0x0102, samples[2 * width + 4]);
        byte[] raw = Files.readAllBytes(target);
        assertEquals(0x02, raw[0]);
        assertEquals(0x01, raw[1]);
    }

    @Test
    void abandonedWriterLeavesNoFile() throws IOException {
        Path target = dir.resolve("partial.r16");
        try (RawR16Writer writer = RawR16Writer.open(target, 4, 4)) {
            writer.writeSamples(new int[4]);
        }
        assertFalse(Files.exists(target));
        try (var left = Files.list(dir)) {
            assertEquals(0, left.count());
        }
    }
}
