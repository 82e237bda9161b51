package org.orogen.bench;

import static org.lwjgl.opengl.GL11.glFinish;

import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletionException;
import org.lwjgl.system.MemoryUtil;
import org.orogen.gl.EvaluationPath;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.FieldInputs;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.gl.GridBlock;
import org.orogen.gl.Texture;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * GPU cost per pixel of the reference graphs (issue 4), not a unit test: compiles each graph, then
 * on the GL thread evaluates it with the production {@link FieldEvaluator} into one SIZE² RGBA32F
 * texture and times {@code evaluate + glFinish} with {@link System#nanoTime} (warm-up runs first,
 * then the timed repeats). No readback is timed:
 * this measures the shader, not the bus. After timing, the middle row is read back once to show
 * the terrain is real (finite heights with a spread), and the run fails if it is not.
 *
 * <p>Both evaluation paths are timed: the fragment path first, then, where the context offers
 * OpenGL 4.3, the compute path into the same texture, its middle row compared with the fragment
 * path's ({@code --no-compute} leaves it out). On data-centre GPUs only a few SMs run fragment work.
 *
 * <pre>
 * java --enable-native-access=ALL-UNNAMED -cp "bench/target/bench-*.jar:bench/target/lib/*" \
 *   org.orogen.bench.GraphCostBenchmark [--warmup N] [--repeat N] [--graph swiss|gully|fbm8|fbm12] [--no-compute]
 *   [--origin X,Y] [SIZE...]
 * </pre>
 *
 * Defaults: sizes 4096, 2 warm-up draws, 5 timed draws, all graphs. The world extent is
 * 16 384 m square whatever the size, so smaller sizes sample the same terrain more coarsely
 * (per-pixel cost of noise does not depend on the spacing). The grid's south-west corner is the world
 * origin unless {@code --origin X,Y} (metres) moves it: at the origin the shader skips the exact anchor part
 * of every noise octave's lattice position (a uniform branch, see the compiler's position.glsl), which an
 * export's blocks away from the origin pay; fBm 8 at 4096² on an H200 took 1.33 ms at the origin and 2.0 ms
 * at (1234.5, 777.25) (docs/performance.md).
 */
public final class GraphCostBenchmark {

    /** World extent of every run, metres (4 m per pixel at 4096²). */
    static final double EXTENT = 16384;

    private GraphCostBenchmark() {
    }

    /** A named reference graph. */
    record Reference(String name, String description, Graph graph) {
    }

    /** The two reference graphs of issue 4, built with the model API. */
    static List<Reference> references() {
        return List.of(
                new Reference("swiss", "Swiss turbulence, 12 octaves", swissTurbulence()),
                new Reference("gully", "gully erosion, 5 octaves, over 8-octave fBm", gullyOverFbm()),
                new Reference("fbm8", "fBm of gradient noise, 8 octaves", fbm(8)),
                new Reference("fbm12", "fBm of gradient noise, 12 octaves", fbm(12)));
    }

    /** Plain fBm (value and gradient) with {@code octaves} octaves, 2 km features: for comparison with CPU noise libraries. */
    static Graph fbm(int octaves) {
        Node fbm = Node.of("fbm", "fractal.fbm")
                .withParameter("scale", new ParameterValue.NumberValue(2000))
                .withParameter("amplitude", new ParameterValue.NumberValue(600))
                .withParameter("octaves", new ParameterValue.IntegerValue(octaves));
        return Graph.of(List.of(fbm, Node.of("out", "output.height")), List.of(Edge.of("fbm", "value", "out", "input")),
                GraphMetadata.EMPTY, 7, List.of());
    }

    /** Swiss turbulence with 12 octaves (other parameters at the article's defaults), straight to the height. */
    static Graph swissTurbulence() {
        Node swiss = Node.of("swiss", "scape.swiss_turbulence")
                .withParameter("scale", new ParameterValue.NumberValue(2200))
                .withParameter("amplitude", new ParameterValue.NumberValue(900))
                .withParameter("octaves", new ParameterValue.IntegerValue(12));
        return Graph.of(List.of(swiss, Node.of("out", "output.height")),
                List.of(Edge.of("swiss", "value", "out", "input")), GraphMetadata.EMPTY, 7, List.of());
    }

    /** An 8-octave fBm terrain eroded by the gully filter with 5 octaves (as in samples/eroded_gullies). */
    static Graph gullyOverFbm() {
        Node hills = Node.of("hills", "fractal.fbm")
                .withParameter("scale", new ParameterValue.NumberValue(2600))
                .withParameter("amplitude", new ParameterValue.NumberValue(520))
                .withParameter("octaves", new ParameterValue.IntegerValue(8));
        Node gullies = Node.of("gullies", "erosion.gully")
                .withParameter("scale", new ParameterValue.NumberValue(900))
                .withParameter("octaves", new ParameterValue.IntegerValue(5))
                .withParameter("terrainBase", new ParameterValue.NumberValue(-400))
                .withParameter("terrainRelief", new ParameterValue.NumberValue(1300));
        return Graph.of(List.of(hills, gullies, Node.of("out", "output.height")),
                List.of(Edge.of("hills", "value", "gullies", "terrain"), Edge.of("gullies", "eroded", "out", "input")),
                GraphMetadata.EMPTY, 7, List.of());
    }

    /**
     * Timings of one graph at one size through one pipeline, milliseconds sorted ascending, and the
     * middle row's check: height range, non-finite count, and for the compute variant the largest
     * difference from the fragment pipeline's row (NaN for the fragment pipeline itself).
     */
    record Timing(String pipeline, int size, double[] millis, float minHeight, float maxHeight, int nonFinite,
                  double maxDifference) {

        double median() {
            return millis[millis.length / 2];
        }

        double megapixelsPerSecond() {
            return (double) size * size / (median() / 1000) / 1e6;
        }

        boolean isTerrain() {
            return nonFinite == 0 && maxHeight > minHeight;
        }
    }

    public static void main(String[] args) {
        int warmup = 2;
        int repeat = 5;
        boolean compute = true;
        String only = null;
        double[] origin = {0, 0};
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--warmup" -> warmup = count(args, ++i, "--warmup", 0);
                case "--repeat" -> repeat = count(args, ++i, "--repeat", 1);
                case "--graph" -> only = value(args, ++i, "--graph");
                case "--no-compute" -> compute = false;
                case "--origin" -> origin = point(value(args, ++i, "--origin"), "--origin");
                default -> sizes.add(count(args, i, "SIZE", 1));
            }
        }
        if (sizes.isEmpty()) {
            sizes.add(4096);
        }
        List<Reference> graphs = new ArrayList<>();
        for (Reference r : references()) {
            if (only == null || only.equals(r.name())) {
                graphs.add(r);
            }
        }
        if (graphs.isEmpty()) {
            throw new IllegalArgumentException("--graph must be swiss, gully, fbm8 or fbm12, not '" + only + "'");
        }
        System.out.printf(Locale.ROOT, "Orogen graph cost benchmark: sizes %s, %d warm-up + %d timed draws each,"
                + " extent %.0f m square from (%s, %s), evaluate + glFinish timed on the GL thread%n", sizes, warmup,
                repeat, EXTENT, origin[0], origin[1]);
        boolean failed = false;
        try (GlThread gl = GlThread.start("graph-cost-gl")) {
            System.out.println("GL_VENDOR: " + gl.info().vendor() + " | GL_RENDERER: " + gl.info().renderer()
                    + " | GL_VERSION: " + gl.info().version());
            for (Reference reference : graphs) {
                long c0 = System.nanoTime();
                CompiledProgram program = GraphCompiler.standard().compile(reference.graph());
                double compileMs = (System.nanoTime() - c0) / 1e6;
                if (program.hasErrors()) {
                    throw new IllegalStateException("The reference graph '" + reference.name()
                            + "' does not compile: " + program.diagnostics());
                }
                System.out.printf(Locale.ROOT, "== %s (%s): GLSL %d lines, compiled in %.1f ms%n", reference.name(),
                        reference.description(), program.lineCount(), compileMs);
                for (int size : sizes) {
                    final int w = warmup;
                    final int n = repeat;
                    final boolean withCompute = compute && gl.info().atLeast(4, 3);
                    final WorldExtent extent = new WorldExtent(origin[0], origin[1], EXTENT, EXTENT);
                    List<Timing> timings = gl.submit(context -> measure(context, program, extent, size, w, n,
                            withCompute)).join();
                    for (Timing t : timings) {
                        failed |= !t.isTerrain();
                        System.out.printf(Locale.ROOT, "%-6s %5d² %-8s: min %9.3f ms, median %9.3f ms, max %9.3f ms"
                                        + " over %d; %8.1f Mpixel/s at the median; middle row %.1f..%.1f m%s%s%n",
                                reference.name(), size, t.pipeline(), t.millis()[0], t.median(),
                                t.millis()[t.millis().length - 1], t.millis().length, t.megapixelsPerSecond(),
                                t.minHeight(), t.maxHeight(),
                                Double.isNaN(t.maxDifference()) ? ""
                                        : String.format(Locale.ROOT, ", max |compute - fragment| %.2g m",
                                                t.maxDifference()),
                                t.isTerrain() ? "" : " (NOT A TERRAIN: " + t.nonFinite() + " non-finite values)");
                    }
                    if (timings.size() > 1) {
                        System.out.printf(Locale.ROOT, "%-6s %5d² compute speed-up over fragment: %.1fx%n", reference.name(),
                                size, timings.get(0).median() / timings.get(1).median());
                    } else if (compute) {
                        System.out.println("  compute variant skipped: needs OpenGL 4.3, the context has "
                                + gl.info().version());
                    }
                }
            }
        } catch (CompletionException e) {
            throw new IllegalStateException("The GPU run failed: " + e.getCause().getMessage(), e.getCause());
        }
        if (failed) {
            System.err.println("graph cost benchmark: some output was flat or not finite (see above)");
            System.exit(1);
        }
    }

    /**
     * On the GL thread: runs the program through a {@link FieldEvaluator} on the fragment path,
     * warms up, times {@code evaluate + glFinish}, checks the middle row; then, when asked, the same
     * on the compute path into the same texture (fragment timing first in the list). Each timed
     * run includes the parameter upload, as a real bake does.
     */
    static List<Timing> measure(GlContext context, CompiledProgram compiled, int size, int warmup, int repeat,
                                boolean compute) {
        return measure(context, compiled, new WorldExtent(0, 0, EXTENT, EXTENT), size, warmup, repeat, compute);
    }

    /** {@link #measure(GlContext, CompiledProgram, int, int, int, boolean)} over {@code extent}, not the origin's. */
    static List<Timing> measure(GlContext context, CompiledProgram compiled, WorldExtent extent, int size, int warmup,
                                int repeat, boolean compute) {
        List<Timing> timings = new ArrayList<>();
        GridBlock block = GridBlock.covering(extent, size, size);
        List<Texture> outputs = FieldEvaluator.createOutputs(context, compiled, size, size);
        try {
            float[] fragmentRow = null;
            for (EvaluationPath path : compute ? List.of(EvaluationPath.FRAGMENT, EvaluationPath.COMPUTE)
                    : List.of(EvaluationPath.FRAGMENT)) {
                try (FieldEvaluator evaluator = new FieldEvaluator(context, 1, path)) {
                    double[] millis = time(warmup, repeat,
                            () -> evaluator.evaluate(compiled, block, FieldInputs.NONE, outputs));
                    float[] row = middleRow(outputs.getFirst(), size);
                    timings.add(check(path.label(), size, millis, row, fragmentRow));
                    fragmentRow = fragmentRow == null ? row : fragmentRow;
                }
            }
        } finally {
            outputs.forEach(Texture::close);
        }
        return timings;
    }

    /** Runs {@code work} warm-up times, then repeat times each followed by glFinish; sorted milliseconds. */
    private static double[] time(int warmup, int repeat, Runnable work) {
        for (int i = 0; i < warmup; i++) {
            work.run();
            glFinish();
        }
        double[] millis = new double[repeat];
        for (int i = 0; i < repeat; i++) {
            long t0 = System.nanoTime();
            work.run();
            glFinish();
            millis[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(millis);
        return millis;
    }

    /** The heights of the middle row of the height texture. */
    private static float[] middleRow(Texture height, int size) {
        FloatBuffer texels = MemoryUtil.memAllocFloat(size * size * 4);
        try {
            height.download(texels);
            float[] heights = new float[size];
            int base = size / 2 * size * 4;
            for (int x = 0; x < size; x++) {
                heights[x] = texels.get(base + 4 * x);
            }
            return heights;
        } finally {
            MemoryUtil.memFree(texels);
        }
    }

    /** The row's range and non-finite count, and its largest difference from {@code reference} when given. */
    private static Timing check(String pipeline, int size, double[] millis, float[] row, float[] reference) {
        float min = Float.POSITIVE_INFINITY;
        float max = Float.NEGATIVE_INFINITY;
        int nonFinite = 0;
        double difference = reference == null ? Double.NaN : 0;
        for (int x = 0; x < row.length; x++) {
            float h = row[x];
            if (!Float.isFinite(h)) {
                nonFinite++;
                continue;
            }
            min = Math.min(min, h);
            max = Math.max(max, h);
            if (reference != null) {
                difference = Math.max(difference, Math.abs(h - reference[x]));
            }
        }
        return new Timing(pipeline, size, millis, min, max, nonFinite, difference);
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    /** {@code X,Y} in metres (as {@code --origin} takes it); a wrong value is refused naming {@code option}. */
    public static double[] point(String text, String option) {
        String[] xy = text.split(",");
        try {
            if (xy.length == 2) {
                return new double[] {Double.parseDouble(xy[0].trim()), Double.parseDouble(xy[1].trim())};
            }
        } catch (NumberFormatException e) {
            // the message below
        }
        throw new IllegalArgumentException(option + " wants X,Y in metres, e.g. 1234.5,777.25, not '" + text + "'");
    }

    private static int count(String[] args, int i, String option, int least) {
        String text = value(args, i, option);
        int n;
        try {
            n = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " must be a whole number, not '" + text + "'");
        }
        if (n < least) {
            throw new IllegalArgumentException(option + " must be at least " + least + ", not " + n);
        }
        return n;
    }
}
