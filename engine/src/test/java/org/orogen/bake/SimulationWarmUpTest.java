package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.gl.GlInfo;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;

/** Which simulations an export warms up before its GPU side is ready: those that compute on the CPU. */
class SimulationWarmUpTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();

    private static CompiledPlan plan(String simulationType, String output) {
        Node fbm = Node.of("n", "fractal.fbm").withParameter("amplitude", new ParameterValue.NumberValue(300));
        Node sim = Node.of("s", simulationType).withParameter("cellSize", new ParameterValue.NumberValue(16));
        Graph graph = Graph.of(List.of(fbm, sim, Node.of("out", "output.height")),
                List.of(Edge.of("n", "value", "s", "height"), Edge.of("s", output, "out", "input")),
                GraphMetadata.EMPTY.withExtent(new WorldExtent(0, 0, 2048, 2048)), 3, List.of());
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        return plan;
    }

    private static final GlInfo LLVMPIPE = new GlInfo("Mesa", "llvmpipe (LLVM 15.0.6, 256 bits)", "4.5 (Core Profile)",
            "4.50", 4, 5, "test");
    private static final GlInfo GPU = new GlInfo("NVIDIA Corporation", "NVIDIA H200/PCIe/SSE2", "4.6.0 NVIDIA", "4.60",
            4, 6, "test");

    @Test
    void fluvialErosionIsWarmedUpWhereItRunsOnTheCpuAndGpuSimulationsAreNot() {
        List<Runnable> fluvial = PlanRunner.simulationWarmUps(plan("erosion.fluvial", "height"), LLVMPIPE);
        assertEquals(1, fluvial.size());
        fluvial.getFirst().run(); // the solver on its small synthetic grid, without GL
        assertTrue(PlanRunner.simulationWarmUps(plan("erosion.fluvial", "height"), GPU).isEmpty(),
                "a GPU runs fluvial erosion itself");
        for (GlInfo renderer : List.of(LLVMPIPE, GPU)) {
            for (String[] gpu : new String[][] {{"erosion.thermal", "height"}, {"erosion.hydraulic", "height"},
                    {"hydrology.flow", "filled"}}) {
                assertTrue(PlanRunner.simulationWarmUps(plan(gpu[0], gpu[1]), renderer).isEmpty(), gpu[0]);
            }
        }
    }
}
