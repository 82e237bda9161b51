package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code orogen export} of the sample carved by {@code erosion.fluvial} (ridged_range, a 513²
 * simulation grid) at 513²: it runs, the heights are finite and lower than without erosion, and
 * the river mask marks channels.
 */
class FluvialSampleExportTest {
    private static final Path SAMPLE = Path.of("../samples/ridged_range.graph");

    private static float[] heights(Path folder) throws IOException {
        return org.orogen.export.ExrReaderForTests.read(folder.resolve("ridged_range.exr")).get("Y");
    }

    @Test
    void theRidgedRangeSampleExportsAt513WithRivers(@TempDir Path dir) throws IOException {
        Path eroded = dir.resolve("eroded");
        Path raw = dir.resolve("raw");
        CliTest.Run r = CliTest.export(SAMPLE.toString(), "--out", eroded.toString(), "--size", "513", "--format",
                "exr,mask-png8", "-q");
        assertEquals(0, r.code(), r.err());
        CliTest.Run r0 = CliTest.export(SAMPLE.toString(), "--out", raw.toString(), "--size", "513", "--format", "exr",
                "--set", "rivers.duration=0", "-q");
        assertEquals(0, r0.code(), r0.err());
        float[] after = heights(eroded);
        float[] before = heights(raw);
        assertEquals(513 * 513, after.length);
        double lowered = 0;
        for (int i = 0; i < after.length; i++) {
            assertTrue(Float.isFinite(after[i]), "height " + i);
            lowered += before[i] - after[i];
        }
        lowered /= after.length;
        assertTrue(lowered > 10, "mean incision " + lowered + " m");
        int[] river = ImageIO.read(eroded.resolve("ridged_range_mask_river.png").toFile()).getRaster()
                .getPixels(0, 0, 513, 513, (int[]) null);
        int channels = 0;
        for (int v : river) {
            channels += v > 127 ? 1 : 0;
        }
        assertTrue(channels > 500 && channels < 513 * 513 / 10, "river pixels: " + channels);
    }
}
