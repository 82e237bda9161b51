package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.awt.image.Raster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** PNGs written by {@link PngWriter} decoded by ImageIO, an independent reader. */
class PngWriterTest {

    private static final ExecutorService POOL = Executors.newFixedThreadPool(3);

    @TempDir
    Path dir;

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    /** Smooth field plus noise, like a heightmap, so every filter branch and several blocks run. */
    private static int[][] image(int width, int height, int channels, int bits, long seed) {
        Random random = new Random(seed);
        int max = (1 << bits) - 1;
        int[][] rows = new int[height][width * channels];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                for (int c = 0; c < channels; c++) {
                    double smooth = 0.5 + 0.45 * Math.sin(x * 0.013 + c) * Math.cos(y * 0.021 - c);
                    int v = (int) Math.round(smooth * max) + random.nextInt(5) - 2;
                    rows[y][x * channels + c] = Math.clamp(v, 0, max);
                }
            }
        }
        return rows;
    }

    @ParameterizedTest
    @EnumSource(PngPixelFormat.class)
    void everyFormatDecodesToTheWrittenSamples(PngPixelFormat format) throws IOException {
        // 16-bit gray at 700 px is 1400 bytes per row: 374 rows per block, so 3 blocks.
        int width = 700;
        int height = 901;
        int[][] rows = image(width, height, format.channels(), format.bitDepth(), format.ordinal());
        Path target = dir.resolve("map.png");
        try (PngWriter writer = PngWriter.open(target, width, height, format, PngWriter.DEFAULT_LEVEL, POOL, 3)) {
            for (int[] row : rows) {
                writer.writeSamples(row);
            }
            writer.finish();
        }
        BufferedImage decoded = ImageIO.read(target.toFile());
        assertNotNull(decoded, "ImageIO could not decode the PNG");
        assertEquals(width, decoded.getWidth());
        assertEquals(height, decoded.getHeight());
        Raster raster = decoded.getRaster();
        assertEquals(format.channels(), raster.getNumBands());
        assertEquals(format.bitDepth(), raster.getSampleModel().getSampleSize(0));
        int[] actual = new int[width * format.channels()];
        for (int y = 0; y < height; y++) {
            raster.getPixels(0, y, width, 1, actual);
            assertArrayEquals(rows[y], actual, "row " + y);
        }
    }

    @ParameterizedTest
    @EnumSource(PngPixelFormat.class)
    void huffmanDeflateAndZlibGiveTheSamePixels(PngPixelFormat format) throws IOException {
        int width = 900;
        int height = 700;
        int[][] rows = image(width, height, format.channels(), format.bitDepth(), 40 + format.ordinal());
        Path ours = write(dir.resolve("huffman.png"), rows, width, format, "huffman");
        Path zlib = write(dir.resolve("zlib.png"), rows, width, format, "zlib");
        assertFalse(java.util.Arrays.equals(Files.readAllBytes(ours), Files.readAllBytes(zlib)),
                "the two encoders write different Huffman codes");
        assertTrue(Files.size(ours) <= Files.size(zlib) * 1.01, Files.size(ours) + " bytes, zlib " + Files.size(zlib));
        Raster a = ImageIO.read(ours.toFile()).getRaster();
        Raster b = ImageIO.read(zlib.toFile()).getRaster();
        int[] actual = new int[width * format.channels()];
        int[] other = new int[width * format.channels()];
        for (int y = 0; y < height; y++) {
            assertArrayEquals(rows[y], a.getPixels(0, y, width, 1, actual), "row " + y);
            assertArrayEquals(rows[y], b.getPixels(0, y, width, 1, other), "row " + y + " (zlib)");
        }
    }

    @Test
    void unknownDeflateEncoderIsRefusedWithTheChoices() {
        String old = System.setProperty(PngWriter.DEFLATE_PROPERTY, "zopfli");
        try {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> PngWriter.open(dir.resolve("x.png"), 4, 4, PngPixelFormat.GRAY16));
            assertTrue(e.getMessage().contains("use huffman (the default) or zlib"), e.getMessage());
        } finally {
            restore(old);
        }
        assertFalse(Files.exists(dir.resolve("x.png")));
    }

    /** Writes {@code rows} with the Huffman-only encoder named (the value of {@link PngWriter#DEFLATE_PROPERTY}). */
    private static Path write(Path target, int[][] rows, int width, PngPixelFormat format, String encoder)
            throws IOException {
        String old = System.setProperty(PngWriter.DEFLATE_PROPERTY, encoder);
        try (PngWriter writer = PngWriter.open(target, width, rows.length, format, PngWriter.DEFAULT_LEVEL, POOL, 3)) {
            for (int[] row : rows) {
                writer.writeSamples(row);
            }
            writer.finish();
        } finally {
            restore(old);
        }
        return target;
    }

    private static void restore(String old) {
        if (old == null) {
            System.clearProperty(PngWriter.DEFLATE_PROPERTY);
        } else {
            System.setProperty(PngWriter.DEFLATE_PROPERTY, old);
        }
    }

    @Test
    void flatAreasUseLz77AndShrink() throws IOException {
        // A clamped plateau: every residual is zero, so blocks switch from Huffman-only to LZ77.
        int width = 1000;
        int height = 600;
        Path target = dir.resolve("flat.png");
        int[] row = new int[width];
        java.util.Arrays.fill(row, 40000);
        try (PngWriter writer = PngWriter.open(target, width, height, PngPixelFormat.GRAY16, 2, POOL, 3)) {
            for (int y = 0; y < height; y++) {
                writer.writeSamples(row);
            }
            writer.finish();
        }
        assertTrue(Files.size(target) < width * height * 2 / 100, "flat image took " + Files.size(target) + " bytes");
        Raster raster = ImageIO.read(target.toFile()).getRaster();
        assertEquals(40000, raster.getSample(999, 599, 0));
        assertEquals(40000, raster.getSample(0, 0, 0));
    }

    @Test
    void finishedFilesGetTheUsualPermissionsNotOwnerOnly() throws IOException {
        Path target = dir.resolve("shared.png");
        try (PngWriter writer = PngWriter.open(target, 2, 2, PngPixelFormat.GRAY8)) {
            writer.writeSamples(new int[] {1, 2});
            writer.writeSamples(new int[] {3, 4});
            writer.finish();
        }
        // Same permissions as a file created normally in that folder (the umask decides).
        Path reference = Files.createFile(dir.resolve("reference"));
        assertEquals(Files.getPosixFilePermissions(reference), Files.getPosixFilePermissions(target));
    }

    @Test
    void singlePixelImageIsValid() throws IOException {
        Path target = dir.resolve("one.png");
        try (PngWriter writer = PngWriter.open(target, 1, 1, PngPixelFormat.GRAY16)) {
            writer.writeSamples(new int[] {54321});
            writer.finish();
        }
        assertEquals(54321, ImageIO.read(target.toFile()).getRaster().getSample(0, 0, 0));
    }

    /**
     * Rows handed over in calls of {@link PngWriter#writeRows} (whole blocks packed and compressed by tasks,
     * the rows around them on the calling thread), mixed with single rows, give the bytes of row-by-row
     * writing: calls that start and end inside blocks, span several, hold none whole, and end the image.
     */
    @Test
    void rowsWrittenByBlockTasksGiveTheSameFile() throws IOException {
        int width = 3000; // 16-bit RGB rows of 18,000 bytes: 29 rows per block
        int[][] rows = image(width, 211, 3, 16, 11);
        Path byRow = dir.resolve("rows.png");
        try (PngWriter writer = PngWriter.open(byRow, width, rows.length, PngPixelFormat.RGB16, 2, POOL, 3)) {
            for (int[] row : rows) {
                writer.writeSamples(row);
            }
            writer.finish();
        }
        int[] calls = {7, 60, 1, 29, 0, 58, 3, 52}; // and one writeSamples row after the call of 1: 211 rows
        Path byCalls = dir.resolve("calls.png");
        try (PngWriter writer = PngWriter.open(byCalls, width, rows.length, PngPixelFormat.RGB16, 2, POOL, 3)) {
            int next = 0;
            for (int count : calls) {
                int first = next;
                writer.writeRows((r, samples, out, offset) -> {
                    System.arraycopy(rows[first + r], 0, samples, 0, samples.length);
                    writer.pack(samples, out, offset);
                }, count);
                next += count;
                if (next < rows.length && count == 1) {
                    writer.writeSamples(rows[next++]); // a single row between two calls
                }
            }
            assertEquals(rows.length, next);
            writer.finish();
        }
        assertArrayEquals(Files.readAllBytes(byRow), Files.readAllBytes(byCalls));
    }

    /**
     * The same for random shapes: rows of one to hundreds per block (wide 16-bit rows down to one row a
     * block), 8- and 16-bit formats, calls of random lengths with single rows between some of them.
     */
    @Test
    void randomCallsGiveTheSameFileAsRowByRow() throws IOException {
        Random random = new Random(20261128);
        PngPixelFormat[] formats = {PngPixelFormat.GRAY8, PngPixelFormat.GRAY16, PngPixelFormat.RGB16,
            PngPixelFormat.RGB8};
        int[] widths = {7, 1500, 30_000, 100_000}; // 100,000 RGB16 pixels: 600 kB, one row per block
        for (int trial = 0; trial < formats.length * widths.length; trial++) {
            PngPixelFormat format = formats[trial % formats.length];
            int width = widths[trial / formats.length];
            int height = 1 + random.nextInt(width > 20_000 ? 12 : 120);
            int[][] rows = image(width, height, format.channels(), format.bitDepth(), trial);
            Path byRow = dir.resolve("rows-" + trial + ".png");
            try (PngWriter writer = PngWriter.open(byRow, width, height, format, 2, POOL, 3)) {
                for (int[] row : rows) {
                    writer.writeSamples(row);
                }
                writer.finish();
            }
            Path byCalls = dir.resolve("calls-" + trial + ".png");
            try (PngWriter writer = PngWriter.open(byCalls, width, height, format, 2, POOL, 3)) {
                int next = 0;
                while (next < height) {
                    if (random.nextInt(4) == 0) {
                        writer.writeSamples(rows[next++]);
                        continue;
                    }
                    int first = next;
                    int count = Math.min(height - next, random.nextInt(40));
                    writer.writeRows((r, samples, out, offset) -> {
                        System.arraycopy(rows[first + r], 0, samples, 0, samples.length);
                        writer.pack(samples, out, offset);
                    }, count);
                    next += count;
                }
                writer.finish();
            }
            assertArrayEquals(Files.readAllBytes(byRow), Files.readAllBytes(byCalls),
                    format + ", " + width + " × " + height);
        }
    }

    /** A row that cannot be packed fails the file: the error comes out, and nothing is left on disk. */
    @Test
    void aRowThatFailsInABlockTaskFailsTheFile() {
        int width = 3000;
        Path target = dir.resolve("failing.png");
        IOException e = assertThrows(IOException.class, () -> {
            try (PngWriter writer = PngWriter.open(target, width, 200, PngPixelFormat.RGB16, 2, POOL, 3)) {
                writer.writeRows((r, samples, out, offset) -> {
                    if (r == 70) {
                        throw new IllegalStateException("row 70 cannot be computed");
                    }
                    writer.pack(samples, out, offset);
                }, 200);
                writer.finish();
            }
        });
        assertTrue(String.valueOf(e.getMessage()).contains("row 70 cannot be computed"), e.getMessage());
        assertFalse(Files.exists(target));
    }

    @Test
    void abandonedWriterLeavesNoFile() throws IOException {
        Path target = dir.resolve("partial.png");
        try (PngWriter writer = PngWriter.open(target, 600, 2000, PngPixelFormat.GRAY16, 2, POOL, 3)) {
            int[][] rows = image(600, 1000, 1, 16, 7);
            for (int[] row : rows) {
                writer.writeSamples(row);
            }
            // No finish(): the export was interrupted.
        }
        assertFalse(Files.exists(target));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(0, left.count(), "temporary files must be removed");
        }
    }

    @Test
    void finishBeforeLastRowIsRefused() throws IOException {
        Path target = dir.resolve("short.png");
        try (PngWriter writer = PngWriter.open(target, 10, 10, PngPixelFormat.GRAY8)) {
            writer.writeSamples(new int[10]);
            IllegalStateException e = assertThrows(IllegalStateException.class, writer::finish);
            assertTrue(e.getMessage().contains("1 of 10 rows"), e.getMessage());
        }
        assertFalse(Files.exists(target));
    }

    @Test
    void folderThatIsAFileGivesAClearMessage() throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("file.txt"), "x");
        IOException e = assertThrows(IOException.class,
                () -> PngWriter.open(notAFolder.resolve("map.png"), 4, 4, PngPixelFormat.GRAY16));
        assertTrue(e.getMessage().contains("--out"), e.getMessage());
    }
}
