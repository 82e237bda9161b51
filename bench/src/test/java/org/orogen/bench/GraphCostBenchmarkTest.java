package org.orogen.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.UniformValue;

/**
 * The graph cost benchmark measures what issue 4 names: the reference graphs compile with the
 * octave counts it asks for, and a timed draw produces a real terrain (checked on llvmpipe in CI).
 */
@ExtendWith(GlExtension.class)
class GraphCostBenchmarkTest {

    private static GlThread gl;

    @Test
    void referenceGraphsCompileWithTheRequestedOctaves() {
        CompiledProgram swiss = compile(GraphCostBenchmark.swissTurbulence());
        assertEquals(new UniformValue.IntValue(12), swiss.uniform("swiss", "octaves").orElseThrow().value());
        assertTrue(swiss.fragmentSource().contains("ogn_scape_swiss_turbulence"));

        CompiledProgram gully = compile(GraphCostBenchmark.gullyOverFbm());
        assertEquals(new UniformValue.IntValue(5), gully.uniform("gullies", "octaves").orElseThrow().value());
        assertEquals(new UniformValue.IntValue(8), gully.uniform("hills", "octaves").orElseThrow().value());
        assertEquals(List.of("swiss", "gully", "fbm8", "fbm12"),
                GraphCostBenchmark.references().stream().map(GraphCostBenchmark.Reference::name).toList());
    }

    @Test
    void timedDrawsAndTheComputeVariantRenderTheSameTerrain() {
        for (GraphCostBenchmark.Reference reference : GraphCostBenchmark.references()) {
            CompiledProgram program = compile(reference.graph());
            List<GraphCostBenchmark.Timing> timings = gl.submit(context -> GraphCostBenchmark.measure(context, program,
                    64, 1, 3, true)).join();
            assertEquals(List.of("fragment", "compute"),
                    timings.stream().map(GraphCostBenchmark.Timing::pipeline).toList());
            for (GraphCostBenchmark.Timing timing : timings) {
                String what = reference.name() + " " + timing.pipeline();
                assertEquals(3, timing.millis().length, what);
                assertTrue(timing.millis()[0] <= timing.median() && timing.median() <= timing.millis()[2],
                        "timings are sorted");
                assertEquals(0, timing.nonFinite(), what + ": every height of the checked row is finite");
                // 64 pixels across 16 km of terrain with hundreds of metres of relief: tens of metres of spread.
                assertTrue(timing.maxHeight() - timing.minHeight() > 10, what + ": heights "
                        + timing.minHeight() + ".." + timing.maxHeight());
            }
            // Same positions, same code: the two paths agree bit for bit.
            assertEquals(0.0, timings.get(1).maxDifference(), reference.name() + ": compute differs from fragment");
        }
    }

    private static CompiledProgram compile(org.orogen.graph.Graph graph) {
        CompiledProgram program = GraphCompiler.standard().compile(graph);
        assertFalse(program.hasErrors(), () -> program.diagnostics().toString());
        return program;
    }
}
