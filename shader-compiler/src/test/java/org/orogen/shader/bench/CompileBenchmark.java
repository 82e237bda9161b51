package org.orogen.shader.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.CompilerCaches;
import org.orogen.shader.GraphCompiler;

/**
 * Graph to GLSL compile time (target: under 2 ms for 200 nodes, {@link #compile}), a recompile with
 * the same structure ({@link #recompile}), and a parameter change from the plan before ({@link #valueChange},
 * what the editor's compile worker does for a dragged slider). How to run: docs/performance.md, section
 * "Graph compiler".
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CompileBenchmark {
    @Param({"50", "200"})
    public int nodes;

    private Graph graph;
    private GraphCompiler compiler;
    /** Two values of one slider ({@link #valueChange}), the plan of the graph shown last and its index. */
    private Graph[] drag;
    private CompiledPlan plan;
    private int shown;

    @Setup
    public void setUp() {
        compiler = GraphCompiler.standard();
        graph = BenchmarkGraphs.layered(nodes);
        CompiledProgram check = compiler.compile(graph);
        if (check.hasErrors()) {
            throw new IllegalStateException("benchmark graph does not compile: " + check.diagnostics());
        }
        Node noise = graph.requireNode("g0_noise");
        drag = new Graph[] {graph, graph.withNode(noise.withParameter("scale", ParameterValue.of(250.0)))};
        plan = compiler.compilePlan(graph, CompileOptions.DEFAULT);
        shown = 0;
    }

    /** A structural edit: the whole compile, the program's text written anew (what the target measures). */
    @Benchmark
    public CompiledProgram compile() {
        CompilerCaches.forgetEmittedSources();
        return compiler.compile(graph);
    }

    /** A parameter change: the same structure, so the text emitted before is reused. */
    @Benchmark
    public CompiledProgram recompile() {
        return compiler.compile(graph);
    }

    /**
     * A slider dragged in the editor: the plan of the graph before with the new value
     * ({@link GraphCompiler#recompilePlan}), alternating between two values of one noise's scale.
     */
    @Benchmark
    public CompiledPlan valueChange() {
        int next = 1 - shown;
        plan = compiler.recompilePlan(drag[shown], plan, drag[next], CompileOptions.DEFAULT);
        shown = next;
        return plan;
    }
}
