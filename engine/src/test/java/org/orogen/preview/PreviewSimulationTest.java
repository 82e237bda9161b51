package org.orogen.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.orogen.gl.GlContext;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompileOptions;

/**
 * The preview while a simulation runs (a real context: llvmpipe here): progress reaches the
 * listener, the caller is never blocked, cancelling keeps the last good frame and releases the
 * simulation's textures, an edit of the simulation restarts it, and its problems arrive as
 * warnings on the node.
 */
class PreviewSimulationTest {
    private static final PreviewQuality QUALITY = new PreviewQuality(64, 32, 1, 8);
    private static final WorldExtent WORLD = new WorldExtent(0, 0, 1024, 1024);

    private record Progress(String what, double fraction) {
    }

    private record Ended(boolean cancelled) {
    }

    private record Problems(List<Diagnostic> warnings) {
    }

    private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
    private GlThread gl;
    private PreviewController controller;

    @BeforeEach
    void start() {
        gl = GlThread.start("preview-simulation-test-gl");
        controller = new PreviewController(gl, false, PreviewTestGraphs.COMPILER, QUALITY, Runnable::run,
                new PreviewController.Listener() {
                    @Override
                    public void frameReady(PreviewFrame frame) {
                        events.add(frame);
                    }

                    @Override
                    public void previewFailed(String message, List<CompileDiagnostic> diagnostics) {
                        events.add(message);
                    }

                    @Override
                    public void simulationProgress(String what, double fraction) {
                        events.add(new Progress(what, fraction));
                    }

                    @Override
                    public void simulationEnded(boolean cancelled) {
                        events.add(new Ended(cancelled));
                    }

                    @Override
                    public void simulationProblems(List<Diagnostic> warnings) {
                        events.add(new Problems(warnings));
                    }
                });
        setView(0);
    }

    @AfterEach
    void stop() {
        controller.close();
        gl.close();
        events.stream().filter(PreviewFrame.class::isInstance).map(PreviewFrame.class::cast)
                .forEach(PreviewFrame::release);
    }

    private void setView(double orbit) {
        OrbitCamera camera = new OrbitCamera(1024, 1024, 0, 300);
        camera.orbit(orbit, 0);
        controller.setView(new PreviewView(camera, PreviewStyle.DEFAULT, 96, 64, MapLayer.HEIGHT, -1, 16));
    }

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    /** Hills under simulation node 's' of {@code type}. Hydraulic at 4 m cells, duration 4: thousands of steps. */
    static Graph simulated(String type, Map<String, Double> parameters) {
        Node fbm = number(number(Node.of("n", "fractal.fbm"), "scale", 300), "amplitude", 300);
        Node sim = Node.of("s", type);
        for (Map.Entry<String, Double> e : parameters.entrySet()) {
            sim = number(sim, e.getKey(), e.getValue());
        }
        return Graph.of(List.of(fbm, sim, Node.of("out", "output.height")),
                List.of(Edge.of("n", "value", "s", "height"), Edge.of("s", "height", "out", "input")),
                GraphMetadata.EMPTY.withExtent(WORLD), 3, List.of());
    }

    private static Graph slow() {
        return simulated("erosion.hydraulic", Map.of("cellSize", 4.0, "duration", 4.0));
    }

    /** The next event matching {@code wanted} (others before it are kept in {@code skipped}). */
    private <T> T next(Class<T> type, Predicate<T> wanted, List<Object> skipped) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < end) {
            Object e = events.poll(100, TimeUnit.MILLISECONDS);
            if (type.isInstance(e) && wanted.test(type.cast(e))) {
                return type.cast(e);
            }
            if (e != null) {
                skipped.add(e);
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " within 120 s; saw " + skipped);
    }

    private int liveTextures() {
        return gl.submit(GlContext::liveTextures).join();
    }

    @Test
    void theCallerIsNeverBlockedAndCancellingKeepsTheLastGoodFrame() throws Exception {
        List<Object> seen = new ArrayList<>();
        controller.showGraph(simulated("erosion.thermal", Map.of("duration", 0.05)), CompileOptions.DEFAULT);
        PreviewFrame good = next(PreviewFrame.class, f -> true, seen);
        while (events.poll(500, TimeUnit.MILLISECONDS) != null) {
            // let the first bake's follow-up frames settle
        }
        int texturesBefore = liveTextures();

        controller.showGraph(slow(), CompileOptions.DEFAULT);
        Progress running = next(Progress.class, p -> p.fraction() > 0, seen);
        assertEquals("simulating erosion.hydraulic 's'", running.what());
        // What the UI thread does while the simulation runs returns at once.
        long t0 = System.nanoTime();
        for (int i = 0; i < 20; i++) {
            setView(i);
            controller.showGraph(slow(), CompileOptions.DEFAULT); // the same graph: the simulation goes on
        }
        double callMillis = (System.nanoTime() - t0) / 1e6;
        assertTrue(callMillis < 500, "40 calls took " + callMillis + " ms while the GL thread simulates");
        Progress later = next(Progress.class, p -> p.fraction() > running.fraction(), seen);

        controller.cancelSimulation();
        long cancelAt = System.nanoTime();
        Ended ended = next(Ended.class, e -> true, seen);
        double stopMillis = (System.nanoTime() - cancelAt) / 1e6;
        assertTrue(ended.cancelled(), "ended by the user's cancel");
        assertTrue(seen.stream().noneMatch(e -> e instanceof Progress p && p.what().contains("hydraulic")
                        && p.fraction() >= 1.0),
                "the simulation did not finish: " + seen);
        System.out.printf("preview simulation: cancelled at %.0f %% within %.0f ms%n", 100 * later.fraction(),
                stopMillis);
        assertEquals(texturesBefore, liveTextures(), "the cancelled simulation released its textures");

        // The camera still draws the last good terrain.
        PreviewFrame moved = next(PreviewFrame.class, f -> true, seen);
        assertEquals(good.heightMin(), moved.heightMin());
        assertEquals(good.heightMax(), moved.heightMax());
        assertNull(events.stream().filter(String.class::isInstance).findAny().orElse(null), "no failure reported");
    }

    @Test
    void anEditOfTheSimulationRestartsItWithTheNewGraph() throws Exception {
        List<Object> seen = new ArrayList<>();
        controller.showGraph(slow(), CompileOptions.DEFAULT);
        next(Progress.class, p -> p.fraction() > 0, seen);
        controller.showGraph(simulated("erosion.hydraulic", Map.of("cellSize", 4.0, "duration", 0.02)),
                CompileOptions.DEFAULT);
        Ended superseded = next(Ended.class, e -> true, seen);
        assertEquals(false, superseded.cancelled(), "superseded by the edit, not cancelled by the user");
        seen.clear();
        PreviewFrame frame = next(PreviewFrame.class, f -> true, seen);
        assertNotNull(frame);
        assertTrue(seen.stream().anyMatch(e -> e instanceof Progress p && p.fraction() == 0.0),
                "the new simulation started from the beginning: " + seen);
        assertTrue(seen.stream().anyMatch(e -> e instanceof Progress p && p.fraction() == 1.0),
                "and finished: " + seen);
    }

    @Test
    void problemsArriveAsWarningsOnTheNodeAndClearWhenFixed() throws Exception {
        List<Object> seen = new ArrayList<>();
        controller.showGraph(simulated("erosion.thermal", Map.of("duration", 0.05, "talusAngle", 95.0)),
                CompileOptions.DEFAULT);
        Problems problems = next(Problems.class, p -> true, seen);
        assertEquals(1, problems.warnings().size(), problems::toString);
        Diagnostic d = problems.warnings().getFirst();
        assertEquals("s", d.nodeId());
        assertTrue(!d.isError() && d.message().contains("talusAngle 95.0"), d::toString);
        controller.showGraph(simulated("erosion.thermal", Map.of("duration", 0.05, "talusAngle", 40.0)),
                CompileOptions.DEFAULT);
        assertEquals(List.of(), next(Problems.class, p -> true, seen).warnings(), "fixed: the warning goes");
    }
}
