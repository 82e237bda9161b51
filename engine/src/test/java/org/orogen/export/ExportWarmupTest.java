package org.orogen.export;

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
import org.orogen.bake.BakeCancelledException;
import org.orogen.bake.BakeException;
import org.orogen.bake.HeightRange;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;

/** The export's training run: when it runs, what it writes, and that it leaves nothing behind. */
class ExportWarmupTest {

    private static ExportRequest request(int width, int height, Set<MapFormat> formats, HeightRange declared) {
        return new ExportRequest(new SampleGrid(0, 0, 1000, 1000, width, height), TilePlan.single(width, height),
                null, Path.of("unused"), "t", formats, NormalConvention.OPENGL, ExrCompression.ZIP, List.of(),
                declared, new ExportRequest.Provenance("", "", 1, "test", Map.of()));
    }

    @Test
    void onlyLargeExportsOnMachinesWithCoresToSpare() {
        Set<MapFormat> maps = Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16);
        assertTrue(ExportWarmup.worthwhile(request(4096, 4096, maps, null), 4));
        assertFalse(ExportWarmup.worthwhile(request(4096, 4096, maps, null), 2), "two cores: no room beside the GPU");
        assertFalse(ExportWarmup.worthwhile(request(2049, 2049, maps, null), 16), "small: nothing to gain");
        assertFalse(ExportWarmup.worthwhile(request(8193, 8193, Set.of(MapFormat.ALBEDO_PNG8), null), 16),
                "albedo maps are not warmed up");
        assertEquals(Set.of(MapFormat.R16, MapFormat.MASK_PNG8), ExportWarmup.Training.of(
                request(8193, 8193, Set.of(MapFormat.R16, MapFormat.MASK_PNG8, MapFormat.ALBEDO_EXR), null), false)
                .formats());
    }

    /** Every format it warms up, both gradient sources: it runs and cleans up. */
    @Test
    void writesEveryWarmedFormatAndRemovesItsFolder(@TempDir Path parent) throws IOException, BakeException {
        Set<MapFormat> all = Set.of(MapFormat.PNG16, MapFormat.EXR, MapFormat.NORMAL_PNG8, MapFormat.MASK_PNG8,
                MapFormat.SPLAT_PNG8);
        assertEquals(List.of("warmup.exr", "warmup.png", "warmup_mask_warmup.png", "warmup_normal.png",
                "warmup_splat.png"), ExportWarmup.run(ExportWarmup.Training.of(request(300, 300, all, null), true),
                parent));
        assertEquals(List.of("warmup.r16", "warmup_mask_warmup.png", "warmup_normal.png"),
                ExportWarmup.run(ExportWarmup.Training.of(request(300, 300, Set.of(MapFormat.R16,
                        MapFormat.NORMAL_PNG16, MapFormat.MASK_PNG16), new HeightRange(-5, 5, HeightRange.Source.DECLARED)),
                        false), parent));
        assertEquals(List.of(), entries(parent), "the warm-up's folders are gone");
    }

    /** A warm-up covers another of the same kind of files, written the same way, with fewer formats. */
    @Test
    void coversWhatItAlreadyTrained() {
        ExportWarmup.Training maps = new ExportWarmup.Training(Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16,
                MapFormat.ALBEDO_PNG8), NormalConvention.OPENGL, ExrCompression.ZIP, true, 20_000);
        assertEquals(Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16), maps.formats(), "albedo maps are not trained");
        assertEquals(ExportWarmup.MAX_WIDTH, maps.width());
        assertTrue(maps.covers(new ExportWarmup.Training(Set.of(MapFormat.NORMAL_PNG16), NormalConvention.OPENGL,
                ExrCompression.ZIP, false, 4096)), "fewer formats, gradients from the graph");
        assertFalse(maps.covers(new ExportWarmup.Training(Set.of(MapFormat.R16), NormalConvention.OPENGL,
                ExrCompression.ZIP, false, 8193)), "another format");
        assertFalse(maps.covers(new ExportWarmup.Training(Set.of(MapFormat.NORMAL_PNG16), NormalConvention.DIRECTX,
                ExrCompression.ZIP, false, 8193)), "another green convention");
        ExportWarmup.Training graphGradients = new ExportWarmup.Training(Set.of(MapFormat.NORMAL_PNG16),
                NormalConvention.OPENGL, ExrCompression.ZIP, false, 8193);
        assertFalse(graphGradients.covers(maps), "height differences not trained");
    }

    /**
     * A warm-up begun before the request exists (the command line's) runs once: a second one it covers, and
     * the export's own, start no thread; small exports and two cores start none.
     */
    @Test
    void prestartedWarmUpRunsOnceForWhatItCovers() {
        // A training no other test starts (the record of started ones is the process's).
        ExportWarmup.Training training = new ExportWarmup.Training(Set.of(MapFormat.NORMAL_PNG8, MapFormat.MASK_PNG16),
                NormalConvention.DIRECTX, ExrCompression.NONE, true, 512);
        long large = 8193L * 8193;
        try (ExportWarmup small = ExportWarmup.prestart(training, 2049L * 2049, 16);
             ExportWarmup twoCores = ExportWarmup.prestart(training, large, 2)) {
            assertFalse(small.trainsEncoders(), "small: nothing to gain");
            assertFalse(twoCores.trainsEncoders(), "two cores: no room beside the GPU");
        }
        ExportRequest covered = new ExportRequest(new SampleGrid(0, 0, 1000, 1000, 8193, 8193), TilePlan.single(8193, 8193),
                null, Path.of("unused"), "t", Set.of(MapFormat.NORMAL_PNG8), NormalConvention.DIRECTX,
                ExrCompression.NONE, List.of(), null, new ExportRequest.Provenance("", "", 1, "test", Map.of()));
        // While the first is open (running or done, it counts as started):
        try (ExportWarmup first = ExportWarmup.prestart(training, large, 16);
             ExportWarmup again = ExportWarmup.prestart(training, large, 16);
             ExportWarmup own = ExportWarmup.start(covered, false, List.of(), 16)) {
            assertTrue(first.trainsEncoders());
            assertFalse(again.trainsEncoders(), "already started in this process");
            assertFalse(own.trainsEncoders(), "the export's own warm-up finds it started");
        }
    }

    /**
     * Closing stops a training run at its next band (an export that failed early does not wait for it): it
     * leaves no folder, and a training stopped before its end is forgotten, so a later export runs it again.
     */
    @Test
    void aStoppedWarmUpLeavesNothingAndIsForgotten(@TempDir Path parent) throws IOException {
        ExportWarmup.Training training = new ExportWarmup.Training(Set.of(MapFormat.PNG16, MapFormat.MASK_PNG16),
                NormalConvention.DIRECTX, ExrCompression.ZIP, false, 300);
        assertThrows(BakeCancelledException.class, () -> ExportWarmup.run(training, () -> true, parent));
        assertEquals(List.of(), entries(parent), "the stopped run removed its folder");
        assertTrue(ExportWarmup.claim(training), "a training no one started");
        assertFalse(ExportWarmup.claim(training), "started: claimed once");
        ExportWarmup.runQuietly(training, new java.util.concurrent.atomic.AtomicBoolean(true));
        assertTrue(ExportWarmup.claim(training), "stopped before its end: forgotten, so it may run again");
    }

    /**
     * CPU simulations' warm-ups run at any export size where there are cores to spare, one after another on
     * a thread of their own; one that fails does not stop the next, and closing waits for them.
     */
    @Test
    void simulationWarmUpsRunWithCoresToSpareWhateverTheSize() {
        Set<MapFormat> maps = Set.of(MapFormat.PNG16);
        java.util.concurrent.atomic.AtomicInteger ran = new java.util.concurrent.atomic.AtomicInteger();
        List<Runnable> tasks = List.of(() -> {
            throw new IllegalStateException("a warm-up that fails");
        }, ran::incrementAndGet, ran::incrementAndGet);
        ExportWarmup.start(request(65, 65, maps, null), false, tasks, 4).close();
        assertEquals(2, ran.get(), "both tasks after the failing one ran before close returned");
        ExportWarmup.start(request(65, 65, maps, null), false, tasks, 2).close();
        assertEquals(2, ran.get(), "two cores: no warm-up beside the GPU");
    }

    /** What {@code folder} holds: a test's own parent folder, so other processes' warm-ups never show. */
    private static List<Path> entries(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }
}
