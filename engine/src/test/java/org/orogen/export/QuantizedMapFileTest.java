package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.HeightRange;
import org.orogen.bake.SampleBand;

/**
 * {@link QuantizedMapFile#writeRows}, which quantizes and packs rows on several threads, writes the
 * same bytes as writing the rows one at a time, for each kind of packing (16-bit big-endian PNG,
 * 8-bit PNG, 16-bit little-endian RAW). Rows are wide enough that a PNG's compressed blocks hold a few
 * rows, and they come in bands that begin and end inside blocks, as an export's do.
 */
class QuantizedMapFileTest {

    /** 16-bit RGB rows of 18 kB: 29 rows per compressed block of a normal map. */
    private static final int WIDTH = 3001;
    /** The bands of the parallel writes: first rows (the last band ends at {@link #HEIGHT}). */
    private static final int[] BANDS = {0, 41, 42, 88};
    private static final int HEIGHT = 97;

    @TempDir
    Path folder;

    @Test
    void parallelRowsWriteTheSameBytesAsRowByRow() throws IOException {
        SampleBand band = band();
        HeightRange range = new HeightRange(-40, 55, HeightRange.Source.DECLARED);
        List<MapFileFactory> kinds = List.of(
                (group, target) -> new HeightPngFile(group, target, 3, WIDTH - 5, HEIGHT, range),
                (group, target) -> new HeightRawFile(group, target, 0, WIDTH, HEIGHT, range),
                (group, target) -> new NormalPngFile(group, target, 0, WIDTH, HEIGHT, 16, NormalConvention.OPENGL),
                (group, target) -> new NormalPngFile(group, target, 0, WIDTH, HEIGHT, 8, NormalConvention.DIRECTX));
        for (int k = 0; k < kinds.size(); k++) {
            byte[] parallel = write(kinds.get(k), band, "parallel-" + k, true);
            byte[] rowByRow = write(kinds.get(k), band, "rows-" + k, false);
            assertEquals(rowByRow.length, parallel.length, "file " + k);
            assertArrayEquals(rowByRow, parallel, "file " + k);
        }
    }

    @FunctionalInterface
    private interface MapFileFactory {
        MapFile open(PublishGroup group, Path target) throws IOException;
    }

    private byte[] write(MapFileFactory factory, SampleBand band, String name, boolean parallel) throws IOException {
        Path target = folder.resolve(name);
        try (PublishGroup group = new PublishGroup(); MapFile file = factory.open(group, target)) {
            if (parallel) {
                for (int b = 0; b < BANDS.length; b++) {
                    file.writeRows(band, BANDS[b], (b + 1 < BANDS.length ? BANDS[b + 1] : HEIGHT) - 1);
                }
            } else {
                for (int row = 0; row < HEIGHT; row++) {
                    file.writeRow(band, row);
                }
            }
            file.finish();
            group.publish();
        }
        return Files.readAllBytes(target);
    }

    /** Heights over and beyond the range, steep and NaN gradients. */
    private static SampleBand band() {
        SampleBand band = new SampleBand(WIDTH, HEIGHT, List.of());
        band.reset(0, HEIGHT);
        for (int i = 0; i < WIDTH * HEIGHT; i++) {
            band.height()[i] = (float) (60 * Math.sin(i * 0.013) + (i % 7));
            band.gradX()[i] = i % 101 == 0 ? Float.NaN : (float) (3 * Math.cos(i * 0.021));
            band.gradY()[i] = (float) (2 * Math.sin(i * 0.007 + 1));
        }
        return band;
    }
}
