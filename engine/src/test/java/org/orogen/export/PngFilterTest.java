package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The branch-free Paeth predictor against the specification's formula, for every byte triple; files
 * written with each filter decode (ImageIO) to the samples written.
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
