package org.orogen.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.FieldEvaluator;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
import org.orogen.shader.BigGraphs;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.PlanStage;

/**
 * Big generated graphs on the driver (docs/performance.md, "Big graphs on the driver"): N noise
 * nodes summed by a tree of adds (2N nodes, {@code BigGraphs.noiseSum}), split into stages by the
 * default budget. For each N prints the plan compile time (Java), the first bake (every stage
 * program built and linked by the driver when the sampler is created, then run), a second bake (programs cached: the cost of a
 * parameter change), and the bake after an edit that changes one node's type (one stage rebuilt).
 *
 * <pre>BigGraphBenchmark [--size S] [--mixed] [--stages] N...</pre>
 * {@code --mixed} mixes gradient and value noises so that almost no two stages share a program;
 * {@code --stages} builds the stage programs one by one first and prints each one's size, texture
 * inputs and build time as it goes (to find a stage the driver is slow on).
 * Run with {@code MESA_SHADER_CACHE_DISABLE=true} / {@code __GL_SHADER_DISK_CACHE=0} for cold figures.
 */
public final class BigGraphBenchmark {
    private BigGraphBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int size = 1024;
        boolean mixed = false;
        boolean stages = false;
        List<Integer> counts = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--size" -> size = Integer.parseInt(args[++i]);
                case "--mixed" -> mixed = true;
                case "--stages" -> stages = true;
                default -> counts.add(Integer.parseInt(args[i]));
            }
        }
        if (counts.isEmpty()) {
            counts = List.of(1000, 5000);
        }
        GraphCompiler compiler = GraphCompiler.standard();
        try (GlThread gl = GlThread.start("big-graph-bench-gl")) {
            System.out.println("renderer: " + gl.info().renderer() + ", " + gl.info().version());
            for (int noises : counts) {
                Graph graph = mixed ? BigGraphs.mixedNoiseSum(noises) : BigGraphs.noiseSum(noises);
                Graph edited = BigGraphs.noiseSum(noises, "noise.value", noises / 2);
                long t0 = System.nanoTime();
                CompiledPlan plan = compiler.compilePlan(graph, CompileOptions.DEFAULT);
                long t1 = System.nanoTime();
                if (plan.hasErrors()) {
                    throw new IllegalStateException(plan.diagnostics().toString());
                }
                if (stages) {
                    printStageBuilds(gl, plan);
                }
                CompiledPlan editedPlan = compiler.compilePlan(edited, CompileOptions.DEFAULT);
                SampleGrid grid = new SampleGrid(0, 0, 4096, 4096, size, size);
                long builds0 = builds(gl);
                long t2 = System.nanoTime();
                try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null)) {
                    double first = (System.nanoTime() - t2) / 1e6 + bake(sampler, grid);
                    long builds1 = builds(gl);
                    double second = bake(sampler, grid);
                    long builds2 = builds(gl);
                    System.out.printf(Locale.ROOT, "%6d nodes%s: %4d stages, plan compile %7.2f s, first bake %7.2f s"
                            + " (%d programs built), second bake %8.1f ms (%d built)",
                            2 * noises, mixed ? " (mixed)" : "", plan.stages().size(), (t1 - t0) / 1e9, first / 1e3,
                            builds1 - builds0, second, builds2 - builds1);
                }
                if (!mixed) {
                    long t3 = System.nanoTime();
                    try (GlFieldSampler sampler = GlFieldSampler.create(gl, editedPlan, null)) {
                        bake(sampler, grid);
                        System.out.printf(Locale.ROOT, ", after a one-node edit %7.2f s", (System.nanoTime() - t3) / 1e9);
                    }
                }
                System.out.println();
            }
        }
    }

    /** Programs the GL thread's evaluator has built so far. */
    private static long builds(GlThread gl) {
        return gl.submit(context -> context.evaluator().programBuilds()).join();
    }

    /** Builds each stage's program on a fresh evaluator, printing as it goes. */
    private static void printStageBuilds(GlThread gl, CompiledPlan plan) {
        gl.submit(context -> {
            try (FieldEvaluator evaluator = new FieldEvaluator(context, plan.stages().size() + 1)) {
                for (PlanStage stage : plan.stages()) {
                    long t0 = System.nanoTime();
                    evaluator.program(stage.program());
                    System.out.printf(Locale.ROOT, "  stage %4d: %6d chars, %3d lines, %2d stage inputs, build %8.1f ms%n",
                            stage.index(), stage.program().computeSource().length(), stage.program().lineCount(),
                            stage.inputs().size(), (System.nanoTime() - t0) / 1e6);
                    System.out.flush();
                }
            }
            return null;
        }).join();
    }

    /** Wall milliseconds of baking (and reading back) the whole grid, band by band. */
    private static double bake(GlFieldSampler sampler, SampleGrid grid) throws Exception {
        int rows = sampler.bandRows(grid.width());
        SampleBand band = new SampleBand(grid.width(), rows, sampler.maskNames());
        long t0 = System.nanoTime();
        for (int first = 0; first < grid.height(); first += rows) {
            band.reset(first, Math.min(rows, grid.height() - first));
            sampler.sample(grid, band);
        }
        return (System.nanoTime() - t0) / 1e6;
    }
}
