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
     * Compiles {@code graph} once more, the result unused, so that the JIT optimises the compiler's code
     * before the user drags a slider ({@link GraphGpu} calls it in the background). A source that is not
     * the compiler does nothing.
     */
    default void warmUp(Graph graph, CompileOptions options) {
    }

    /** The compiler's programs and pass plans. */
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
            public void warmUp(Graph graph, CompileOptions options) {
                compiler.compilePlan(graph, options);
            }
        };
    }
}
