package org.orogen.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.orogen.bake.BakeException;
import org.orogen.bake.FieldSampler;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
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
 * wall time of the timed repeats after the warm-up runs.
 *
 * <pre>
 * java --enable-native-access=ALL-UNNAMED -cp "bench/target/bench-*.jar:bench/target/lib/*" \
 *   org.orogen.bench.PlanBakeBenchmark [--size N] [--warmup N] [--repeat N] GRAPH...
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
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--size" -> size = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--repeat" -> repeat = Integer.parseInt(args[++i]);
                default -> graphs.add(Path.of(args[i]));
            }
        }
        GraphCompiler compiler = GraphCompiler.standard();
        try (GlThread gl = GlThread.start("plan-bench-gl")) {
            System.out.println("renderer: " + gl.info().renderer() + ", " + gl.info().version());
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
                double staged = time(GlFieldSampler.create(gl, plan, folder), grid, warmup, repeat);
                System.out.printf(Locale.ROOT, "%-22s %5d² one program %9.1f ms   plan (%d stages) %9.1f ms   %.2fx%n",
                        file.getFileName(), size, single, plan.stages().size(), staged, single / staged);
            }
        }
    }

    /** Median wall milliseconds of baking the whole grid, band by band. */
    private static double time(FieldSampler sampler, SampleGrid grid, int warmup, int repeat) throws BakeException {
        try (sampler) {
            int rows = sampler.bandRows(grid.width());
            SampleBand band = new SampleBand(grid.width(), rows, sampler.maskNames());
            List<Double> times = new ArrayList<>();
            for (int run = 0; run < warmup + repeat; run++) {
                long t0 = System.nanoTime();
                for (int first = 0; first < grid.height(); first += rows) {
                    band.reset(first, Math.min(rows, grid.height() - first));
                    sampler.sample(grid, band);
                }
                if (run >= warmup) {
                    times.add((System.nanoTime() - t0) / 1e6);
                }
            }
            times.sort(null);
            return times.get(times.size() / 2);
        }
    }
}
