package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertFalse;

import org.orogen.bake.BakeException;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;

/** What the simulation nodes' GPU tests share: the export bake of a whole grid. */
final class SimulationBakes {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();

    private SimulationBakes() {
    }

    /** {@code graph}'s pass plan baked over the whole {@code grid} in one band, as an export reads it. */
    static SampleBand bake(GlThread gl, Graph graph, SampleGrid grid) throws BakeException {
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plan, null)) {
            SampleBand all = new SampleBand(grid.width(), grid.height(), sampler.maskNames());
            all.reset(0, grid.height());
            sampler.sample(grid, all);
            return all;
        }
    }
}
