package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.BakeException;
import org.orogen.bake.FieldSampler;
import org.orogen.bake.HeightDifferenceGradients;
import org.orogen.bake.HeightRange;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.bake.TileShard;

/**
 * Shards of one export written into one folder equal the whole export file for file, and
 * {@link TileSetCheck} accepts them, or names each file that is missing or does not belong.
 */
class ShardedExportTest {

    @TempDir
    Path dir;

    static final SampleGrid GRID = new SampleGrid(-200, 100, 1000, 1000, 65, 65);
    static final TilePlan PLAN = TilePlan.of(65, 65, 2, 2, 1);
    static final HeightRange RANGE = new HeightRange(-400, 500, HeightRange.Source.DECLARED);
    static final Set<MapFormat> FORMATS = Set.of(MapFormat.R16, MapFormat.NORMAL_PNG16, MapFormat.MASK_PNG8);

    private static ExportRequest request(Path folder, long seed, HeightRange range) {
        return new ExportRequest(GRID, PLAN, null, folder, "terrain", FORMATS, null, null, List.of(), range,
                new ExportRequest.Provenance("demo.graph", "ab12", seed, "test", Map.of("n1.scale", "300")));
    }

    /** Slopes from height differences: a shard starting mid-grid must still see the row above. */
    private static FieldSampler sampler() {
        return new HeightDifferenceGradients(MapExportTest.sampler(7));
    }

    private static void export(ExportRequest request) throws IOException, BakeException {
        try (FieldSampler sampler = sampler()) {
            new MapExport(request, sampler, null, null).run();
        }
    }

    private Path shardedExport(String name) throws Exception {
        Path out = Files.createDirectory(dir.resolve(name));
        for (int k = 3; k >= 0; k--) {
            export(request(out, 11, RANGE).withShard(new TileShard(k, 4)));
        }
        return out;
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.sorted().toList();
        }
    }

    @Test
    void shardsWriteTheSameTilesAsTheWholeExportAndPassTheCheck() throws Exception {
        Path whole = Files.createDirectory(dir.resolve("whole"));
        export(request(whole, 11, RANGE));
        Path sharded = shardedExport("sharded");
        int tiles = 0;
        for (Path file : files(whole)) {
            if (file.toString().endsWith(".json")) {
                continue;
            }
            tiles++;
            assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(sharded.resolve(file.getFileName())),
                    file.getFileName() + " is byte-identical");
        }
        assertEquals(4 * 4, tiles, "4 tiles of height, normal and two masks");
        for (int k = 0; k < 4; k++) {
            assertTrue(Files.exists(sharded.resolve("terrain.shard-" + k + "-of-4.json")));
        }
        TileSetCheck.Report report = TileSetCheck.check(sharded);
        assertTrue(report.ok(), report.problems().toString());
        assertEquals(16, report.files());
        assertEquals(4 * 4, report.edges(), "2 east and 2 south edges per map");
        assertTrue(TileSetCheck.check(whole).ok(), "a whole export passes too");
    }

    private static void assertNamed(Path folder, String file, String words) throws IOException {
        TileSetCheck.Report report = TileSetCheck.check(folder);
        assertFalse(report.ok());
        assertTrue(report.problems().stream().anyMatch(p -> p.file().getFileName().toString().equals(file)
                && p.message().contains(words)), "a problem names " + file + " (" + words + "): " + report.problems());
    }

    @Test
    void anExportLeavesNoSidecarOfAnotherDivisionOfItsTilesBehind() throws Exception {
        Path out = shardedExport("redone");
        // Done again as a whole with another seed: the shards' sidecars described tiles it replaced.
        export(request(out, 12, RANGE));
        assertTrue(files(out).stream().noneMatch(f -> f.getFileName().toString().contains(".shard-")), files(out)::toString);
        assertTrue(TileSetCheck.check(out).ok(), TileSetCheck.check(out).problems()::toString);
        // Then as two shards: the whole export's sidecar goes; the two shards' stay with each other.
        export(request(out, 13, RANGE).withShard(new TileShard(0, 2)));
        export(request(out, 13, RANGE).withShard(new TileShard(1, 2)));
        assertEquals(List.of("terrain.shard-0-of-2.json", "terrain.shard-1-of-2.json"), files(out).stream()
                .map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".json")).toList());
        assertTrue(TileSetCheck.check(out).ok(), TileSetCheck.check(out).problems()::toString);
    }

    @Test
    void aMissingTileIsNamed() throws Exception {
        Path out = shardedExport("missing");
        Files.delete(out.resolve("terrain_normal_x1_y0.png"));
        assertNamed(out, "terrain_normal_x1_y0.png", "missing");
    }

    @Test
    void aMissingShardIsNamed() throws Exception {
        Path out = shardedExport("no-shard");
        Files.delete(out.resolve("terrain.shard-2-of-4.json"));
        Files.delete(out.resolve("terrain_x0_y1.r16"));
        assertNamed(out, "terrain.shard-2-of-4.json", "missing");
        assertNamed(out, "terrain_x0_y1.r16", "missing");
    }

    @Test
    void aTileFromAnotherSeedIsNamed() throws Exception {
        Path out = shardedExport("seed");
        export(request(out, 12, RANGE).withShard(new TileShard(3, 4)));
        assertNamed(out, "terrain_x1_y1.r16", "seed 12");
        assertNamed(out, "terrain.shard-3-of-4.json", "seed 12");
    }

    @Test
    void aTileWithAnotherHeightRangeIsNamed() throws Exception {
        Path out = shardedExport("range");
        export(request(out, 11, new HeightRange(-300, 500, HeightRange.Source.DECLARED))
                .withShard(new TileShard(1, 4)));
        assertNamed(out, "terrain_x1_y0.r16", "height range min -300.0");
        // Its quantized heights differ from its neighbours' on the shared pixels too.
        assertNamed(out, "terrain_x1_y1.r16", "shared edge differs");
    }

    @Test
    void aTruncatedTileIsNamed() throws Exception {
        Path out = shardedExport("short");
        Path file = out.resolve("terrain_x0_y0.r16");
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length - 66));
        assertNamed(out, "terrain_x0_y0.r16", "wrong size");
    }

    @Test
    void aShardWithoutAFixedRangeIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> request(dir, 11, null).withShard(new TileShard(0, 2)));
        assertTrue(e.getMessage().contains("height range"), e.getMessage());
    }

    @Test
    void theRangeOnlyMeasurementMatchesTheExportsMeasurement() throws Exception {
        Path out = Files.createDirectory(dir.resolve("measured"));
        HeightRange measured;
        try (FieldSampler sampler = sampler()) {
            measured = new MapExport(request(out, 11, null), sampler, null, null).measureRangeOnly();
        }
        try (FieldSampler sampler = sampler()) {
            assertEquals(new MapExport(request(out, 11, null), sampler, null, null).run().range(), measured);
        }
    }
}
