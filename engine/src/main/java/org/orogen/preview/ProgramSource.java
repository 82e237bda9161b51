package org.orogen.preview;

import org.orogen.graph.Graph;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/** Turns a graph into a program; {@code GraphCompiler::compile} in the application (tests inject others). */
@FunctionalInterface
public interface ProgramSource {
    CompiledProgram compile(Graph graph, CompileOptions options);

    /** The graph's pass plan; a source that only compiles programs gives plans of one stage. */
    default CompiledPlan compilePlan(Graph graph, CompileOptions options) {
        return CompiledPlan.of(compile(graph, options));
    }

    /**
     * The plan of {@code after}, where {@code plan} is this source's plan of {@code before} with the same
     * {@code options}: a source may make it from {@code plan} when only parameter values changed.
     */
    default CompiledPlan recompilePlan(Graph before, CompiledPlan plan, Graph after, CompileOptions options) {
        return compilePlan(after, options);
    }

    /** The compiler's programs and pass plans (a changed parameter value without compiling). */
    static ProgramSource of(GraphCompiler compiler) {
        return new ProgramSource() {
            @Override
            public CompiledProgram compile(Graph graph, CompileOptions options) {
                return compiler.compile(graph, options);
            }

            @Override
            public CompiledPlan compilePlan(Graph graph, CompileOptions options) {
                return compiler.compilePlan(graph, options);
            }

            @Override
            public CompiledPlan recompilePlan(Graph before, CompiledPlan plan, Graph after, CompileOptions options) {
                return compiler.recompilePlan(before, plan, after, options);
            }
        };
    }
}
