package org.orogen.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleChannels;
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
 * What a graph's whole-domain simulations cost each time they run again, as in the preview after an
 * edit upstream of them (docs/performance.md): the graph's pass plan baked over its extent at a small
 * SIZE² (default 129, so the bake around the simulations costs little), height only, each run with a
 * fresh sampler (no stage cache: every simulation runs). Prints every run's wall milliseconds: the
 * first pays the JVM's and the driver's first use, the later ones what the editor pays.
 *
 * <pre>SimulationRerunBenchmark [--size N] [--runs R] GRAPH...</pre>
 */
public final class SimulationRerunBenchmark {
    private SimulationRerunBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int size = 129;
        int runs = 6;
        List<Path> graphs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--size" -> size = Integer.parseInt(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                default -> graphs.add(Path.of(args[i]));
            }
        }
        if (graphs.isEmpty()) {
            System.err.println("usage: SimulationRerunBenchmark [--size N] [--runs R] GRAPH...");
            System.exit(2);
        }
        GraphCompiler compiler = GraphCompiler.standard();
        try (GlThread gl = GlThread.start("simulation-rerun-gl")) {
            System.out.println("renderer: " + gl.info().renderer() + ", " + gl.info().version() + "; "
                    + Runtime.getRuntime().availableProcessors() + " processors");
            for (Path file : graphs) {
                GraphLoader.OpenedGraph opened = new GraphLoader(compiler.library().catalog()).open(file);
                Graph graph = opened.graph().orElseThrow(() -> new IllegalArgumentException(file + ": "
                        + opened.diagnostics()));
                CompiledPlan plan = compiler.compilePlan(graph,
                        CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution())));
                WorldExtent e = graph.metadata().extent();
                SampleGrid grid = new SampleGrid(e.originX(), e.originY(), e.width(), e.height(), size, size);
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-22s %4d², runs (ms):",
                        file.getFileName(), size));
                for (int run = 0; run < runs; run++) {
                    line.append(String.format(Locale.ROOT, " %.0f", bake(gl, plan, file.toAbsolutePath().getParent(),
                            grid)));
                }
                System.out.println(line);
            }
        }
    }

    /** Wall milliseconds of one bake of {@code grid} with a fresh sampler (its simulations included). */
    private static double bake(GlThread gl, CompiledPlan plan, Path folder, SampleGrid grid) throws BakeException {
        long start = System.nanoTime();
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, folder)) {
            SampleBand band = new SampleBand(grid.width(), grid.height(), sampler.maskNames());
            band.reset(0, grid.height());
            sampler.sample(grid, band, new SampleChannels(false, false));
        }
        return (System.nanoTime() - start) / 1e6;
    }
}
