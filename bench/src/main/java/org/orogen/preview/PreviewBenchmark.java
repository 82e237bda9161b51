package org.orogen.preview;

import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.GraphCompiler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Benchmark of the live preview path (not a unit test): parameter change → new frame latency,
 * and frames per second, at 1280x720 with a 1024² preview bake, through the same
 * {@link PreviewController} the editor uses (compile worker, program cache, bake, draw,
 * asynchronous PBO readback), headless.
 *
 * <pre>
 * java -cp "bench/target/classes:bench/target/lib/*" org.orogen.preview.PreviewBenchmark [changes] [seconds] [mesh]
 * </pre>
 *
 * The terrain is a Swiss-turbulence graph (8 octaves, with a slope mask), built in code;
 * {@code -Dorogen.benchmark.noMask=true} drops the mask (compiled for editing, the slope mask has a stage of
 * its own that reads the baked terrain at the pixel). The changes and the drag vary the terrain's warp;
 * {@code -Dorogen.benchmark.change=mask} varies the slope mask's low angle instead (from 20 to 30 degrees).
 * Printed: the renderer, the first frame (program compile + bake + draw), per-change latency
 * (median, 90th percentile, max) and bake time of the changes right after the first frame (a JVM
 * whose JIT has compiled little), camera-only FPS (no re-bake), parameter-drag FPS (re-bake every
 * frame), and the same changes again after those (the JIT warm).
 */
public final class PreviewBenchmark {

    /**
     * The image and the bake; {@code -Dorogen.benchmark.width/height/bake} change them (a small llvmpipe run
     * shows the CPU's share), as {@code -Dorogen.benchmark.samples/shadowSteps} change the quality's MSAA samples
     * and shadow steps.
     */
    private static final int WIDTH = Integer.getInteger("orogen.benchmark.width", 1280);
    private static final int HEIGHT = Integer.getInteger("orogen.benchmark.height", 720);
    private static final int BAKE = Integer.getInteger("orogen.benchmark.bake", 1024);

    private PreviewBenchmark() {
    }

    /** Without the slope mask. */
    static boolean withMask = !Boolean.getBoolean("orogen.benchmark.noMask");
    /** The changes vary the slope mask's low angle, not the terrain. */
    static final boolean MASK_CHANGE = "mask".equals(System.getProperty("orogen.benchmark.change"));

    /** The graph for a change's value {@code v} (0.10 to 0.20): the terrain's warp, or the mask's low angle. */
    static Graph swiss(double v) {
        double warp = MASK_CHANGE ? 0.15 : v;
        double lowAngle = MASK_CHANGE ? 20 + 100 * (v - 0.10) : 25;
        Node swiss = Node.of("swiss", "scape.swiss_turbulence")
                .withParameter("scale", new ParameterValue.NumberValue(2200))
                .withParameter("amplitude", new ParameterValue.NumberValue(900))
                .withParameter("warp", new ParameterValue.NumberValue(warp));
        if (!withMask) {
            return Graph.of(List.of(swiss, Node.of("out", "output.height")),
                    List.of(Edge.of("swiss", "value", "out", "input")), GraphMetadata.EMPTY, 11, List.of());
        }
        return Graph.of(List.of(swiss, Node.of("out", "output.height"), Node.of("slope", "mask.slope")
                                .withParameter("lowAngle", new ParameterValue.NumberValue(lowAngle)),
                        Node.of("rock", "output.mask").withParameter("name", new ParameterValue.TextValue("rock"))),
                List.of(Edge.of("swiss", "value", "out", "input"), Edge.of("swiss", "value", "slope", "height"),
                        Edge.of("slope", "mask", "rock", "input")),
                GraphMetadata.EMPTY, 11, List.of());
    }

    public static void main(String[] args) throws Exception {
        int changes = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 10;
        BlockingQueue<PreviewFrame> frames = new LinkedBlockingQueue<>();
        try (GlThread gl = GlThread.start("benchmark-gl")) {
            PreviewQuality base = PreviewQuality.forRenderer(gl.info()).withBakeSize(BAKE);
            PreviewQuality sized = args.length > 2 ? base.withMeshSize(Integer.parseInt(args[2])) : base;
            PreviewQuality quality = new PreviewQuality(sized.bakeSize(), sized.meshSize(),
                    Integer.getInteger("orogen.benchmark.samples", sized.samples()),
                    Integer.getInteger("orogen.benchmark.shadowSteps", sized.shadowSteps()));
            System.out.println("renderer: " + gl.info().renderer() + " (" + gl.info().version() + "); graph: Swiss"
                    + " turbulence 8 octaves" + (withMask ? " + slope mask" : " (no mask)") + "; changes: "
                    + (MASK_CHANGE ? "the mask's low angle" : "the terrain's warp"));
            System.out.printf(Locale.ROOT, "image %dx%d, bake %d², mesh %d², %dx MSAA requested, %d shadow steps%n",
                    WIDTH, HEIGHT, quality.bakeSize(), quality.meshSize(), quality.samples(), quality.shadowSteps());
            PreviewController controller = new PreviewController(gl, false, GraphCompiler.standard(), quality,
                    Runnable::run, new PreviewController.Listener() {
                        @Override
                        public void frameReady(PreviewFrame frame) {
                            frames.add(frame);
                        }

                        @Override
                        public void previewFailed(String message, List<org.orogen.shader.CompileDiagnostic> d) {
                            System.err.println("preview failed: " + message + " " + d);
                        }
                    });
            try {
                OrbitCamera camera = new OrbitCamera(4096, 4096, 0, 900);
                controller.setView(new PreviewView(camera, PreviewStyle.DEFAULT, WIDTH, HEIGHT, MapLayer.HEIGHT, -1, 0));
                long t0 = System.nanoTime();
                controller.showGraph(swiss(0.15), CompileOptions.DEFAULT);
                FrameStats first = take(frames).stats();
                System.out.printf(Locale.ROOT, "first frame (compile + link + bake + draw): %.1f ms (bake %.1f ms)%n",
                        (System.nanoTime() - t0) / 1e6, first.bakeMillis());

                changes(controller, frames, changes, quality, "");

                int orbitFrames = 0;
                long end = System.nanoTime() + (long) (seconds * 1e9);
                long s0 = System.nanoTime();
                while (System.nanoTime() < end) {
                    camera.orbit(1, 0);
                    controller.setView(new PreviewView(camera, PreviewStyle.DEFAULT, WIDTH, HEIGHT, MapLayer.HEIGHT, -1, 0));
                    take(frames);
                    orbitFrames++;
                }
                System.out.printf(Locale.ROOT, "camera orbit (draw + readback, no bake): %.1f FPS (%d frames)%n",
                        orbitFrames / ((System.nanoTime() - s0) / 1e9), orbitFrames);

                int dragFrames = 0;
                end = System.nanoTime() + (long) (seconds * 1e9);
                s0 = System.nanoTime();
                while (System.nanoTime() < end) {
                    controller.showGraph(swiss(0.10 + 0.001 * (dragFrames % 100)), CompileOptions.DEFAULT);
                    take(frames);
                    dragFrames++;
                }
                System.out.printf(Locale.ROOT, "parameter drag (compile lookup + bake + draw + readback): %.1f FPS"
                        + " (%d frames)%n", dragFrames / ((System.nanoTime() - s0) / 1e9), dragFrames);
                // The same changes again in a JVM whose JIT has compiled the path (an editor after a minute of use).
                changes(controller, frames, changes, quality, " after the orbit and the drag");
                System.out.println("program builds: " + controller.programBuilds().get());
            } finally {
                controller.close();
                frames.forEach(PreviewFrame::release);
            }
        }
    }

    /** {@code count} parameter changes, each waited for; prints their latency and the frames' parts. */
    private static void changes(PreviewController controller, BlockingQueue<PreviewFrame> frames, int count,
                                PreviewQuality quality, String when) throws InterruptedException {
        List<Double> latency = new ArrayList<>();
        List<Double> bake = new ArrayList<>();
        List<Double> bakeGpu = new ArrayList<>();
        List<Double> rangeGpu = new ArrayList<>();
        List<Double> drawGpu = new ArrayList<>();
        List<Double> frameMs = new ArrayList<>();
        List<Double> quads = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            long start = System.nanoTime();
            controller.showGraph(swiss(0.10 + 0.01 * (i % 10)), CompileOptions.DEFAULT);
            PreviewFrame frame = take(frames);
            latency.add((System.nanoTime() - start) / 1e6);
            bake.add(frame.stats().bakeMillis());
            bakeGpu.add(frame.stats().bakeGpuMillis());
            rangeGpu.add(frame.stats().rangeGpuMillis());
            drawGpu.add(frame.stats().drawGpuMillis());
            frameMs.add(frame.stats().frameMillis());
            quads.add((double) frame.stats().drawnQuads());
            if (frame.stats().compiled()) {
                throw new IllegalStateException("A parameter change compiled a program: the cache is broken");
            }
        }
        System.out.printf(Locale.ROOT, "parameter change -> pixels on CPU%s, %d changes: median %.1f ms, p90 %.1f"
                + " ms, max %.1f ms (bake median %.1f ms)%n", when, count, percentile(latency, 50),
                percentile(latency, 90), percentile(latency, 100), percentile(bake, 50));
        System.out.printf(Locale.ROOT, "  medians: bake GPU %.2f ms (graph pass) + %.2f ms (range pass);"
                + " draw GPU %.2f ms; draw -> pixels on CPU %.2f ms; %.0f quads drawn (level of detail; %d²"
                + " at full detail)%n", percentile(bakeGpu, 50), percentile(rangeGpu, 50),
                percentile(drawGpu, 50), percentile(frameMs, 50), percentile(quads, 50),
                quality.meshSize());
    }

    private static PreviewFrame take(BlockingQueue<PreviewFrame> frames) throws InterruptedException {
        PreviewFrame frame = frames.poll(120, TimeUnit.SECONDS);
        if (frame == null) {
            throw new IllegalStateException("No frame within 120 s");
        }
        frame.release();
        return frame;
    }

    private static double percentile(List<Double> values, double p) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int index = (int) Math.ceil(p / 100 * sorted.size()) - 1;
        return sorted.get(Math.clamp(index, 0, sorted.size() - 1));
    }
}
