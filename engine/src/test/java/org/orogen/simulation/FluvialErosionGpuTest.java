package org.orogen.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orogen.bake.BakeException;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleGrid;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.GraphValidator;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.PlanStage;
import org.orogen.measure.Correlation;

/**
 * erosion.fluvial as a whole-domain simulation stage on a real context (llvmpipe here): fBm hills
 * on a 2048 m world, simulated on 16 m cells (129²), read by exports of any size.
 */
@ExtendWith(GlExtension.class)
class FluvialErosionGpuTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static final WorldExtent WORLD = new WorldExtent(0, 0, 2048, 2048);
    private static GlThread gl;

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    /** fBm hills (400 m over 800 m features) eroded for {@code years} with {@code uplift} mm/yr. */
    static Graph eroded(double years, double uplift, double erodibility, double n, double diffusion) {
        Node fbm = number(number(Node.of("h", "fractal.fbm"), "scale", 800), "amplitude", 400)
                .withParameter("octaves", new ParameterValue.IntegerValue(5));
        Node fluvial = number(number(number(number(number(number(Node.of("f", "erosion.fluvial"), "duration", years),
                "uplift", uplift), "erodibility", erodibility), "n", n), "diffusion", diffusion), "cellSize", 16);
        return Graph.of(List.of(fbm, fluvial, Node.of("out", "output.height"),
                        Node.of("m", "output.mask").withParameter("name", new ParameterValue.TextValue("rivers"))),
                List.of(Edge.of("h", "value", "f", "height"), Edge.of("f", "height", "out", "input"),
                        Edge.of("f", "rivers", "m", "input")),
                GraphMetadata.EMPTY.withExtent(WORLD), 5, List.of());
    }

    private static SampleBand bake(Graph graph, SampleGrid grid) throws BakeException {
        return SimulationBakes.bake(gl, graph, grid);
    }

    @Test
    void thePlanHasASimulationStageWithTheGraphsExtent() {
        CompiledPlan plan = COMPILER.compilePlan(eroded(5e5, 0.5, 2e-5, 1, 0), CompileOptions.DEFAULT);
        PlanStage sim = plan.stages().stream().filter(s -> s.kind() == PlanStage.Kind.SIMULATION).findFirst()
                .orElseThrow();
        assertEquals("erosion.fluvial", sim.simulation().nodeType());
        assertEquals(List.of("f.height", "f.rivers", "f.eroded"), sim.outputs());
        assertEquals(new SimulationGrid(0, 0, 16, 129, 129), SimulationGrid.of(sim.simulation(), 16));
        assertTrue(Simulations.forType("erosion.fluvial").isPresent());
    }

    /** Preview-size and export-size bakes read the same simulation: down-sampled, they agree. */
    @Test
    void a257ExportAgreesWithA1025Export() throws BakeException {
        Graph graph = eroded(5e5, 1, 2e-5, 1, 0.01);
        SampleBand small = bake(graph, new SampleGrid(0, 0, 2048, 2048, 257, 257));
        SampleBand large = bake(graph, new SampleGrid(0, 0, 2048, 2048, 1025, 1025));
        float[] a = small.height();
        float[] b = new float[a.length];
        float[] ma = small.mask("rivers");
        float[] mb = new float[a.length];
        for (int r = 0; r < 257; r++) {
            for (int c = 0; c < 257; c++) {
                b[r * 257 + c] = large.height()[(4 * r) * 1025 + 4 * c];
                mb[r * 257 + c] = large.mask("rivers")[(4 * r) * 1025 + 4 * c];
            }
        }
        double heights = Correlation.pearson(a, b);
        double masks = Correlation.pearson(ma, mb);
        System.out.printf("fluvial 257² vs 1025²: height correlation %.6f, rivers mask correlation %.6f%n", heights,
                masks);
        assertTrue(heights >= 0.98, "heights " + heights);
        assertTrue(masks >= 0.8, "rivers masks " + masks);
    }

    /** The simulation carves: without uplift heights drop where rivers run (drainage area above the channel area). */
    @Test
    void riversCutIntoTheHills() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 2048, 2048, 129, 129);
        SampleBand before = bake(eroded(0, 0, 2e-5, 1, 0), grid);
        SampleBand after = bake(eroded(5e5, 0, 2e-5, 1, 0), grid);
        double cutInRivers = 0;
        int rivers = 0;
        for (int i = 0; i < after.height().length; i++) {
            assertTrue(after.height()[i] <= before.height()[i] + 1e-3 || after.mask("rivers")[i] == 0,
                    "without uplift a river cell does not rise");
            if (after.mask("rivers")[i] > 0) {
                cutInRivers += before.height()[i] - after.height()[i];
                rivers++;
            }
        }
        assertTrue(rivers > 100, "rivers cells: " + rivers);
        assertTrue(cutInRivers / rivers > 5, "mean incision in rivers " + cutInRivers / rivers + " m");
    }

    /**
     * The solver's iterations on the GPU ({@code -Dorogen.simulation.fluvialSolver=gpu}; llvmpipe keeps them
     * on the CPU by default) bake what the CPU's bake: the same rivers, heights within a millimetre.
     */
    @Test
    void theGpuSolverBakesWhatTheCpuSolverBakes() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 2048, 2048, 129, 129);
        Graph graph = eroded(5e5, 0.5, 2e-5, 1, 0.01);
        assertFalse(gl.submit(context -> FluvialErosion.onGpu(context, StreamPower.Settings.read(java.util.Map.of(),
                new java.util.ArrayList<>()), 129, 129)).join(), "llvmpipe runs the CPU solver by default");
        SampleBand cpu = bake(graph, grid);
        SampleBand gpu;
        System.setProperty(FluvialErosion.SOLVER_PROPERTY, "gpu");
        try {
            assertTrue(gl.submit(context -> FluvialErosion.onGpu(context, StreamPower.Settings.read(
                    java.util.Map.of(), new java.util.ArrayList<>()), 129, 129)).join(), "the property forces the GPU");
            gpu = bake(graph, grid);
        } finally {
            System.clearProperty(FluvialErosion.SOLVER_PROPERTY);
        }
        double worst = 0;
        for (int i = 0; i < cpu.height().length; i++) {
            worst = Math.max(worst, Math.abs(cpu.height()[i] - gpu.height()[i]));
        }
        assertTrue(worst < 1e-3, "heights differ by " + worst + " m");
        assertArrayEquals(cpu.gradX(), gpu.gradX(), 1e-5f, "the outputs' gradients, written on the GPU");
        assertArrayEquals(cpu.gradY(), gpu.gradY(), 1e-5f);
        assertArrayEquals(cpu.mask("rivers"), gpu.mask("rivers"), 1e-6f);
    }

    @Test
    void runsAreBitIdentical() throws BakeException {
        SampleGrid grid = new SampleGrid(-100, -100, 2200, 2200, 200, 200);
        SampleBand one = bake(eroded(3e5, 2, 3e-5, 1.5, 0.02), grid);
        SampleBand two = bake(eroded(3e5, 2, 3e-5, 1.5, 0.02), grid);
        assertArrayEquals(one.height(), two.height(), 0f);
        assertArrayEquals(one.mask("rivers"), two.mask("rivers"), 0f);
    }

    @ParameterizedTest(name = "solver {0}")
    @ValueSource(strings = {"cpu", "gpu"})
    void parameterLimitsGiveFiniteResults(String solver) throws BakeException {
        System.setProperty(FluvialErosion.SOLVER_PROPERTY, solver);
        try {
            parameterLimitsGiveFiniteResults();
        } finally {
            System.clearProperty(FluvialErosion.SOLVER_PROPERTY);
        }
    }

    private void parameterLimitsGiveFiniteResults() throws BakeException {
        SampleGrid grid = new SampleGrid(0, 0, 2048, 2048, 65, 65);
        double[][] limits = {{0, 0, 0, 0.5, 0}, {1e8, 100, 1, 4, 100}, {1e8, 0, 1, 0.5, 0}, {1e8, 100, 0, 1, 0}};
        for (double[] p : limits) {
            SampleBand band = bake(eroded(p[0], p[1], p[2], p[3], p[4]), grid);
            for (float[] values : List.of(band.height(), band.gradX(), band.gradY(), band.mask("rivers"))) {
                for (float v : values) {
                    assertTrue(Float.isFinite(v), "finite at " + java.util.Arrays.toString(p));
                }
            }
        }
    }

    /** A negative duration or erodibility is refused with a diagnostic on the node (the definition's hard range). */
    @Test
    void negativeDurationOrErodibilityIsAnErrorOnTheNode() {
        GraphValidator validator = new GraphValidator(COMPILER.library().catalog());
        for (Graph bad : List.of(eroded(-1, 0.5, 2e-5, 1, 0), eroded(5e5, 0.5, -2e-5, 1, 0))) {
            List<Diagnostic> found = validator.validate(bad);
            assertTrue(found.stream().anyMatch(d -> d.isError() && "f".equals(d.nodeId())), found::toString);
        }
        List<Diagnostic> fine = validator.validate(eroded(5e5, 0.5, 2e-5, 1, 0));
        assertTrue(fine.stream().noneMatch(Diagnostic::isError), fine::toString);
    }
}
