package org.orogen.bake;

import static org.lwjgl.opengl.GL11.glFinish;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferUShort;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.IntStream;
import javax.imageio.ImageIO;
import org.orogen.bench.GraphCostBenchmark;
import org.orogen.export.ExportRequest;
import org.orogen.export.ExrCompression;
import org.orogen.export.ExrWriter;
import org.orogen.export.MapExport;
import org.orogen.export.MapFormat;
import org.orogen.export.PngPixelFormat;
import org.orogen.export.PngWriter;
import org.orogen.export.RawR16Writer;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * Export benchmark (not a unit test): bakes an 8-octave fBm terrain of SIZE² pixels on the GPU,
 * then times each encoder separately on the same heights — PNG-16 (Orogen's parallel writer),
 * the same image through plain {@code ImageIO.write} as the baseline, RAW/R16, EXR (none and
 * ZIP) — and finally a whole {@code png16} export with a declared range (bake + write). With
 * {@code --bake-only}: bakes into bands for each channel selection, the whole-grid height range
 * measurement by readback and by the GPU reduction, and the GL thread's command submission against
 * the time until the GPU finishes for the reduction and the height bake, instead of the encoders.
 *
 * <p>Run: {@code java --enable-native-access=ALL-UNNAMED -Xmx8g -cp <bench classpath>
 * org.orogen.bake.BakeBenchmark [SIZE] [FOLDER]} (see docs/performance.md). Output: one line per
 * measurement; the best of {@code REPEATS} runs for the encoders.
 */
public final class BakeBenchmark {

    private static final int REPEATS = 2;

    private BakeBenchmark() {
    }

    /**
     * {@code BakeBenchmark [SIZE [FOLDER [--bake-only]]]}; {@code -Dorogen.gl.compute=false} measures the fragment
     * path, {@code -Dorogen.bake.batch=false} a memory barrier per block instead of per batch, and
     * {@code -Dorogen.bench.warmupSeconds=S} the warm-up before each selection's timed bakes and
     * {@code -Dorogen.bench.origin=X,Y} the grid's south-west corner (metres; default the world origin).
     */
    public static void main(String[] args) throws Exception {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 8193;
        Path folder = args.length > 1 ? Path.of(args[1]) : Files.createTempDirectory("orogen-bench");
        boolean bakeOnly = args.length > 2 && args[2].equals("--bake-only");
        Files.createDirectories(folder);
        double[] origin = GraphCostBenchmark.point(System.getProperty("orogen.bench.origin", "0,0"),
                "-Dorogen.bench.origin");
        System.out.printf(Locale.ROOT, "Orogen export benchmark: %dx%d from (%s, %s), %d CPU threads, folder %s%n",
                size, size, origin[0], origin[1], Runtime.getRuntime().availableProcessors(), folder);
        SampleGrid grid = new SampleGrid(origin[0], origin[1], 16384, 16384, size, size);
        CompiledProgram program = GraphCompiler.standard().compile(terrain());
        try (GlThread gl = GlThread.start("bench-gl"); GlFieldSampler sampler = GlFieldSampler.create(gl, program)) {
            System.out.println("GL: " + gl.info());
            System.out.println("graph evaluation: " + sampler.pathLabel());
            System.out.println("blocks: " + sampler.batchLabel());
            float[] heights = new float[size * size];
            bakeAll(sampler, new SampleGrid(0, 0, 100, 100, 1024, 128), new float[1024 * 128]); // warm-up
            long t0 = System.nanoTime();
            bakeAll(sampler, grid, heights);
            double bake = seconds(t0);
            report("bake (GPU + readback, height+gradient)", bake, size);
            if (bakeOnly) { // --bake-only: more bakes into bands (what an export reads), nothing encoded
                System.out.println("readback: " + sampler.readbackLabel() + (sampler.supportsQuantized()
                        ? ", 16-bit heights quantized on the GPU" : ", 16-bit heights quantized on the CPU"));
                HeightRange declared = new HeightRange(-700, 700, HeightRange.Source.DECLARED);
                // "height as png16 samples": what a png16/r16/raw export needs, the samples of a known range.
                for (SampleChannels channels : List.of(SampleChannels.HEIGHT, new SampleChannels(true, false),
                        SampleChannels.HEIGHT.quantized(declared, 0))) {
                    String label = channels.readsHeight16() ? "height as png16 samples" : channels.toString();
                    // One band for every bake, as an export reuses its bands (allocating and zeroing
                    // hundreds of MB a bake would be timed otherwise).
                    SampleBand band = bandFor(sampler, grid, channels);
                    warmUp(sampler, grid, channels, band);
                    for (int i = 0; i < 10; i++) {
                        long bytes = sampler.bytesRead();
                        long t = System.nanoTime();
                        bakeBands(sampler, grid, channels, band);
                        double s = seconds(t);
                        report("bake into bands, " + label, s, size);
                        if (i == 9 && bytes >= 0) {
                            System.out.printf(Locale.ROOT, "  read back %.1f MB per bake%n",
                                    (sampler.bytesRead() - bytes) / 1e6);
                        }
                    }
                }
                measureRanges(sampler, grid, size);
                measureSubmission(gl, sampler, grid, size);
                return;
            }

            float min = Float.MAX_VALUE;
            float max = -Float.MAX_VALUE;
            for (float h : heights) {
                min = Math.min(min, h);
                max = Math.max(max, h);
            }
            HeightRange range = new HeightRange(min, max, HeightRange.Source.MEASURED);
            short[] quantized = new short[heights.length];
            for (int i = 0; i < heights.length; i++) {
                quantized[i] = (short) range.quantize16(heights[i]);
            }
            double png = best(() -> writePng(folder.resolve("bench.png"), quantized, size));
            report("PNG-16 (Orogen, parallel)", png, size, folder.resolve("bench.png"));
            double pngCpu = lastCpu;
            double imageIo = best(() -> writeImageIo(folder.resolve("bench-imageio.png"), quantized, size));
            report("PNG-16 (ImageIO.write baseline)", imageIo, size, folder.resolve("bench-imageio.png"));
            System.out.printf(Locale.ROOT, "  PNG-16 CPU work vs ImageIO: %.1fx less%n", lastCpu / pngCpu);
            System.out.printf(Locale.ROOT, "  PNG-16 speed-up over ImageIO: %.1fx wall%n", imageIo / png);
            double r16 = best(() -> writeR16(folder.resolve("bench.r16"), quantized, size));
            report("RAW/R16", r16, size, folder.resolve("bench.r16"));
            double exr = best(() -> writeExr(folder.resolve("bench.exr"), heights, size, ExrCompression.NONE));
            report("EXR float32, uncompressed", exr, size, folder.resolve("bench.exr"));
            double exrZip = best(() -> writeExr(folder.resolve("bench-zip.exr"), heights, size, ExrCompression.ZIP));
            report("EXR float32, ZIP", exrZip, size, folder.resolve("bench-zip.exr"));

            long t1 = System.nanoTime();
            long cpu1 = processCpuNanos();
            ExportRequest request = new ExportRequest(grid, TilePlan.single(size, size), null, folder, "export",
                    Set.of(MapFormat.PNG16), null, null, List.of(), range,
                    new ExportRequest.Provenance("", "", 0, "benchmark", java.util.Map.of()));
            new MapExport(request, sampler, null, null).run();
            lastCpu = (processCpuNanos() - cpu1) / 1e9;
            report("whole export: bake + PNG-16 streamed", seconds(t1), size, folder.resolve("export.png"));
        }
    }

    /**
     * Seconds of untimed bakes before each channel selection's timed ones ({@value #WARMUP_PROPERTY}, default
     * {@value #DEFAULT_WARMUP_SECONDS}; 0 for none): a 4097² bake takes a few milliseconds, so ten of them end
     * before the JIT has compiled the readback's copy loops and before the GPU has raised its clocks, and the
     * rate climbed over the ten passes. JMH warms up for seconds for the same reason.
     */
    static final String WARMUP_PROPERTY = "orogen.bench.warmupSeconds";
    private static final double DEFAULT_WARMUP_SECONDS = 2.0;

    static void warmUp(FieldSampler sampler, SampleGrid grid, SampleChannels channels, SampleBand band)
            throws BakeException {
        double seconds = Double.parseDouble(System.getProperty(WARMUP_PROPERTY, Double.toString(DEFAULT_WARMUP_SECONDS)));
        long start = System.nanoTime();
        int bakes = 0;
        while (seconds(start) < seconds) {
            bakeBands(sampler, grid, channels, band);
            bakes++;
        }
        System.out.printf(Locale.ROOT, "  warm-up: %d untimed bakes in %.2f s%n", bakes, seconds(start));
    }

    /** fBm, 8 octaves, 2 km features, 600 m tall: a typical base terrain. */
    static Graph terrain() {
        Node fbm = Node.of("fbm", "fractal.fbm")
                .withParameter("scale", new ParameterValue.NumberValue(2000))
                .withParameter("amplitude", new ParameterValue.NumberValue(600));
        return Graph.of(List.of(fbm, Node.of("out", "output.height")), List.of(Edge.of("fbm", "value", "out",
                "input")), GraphMetadata.EMPTY, 1, List.of());
    }

    private static void bakeAll(FieldSampler sampler, SampleGrid grid, float[] heights) throws BakeException {
        SampleBand band = new SampleBand(grid.width(), sampler.bandRows(grid.width()), sampler.maskNames());
        for (int first = 0; first < grid.height(); first += band.capacity()) {
            band.reset(first, Math.min(band.capacity(), grid.height() - first));
            sampler.sample(grid, band);
            System.arraycopy(band.height(), 0, heights, first * grid.width(), band.rows() * grid.width());
        }
    }

    /** A band of the rows {@code sampler} bakes at a time for {@code channels}, with 16-bit planes when asked. */
    static SampleBand bandFor(FieldSampler sampler, SampleGrid grid, SampleChannels channels) {
        int rows = sampler.bandRows(grid.width(), channels);
        return channels.readsHeight16()
                ? SampleBand.withQuantizedPlanes(grid.width(), rows, sampler.maskNames(), false)
                : new SampleBand(grid.width(), rows, sampler.maskNames());
    }

    /**
     * Bakes the whole grid band by band, reading back {@code channels}, without copying the bands anywhere;
     * 16-bit heights the sampler does not quantize are quantized here, as the height files would.
     */
    static void bakeBands(FieldSampler sampler, SampleGrid grid, SampleChannels channels, SampleBand band)
            throws BakeException {
        for (int first = 0; first < grid.height(); first += band.capacity()) {
            band.reset(first, Math.min(band.capacity(), grid.height() - first));
            sampler.sample(grid, band, channels);
            if (channels.readsHeight16() && !band.holdsHeight16(channels.height16())) {
                HeightRange range = channels.height16();
                float[] h = band.height();
                char[] q = band.height16();
                IntStream.range(0, band.rows()).parallel().forEach(r -> {
                    for (int i = r * grid.width(), end = i + grid.width(); i < end; i++) {
                        q[i] = (char) range.quantize16(h[i]);
                    }
                });
            }
        }
    }

    /**
     * The whole-grid height range of a measured export, both ways, in the bands an export measures in:
     * heights read back and scanned on the CPU ({@link FieldSampler}'s default), and reduced on the GPU.
     */
    private static void measureRanges(GlFieldSampler sampler, SampleGrid grid, int size) throws BakeException {
        SampleBand band = new SampleBand(grid.width(), sampler.bandRows(grid.width(), SampleChannels.HEIGHT),
                sampler.maskNames());
        for (int i = 0; i < 5; i++) {
            HeightExtrema readBack = null;
            for (boolean reduce : new boolean[] {false, true}) {
                long bytes = sampler.bytesRead();
                long t = System.nanoTime();
                HeightExtrema range = measureRange(sampler, grid, band, reduce);
                report(reduce ? "measured range (GPU reduction)" : "measured range (readback + CPU scan)", seconds(t),
                        size);
                if (i == 4) {
                    System.out.printf(Locale.ROOT, "  %s..%s, read back %.1f MB%n", range.min(), range.max(),
                            (sampler.bytesRead() - bytes) / 1e6);
                }
                if (readBack == null) {
                    readBack = range;
                } else if (!readBack.equals(range)) {
                    throw new IllegalStateException("The GPU reduction measured " + range + ", the readback "
                            + readBack);
                }
            }
        }
    }

    /**
     * CPU submission against GPU time for one whole-grid pass, the best of 5: the GL thread's time
     * issuing commands ({@link GlFieldSampler#submissionNanos()}) and the wall time until the GPU has
     * finished (a glFinish after the pass), for the evaluation-only range reduction and the height
     * bake. Issuing close to the wall time means the CPU's submission bounds the pass, not the GPU.
     */
    private static void measureSubmission(GlThread gl, GlFieldSampler sampler, SampleGrid grid, int size)
            throws BakeException {
        int blocks = ceilDiv(grid.width(), GlFieldSampler.BLOCK_WIDTH) * ceilDiv(grid.height(),
                GlFieldSampler.BLOCK_HEIGHT);
        SampleBand band = new SampleBand(grid.width(), sampler.bandRows(grid.width(), SampleChannels.HEIGHT),
                sampler.maskNames());
        SampleBand heights = bandFor(sampler, grid, SampleChannels.HEIGHT);
        for (boolean reduce : new boolean[] {true, false}) {
            double bestWall = Double.MAX_VALUE;
            double issue = 0;
            long[] readback = new long[2];

            for (int i = 0; i < 5; i++) {
                long issued = sampler.submissionNanos();
                long[] before = sampler.readbackNanos();
                long t = System.nanoTime();
                if (reduce) {
                    measureRange(sampler, grid, band, true);
                } else {
                    bakeBands(sampler, grid, SampleChannels.HEIGHT, heights);
                }
                gl.submit(context -> {
                    glFinish();
                    return null;
                }).join();
                double wall = seconds(t);
                if (wall < bestWall) {
                    bestWall = wall;
                    issue = (sampler.submissionNanos() - issued) / 1e9;
                    long[] after = sampler.readbackNanos();
                    readback = new long[] {after[0] - before[0], after[1] - before[1]};
                }
            }
            // Where the driver runs the shaders inside the GL calls (llvmpipe), issuing is the whole pass.
            System.out.printf(Locale.ROOT, "submission, %s: GL thread issuing %.1f ms of %.1f ms until the GPU"
                            + " finished, %.1f ms waiting for it or copying bands out"
                            + " (%.1f us issuing per block, %d blocks): %s%n",
                    reduce ? "height range (evaluation + reduction)" : "bake into bands, height",
                    issue * 1e3, bestWall * 1e3, (bestWall - issue) * 1e3, issue * 1e6 / blocks, blocks,
                    issue > 0.8 * bestWall ? "submission-bound (or the driver works inside the calls)" : "GPU-bound");
            if (!reduce) {
                System.out.printf(Locale.ROOT, "  of which waiting for readback fences %.1f ms, copying mapped planes"
                        + " into band arrays %.1f ms%n", readback[0] / 1e6, readback[1] / 1e6);
            }
        }
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    static HeightExtrema measureRange(FieldSampler sampler, SampleGrid grid, SampleBand band, boolean reduce)
            throws BakeException {
        HeightExtrema range = HeightExtrema.NONE;
        for (int first = 0; first < grid.height(); first += band.capacity()) {
            band.reset(first, Math.min(band.capacity(), grid.height() - first));
            if (reduce) {
                range = range.then(sampler.heightExtrema(grid, band));
            } else {
                sampler.sample(grid, band, SampleChannels.HEIGHT);
                range = range.then(HeightExtrema.of(band));
            }
        }
        return range;
    }

    private static void writePng(Path target, short[] q, int size) throws IOException {
        try (PngWriter writer = PngWriter.open(target, size, size, PngPixelFormat.GRAY16)) {
            int[] row = new int[size];
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    row[x] = q[y * size + x] & 0xffff;
                }
                writer.writeSamples(row);
            }
            writer.finish();
        }
    }

    private static void writeImageIo(Path target, short[] q, int size) throws IOException {
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_USHORT_GRAY);
        short[] data = ((DataBufferUShort) image.getRaster().getDataBuffer()).getData();
        System.arraycopy(q, 0, data, 0, q.length);
        if (!ImageIO.write(image, "png", target.toFile())) {
            throw new IOException("ImageIO has no PNG writer");
        }
    }

    private static void writeR16(Path target, short[] q, int size) throws IOException {
        try (RawR16Writer writer = RawR16Writer.open(target, size, size)) {
            int[] row = new int[size];
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    row[x] = q[y * size + x] & 0xffff;
                }
                writer.writeSamples(row);
            }
            writer.finish();
        }
    }

    private static void writeExr(Path target, float[] heights, int size, ExrCompression compression)
            throws IOException {
        try (ExrWriter writer = ExrWriter.open(target, size, size, List.of("Y"), compression)) {
            float[][] row = {heights};
            for (int y = 0; y < size; y++) {
                writer.writeRow(row, y * size);
            }
            writer.finish();
        }
    }

    /** An encoder run that may throw. */
    private interface Job {
        void run() throws Exception;
    }

    /** Process CPU seconds of the last {@link #best} run (all threads): honest on a shared machine. */
    private static double lastCpu;

    private static double best(Job job) throws Exception {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < REPEATS; i++) {
            long t = System.nanoTime();
            long cpu = processCpuNanos();
            job.run();
            double wall = seconds(t);
            if (wall < best) {
                best = wall;
                lastCpu = (processCpuNanos() - cpu) / 1e9;
            }
        }
        return best;
    }

    /** Process CPU time, or 0 on a trimmed runtime without the management modules (e.g. a jlink'd one). */
    private static long processCpuNanos() {
        try {
            return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                    .getOperatingSystemMXBean()).getProcessCpuTime();
        } catch (LinkageError missingModule) {
            return 0;
        }
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

    private static void report(String what, double seconds, int size) {
        System.out.printf(Locale.ROOT, "%-48s %8.2f s  %7.1f Mpx/s%n", what, seconds,
                (double) size * size / seconds / 1e6);
    }

    private static void report(String what, double seconds, int size, Path file) throws IOException {
        System.out.printf(Locale.ROOT, "%-48s %8.2f s  %7.1f Mpx/s  %6.1f MB  cpu %6.2f s%n", what, seconds,
                (double) size * size / seconds / 1e6, Files.size(file) / 1e6, lastCpu);
    }
}
