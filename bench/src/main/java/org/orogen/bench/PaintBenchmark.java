package org.orogen.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.PlanRunner;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleChannels;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.StageCache;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.gl.TextureFormat;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.paint.Stroke;
import org.orogen.paint.RandomStrokes;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;

/**
 * Paint layers (issue 17), not a unit test. An 8 km world of fBm painted with STROKES strokes of
 * about 50 points each (radii 20-200 m, the four brushes mixed, procedural strokes stamping a
 * ridged noise):
 * <ol>
 *   <li>the export bake over SIZE² through {@link GlFieldSampler} (fixed blocks, height and gradient
 *       read back, what {@code orogen export} pays), with the layer and without it (the same graph
 *       with no strokes): median of the timed repeats;</li>
 *   <li>the preview: a 1024² block through a {@link PlanRunner} with a {@link StageCache}, then the
 *       same with one stroke more (the upstream stages come from the cache; the paint stage and the
 *       final stage run again), median of the timed repeats.</li>
 * </ol>
 * <pre>
 * java --enable-native-access=ALL-UNNAMED -cp "bench/target/bench-*.jar:bench/target/lib/*" \
 *   org.orogen.bench.PaintBenchmark [--size N] [--strokes N] [--preview N] [--warmup N] [--repeat N]
 * </pre>
 */
public final class PaintBenchmark {
    /** World side in metres: 8193² pixels are 1 m apart. */
    static final double WORLD = 8192;

    private PaintBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int size = 8193;
        int strokes = 1000;
        int preview = 1024;
        int warmup = 1;
        int repeat = 3;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--size" -> size = Integer.parseInt(args[++i]);
                case "--strokes" -> strokes = Integer.parseInt(args[++i]);
                case "--preview" -> preview = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--repeat" -> repeat = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        List<Stroke> painted = strokes(strokes, new SplittableRandom(17));
        long points = painted.stream().mapToLong(s -> s.points().size()).sum();
        GraphCompiler compiler = GraphCompiler.standard();
        try (GlThread gl = GlThread.start("paint-bench-gl")) {
            System.out.println("renderer: " + gl.info().renderer() + ", " + gl.info().version()
                    + ", cores " + Runtime.getRuntime().availableProcessors());
            SampleGrid grid = new SampleGrid(0, 0, WORLD, WORLD, size, size);
            double plain = exportBake(gl, compiler.compilePlan(graph(List.of()), CompileOptions.DEFAULT), grid, warmup,
                    repeat);
            double withPaint = exportBake(gl, compiler.compilePlan(graph(painted), CompileOptions.DEFAULT), grid,
                    warmup, repeat);
            System.out.printf(Locale.ROOT, "export %d² (%.2f m pixels), %d strokes, %d points: without strokes %.1f ms,"
                            + " with %.1f ms, replay %.1f ms%n", size, grid.spacingX(), strokes, points, plain,
                    withPaint, withPaint - plain);
            previewEdit(gl, compiler, painted, preview, warmup, repeat);
        }
    }

    /** fBm hills painted with {@code strokes}; procedural strokes stamp a ridged noise. */
    static Graph graph(List<Stroke> strokes) {
        Node hills = Node.of("hills", "fractal.fbm").withParameter("scale", new ParameterValue.NumberValue(1500))
                .withParameter("amplitude", new ParameterValue.NumberValue(300));
        Node ridges = Node.of("ridges", "fractal.ridged").withParameter("scale", new ParameterValue.NumberValue(300))
                .withParameter("amplitude", new ParameterValue.NumberValue(60));
        Node paint = Node.of("paint", "paint.layer").withParameter("strokes",
                new ParameterValue.StrokesValue(strokes));
        return Graph.of(List.of(hills, ridges, paint, Node.of("out", "output.height")),
                List.of(Edge.of("hills", "value", "paint", "height"), Edge.of("ridges", "value", "paint", "source"),
                        Edge.of("paint", "height", "out", "input")),
                GraphMetadata.EMPTY.withExtent(new WorldExtent(0, 0, WORLD, WORLD)), 5, List.of());
    }

    /** {@code n} strokes of 50 points wandering over the world, radius 20-200 m, brushes mixed. */
    static List<Stroke> strokes(int n, SplittableRandom random) {
        List<Stroke> out = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            out.add(stroke(random));
        }
        return out;
    }

    static Stroke stroke(SplittableRandom random) {
        return RandomStrokes.stroke(random, WORLD, 0, 300);
    }

    /** Median wall milliseconds of baking the whole grid band by band, height and gradient read back. */
    private static double exportBake(GlThread gl, CompiledPlan plan, SampleGrid grid, int warmup, int repeat)
            throws BakeException {
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null)) {
            SampleChannels channels = new SampleChannels(true, false);
            int rows = sampler.bandRows(grid.width(), channels);
            SampleBand band = new SampleBand(grid.width(), rows, sampler.maskNames());
            List<Double> times = new ArrayList<>();
            for (int run = 0; run < warmup + repeat; run++) {
                long t0 = System.nanoTime();
                for (int first = 0; first < grid.height(); first += rows) {
                    band.reset(first, Math.min(rows, grid.height() - first));
                    sampler.sample(grid, band, channels);
                }
                if (run >= warmup) {
                    times.add((System.nanoTime() - t0) / 1e6);
                }
            }
            return median(times);
        }
    }

    /** The preview's re-bake after one more stroke: upstream stages from the stage cache. */
    private static void previewEdit(GlThread gl, GraphCompiler compiler, List<Stroke> painted, int size, int warmup,
                                    int repeat) throws Exception {
        GridBlock block = GridBlock.covering(new WorldExtent(0, 0, WORLD, WORLD), size, size);
        SplittableRandom random = new SplittableRandom(99);
        List<Double> edits = new ArrayList<>();
        List<Double> cold = new ArrayList<>();
        StageCache cache = new StageCache(512L << 20);
        try {
            List<Stroke> current = new ArrayList<>(painted);
            for (int run = 0; run < warmup + repeat; run++) {
                double first = runOnce(gl, compiler, current, cache, block);
                current.add(stroke(random));
                double edit = runOnce(gl, compiler, current, cache, block);
                if (run >= warmup) {
                    cold.add(first);
                    edits.add(edit);
                }
            }
        } finally {
            gl.submit(context -> {
                cache.close();
                return null;
            }).join();
        }
        System.out.printf(Locale.ROOT, "preview %d², %d strokes: unchanged re-bake %.1f ms (every stage but the final one"
                + " from the cache), one stroke added %.1f ms (compile + paint stage + final stage + readback)%n", size,
                painted.size(), median(cold), median(edits));
    }

    /** Compiles the graph with {@code strokes} and runs its plan over {@code block}, reading the height back. */
    private static double runOnce(GlThread gl, GraphCompiler compiler, List<Stroke> strokes, StageCache cache,
                                  GridBlock block) throws Exception {
        long t0 = System.nanoTime();
        CompiledPlan plan = compiler.compilePlan(graph(strokes), CompileOptions.DEFAULT);
        PlanRunner runner = new PlanRunner(plan, PlanRunner.loadImages(plan, null), cache);
        gl.submit(context -> {
            try (Texture out = Texture.create(context, block.width(), block.height(), TextureFormat.RGBA32F)) {
                runner.run(context, block, List.of(out));
                out.download();
            } finally {
                runner.close();
            }
            return null;
        }).join();
        return (System.nanoTime() - t0) / 1e6;
    }

    private static double median(List<Double> times) {
        List<Double> sorted = new ArrayList<>(times);
        sorted.sort(null);
        return sorted.get(sorted.size() / 2);
    }
}
