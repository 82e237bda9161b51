package org.orogen.editor;

import static org.orogen.preview.FxCalls.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlThread;
import org.orogen.graph.Graph;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.edit.SetParameter;
import org.orogen.preview.PreviewQuality;
import org.orogen.preview.ProgramSource;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An editor window with its preview and node thumbnails (headless JavaFX, llvmpipe) runs on one GL
 * context and one compile worker, compiles each edit once for all of them, and releases the context
 * and its threads when it closes.
 */
@ExtendWith(ApplicationExtension.class)
class WindowGpuTest {
    /** Nodes whose thumbnails follow the fbm node's amplitude (everything downstream of it with an output). */
    private static final List<String> DOWNSTREAM = List.of("fbm", "warp", "add", "terrace", "snow");

    private final AtomicInteger graphCompiles = new AtomicInteger();
    private final AtomicInteger nodeCompiles = new AtomicInteger();
    /** Of those, the ones handed the plan before (a change of values: made from it without compiling). */
    private final AtomicInteger graphRecompiles = new AtomicInteger();
    private final AtomicInteger nodeRecompiles = new AtomicInteger();

    /** The real compiler, counting whole-graph compiles apart from the thumbnails' per-node ones. */
    private final ProgramSource counting = new ProgramSource() {
        private final GraphCompiler real = GraphCompiler.standard();

        @Override
        public CompiledProgram compile(Graph graph, CompileOptions options) {
            return compilePlan(graph, options).finalProgram();
        }

        @Override
        public CompiledPlan compilePlan(Graph graph, CompileOptions options) {
            (options.previewTarget().isPresent() ? nodeCompiles : graphCompiles).incrementAndGet();
            return real.compilePlan(graph, options);
        }

        @Override
        public CompiledPlan recompilePlan(Graph before, CompiledPlan plan, Graph after, CompileOptions options) {
            (options.previewTarget().isPresent() ? nodeRecompiles : graphRecompiles).incrementAndGet();
            return real.recompilePlan(before, plan, after, options);
        }
    };

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new Label("the window under test opens in a stage of its own"), 300, 80));
        stage.show();
    }

    private static void waitUntil(String what, Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("not within 180 s: " + what, e);
        }
    }

    private static Set<String> orogenThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(n -> n.startsWith("orogen-")).collect(Collectors.toSet());
    }

    private static Map<String, Image> thumbnails(EditorWindow window) {
        Map<String, Image> images = new HashMap<>();
        window.canvas().nodeViews().forEach(v -> images.put(v.nodeId(), v.thumbnailImage()));
        return images;
    }

    @Test
    void oneContextAndOneCompileWorkerPerWindowOneCompilePerEditAndNothingLeftAfterClosing(FxRobot robot) {
        System.setProperty(PreviewQuality.PROPERTY, "low");
        Set<String> before = orogenThreads();
        EditorSession session = onFx(robot, () -> new EditorSession(EditorApp.loadCatalog(), SampleGraph.mountains()));
        EditorWindow window = onFx(robot, () -> new EditorWindow(session, counting));
        Stage stage = onFx(robot, () -> {
            window.enableThumbnails();
            Stage s = new Stage();
            s.setScene(new Scene(window.root(), 1400, 900));
            s.show();
            return s;
        });
        String gpu = window.gpu().name();
        waitUntil("a preview frame and every thumbnail", () -> onFx(robot, () -> window.previewPane().framesShown() > 0
                && window.canvas().nodeViews().stream().allMatch(v -> v.outputs().isEmpty() || v.thumbnailImage() != null)));

        Set<String> started = new HashSet<>(orogenThreads());
        started.removeAll(before);
        started.removeIf(n -> n.endsWith("-close")); // other tests' windows closing meanwhile
        assertEquals(Set.of(gpu + "-gl", gpu + "-compile"), started,
                "the window started one GL thread and one compile worker, nothing else");
        assertEquals(List.of(gpu + "-gl"), GlThread.liveContextNames().stream().filter(n -> n.startsWith(gpu + "-"))
                .toList(), "one GL context for the preview and the thumbnails");

        int compiles = graphCompiles.get() + graphRecompiles.get();
        int recompiles = graphRecompiles.get();
        int perNode = nodeCompiles.get() + nodeRecompiles.get();
        for (int edit = 1; edit <= 3; edit++) {
            Map<String, Image> old = onFx(robot, () -> thumbnails(window));
            long frames = onFx(robot, () -> window.previewPane().framesShown());
            double amplitude = 420 + 60 * edit;
            robot.interact(() -> session.execute(new SetParameter("fbm", "amplitude", ParameterValue.of(amplitude))));
            waitUntil("the preview and the thumbnails downstream follow edit " + edit, () -> onFx(robot, () -> {
                Map<String, Image> now = thumbnails(window);
                return window.previewPane().framesShown() > frames
                        && DOWNSTREAM.stream().allMatch(id -> now.get(id) != null && now.get(id) != old.get(id));
            }));
            assertEquals(compiles + edit, graphCompiles.get() + graphRecompiles.get(), "edit " + edit + " compiled "
                    + "the graph once, for the preview, the thumbnails and the problems list together");
        }
        assertEquals(recompiles + 3, graphRecompiles.get(), "each edit of a value reused the plan before");
        assertTrue(nodeRecompiles.get() >= 3 * DOWNSTREAM.size(), "the thumbnails' per-node previews reuse "
                + "theirs: " + nodeRecompiles.get());
        assertTrue(nodeCompiles.get() + nodeRecompiles.get() >= perNode + 3 * DOWNSTREAM.size(),
                "thumbnails compile their per-node previews: " + (nodeCompiles.get() - perNode));
        assertTrue(onFx(robot, () -> window.problems().getItems().stream().noneMatch(d -> d.isError())),
                "the sample compiles cleanly");

        robot.interact(stage::hide);
        waitUntil("the window's context and threads are gone", () -> GlThread.liveContextNames().stream()
                .noneMatch(n -> n.startsWith(gpu + "-")) && orogenThreads().stream().noneMatch(n -> n.startsWith(gpu + "-")));
        assertEquals(compiles + 3, graphCompiles.get() + graphRecompiles.get(), "nothing compiles after closing");
    }
}
