package org.orogen.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.shader.CompileBudget;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.SubgraphFiles;
import org.orogen.shader.SubgraphSource;

/**
 * Cost of the subgraph fan-out chain of issue 16 (each file uses the next twice, {@code levels}
 * deep), not a unit test: for identical uses (shared calls), distinct uses (2^levels calls, node
 * budget raised) and, for comparison, identical uses inlined (the old form): Java compile time
 * (median of 5 after a warm-up), GLSL size, then on the GL thread the first evaluation (link and
 * draw) and the median of {@link GraphCostBenchmark#measure} at SIZE² for identical uses. Distinct
 * uses are not drawn: drivers inline every call, so 2^levels distinct calls are 2^levels copies
 * of the leaf for the driver's compiler (what the node budget refuses by default).
 *
 * <pre>
 * java --enable-native-access=ALL-UNNAMED -cp "bench/target/bench-*.jar:bench/target/lib/*" \
 *   org.orogen.bench.SubgraphChainBenchmark [--levels N] [--no-inlined] [SIZE]
 * </pre>
 * Defaults: 14 levels, size 256.
 */
public final class SubgraphChainBenchmark {
    private SubgraphChainBenchmark() {
    }

    private record Variant(String name, Path file, CompileOptions extra, boolean render) {
    }

    public static void main(String[] args) throws IOException {
        int levels = 14;
        int size = 256;
        boolean inlined = true;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--levels" -> levels = Integer.parseInt(args[++i]);
                case "--no-inlined" -> inlined = false;
                default -> size = Integer.parseInt(args[i]);
            }
        }
        Path dir = Files.createTempDirectory("orogen-chain");
        Path identical = SubgraphFiles.fanOutChain(Files.createDirectories(dir.resolve("identical")), levels, false);
        Path distinct = SubgraphFiles.fanOutChain(Files.createDirectories(dir.resolve("distinct")), levels, true);
        CompileBudget open = new CompileBudget(Long.MAX_VALUE / 2, Long.MAX_VALUE / 2);
        List<Variant> variants = new java.util.ArrayList<>(List.of(
                new Variant("identical uses, functions", identical, null, true),
                new Variant("distinct uses, functions", distinct, null, false)));
        if (inlined) {
            variants.add(new Variant("identical uses, inlined", identical, CompileOptions.DEFAULT, false));
        }
        System.out.printf(Locale.ROOT, "Orogen subgraph chain benchmark: %d levels (%d uses of the leaf), %d²%n",
                levels, 1 << levels, size);
        try (GlThread gl = GlThread.start("chain-gl")) {
            System.out.println("GL_RENDERER: " + gl.info().renderer() + " | GL_VERSION: " + gl.info().version());
            for (Variant v : variants) {
                GraphLoader.OpenedGraph opened = new GraphLoader(GraphCompiler.standard().library().catalog())
                        .open(v.file());
                Graph graph = opened.graph().orElseThrow();
                CompileOptions options = CompileOptions.DEFAULT.withSubgraphs(SubgraphSource.of(opened.resolution()))
                        .withBudget(open);
                if (v.extra() != null) {
                    options = options.withInlinedSubgraphs();
                }
                CompileOptions chosen = options;
                CompiledProgram program = GraphCompiler.standard().compile(graph, chosen);
                double[] millis = new double[5];
                for (int i = 0; i < millis.length; i++) {
                    long t0 = System.nanoTime();
                    program = GraphCompiler.standard().compile(graph, chosen);
                    millis[i] = (System.nanoTime() - t0) / 1e6;
                }
                Arrays.sort(millis);
                if (program.hasErrors()) {
                    throw new IllegalStateException(v.name() + " does not compile: " + program.diagnostics());
                }
                System.out.printf(Locale.ROOT, "%-28s compile %8.1f ms (median of 5), GLSL %,d characters,"
                                + " %,d parameter words%n", v.name(), millis[2], program.fragmentSource().length(),
                        program.parameterWords());
                if (!v.render()) {
                    continue;
                }
                CompiledProgram compiled = program;
                int s = size;
                long t0 = System.nanoTime();
                GraphCostBenchmark.Timing first = gl.submit(context -> GraphCostBenchmark.measure(context, compiled,
                        s, 0, 1, false).getFirst()).join();
                double firstMs = (System.nanoTime() - t0) / 1e6;
                GraphCostBenchmark.Timing warm = gl.submit(context -> GraphCostBenchmark.measure(context, compiled,
                        s, 1, 3, false).getFirst()).join();
                System.out.printf(Locale.ROOT, "%-28s first evaluation (link + draw) %9.1f ms, warm draw median %9.1f ms;"
                        + " middle row %.1f..%.1f m%s%n", v.name(), firstMs, warm.median(), first.minHeight(),
                        first.maxHeight(), first.isTerrain() ? "" : " (NOT A TERRAIN)");
            }
        }
    }
}
