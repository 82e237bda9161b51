package org.orogen.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;
import org.orogen.bake.BakeException;
import org.orogen.bake.BakeTimeline;
import org.orogen.bake.FieldSampler;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.IssueCounts;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleChannels;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.SubgraphSource;

/**
 * Pass plan against one program (issue 11), not a unit test: bakes each {@code .graph} over its
 * extent at SIZE² through {@link GlFieldSampler} (fixed blocks, readback included: what an export
 * pays), once from {@code compile()} (neighbourhood nodes evaluate their source per tap) and once
 * from {@code compilePlan()} (their source baked once by an earlier stage), and prints the median
 * wall time of the timed repeats after the warm-up runs. It prints how the bake runs its blocks
 * ({@link GlFieldSampler#batchLabel()}; {@code -Dorogen.bake.batch=false}: a memory barrier per block).
 *
 * <pre>
 * java --enable-native-access=ALL-UNNAMED -cp "bench/target/bench-*.jar:bench/target/lib/*" \
 *   org.orogen.bench.PlanBakeBenchmark [--size N] [--warmup N] [--repeat N] [--masks [--timeline]] GRAPH...
 * </pre>
 */
public final class PlanBakeBenchmark {

    private PlanBakeBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int size = 2048;
        int warmup = 1;
        int repeat = 3;
        List<Path> graphs = new ArrayList<>();
        boolean masks = false;
        boolean timeline = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--size" -> size = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--repeat" -> repeat = Integer.parseInt(args[++i]);
                case "--masks" -> masks = true;
                case "--timeline" -> timeline = true;
                default -> graphs.add(Path.of(args[i]));
            }
        }
        GraphCompiler compiler = GraphCompiler.standard();
        try (GlThread gl = GlThread.start("plan-bench-gl")) {
            System.out.println("renderer: " + gl.info().renderer() + ", " + gl.info().version());
            if (masks) {
                compareMasks(compiler, gl, graphs, size, warmup, repeat, timeline);
                return;
            }
            for (Path file : graphs) {
                GraphLoader.OpenedGraph opened = new GraphLoader(compiler.library().catalog()).open(file);
                Graph graph = opened.graph().orElseThrow(() -> new IllegalArgumentException(file + ": "
                        + opened.diagnostics()));
                CompileOptions options = CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution()));
                WorldExtent e = graph.metadata().extent();
                SampleGrid grid = new SampleGrid(e.originX(), e.originY(), e.width(), e.height(), size, size);
                Path folder = file.toAbsolutePath().getParent();
                CompiledPlan plan = compiler.compilePlan(graph, options);
                double single = time(GlFieldSampler.create(gl, compiler.compile(graph, options), folder), grid, warmup,
                        repeat);
                GlFieldSampler stagedSampler = GlFieldSampler.create(gl, plan, folder);
                System.out.println(file.getFileName() + " blocks: " + stagedSampler.batchLabel());
                double staged = time(stagedSampler, grid, warmup, repeat);
                System.out.printf(Locale.ROOT, "%-22s %5d² one program %9.1f ms   plan (%d stages) %9.1f ms   %.2fx%n",
                        file.getFileName(), size, single, plan.stages().size(), staged, single / staged);
            }
        }
    }

    /**
     * {@code --masks}: the export bake (pass plan, what {@code orogen export} reads back) of each graph
     * with its mask outputs (height, gradient and masks read: normal and mask maps asked for) against
     * the same graph without its {@code output.mask} nodes (height and gradient read), each timed in a row
     * of its own, then the 8-bit-mask bake and the one without masks in alternating passes
     * ({@link #interleaved}). With no graph files, a synthetic fBm of 8 octaves with a slope and a
     * curvature mask.
     */
    private static void compareMasks(GraphCompiler compiler, GlThread gl, List<Path> files, int size, int warmup,
                                     int repeat, boolean timeline) throws Exception {
        record Entry(String name, Graph graph, CompileOptions options, Path folder) {
        }
        List<Entry> entries = new ArrayList<>();
        if (files.isEmpty()) {
            entries.add(new Entry("fbm8+slope+curvature", maskedTerrain(), CompileOptions.DEFAULT, null));
        }
        for (Path file : files) {
            GraphLoader.OpenedGraph opened = new GraphLoader(compiler.library().catalog()).open(file);
            Graph graph = opened.graph().orElseThrow(() -> new IllegalArgumentException(file + ": "
                    + opened.diagnostics()));
            entries.add(new Entry(file.getFileName().toString(), graph,
                    CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution())),
                    file.toAbsolutePath().getParent()));
        }
        for (Entry entry : entries) {
            WorldExtent e = entry.graph().metadata().extent();
            SampleGrid grid = new SampleGrid(e.originX(), e.originY(), e.width(), e.height(), size, size);
            Set<String> maskOutputs = new HashSet<>();
            entry.graph().nodesOfType(ModelNodeTypes.OUTPUT_MASK).forEach(n -> maskOutputs.add(n.id()));
            Graph bare = entry.graph().withoutNodes(maskOutputs);
            CompiledPlan with = compiler.compilePlan(entry.graph(), entry.options());
            CompiledPlan without = compiler.compilePlan(bare, entry.options());
            GlFieldSampler maskedSampler = GlFieldSampler.create(gl, with, entry.folder());
            System.out.println(entry.name() + " blocks: " + maskedSampler.batchLabel());
            double masked = timeIssued(entry.name() + ", masks as floats", maskedSampler, grid, warmup, repeat,
                    SampleChannels.ALL);
            double plain = timeIssued(entry.name() + ", without masks", GlFieldSampler.create(gl, without,
                    entry.folder()), grid, warmup, repeat, new SampleChannels(true, false));
            // What a mask-png8 export reads: height, gradient and the masks as 8-bit samples (GPU-quantized).
            double masks8 = timeIssued(entry.name() + ", 8-bit masks", GlFieldSampler.create(gl, with,
                    entry.folder()), grid, warmup, repeat, new SampleChannels(true, true).quantized(null, 8));
            // What a mask-png16 export reads: the masks as 16-bit samples (GPU-quantized).
            double masks16 = timeIssued(entry.name() + ", 16-bit masks", GlFieldSampler.create(gl, with,
                    entry.folder()), grid, warmup, repeat, new SampleChannels(true, true).quantized(null, 16));
            interleaved(entry.name(), GlFieldSampler.create(gl, with, entry.folder()),
                    GlFieldSampler.create(gl, without, entry.folder()), grid, warmup, Math.max(repeat, PAIRS));
            if (timeline) {
                traced(entry.name() + ", 8-bit masks", gl, GlFieldSampler.create(gl, with, entry.folder()), grid,
                        warmup, new SampleChannels(true, true).quantized(null, 8));
                traced(entry.name() + ", without masks", gl, GlFieldSampler.create(gl, without, entry.folder()), grid,
                        warmup, new SampleChannels(true, false));
            }
            System.out.printf(Locale.ROOT,
                    "%-22s %5d² with %d masks (%d stages) %9.1f ms   height+gradient+8-bit masks %9.1f ms   "
                            + "16-bit masks %9.1f ms   without masks (%d stages) %9.1f ms   ratio %.2fx "
                            + "(8-bit masks %.2fx, 16-bit masks %.2fx)%n",
                    entry.name(), size, maskOutputs.size(), with.stages().size(), masked, masks8, masks16,
                    without.stages().size(), plain, masked / plain, masks8 / plain, masks16 / plain);
        }
    }

    /**
     * {@link #time} of a GPU bake, then a line of what its timed passes issued, per pass: the GL thread's
     * time issuing commands ({@link GlFieldSampler#submissionNanos()}, per block too), its waits for the
     * readback fences and for the copies out (which run on the fork-join pool beside it), the blocks,
     * batches, evaluations (plan stages counted) and barriers, and the
     * bytes read back. Submission close to the wall time: the CPU bounds the bake; far below: the GPU.
     */
    private static double timeIssued(String label, GlFieldSampler sampler, SampleGrid grid, int warmup, int repeat,
                                     SampleChannels channels) throws BakeException {
        IssueSnapshot[] marks = new IssueSnapshot[2];
        String[] stages = new String[1];
        double median = time(sampler, grid, warmup, repeat, channels, () -> marks[0] = IssueSnapshot.of(sampler),
                pass -> {
                    marks[1] = IssueSnapshot.of(sampler);
                    stages[0] = stageTimes(sampler, pass);
                });
        IssueSnapshot start = marks[0];
        IssueSnapshot end = marks[1];
        IssueCounts counts = end.counts().minus(start.counts());
        double passes = repeat;
        System.out.printf(Locale.ROOT, "  %-40s per pass: submission %.2f ms (%.1f µs a block), readback wait %.2f ms,"
                        + " copy %.2f ms; %.0f blocks, %.0f batches, %.0f evaluations, %.0f barriers; %.2f MB read%n",
                label, (end.submission() - start.submission()) / passes / 1e6,
                (end.submission() - start.submission()) / 1e3 / Math.max(1, counts.blocks()),
                (end.waitNanos() - start.waitNanos()) / passes / 1e6, (end.copyNanos() - start.copyNanos()) / passes / 1e6,
                counts.blocks() / passes, counts.batches() / passes, counts.evaluations() / passes,
                counts.barriers() / passes, (end.bytesRead() - start.bytesRead()) / passes / 1e6);
        System.out.printf(Locale.ROOT, "  %-40s %s%n", "", stages[0]);
        return median;
    }

    /**
     * One more pass with each stage's evaluation timed, the GPU drained around each stage's batch
     * ({@link GlFieldSampler#timeStages}): the stages' times and the rest of that pass (packing, readback,
     * copies, and the drains' lost overlap).
     */
    private static String stageTimes(GlFieldSampler sampler, DoubleSupplier pass) {
        sampler.timeStages(true);
        double wall = pass.getAsDouble();
        long[] nanos = sampler.stageNanos();
        sampler.timeStages(false);
        StringBuilder line = new StringBuilder("pass with drained stages " + String.format(Locale.ROOT, "%.2f ms:", wall));
        double staged = 0;
        for (int i = 0; i < nanos.length; i++) {
            staged += nanos[i] / 1e6;
            line.append(String.format(Locale.ROOT, " stage %d %.2f ms,", i, nanos[i] / 1e6));
        }
        return line.append(String.format(Locale.ROOT, " the rest %.2f ms", wall - staged)).toString();
    }

    /** A GPU sampler's counters at one moment. */
    private record IssueSnapshot(long submission, long waitNanos, long copyNanos, long bytesRead, IssueCounts counts) {
        static IssueSnapshot of(GlFieldSampler sampler) {
            long[] readback = sampler.readbackNanos();
            return new IssueSnapshot(sampler.submissionNanos(), readback[0], readback[1], sampler.bytesRead(),
                    sampler.issueCounts());
        }
    }

    /**
     * {@code --timeline}: after {@code warmup} passes, one pass traced on a GPU timeline: the GPU time per kind
     * of segment (each plan stage, packs, queued copies; {@link BakeTimeline#traced}), and every mark with
     * {@code -Dorogen.bench.everyMark=true}.
     */
    private static void traced(String label, GlThread gl, GlFieldSampler sampler, SampleGrid grid, int warmup,
                               SampleChannels channels) throws BakeException {
        try (sampler) {
            SampleBand band = channels.maskBits() != 0 || channels.readsHeight16()
                    ? SampleBand.withQuantizedPlanes(grid.width(), sampler.bandRows(grid.width(), channels),
                    sampler.maskNames(), false)
                    : new SampleBand(grid.width(), sampler.bandRows(grid.width(), channels), sampler.maskNames());
            for (int run = 0; run < warmup; run++) {
                pass(sampler, grid, band, channels);
            }
            System.out.println("  timeline of one pass, " + label + ":");
            BakeTimeline.traced(gl, sampler, () -> pass(sampler, grid, band, channels),
                    Boolean.getBoolean("orogen.bench.everyMark"));
        }
    }

    /** Pairs of passes {@link #interleaved} times at least. */
    private static final int PAIRS = 15;

    /**
     * The 8-bit-mask bake against the bake without masks in alternating passes (with then without, then
     * without then with, ...), so that an instance whose speed drifts or jumps between runs (the lent GPUs'
     * do) moves both alike: prints each one's median and the median and quartiles of the pairs' ratios.
     */
    private static void interleaved(String name, GlFieldSampler masked, GlFieldSampler plain, SampleGrid grid,
                                    int warmup, int pairs) throws BakeException {
        SampleChannels maskChannels = new SampleChannels(true, true).quantized(null, 8);
        SampleChannels plainChannels = new SampleChannels(true, false);
        try (masked; plain) {
            SampleBand maskBand = SampleBand.withQuantizedPlanes(grid.width(), masked.bandRows(grid.width(),
                    maskChannels), masked.maskNames(), false);
            SampleBand plainBand = new SampleBand(grid.width(), plain.bandRows(grid.width(), plainChannels),
                    plain.maskNames());
            for (int run = 0; run < warmup; run++) {
                pass(masked, grid, maskBand, maskChannels);
                pass(plain, grid, plainBand, plainChannels);
            }
            List<Double> with = new ArrayList<>();
            List<Double> without = new ArrayList<>();
            List<Double> ratios = new ArrayList<>();
            for (int i = 0; i < pairs; i++) {
                double a;
                double b;
                if (i % 2 == 0) {
                    a = pass(masked, grid, maskBand, maskChannels);
                    b = pass(plain, grid, plainBand, plainChannels);
                } else {
                    b = pass(plain, grid, plainBand, plainChannels);
                    a = pass(masked, grid, maskBand, maskChannels);
                }
                with.add(a);
                without.add(b);
                ratios.add(a / b);
            }
            with.sort(null);
            without.sort(null);
            ratios.sort(null);
            System.out.printf(Locale.ROOT, "  %-40s %d pairs: 8-bit masks %.1f ms, without masks %.1f ms (medians);"
                            + " ratio of a pair: median %.2fx, quartiles %.2f-%.2fx%n", name + ", interleaved", pairs,
                    with.get(pairs / 2), without.get(pairs / 2), ratios.get(pairs / 2), ratios.get(pairs / 4),
                    ratios.get(pairs * 3 / 4));
        }
    }

    /** fBm, 8 octaves, with a slope and a curvature mask of it, over 16 km. */
    static Graph maskedTerrain() {
        Node fbm = Node.of("fbm", "fractal.fbm")
                .withParameter("scale", new ParameterValue.NumberValue(2000))
                .withParameter("amplitude", new ParameterValue.NumberValue(600));
        Node slope = Node.of("slope", "mask.slope");
        Node curvature = Node.of("curvature", "mask.curvature");
        Node slopeOut = Node.of("slopeOut", "output.mask").withParameter("name",
                new ParameterValue.TextValue("slope"));
        Node curvatureOut = Node.of("curvatureOut", "output.mask").withParameter("name",
                new ParameterValue.TextValue("curvature"));
        return Graph.of(List.of(fbm, Node.of("out", "output.height"), slope, curvature, slopeOut, curvatureOut),
                List.of(Edge.of("fbm", "value", "out", "input"), Edge.of("fbm", "value", "slope", "height"),
                        Edge.of("fbm", "value", "curvature", "height"), Edge.of("slope", "mask", "slopeOut", "input"),
                        Edge.of("curvature", "mask", "curvatureOut", "input")),
                GraphMetadata.EMPTY, 1, List.of());
    }

    /** Median wall milliseconds of baking the whole grid, band by band. */
    private static double time(FieldSampler sampler, SampleGrid grid, int warmup, int repeat) throws BakeException {
        return time(sampler, grid, warmup, repeat, SampleChannels.ALL);
    }

    /** Median wall milliseconds of baking the whole grid, band by band, reading back {@code channels}. */
    private static double time(FieldSampler sampler, SampleGrid grid, int warmup, int repeat,
                               SampleChannels channels) throws BakeException {
        return time(sampler, grid, warmup, repeat, channels, () -> { }, pass -> { });
    }

    /**
     * {@link #time(FieldSampler, SampleGrid, int, int, SampleChannels)}, calling {@code afterWarmup} before
     * the first timed pass and {@code afterTimed} after the last (outside the timing, sampler open), with
     * one more pass over the grid to run if it wants (its wall milliseconds).
     */
    private static double time(FieldSampler sampler, SampleGrid grid, int warmup, int repeat,
                               SampleChannels channels, Runnable afterWarmup, Consumer<DoubleSupplier> afterTimed)
            throws BakeException {
        try (sampler) {
            int rows = sampler.bandRows(grid.width(), channels);
            SampleBand band = channels.maskBits() != 0 || channels.readsHeight16()
                    ? SampleBand.withQuantizedPlanes(grid.width(), rows, sampler.maskNames(), false)
                    : new SampleBand(grid.width(), rows, sampler.maskNames());
            List<Double> times = new ArrayList<>();
            for (int run = 0; run < warmup + repeat; run++) {
                if (run == warmup) {
                    afterWarmup.run();
                }
                double ms = pass(sampler, grid, band, channels);
                if (run >= warmup) {
                    times.add(ms);
                }
            }
            afterTimed.accept(() -> {
                try {
                    return pass(sampler, grid, band, channels);
                } catch (BakeException e) {
                    throw new IllegalStateException(e);
                }
            });
            times.sort(null);
            return times.get(times.size() / 2);
        }
    }

    /** Wall milliseconds of one pass over the grid, band by band. */
    private static double pass(FieldSampler sampler, SampleGrid grid, SampleBand band, SampleChannels channels)
            throws BakeException {
        long t0 = System.nanoTime();
        for (int first = 0; first < grid.height(); first += band.capacity()) {
            band.reset(first, Math.min(band.capacity(), grid.height() - first));
            sampler.sample(grid, band, channels);
        }
        return (System.nanoTime() - t0) / 1e6;
    }
}
