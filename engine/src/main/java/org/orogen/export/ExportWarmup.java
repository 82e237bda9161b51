package org.orogen.export;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.orogen.bake.BakeCancelledException;
import org.orogen.bake.BakeException;
import org.orogen.bake.FieldSampler;
import org.orogen.bake.FileNameTemplate;
import org.orogen.bake.HeightDifferenceGradients;
import org.orogen.bake.HeightRange;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleChannels;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;

/**
 * A small training run of an export's CPU side, in the background while the GPU side starts: the same
 * formats written from a synthetic terrain of {@link #ROWS} rows as wide as the export (at most
 * {@link #MAX_WIDTH}), into a temporary folder that is deleted afterwards. By the time the real first
 * band arrives the JIT has compiled the per-row kernels it runs (gradients from height differences,
 * PNG and RAW row encoding, filters, Huffman coding), which a cold JVM otherwise interprets through the
 * first band: on the GPU machine that band took 0.6 s more than the others (docs/performance.md).
 *
 * <p>Only for large exports on machines with cores to spare ({@link #worthwhile}); it never fails the
 * export: a warm-up that cannot write its folder just stops.
 *
 * <p>Simulations that compute on the CPU (fluvial erosion) are warmed up too, on a thread of their own,
 * at any export size: their solver runs once per export before the first band, and a cold JVM
 * interprets its first iterations ({@code Simulation#warmUp}).
 *
 * <p>The JIT's state belongs to the process, so an encoder warm-up runs once for what it trains
 * ({@link Training}): a later export that one already {@linkplain Training#covers covers} starts none (the
 * editor's second export, or an {@code orogen export} whose command line began it with {@link #prestart}
 * as soon as its arguments were parsed, before the graph loaded and compiled).
 *
 * <p>{@link ExportJob#run} starts one around its bake:
 * <pre>{@code
 * try (ExportWarmup warmup = ExportWarmup.startIfWorthwhile(request, slopesFromHeights, simulations)) {
 *     ... build the GPU sampler, then new MapExport(request, sampler, ...).run()
 * }   // close() waits for the warm-up (long done by then) and its folder's removal
 * }</pre>
 */
public final class ExportWarmup implements AutoCloseable {

    /**
     * Rows of the synthetic terrain: enough loop iterations for the JIT's optimizing tier. On the H200 machine
     * 48 rows left an 8193² export's first band 0.1-0.5 s slower than the others, 480 rows 0.05-0.2 s
     * (docs/performance.md).
     */
    static final int ROWS = 480;
    /** Widest row of the synthetic terrain. */
    static final int MAX_WIDTH = 8193;
    /** Rows per band of the run (several bands, as in a real export). */
    private static final int BAND_ROWS = 96;
    /** Smallest export worth warming up for, in pixels (4096²). */
    static final long MIN_PIXELS = 4096L * 4096;
    /** Fewest processors: the warm-up runs beside the GPU start-up, not instead of it. */
    static final int MIN_PROCESSORS = 4;

    /** {@code -Dorogen.export.warmup=false} turns the warm-up off (for benchmarks comparing with it). */
    public static final String PROPERTY = "orogen.export.warmup";
    private static final boolean ENABLED = !"false".equalsIgnoreCase(System.getProperty(PROPERTY, "true").strip());

    /** Every encoder warm-up started in this process (the JIT's state is the process's). */
    private static final List<Training> STARTED = new ArrayList<>();

    private final Thread thread;
    private final Thread simulations;
    /** Set by {@link #close}: the encoders' training run stops at its next band. */
    private final AtomicBoolean stop;

    /**
     * What an encoder warm-up trains: the formats it writes (albedo maps left out), the normal convention and
     * EXR compression they are written with, whether the normals come from height differences, and the row
     * width (the export's, at most {@link #MAX_WIDTH}).
     */
    public record Training(Set<MapFormat> formats, NormalConvention normals, ExrCompression exrCompression,
                           boolean heightDifferences, int width) {
        public Training {
            Set<MapFormat> warmed = EnumSet.noneOf(MapFormat.class);
            formats.stream().filter(f -> !f.map().equals("albedo")).forEach(warmed::add);
            formats = Set.copyOf(warmed);
            width = Math.min(width, MAX_WIDTH);
        }

        /** What a warm-up for {@code request} trains. */
        public static Training of(ExportRequest request, boolean slopesFromHeights) {
            return new Training(request.formats(), request.normals(), request.exrCompression(), slopesFromHeights,
                    request.grid().width());
        }

        /**
         * Whether having run this warm-up leaves nothing for {@code other}'s to do: its formats are among
         * these, written the same way, with height differences if it needs them (a warm-up with them also
         * trains the encoders of one without). The width does not matter: both fill the JIT's profiles.
         */
        public boolean covers(Training other) {
            return formats.containsAll(other.formats) && normals == other.normals
                    && exrCompression == other.exrCompression && (heightDifferences || !other.heightDifferences);
        }
    }

    private ExportWarmup(Thread thread, Thread simulations, AtomicBoolean stop) {
        this.thread = thread;
        this.simulations = simulations;
        this.stop = stop;
    }

    /** Whether a warm-up pays off for {@code request}: a large grid and at least four processors. */
    public static boolean worthwhile(ExportRequest request, int processors) {
        return worthwhile(Training.of(request, false), (long) request.grid().width() * request.grid().height(),
                processors);
    }

    /** Whether a warm-up of {@code training} pays off for an export of {@code pixels}. */
    static boolean worthwhile(Training training, long pixels, int processors) {
        return processors >= MIN_PROCESSORS && pixels >= MIN_PIXELS && !training.formats().isEmpty();
    }

    /**
     * Starts the encoder warm-up of an export of {@code pixels} that will write what {@code training} says,
     * before its request exists (the command line, as soon as its arguments are parsed), when
     * {@link #worthwhile} and not {@linkplain Training#covers covered} by one already started; the export's own
     * {@link #startIfWorthwhile} then finds it started. {@link #close} waits for it.
     */
    public static ExportWarmup prestart(Training training, long pixels) {
        return prestart(training, pixels, Runtime.getRuntime().availableProcessors());
    }

    /** {@link #prestart(Training, long)} on a machine of {@code processors} (tests). */
    static ExportWarmup prestart(Training training, long pixels, int processors) {
        AtomicBoolean stop = new AtomicBoolean();
        Thread encoders = ENABLED && worthwhile(training, pixels, processors) && claim(training)
                ? daemon("orogen-export-warmup", () -> runQuietly(training, stop)) : null;
        return new ExportWarmup(encoders, null, stop);
    }

    /** Forgets {@code training}, stopped before it ran to the end. */
    private static void unclaim(Training training) {
        synchronized (STARTED) {
            STARTED.remove(training);
        }
    }

    /** Records {@code training} as started unless one started before covers it; whether it was recorded. */
    static boolean claim(Training training) {
        synchronized (STARTED) {
            if (STARTED.stream().anyMatch(t -> t.covers(training))) {
                return false;
            }
            STARTED.add(training);
            return true;
        }
    }

    /**
     * Starts a warm-up for {@code request} on a daemon thread when {@link #worthwhile}, and one of
     * {@code simulationWarmUps} (the plan's CPU simulations, {@code PlanRunner.simulationWarmUps}) on another
     * when there are any and cores to spare; otherwise nothing.
     *
     * @param slopesFromHeights whether the export takes its gradients from height differences
     */
    public static ExportWarmup startIfWorthwhile(ExportRequest request, boolean slopesFromHeights,
                                                 List<Runnable> simulationWarmUps) {
        return start(request, slopesFromHeights, simulationWarmUps, Runtime.getRuntime().availableProcessors());
    }

    /** {@link #startIfWorthwhile} on a machine of {@code processors} (tests). */
    static ExportWarmup start(ExportRequest request, boolean slopesFromHeights, List<Runnable> simulationWarmUps,
                              int processors) {
        Thread encoders = null;
        Thread simulations = null;
        AtomicBoolean stop = new AtomicBoolean();
        Training training = Training.of(request, slopesFromHeights);
        if (ENABLED && worthwhile(request, processors) && claim(training)) {
            encoders = daemon("orogen-export-warmup", () -> runQuietly(training, stop));
        }
        if (ENABLED && processors >= MIN_PROCESSORS && !simulationWarmUps.isEmpty()) {
            simulations = daemon("orogen-simulation-warmup", () -> {
                for (Runnable task : simulationWarmUps) {
                    try {
                        task.run();
                    } catch (RuntimeException e) {
                        // Only a hint to the JIT: the real run reports its own problems.
                    }
                }
                StartupTrace.mark("simulation warm-up done");
            });
        }
        return new ExportWarmup(encoders, simulations, stop);
    }

    private static Thread daemon(String name, Runnable task) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** Whether this warm-up started a training run of the encoders (tests). */
    boolean trainsEncoders() {
        return thread != null;
    }

    /**
     * Stops the encoders' training run at its next band (an export that failed early need not wait for it; one
     * that ran to the end finds it long done) and waits until the warm-ups have finished and the encoders' one
     * has removed its folder.
     */
    @Override
    public void close() {
        stop.set(true);
        boolean interrupted = false;
        for (Thread t : new Thread[] {thread, simulations}) {
            while (t != null && t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    static void runQuietly(Training training, AtomicBoolean stop) {
        try {
            run(training, stop::get);
            StartupTrace.mark("export warm-up done");
        } catch (BakeCancelledException stopped) {
            unclaim(training); // not trained: a later export may run it again
        } catch (IOException | BakeException | RuntimeException e) {
            // Only a hint to the JIT: the real export reports its own problems.
        }
    }

    /**
     * The training run: {@code training}'s formats from {@link SyntheticTerrain} with a declared range, into a
     * new folder in {@code parent} that is deleted at the end; returns the names of the files it wrote there.
     */
    static List<String> run(Training training, Path parent) throws IOException, BakeException {
        return run(training, () -> false, parent);
    }

    /** The training run in the system's temporary folder, stopping at the first band after {@code stopped} says so. */
    static List<String> run(Training training, BooleanSupplier stopped) throws IOException, BakeException {
        return run(training, stopped, Path.of(System.getProperty("java.io.tmpdir")));
    }

    /**
     * {@link #run(Training, Path)} that stops, removing its folder, at the first band after {@code stopped}
     * says so.
     */
    static List<String> run(Training training, BooleanSupplier stopped, Path parent) throws IOException, BakeException {
        int width = training.width();
        SampleGrid grid = new SampleGrid(0, 0, width - 1.0, ROWS - 1.0, width, ROWS);
        Path folder = Files.createTempDirectory(parent, "orogen-warmup");
        try {
            ExportRequest warm = new ExportRequest(grid, TilePlan.single(width, ROWS), FileNameTemplate.SINGLE, folder,
                    "warmup", training.formats(), training.normals(), training.exrCompression(), List.of(),
                    SyntheticTerrain.RANGE, new ExportRequest.Provenance("", "", 0, "warm-up", Map.of()));
            FieldSampler terrain = new SyntheticTerrain();
            try (FieldSampler sampler = training.heightDifferences() ? new HeightDifferenceGradients(terrain) : terrain) {
                return new MapExport(warm, sampler, null, stopped).untraced().run().files().stream()
                        .map(f -> f.getFileName().toString()).sorted().toList();
            }
        } finally {
            deleteTree(folder);
        }
    }

    private static void deleteTree(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /**
     * Hills with per-pixel noise (so that the encoders see realistic, poorly compressible rows), one mask,
     * filling the quantized planes like the GPU sampler does.
     */
    static final class SyntheticTerrain implements FieldSampler {
        static final HeightRange RANGE = new HeightRange(-200, 200, HeightRange.Source.DECLARED);

        @Override
        public List<String> maskNames() {
            return List.of("warmup");
        }

        @Override
        public int bandRows(int width) {
            return BAND_ROWS;
        }

        @Override
        public boolean supportsQuantized() {
            return true;
        }

        @Override
        public void sample(SampleGrid grid, SampleBand band) {
            sample(grid, band, SampleChannels.ALL);
        }

        @Override
        public void sample(SampleGrid grid, SampleBand band, SampleChannels channels) {
            int width = band.width();
            for (int r = 0; r < band.rows(); r++) {
                int row = band.firstRow() + r;
                // The last band's rows are flat (a sea, a clamped plateau): their PNG blocks take the path of
                // blocks of mostly repeating rows (PngWriter.mostlyRepeats, LZ77), which noise never takes.
                boolean flat = row >= ROWS - BAND_ROWS;
                for (int c = 0; c < width; c++) {
                    int i = band.index(row, c);
                    int hash = (row * 73_856_093) ^ (c * 19_349_663);
                    hash ^= hash >>> 13;
                    hash *= 0x5bd1e995;
                    float noise = (hash & 0xFFFF) / 65_536f - 0.5f;
                    double h = flat ? -150 : 150 * Math.sin(c * 0.01) * Math.cos(row * 0.013) + noise;
                    band.height()[i] = (float) h;
                    band.gradX()[i] = flat ? 0f : (float) (1.5 * Math.cos(c * 0.01) * Math.cos(row * 0.013));
                    band.gradY()[i] = flat ? 0f : (float) (-1.95 * Math.sin(c * 0.01) * Math.sin(row * 0.013));
                    band.mask(0)[i] = (float) (0.5 + h / 400);
                    if (band.hasQuantizedPlanes()) {
                        band.height16()[i] = (char) Math.round((h - RANGE.min()) / (RANGE.max() - RANGE.min()) * 65_535);
                        band.mask8(0)[i] = (byte) Math.round(band.mask(0)[i] * 255);
                        band.mask16(0)[i] = (char) Math.round(band.mask(0)[i] * 65_535);
                    }
                }
            }
            if (band.hasQuantizedPlanes()) {
                band.holdQuantized(channels.height16(), channels.maskBits());
            }
        }

        @Override
        public void close() {
            // Nothing to release.
        }
    }
}
