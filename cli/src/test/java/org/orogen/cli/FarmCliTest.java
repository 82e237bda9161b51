package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.app.Main;
import org.orogen.bake.TileShard;
import org.orogen.export.ExportMismatchException;
import org.orogen.export.ExrReaderForTests;

/**
 * Farm exports end to end: shards as separate, concurrent {@code orogen} processes writing into one
 * folder, {@code orogen tiles check}, {@code --shard auto} under each scheduler's environment, and the
 * refusal to shard without a fixed height range.
 */
class FarmCliTest {

    @TempDir
    static Path shared;

    static Path hills;

    @BeforeAll
    static void writeGraph() throws IOException {
        hills = CliTest.writeHills(shared);
    }

    private static final String[] EXPORT = {"--size", "257", "--tiles", "2x2", "--format",
        "r16,normal-png16,mask-png8", "--normals-from", "heights", "--height-range", "-130,130", "-q"};

    private static String[] exportInto(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("export", hills.toString(), "--out", out.toString()));
        args.addAll(List.of(EXPORT));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    /** Starts {@code orogen ARGS} in a JVM of its own, with this test's class path and JVM flags. */
    private static Process orogen(Path log, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> !a.startsWith("-agentlib:jdwp")).forEach(command::add);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    private static CliTest.Run check(Path folder) {
        return CliTest.run((out, err) -> new TilesCommand.Check(out, err), folder.toString());
    }

    private static List<Path> list(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }

    @Test
    void fourConcurrentShardProcessesEqualTheWholeExport(@TempDir Path dir) throws Exception {
        Path farm = dir.resolve("farm");
        List<Process> shards = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            shards.add(orogen(dir.resolve("shard-" + k + ".log"), exportInto(farm, "--shard", k + "/4")));
        }
        Path whole = dir.resolve("whole");
        String[] args = exportInto(whole);
        CliTest.Run single = CliTest.export(java.util.Arrays.copyOfRange(args, 1, args.length));
        assertEquals(0, single.code(), single.err());
        for (int k = 0; k < 4; k++) {
            assertTrue(shards.get(k).waitFor(120, TimeUnit.SECONDS), "shard " + k + " finished");
            assertEquals(0, shards.get(k).exitValue(),
                    Files.readString(dir.resolve("shard-" + k + ".log"), StandardCharsets.UTF_8));
        }
        CliTest.Run ok = check(farm);
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().startsWith("OK: 12 tile file(s), 4 sidecar(s), 12 shared edge(s)"), ok.out());
        int tiles = 0;
        for (Path file : list(whole)) {
            if (!file.toString().endsWith(".json")) {
                tiles++;
                assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(farm.resolve(file.getFileName())),
                        file.getFileName() + " is byte-identical to the whole export's");
            }
        }
        assertEquals(12, tiles, "height, normal and mask in 4 tiles");
        assertTrue(list(farm).stream().noneMatch(p -> p.toString().endsWith(".orogen-tmp")), "no temporary files");

        Files.delete(farm.resolve("hills_mask_steep_x0_y1.png"));
        CliTest.Run missing = check(farm);
        assertEquals(ExitCodes.CHECK_FAILED, missing.code());
        assertTrue(missing.err().contains("hills_mask_steep_x0_y1.png: missing"), missing.err());
    }

    /** A cut EXR and a cut PNG tile are each that file's problem (exit 7), not a crash or a stop. */
    @Test
    void cutTilesAreNamedAndTheRestIsStillChecked(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("cut");
        CliTest.Run r = CliTest.export(hills.toString(), "--out", out.toString(), "--size", "65", "--tiles", "2x2",
                "--format", "png16,exr", "--height-range", "-130,130", "-q");
        assertEquals(0, r.code(), r.err());
        Path exr = out.resolve("hills_x1_y0.exr");
        Files.write(exr, java.util.Arrays.copyOf(Files.readAllBytes(exr), 100));
        Path png = out.resolve("hills_x0_y1.png");
        byte[] bytes = Files.readAllBytes(png);
        Files.write(png, java.util.Arrays.copyOf(bytes, bytes.length * 3 / 5));
        CliTest.Run cut = check(out);
        assertEquals(ExitCodes.CHECK_FAILED, cut.code(), cut.err());
        for (String line : List.of(exr + ": unreadable exr file", png + ": unreadable png16 file",
                "2 problem(s)")) {
            assertTrue(cut.err().contains(line), "'" + line + "' in: " + cut.err());
        }
    }

    @Test
    void shardingWithoutAFixedRangeIsRefusedWithTheFix(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        CliTest.Run r = CliTest.export(hills.toString(), "--out", out.toString(), "--size", "65", "--tiles", "2",
                "--shard", "0/2");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().contains("needs one height range") && r.err().contains("--measure-range-only")
                && r.err().contains("--height-range MIN,MAX"), r.err());
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void theMeasuredRangeIsPrintedWrittenAndReproducesTheMeasuredExport(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        CliTest.Run measure = CliTest.export(hills.toString(), "--out", out.toString(), "--size", "65",
                "--measure-range-only", "-q");
        assertEquals(0, measure.code(), measure.err());
        String range = Files.readString(out.resolve("hills.height-range")).trim();
        assertEquals(range, measure.out().trim());
        assertEquals(List.of(out.resolve("hills.height-range")), list(out), "nothing else written");

        CliTest.Run measured = CliTest.export(hills.toString(), "--out", dir.resolve("a").toString(), "--size", "65",
                "-q");
        CliTest.Run given = CliTest.export(hills.toString(), "--out", dir.resolve("b").toString(), "--size", "65",
                "--height-range", range, "-q");
        assertEquals(0, given.code(), given.err());
        assertArrayEquals(Files.readAllBytes(dir.resolve("a/hills.png")), Files.readAllBytes(dir.resolve("b/hills.png")));
        assertTrue(measured.out().contains("measured") && given.out().contains("declared"));

        // The range is that of the heights themselves: the extrema of an EXR export's metres (the first of
        // equal values kept, as a scan in row order keeps it), printed as the doubles of those floats.
        CliTest.Run exr = CliTest.export(hills.toString(), "--out", dir.resolve("c").toString(), "--size", "65",
                "--format", "exr", "--height-range", range, "-q");
        assertEquals(0, exr.code(), exr.err());
        float min = Float.POSITIVE_INFINITY;
        float max = Float.NEGATIVE_INFINITY;
        for (float v : ExrReaderForTests.read(dir.resolve("c/hills.exr")).get("Y")) {
            min = v < min ? v : min;
            max = v > max ? v : max;
        }
        assertEquals((double) min + "," + (double) max, range);
    }

    @Test
    void aBugInsideTheExportIsAnInternalErrorNotABadArgument(@TempDir Path dir) throws CliFailure {
        PreparedExport export = ExportCommand.prepare(List.of(hills.toString(), "--out", dir.toString(), "--size",
                "65"));
        CliFailure bug = assertThrows(CliFailure.class, () -> export.mapFailures(() -> {
            throw new IllegalArgumentException("Bands must start on a block row (multiple of 128), got row 1");
        }));
        assertEquals(ExitCodes.INTERNAL, bug.exitCode());
        assertTrue(bug.getMessage().contains("Internal error") && bug.getMessage().contains("report"),
                bug.getMessage());
        CliFailure mismatch = assertThrows(CliFailure.class, () -> export.mapFailures(() -> {
            throw new ExportMismatchException("Splat layer 'x' is not a mask output");
        }));
        assertEquals(ExitCodes.USAGE, mismatch.exitCode(), "a request the graph cannot satisfy stays exit 2");
    }

    @Test
    void autoShardsFromAKubernetesIndexedJob() throws CliFailure {
        assertEquals(new TileShard(3, 8), ShardSpec.parse("auto/8", Map.of("JOB_COMPLETION_INDEX", "3")));
        assertEquals(new TileShard(3, 8), ShardSpec.parse("auto",
                Map.of("JOB_COMPLETION_INDEX", "3", ShardSpec.COUNT_VARIABLE, "8")));
        CliFailure noCount = assertThrows(CliFailure.class,
                () -> ShardSpec.parse("auto", Map.of("JOB_COMPLETION_INDEX", "3")));
        assertTrue(noCount.getMessage().contains(ShardSpec.COUNT_VARIABLE), noCount.getMessage());
        CliFailure outside = assertThrows(CliFailure.class,
                () -> ShardSpec.parse("auto/2", Map.of("JOB_COMPLETION_INDEX", "3")));
        assertEquals(ExitCodes.USAGE, outside.exitCode());
    }

    @Test
    void autoShardsFromASlurmJobArray() throws CliFailure {
        assertEquals(new TileShard(2, 4), ShardSpec.parse("auto",
                Map.of("SLURM_ARRAY_TASK_ID", "2", "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_COUNT", "4")));
        assertEquals(new TileShard(0, 4), ShardSpec.parse("auto", Map.of("SLURM_ARRAY_TASK_ID", "1",
                "SLURM_ARRAY_TASK_MIN", "1", "SLURM_ARRAY_TASK_MAX", "4", "SLURM_ARRAY_TASK_COUNT", "4")),
                "--array=1-4 starts at shard 0");
        assertEquals(new TileShard(2, 6), ShardSpec.parse("auto/6", Map.of("SLURM_ARRAY_TASK_ID", "2")));
        CliFailure step = assertThrows(CliFailure.class, () -> ShardSpec.parse("auto", Map.of("SLURM_ARRAY_TASK_ID",
                "4", "SLURM_ARRAY_TASK_STEP", "4", "SLURM_ARRAY_TASK_COUNT", "4")));
        assertTrue(step.getMessage().contains("step"), step.getMessage());
    }

    @Test
    void explicitAndMissingShards() throws CliFailure {
        assertEquals(new TileShard(2, 8), ShardSpec.parse("2/8", Map.of()));
        for (String bad : List.of("8/8", "2", "a/b", "-1/4", "2/0")) {
            assertEquals(ExitCodes.USAGE, assertThrows(CliFailure.class, () -> ShardSpec.parse(bad, Map.of()))
                    .exitCode(), bad);
        }
        CliFailure none = assertThrows(CliFailure.class, () -> ShardSpec.parse("auto", Map.of()));
        assertTrue(none.getMessage().contains("JOB_COMPLETION_INDEX") && none.getMessage().contains("SLURM_ARRAY_TASK_ID"),
                none.getMessage());
    }
}
