package org.orogen.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.SourceMap;

/**
 * The live path on a real context: program cache (parameter changes never recompile), coalescing
 * of rapid changes, and a GLSL error keeping the last good frame and naming the node.
 */
class PreviewControllerTest {

    private static final PreviewQuality QUALITY = new PreviewQuality(128, 64, 1, 8);

    private final BlockingQueue<PreviewFrame> frames = new LinkedBlockingQueue<>();
    private final BlockingQueue<List<CompileDiagnostic>> failures = new LinkedBlockingQueue<>();
    private final AtomicInteger delivered = new AtomicInteger();
    private volatile boolean breakShaders;
    private PreviewController controller;

    @BeforeEach
    void start() {
        controller = new PreviewController(GlThread.start("controller-test-gl"), true, this::compile, QUALITY,
                Runnable::run, new PreviewController.Listener() {
                    @Override
                    public void frameReady(PreviewFrame frame) {
                        delivered.incrementAndGet();
                        frames.add(frame);
                    }

                    @Override
                    public void previewFailed(String message, List<CompileDiagnostic> diagnostics) {
                        failures.add(diagnostics);
                    }
                });
        OrbitCamera camera = new OrbitCamera(4096, 4096, 0, 400);
        controller.setView(new PreviewView(camera, PreviewStyle.DEFAULT, 160, 100, MapLayer.HEIGHT, -1, 32));
    }

    @AfterEach
    void stop() {
        controller.close();
        frames.forEach(PreviewFrame::release);
    }

    /** The standard compiler, or one whose output the driver rejects in node n1's code. */
    private CompiledProgram compile(Graph graph, CompileOptions options) {
        CompiledProgram program = PreviewTestGraphs.COMPILER.compile(graph, options);
        return breakShaders ? brokenInNode(program, "n1") : program;
    }

    /** Appends an undeclared identifier to the first generated line that belongs to {@code nodeId}. */
    static CompiledProgram brokenInNode(CompiledProgram program, String nodeId) {
        SourceMap.Range range = program.sourceMap().ranges().stream().filter(r -> r.nodeIds().contains(nodeId))
                .findFirst().orElseThrow();
        return new CompiledProgram(broken(program.fragmentSource(), range.lastLine()),
                broken(program.computeSource(), range.lastLine()), program.uniforms(), program.textures(),
                program.maskNames(), program.sourceMap(), program.diagnostics(),
                program.structuralHash() + "-broken");
    }

    private static String broken(String source, int line) {
        String[] lines = source.split("\n", -1);
        lines[line - 1] = lines[line - 1] + " float orogenBroken = undeclaredThing;";
        return String.join("\n", lines);
    }

    private PreviewFrame nextFrame() throws InterruptedException {
        PreviewFrame frame = frames.poll(60, TimeUnit.SECONDS);
        assertNotNull(frame, "no frame within 60 s");
        return frame;
    }

    /** Waits until frames stop arriving for {@code quietMillis}; returns the last one. */
    private PreviewFrame settle(long quietMillis) throws InterruptedException {
        PreviewFrame last = nextFrame();
        PreviewFrame next;
        while ((next = frames.poll(quietMillis, TimeUnit.MILLISECONDS)) != null) {
            last.release();
            last = next;
        }
        return last;
    }

    private static byte[] bytes(ByteBuffer buffer) {
        byte[] out = new byte[buffer.capacity()];
        buffer.get(0, out);
        return out;
    }

    private static int differingPixels(PreviewFrame a, PreviewFrame b) {
        byte[] x = bytes(a.pixels());
        byte[] y = bytes(b.pixels());
        int n = 0;
        for (int i = 0; i < x.length; i += 4) {
            if (Math.abs((x[i] & 0xFF) - (y[i] & 0xFF)) + Math.abs((x[i + 1] & 0xFF) - (y[i + 1] & 0xFF)) > 6) {
                n++;
            }
        }
        return n;
    }

    @Test
    void parameterChangesReuseTheProgramAndTopologyChangesBuildOne() throws Exception {
        controller.showGraph(PreviewTestGraphs.mountains(300), CompileOptions.DEFAULT);
        PreviewFrame first = settle(500);
        assertEquals(1L, controller.programBuilds().get());
        assertEquals(160, first.width());
        assertEquals(100, first.height());
        assertEquals(List.of("rock"), first.maskNames());
        assertNotNull(first.map(), "the first frame carries the 2D map");

        controller.showGraph(PreviewTestGraphs.mountains(900), CompileOptions.DEFAULT);
        PreviewFrame second = settle(500);
        assertEquals(1L, controller.programBuilds().get(), "a parameter change must not compile a program");
        assertFalse(second.stats().compiled());
        assertTrue(second.stats().bakeMillis() > 0, "a parameter change re-bakes");
        assertTrue(second.heightMax() - second.heightMin() > 2 * (first.heightMax() - first.heightMin()),
                "amplitude 300 -> 900 m triples the height range: " + first.heightMin() + ".." + first.heightMax()
                        + " vs " + second.heightMin() + ".." + second.heightMax());
        assertTrue(differingPixels(first, second) > 1000, "the picture follows the parameter");

        controller.showGraph(PreviewTestGraphs.ridges(), CompileOptions.DEFAULT);
        PreviewFrame third = settle(500);
        assertEquals(2L, controller.programBuilds().get(), "a new structure links one new program");
        assertEquals(List.of(), third.maskNames());

        controller.showGraph(PreviewTestGraphs.mountains(500), CompileOptions.DEFAULT);
        settle(500).release();
        assertEquals(2L, controller.programBuilds().get(), "switching back to a cached structure compiles nothing");

        // Moving a node on the canvas changes the graph but not the terrain: no re-bake, no frame.
        Graph moved = PreviewTestGraphs.mountains(500);
        moved = moved.withNode(moved.requireNode("n1").withPosition(new org.orogen.graph.Position(300, 120)));
        controller.showGraph(moved, CompileOptions.DEFAULT);
        assertNull(frames.poll(1500, TimeUnit.MILLISECONDS), "the same terrain is not baked and drawn again");
        first.release();
        second.release();
        third.release();
    }

    /** Blurred fBm with a slope mask of it, scaled by {@code gain} downstream of both (a three-stage plan). */
    private static Graph blurredTerrain(double gain) {
        return Graph.of(List.of(
                        Node.of("n", "fractal.fbm").withParameter("amplitude", new ParameterValue.NumberValue(200)),
                        Node.of("b", "filter.blur").withParameter("radius", new ParameterValue.NumberValue(60)),
                        Node.of("s", "combine.scale_offset").withParameter("scale", new ParameterValue.NumberValue(gain)),
                        Node.of("k", "mask.slope"), Node.of("out", "output.height"),
                        Node.of("m", "output.mask").withParameter("name", new ParameterValue.TextValue("steep"))),
                List.of(Edge.of("n", "value", "b", "height"), Edge.of("b", "value", "s", "value"),
                        Edge.of("s", "result", "out", "input"), Edge.of("b", "value", "k", "height"),
                        Edge.of("k", "mask", "m", "input")),
                GraphMetadata.EMPTY, 1, List.of());
    }

    @Test
    void frameStatsCountTheStagesTakenFromTheCache() throws Exception {
        // This test's own controller compiles pass plans (the shared one compiles single programs).
        controller.close();
        controller = new PreviewController(GlThread.start("controller-plan-test-gl"), true, PreviewTestGraphs.COMPILER,
                QUALITY, Runnable::run, new PreviewController.Listener() {
                    @Override
                    public void frameReady(PreviewFrame frame) {
                        frames.add(frame);
                    }

                    @Override
                    public void previewFailed(String message, List<CompileDiagnostic> diagnostics) {
                        failures.add(diagnostics);
                    }
                });
        controller.setView(new PreviewView(new OrbitCamera(4096, 4096, 0, 400), PreviewStyle.DEFAULT, 160, 100,
                MapLayer.HEIGHT, -1, 32));
        controller.showGraph(blurredTerrain(1.0), CompileOptions.DEFAULT);
        PreviewFrame first = settle(500);
        assertTrue(first.stats().stagesBaked() > 0, "the first bake computes the earlier stages");
        assertEquals(0L, first.stats().stagesReused());

        controller.showGraph(blurredTerrain(2.0), CompileOptions.DEFAULT);
        PreviewFrame second = settle(500);
        assertEquals(0L, second.stats().stagesBaked(), "a downstream drag recomputes no earlier stage");
        assertEquals(first.stats().stagesBaked(), second.stats().stagesReused(), "it takes them all from the cache");
        first.release();
        second.release();
    }

    @Test
    void rapidChangesCoalesceAndTheLatestValueWins() throws Exception {
        controller.showGraph(PreviewTestGraphs.mountains(200), CompileOptions.DEFAULT);
        settle(500).release();
        int before = delivered.get();
        int changes = 60;
        for (int i = 1; i <= changes; i++) {
            controller.showGraph(PreviewTestGraphs.mountains(200 + 10 * i), CompileOptions.DEFAULT); // ends at 800
        }
        PreviewFrame burstEnd = settle(1500);
        int framesForBurst = delivered.get() - before;
        assertTrue(framesForBurst < changes / 2, "60 rapid changes gave " + framesForBurst + " frames: no backlog");

        controller.showGraph(PreviewTestGraphs.mountains(100), CompileOptions.DEFAULT);
        settle(500).release();
        controller.showGraph(PreviewTestGraphs.mountains(800), CompileOptions.DEFAULT);
        PreviewFrame direct = settle(500);
        assertEquals(direct.heightMin(), burstEnd.heightMin());
        assertEquals(direct.heightMax(), burstEnd.heightMax());
        assertEquals(0, differingPixels(direct, burstEnd), "after the burst the preview shows the last value");
        burstEnd.release();
        direct.release();
    }

    @Test
    void aShaderErrorKeepsTheLastGoodFrameAndNamesTheNode() throws Exception {
        controller.showGraph(PreviewTestGraphs.mountains(400), CompileOptions.DEFAULT);
        PreviewFrame good = settle(500);
        breakShaders = true;
        controller.showGraph(PreviewTestGraphs.mountains(700), CompileOptions.DEFAULT);
        List<CompileDiagnostic> problems = failures.poll(60, TimeUnit.SECONDS);
        assertNotNull(problems, "the failure is reported");
        assertTrue(problems.stream().anyMatch(d -> d.nodeId().equals("n1") && d.code().equals("glsl-error")),
                "the diagnostic names node n1: " + problems);
        assertNull(frames.poll(700, TimeUnit.MILLISECONDS), "no frame replaces the last good one");

        // A camera move still draws the last good terrain (same heights as before the error).
        OrbitCamera moved = new OrbitCamera(4096, 4096, 0, 400);
        moved.orbit(40, 0);
        controller.setView(new PreviewView(moved, PreviewStyle.DEFAULT, 160, 100, MapLayer.HEIGHT, -1, 32));
        PreviewFrame afterMove = settle(500);
        assertEquals(good.heightMin(), afterMove.heightMin());
        assertEquals(good.heightMax(), afterMove.heightMax());

        breakShaders = false;
        controller.showGraph(PreviewTestGraphs.mountains(700), CompileOptions.DEFAULT);
        PreviewFrame fixed = settle(500);
        assertTrue(fixed.heightMax() > good.heightMax(), "the fixed graph is shown again");
        good.release();
        afterMove.release();
        fixed.release();
    }

    @Test
    void rendersTheDefaultExtentWithItsMapLayers() throws Exception {
        controller.showGraph(PreviewTestGraphs.mountains(400), CompileOptions.DEFAULT);
        PreviewFrame height = settle(500);
        assertEquals(WorldExtent.DEFAULT, height.extent());
        OrbitCamera camera = new OrbitCamera(4096, 4096, 0, 400);
        controller.setView(new PreviewView(camera, PreviewStyle.DEFAULT, 160, 100, MapLayer.MASK, 0, 32));
        PreviewFrame mask = settle(500);
        assertNotNull(mask.map(), "changing the map layer redraws the map");
        byte[] m = bytes(mask.map());
        // A mask is grey: B = G = R on every pixel; slopes make some of it non-black.
        int nonBlack = 0;
        for (int i = 0; i < m.length; i += 4) {
            assertEquals(m[i], m[i + 1]);
            assertEquals(m[i + 1], m[i + 2]);
            if ((m[i] & 0xFF) > 10) {
                nonBlack++;
            }
        }
        assertTrue(nonBlack > 0, "the rock mask covers some slopes");
        height.release();
        mask.release();
    }

    @Test
    void levelOfDetailDrawsFewerQuadsFarAwayAndAllUpClose() throws Exception {
        controller.showGraph(PreviewTestGraphs.mountains(400), CompileOptions.DEFAULT);
        settle(500).release();
        OrbitCamera close = new OrbitCamera(4096, 4096, 0, 400);
        close.zoom(0.05);
        controller.setView(new PreviewView(close, PreviewStyle.DEFAULT, 160, 100, MapLayer.HEIGHT, -1, 32));
        PreviewFrame near = settle(500);
        OrbitCamera far = new OrbitCamera(4096, 4096, 0, 400);
        far.zoom(15);
        controller.setView(new PreviewView(far, PreviewStyle.DEFAULT, 160, 100, MapLayer.HEIGHT, -1, 32));
        PreviewFrame distant = settle(500);
        // QUALITY has a 64² mesh: one patch of 64 quads per side at full detail.
        assertEquals(64L * 64, near.stats().drawnQuads(), "up close the patch is drawn at full detail");
        assertTrue(distant.stats().drawnQuads() > 0 && distant.stats().drawnQuads() <= 16L * 16,
                "a terrain a few pixels wide is drawn coarsely: " + distant.stats().drawnQuads() + " quads");
        near.release();
        distant.release();
    }
}
