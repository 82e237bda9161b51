package org.orogen.shader.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.orogen.graph.Graph;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/** Keeps the benchmark's graph honest: the stated size, compiles cleanly, nothing pruned. */
class BenchmarkGraphsTest {
    @Test
    void twoHundredNodeGraphCompilesWithEveryNodeEmitted() {
        Graph g = BenchmarkGraphs.layered(200);
        assertEquals(200, g.nodes().size());
        CompiledProgram p = GraphCompiler.standard().compile(g);
        assertFalse(p.hasErrors(), p.diagnostics()::toString);
        // Every node owns some lines of the program (outputs own their output lines): nothing was pruned.
        assertEquals(200, p.sourceMap().allNodes().size());
    }
}
