package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.BakeException;
import org.orogen.bake.FieldSampler;

/**
 * A tile file that is cut short or cannot be decoded is reported as that file's problem, and the rest
 * of the folder is still checked: the check never stops at one bad file.
 */
class TileSetCheckTest {

    @TempDir
    Path dir;

    /** Heights as PNG, EXR and R16 in 2 x 2 tiles sharing a pixel, so that PNG and R16 edges are decoded. */
    @BeforeEach
    void export() throws IOException, BakeException {
        ExportRequest request = new ExportRequest(ShardedExportTest.GRID, ShardedExportTest.PLAN, null, dir,
                "terrain", Set.of(MapFormat.PNG16, MapFormat.EXR, MapFormat.R16), null, null, List.of(),
                ShardedExportTest.RANGE, new ExportRequest.Provenance("demo.graph", "ab12", 3, "test", Map.of()));
        try (FieldSampler sampler = MapExportTest.sampler(7)) {
            new MapExport(request, sampler, null, null).run();
        }
        assertTrue(TileSetCheck.check(dir).ok(), "the export as written passes");
    }

    @Test
    void anExrCutInItsHeaderIsThatTilesProblem() throws IOException {
        cut("terrain_x1_y0.exr", 100);
        Files.delete(dir.resolve("terrain_x0_y1.png"));
        assertProblems(List.of("terrain_x1_y0.exr: unreadable exr file", "terrain_x0_y1.png: missing"));
    }

    @Test
    void anExrCutInItsPixelsIsThatTilesProblem() throws IOException {
        cut("terrain_x1_y1.exr", (int) Files.size(dir.resolve("terrain_x1_y1.exr")) / 2);
        assertProblems(List.of("terrain_x1_y1.exr: unreadable exr file"));
    }

    @Test
    void aPngCutInItsPixelsIsThatTilesProblemAndItsNeighboursAreStillCompared() throws IOException {
        cut("terrain_x0_y0.png", (int) Files.size(dir.resolve("terrain_x0_y0.png")) * 3 / 5);
        cut("terrain_x1_y1.r16", 400);
        assertProblems(List.of("terrain_x0_y0.png: unreadable png16 file", "terrain_x1_y1.r16: wrong size"));
        assertEquals(2 + 2, TileSetCheck.check(dir).edges(),
                "the PNG edges that do not touch the cut tile, the R16 edges that do not touch the short one");
    }

    @Test
    void aPngWhoseCompressedPixelsAreGarbageIsThatTilesProblem() throws IOException {
        Path file = dir.resolve("terrain_x1_y0.png");
        byte[] bytes = Files.readAllBytes(file);
        // The chunk lengths stay right, so only decoding finds it: the largest IDAT's data is no zlib stream.
        int[] idat = largestIdat(bytes);
        Arrays.fill(bytes, idat[0], idat[0] + idat[1], (byte) 0xff);
        Files.write(file, bytes);
        assertProblems(List.of("terrain_x1_y0.png: unreadable png16 file"));
    }

    @Test
    void aSidecarCutShortIsNamedAsABrokenSidecar() throws IOException {
        cut("terrain.json", (int) Files.size(dir.resolve("terrain.json")) / 2);
        assertProblems(List.of("terrain.json: an export sidecar that is not valid JSON"));
    }

    private void cut(String name, int length) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, Arrays.copyOf(Files.readAllBytes(file), length));
    }

    /** Exactly these problems, each by the start of its line (file name and words). */
    private void assertProblems(List<String> expected) throws IOException {
        List<String> lines = TileSetCheck.check(dir).problems().stream()
                .map(p -> p.file().getFileName() + ": " + p.message()).toList();
        assertEquals(expected.size(), lines.size(), lines.toString());
        for (String start : expected) {
            assertTrue(lines.stream().anyMatch(l -> l.startsWith(start)), start + " in " + lines);
        }
    }

    /** Offset and length of the data of the largest IDAT chunk. */
    private static int[] largestIdat(byte[] png) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(png);
        int[] largest = {0, 0};
        for (int at = 8; at + 8 <= png.length; at += 12 + b.getInt(at)) {
            if (b.getInt(at + 4) == 0x49444154 && b.getInt(at) > largest[1]) { // "IDAT"
                largest = new int[] {at + 8, b.getInt(at)};
            }
        }
        assertTrue(largest[1] > 0, "an IDAT chunk");
        return largest;
    }
}
