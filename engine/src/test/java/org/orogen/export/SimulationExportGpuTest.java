package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.BakeCancelledException;
import org.orogen.bake.BakeProgress;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.gl.GlContext;
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

/**
 * An export of a graph with a simulation: the simulation's progress reaches the export's
 * {@link BakeProgress}, a cancel during the simulation stops it with no file left and no texture
 * leaked, and its problems come back as warnings on the node.
 */
@ExtendWith(GlExtension.class)
class SimulationExportGpuTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static final WorldExtent WORLD = new WorldExtent(0, 0, 1024, 1024);
    private static GlThread gl;

    @TempDir
    Path dir;

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    /** Hills eroded by {@code type} ('s'), with {@code parameters} set on it. */
    static Graph simulated(String type, Map<String, Double> parameters) {
        Node fbm = number(number(Node.of("n", "fractal.fbm"), "scale", 300), "amplitude", 300);
        Node sim = number(Node.of("s", type), "cellSize", 8);
        for (Map.Entry<String, Double> e : parameters.entrySet()) {
            sim = number(sim, e.getKey(), e.getValue());
        }
        return Graph.of(List.of(fbm, sim, Node.of("out", "output.height")),
                List.of(Edge.of("n", "value", "s", "height"), Edge.of("s", "height", "out", "input")),
                GraphMetadata.EMPTY.withExtent(WORLD), 3, List.of());
    }

    private ExportJob job(Graph graph, Path folder) {
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        SampleGrid grid = new SampleGrid(0, 0, 1024, 1024, 129, 129);
        ExportRequest request = new ExportRequest(grid, TilePlan.single(129, 129), null, folder, "terrain",
                Set.of(MapFormat.EXR), null, ExrCompression.ZIP, List.of(), null,
                new ExportRequest.Provenance("sim.graph", "0", 3, "test", Map.of()));
        return new ExportJob(plan, null, request, false);
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.toList();
        }
    }

    @Test
    void cancellingDuringTheSimulationLeavesNoFileAndNoTexture() throws Exception {
        Path out = Files.createDirectory(dir.resolve("out"));
        int texturesBefore = gl.submit(GlContext::liveTextures).join();
        List<String> phases = new CopyOnWriteArrayList<>();
        List<Double> fractions = new CopyOnWriteArrayList<>();
        AtomicBoolean cancel = new AtomicBoolean();
        BakeProgress progress = new BakeProgress() {
            @Override
            public void update(String phase, long done, long total) {
                phases.add(phase);
            }

            @Override
            public void simulating(String what, double fraction) {
                phases.add(what);
                fractions.add(fraction);
                if (fraction > 0) {
                    cancel.set(true); // as the command line's Ctrl-C hook does
                }
            }
        };
        ExportJob job = job(simulated("erosion.hydraulic", Map.of("duration", 2.0)), out);
        assertThrows(BakeCancelledException.class, () -> job.run(gl, progress, cancel::get));
        assertEquals(List.of(), files(out), "no file, finished or temporary, is left");
        assertTrue(phases.contains("simulating erosion.hydraulic 's'"), phases::toString);
        assertTrue(fractions.getLast() < 0.25, "stopped soon after the cancel: " + fractions);
        assertEquals(texturesBefore, gl.submit(GlContext::liveTextures).join(), "every texture was released");
    }

    @Test
    void aClampedParameterComesBackAsAWarningOnTheNode() throws Exception {
        Path out = Files.createDirectory(dir.resolve("warned"));
        // 89.5 degrees is above the definition's hard maximum (89): validation refuses it, but a graph
        // that reaches the engine anyway runs at 89 and says so on the node.
        ExportJob job = job(simulated("erosion.thermal", Map.of("talusAngle", 89.5, "duration", 0.1)), out);
        job.run(gl, null, null);
        List<Diagnostic> problems = job.simulationProblems();
        assertEquals(1, problems.size(), problems::toString);
        Diagnostic d = problems.getFirst();
        assertEquals("s", d.nodeId());
        assertFalse(d.isError(), "a warning: the export went on at the clamped value");
        assertTrue(d.message().contains("talusAngle 89.5") && d.message().contains("using 89.0"), d.message());
        assertTrue(Files.exists(out.resolve("terrain.exr")));
    }

    /** Infinite input heights (counted on the GPU) are replaced, and the node says how many there were. */
    @Test
    void anInfiniteInputComesBackAsAWarningOnTheNode() throws Exception {
        Path out = Files.createDirectory(dir.resolve("infinite"));
        // |v|^40 overflows a float where the fBm's |v| exceeds about 9 m: most of the terrain.
        Node fbm = number(number(Node.of("n", "fractal.fbm"), "scale", 300), "amplitude", 300);
        Node power = number(Node.of("p", "combine.power"), "exponent", 40);
        Node sim = number(number(Node.of("s", "erosion.thermal"), "cellSize", 8), "duration", 0.1);
        Graph graph = Graph.of(List.of(fbm, power, sim, Node.of("out", "output.height")),
                List.of(Edge.of("n", "value", "p", "value"), Edge.of("p", "result", "s", "height"),
                        Edge.of("s", "height", "out", "input")),
                GraphMetadata.EMPTY.withExtent(WORLD), 3, List.of());
        ExportJob job = job(graph, out);
        job.run(gl, null, null);
        List<Diagnostic> problems = job.simulationProblems();
        assertEquals(1, problems.size(), problems::toString);
        Diagnostic d = problems.getFirst();
        assertEquals("s", d.nodeId());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("NaN or infinite in (\\d+) of (\\d+) cells")
                .matcher(d.message());
        assertTrue(m.find(), d.message());
        long bad = Long.parseLong(m.group(1));
        long cells = Long.parseLong(m.group(2));
        assertTrue(bad > cells / 10 && bad < cells, d.message());
        assertTrue(Files.exists(out.resolve("terrain.exr")));
    }

    @Test
    void validationRefusesNegativeRainAndNaNOnTheNodeBeforeAnyGpuWork() {
        GraphValidator validator = new GraphValidator(COMPILER.library().catalog());
        for (Map<String, Double> bad : List.of(Map.of("rain", -5.0), Map.of("evaporation", Double.NaN),
                Map.of("duration", Double.POSITIVE_INFINITY))) {
            List<Diagnostic> found = validator.validate(simulated("erosion.hydraulic", bad));
            assertTrue(found.stream().anyMatch(d -> d.isError() && "s".equals(d.nodeId())
                    && bad.keySet().iterator().next().equals(d.port())), () -> bad + ": " + found);
        }
        List<Diagnostic> fine = validator.validate(simulated("erosion.hydraulic", Map.of("rain", 0.0)));
        assertTrue(fine.stream().noneMatch(Diagnostic::isError), fine::toString);
    }
}
