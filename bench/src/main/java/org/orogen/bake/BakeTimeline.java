package org.orogen.bake;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.orogen.gl.GlThread;
import org.orogen.gl.GpuTimeline;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * Where the export bake's time goes (not a unit test): {@link BakeBenchmark}'s fBm over SIZE², baked into
 * bands (float heights, png16 samples) and measured by the GPU range reduction, first untraced, then with a
 * {@link GpuTimeline} on the sampler ({@link GlFieldSampler#trace}). For each traced pass it prints the wall
 * time (untraced: the median and best of 11), the GPU's busy span, and per kind of segment (what the mark that ends it names: a band's start, a
 * batch's evaluation, its packs, its queued copies, a range reduction) the GPU time and the GPU's idle time
 * before it (at least: the time between the GPU finishing the segment before and the CPU issuing the
 * segment's first command); the last pass's marks are printed one by one.
 *
 * <p>Run: {@code java --enable-native-access=ALL-UNNAMED -Xmx8g -cp <bench classpath>
 * org.orogen.bake.BakeTimeline [SIZE [PASSES]]}.
 */
public final class BakeTimeline {

    /** Untraced passes of each kind before the traced ones. */
    private static final int UNTRACED = 11;

    private BakeTimeline() {
    }

    private static double mpx(int size, double millis) {
        return (double) size * size / millis / 1e3;
    }

    /** One pass over the grid. */
    public interface Pass {
        void run() throws BakeException;
    }

    public static void main(String[] args) throws Exception {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 4097;
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        SampleGrid grid = new SampleGrid(0, 0, 16384, 16384, size, size);
        CompiledProgram program = GraphCompiler.standard().compile(BakeBenchmark.terrain());
        try (GlThread gl = GlThread.start("timeline-gl"); GlFieldSampler sampler = GlFieldSampler.create(gl, program)) {
            System.out.println("GL: " + gl.info());
            System.out.printf(Locale.ROOT, "timeline of the fBm 8 bake at %dx%d; blocks: %s%n", size, size,
                    sampler.batchLabel());
            HeightRange declared = new HeightRange(-700, 700, HeightRange.Source.DECLARED);
            SampleBand rangeBand = new SampleBand(grid.width(), sampler.bandRows(grid.width(), SampleChannels.HEIGHT),
                    sampler.maskNames());
            Map<String, Pass> kinds = new LinkedHashMap<>();
            kinds.put("range (GPU reduction)", () -> BakeBenchmark.measureRange(sampler, grid, rangeBand, true));
            for (SampleChannels channels : List.of(SampleChannels.HEIGHT, SampleChannels.HEIGHT.quantized(declared, 0))) {
                SampleBand band = BakeBenchmark.bandFor(sampler, grid, channels);
                BakeBenchmark.warmUp(sampler, grid, channels, band);
                kinds.put(channels.readsHeight16() ? "height as png16 samples" : "height (floats)",
                        () -> BakeBenchmark.bakeBands(sampler, grid, channels, band));
            }
            for (Map.Entry<String, Pass> kind : kinds.entrySet()) {
                System.out.println();
                System.out.println("== " + kind.getKey());
                double[] untraced = new double[UNTRACED];
                for (int i = 0; i < UNTRACED; i++) {
                    long t = System.nanoTime();
                    kind.getValue().run();
                    untraced[i] = (System.nanoTime() - t) / 1e6;
                }
                Arrays.sort(untraced);
                System.out.printf(Locale.ROOT, "  untraced: median %.2f ms (%.0f Mpx/s), best %.2f ms (%.0f Mpx/s) of %d%n",
                        untraced[UNTRACED / 2], mpx(size, untraced[UNTRACED / 2]), untraced[0], mpx(size, untraced[0]),
                        UNTRACED);
                for (int i = 0; i < passes; i++) {
                    traced(gl, sampler, kind.getValue(), i == passes - 1);
                }
            }
        }
    }

    /**
     * Runs {@code pass} once with {@code sampler} traced on a new {@link GpuTimeline} and prints it
     * ({@link #summarise}; every mark when {@code each}).
     */
    public static void traced(GlThread gl, GlFieldSampler sampler, Pass pass, boolean each) throws BakeException {
        GpuTimeline timeline = gl.submit(context -> {
            GpuTimeline started = new GpuTimeline();
            sampler.trace(started);
            return started;
        }).join();
        long t = System.nanoTime();
        pass.run();
        double wall = (System.nanoTime() - t) / 1e6;
        List<GpuTimeline.Point> points = gl.submit(context -> {
            sampler.trace(null);
            List<GpuTimeline.Point> drained = timeline.drain();
            timeline.close();
            return drained;
        }).join();
        summarise(wall, points, each);
    }

    /** Prints a traced pass: each mark when {@code each}, then per kind of segment its GPU time and the GPU idle before it. */
    public static void summarise(double wallMillis, List<GpuTimeline.Point> points, boolean each) {
        Map<String, double[]> kinds = new LinkedHashMap<>(); // kind -> {GPU µs, idle µs, segments}
        GpuTimeline.Point previous = null;
        double first = Double.NaN;
        double last = Double.NaN;
        if (each) {
            System.out.println("  mark                          issued (us)   GPU done (us)   segment (us)   GPU idle before (us)");
        }
        for (GpuTimeline.Point point : points) {
            if (!point.onGpu()) {
                if (each) {
                    System.out.printf(Locale.ROOT, "  %-28s %12.1f%n", point.label(), point.issuedMicros());
                }
                continue;
            }
            double segment = 0;
            double idle = 0;
            if (previous == null) {
                first = point.doneMicros();
            } else {
                idle = Math.max(0, previous.issuedMicros() - previous.doneMicros());
                segment = point.doneMicros() - Math.max(previous.doneMicros(), previous.issuedMicros());
                double[] sums = kinds.computeIfAbsent(point.label().split(" ")[0], k -> new double[3]);
                sums[0] += segment;
                sums[1] += idle;
                sums[2]++;
            }
            last = point.doneMicros();
            if (each) {
                System.out.printf(Locale.ROOT, "  %-28s %12.1f %15.1f %14.1f %22.1f%n", point.label(),
                        point.issuedMicros(), point.doneMicros(), segment, idle);
            }
            previous = point;
        }
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
                "  traced: %.2f ms wall, GPU from first to last mark %.2f ms;", wallMillis, (last - first) / 1e3));
        kinds.forEach((kind, sums) -> line.append(String.format(Locale.ROOT, " %s %.2f ms (%d, idle before >= %.2f ms);",
                kind, sums[0] / 1e3, (int) sums[2], sums[1] / 1e3)));
        System.out.println(line);
    }
}
