package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The branch-free Paeth predictor and the row filter (both of its loops: one byte per pixel, and more)
 * against the specification's formula, for every byte triple; random rows of every pixel size against a
 * literal row filter; files written with each filter decode (ImageIO) to the samples written.
 */
class PngFilterTest {

    @TempDir
    Path folder;

    @Test
    void everyFilterDecodesToTheSamplesWritten() throws IOException {
        int width = 77;
        int height = 41;
        for (PngFilter filter : PngFilter.values()) {
            Path target = folder.resolve(filter + ".png");
            int[][] rows = new int[height][3 * width];
            try (PngWriter writer = PngWriter.open(AtomicOutputFile.create(target), width, height,
                    PngPixelFormat.of(3, 16), filter)) {
                for (int y = 0; y < height; y++) {
                    for (int i = 0; i < 3 * width; i++) {
                        int wave = (int) (32768 + 30000 * Math.sin(0.05 * i + 0.3 * y));
                        rows[y][i] = (wave + 17 * ((i * y) % 13)) & 0xffff;
                    }
                    writer.writeSamples(rows[y]);
                }
                writer.finish();
            }
            BufferedImage image = ImageIO.read(target.toFile());
            for (int y = 0; y < height; y++) {
                assertArrayEquals(rows[y], image.getRaster().getPixels(0, y, width, 1, (int[]) null),
                        filter + ", row " + y);
            }
        }
    }

    @Test
    void predictorEqualsTheSpecificationForEveryByteTriple() {
        for (int a = 0; a < 256; a++) {
            for (int b = 0; b < 256; b++) {
                for (int c = 0; c < 256; c++) {
                    int got = PngFilter.predictor(a, b, c);
                    if (got != specification(a, b, c)) {
                        assertEquals(specification(a, b, c), got, "a=" + a + " b=" + b + " c=" + c);
                    }
                }
            }
        }
    }

    @Test
    void paethRowsEqualTheSpecificationForEveryByteTriple() {
        // With 256 bytes per pixel, byte i of the second pixel has a = i, b = previous[256 + i] and
        // c = previous[i]: each (b, c) pair filters a row of every a and every raw value in one call.
        int bpp = 256;
        byte[] row = new byte[2 * bpp];
        byte[] previous = new byte[2 * bpp];
        byte[] out = new byte[2 * bpp + 1];
        for (int i = 0; i < bpp; i++) {
            row[i] = (byte) i;
        }
        for (int x = 0; x < 256; x += 51) {
            for (int i = 0; i < bpp; i++) {
                row[bpp + i] = (byte) (i * 7 + x);
            }
            for (int b = 0; b < 256; b++) {
                for (int c = 0; c < 256; c++) {
                    Arrays.fill(previous, 0, bpp, (byte) c);
                    Arrays.fill(previous, bpp, 2 * bpp, (byte) b);
                    PngFilter.paeth(row, 0, previous, 0, row.length, bpp, out, 0);
                    for (int i = 0; i < bpp; i++) {
                        int expected = (byte) ((row[bpp + i] & 0xff) - specification(i, b, c));
                        if (out[1 + bpp + i] != expected) {
                            assertEquals(expected, out[1 + bpp + i], "a=" + i + " b=" + b + " c=" + c);
                        }
                    }
                }
            }
        }
    }

    @Test
    void paethRowsOfEveryPixelSizeEqualALiteralFilter() {
        SplittableRandom random = new SplittableRandom(5);
        for (int bpp : new int[] {1, 2, 3, 4, 6, 8}) {
            for (int pixels : new int[] {1, 2, 3, 1000}) {
                int length = pixels * bpp;
                byte[] previous = new byte[length + 9];
                byte[] row = new byte[length + 13];
                for (int trial = 0; trial < 50; trial++) {
                    // Smooth 16-bit-like data (equal high bytes, ties) alternating with noise.
                    for (int i = 0; i < previous.length; i++) {
                        previous[i] = (byte) (trial % 2 == 0 ? random.nextInt(256) : 100 + random.nextInt(3));
                    }
                    for (int i = 0; i < row.length; i++) {
                        row[i] = (byte) (trial % 2 == 0 ? random.nextInt(256) : 100 + random.nextInt(3));
                    }
                    for (boolean first : new boolean[] {true, false}) {
                        byte[] above = first ? null : previous;
                        byte[] got = new byte[length + 1 + 4];
                        PngFilter.paeth(row, 13 - 4, above, 9, length, bpp, got, 4);
                        byte[] expected = literalPaeth(row, 13 - 4, above, 9, length, bpp);
                        assertArrayEquals(expected, Arrays.copyOfRange(got, 4, got.length),
                                "bpp " + bpp + ", " + pixels + " pixels, first row " + first);
                    }
                }
            }
        }
    }

    /** Filter type byte and the Paeth-filtered row, byte by byte as the specification writes it. */
    private static byte[] literalPaeth(byte[] row, int rowOffset, byte[] previous, int previousOffset, int length,
                                       int bpp) {
        byte[] out = new byte[length + 1];
        out[0] = 4;
        for (int i = 0; i < length; i++) {
            int a = i >= bpp ? row[rowOffset + i - bpp] & 0xff : 0;
            int b = previous != null ? previous[previousOffset + i] & 0xff : 0;
            int c = previous != null && i >= bpp ? previous[previousOffset + i - bpp] & 0xff : 0;
            out[1 + i] = (byte) ((row[rowOffset + i] & 0xff) - specification(a, b, c));
        }
        return out;
    }

    /** PNG specification §9.4, literally. */
    private static int specification(int a, int b, int c) {
        int p = a + b - c;
        int pa = Math.abs(p - a);
        int pb = Math.abs(p - b);
        int pc = Math.abs(p - c);
        if (pa <= pb && pa <= pc) {
            return a;
        }
        return pb <= pc ? b : c;
    }
}
