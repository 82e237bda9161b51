package org.orogen.preview;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.graph.Graph;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A compile that takes long (an injected compiler that blocks until released) never holds up the
 * JavaFX thread: a button works meanwhile, the slow compile is reported while the last frame stays,
 * and a newer graph supersedes the ones still waiting.
 */
@ExtendWith(ApplicationExtension.class)
class SlowCompileTest {
    private final CountDownLatch release = new CountDownLatch(1);
    private final CountDownLatch firstCompileStarted = new CountDownLatch(1);
    private final List<Graph> compiled = new CopyOnWriteArrayList<>();
    private final AtomicInteger clicks = new AtomicInteger();
    private final AtomicReference<List<CompileDiagnostic>> problems = new AtomicReference<>(List.of());
    private PreviewPane pane;

    /** The real compiler, blocking the first compile after the first frame until {@link #release}. */
    private final class GatedCompiler implements ProgramSource {
        private final GraphCompiler real = GraphCompiler.standard();
        volatile boolean gate;

        @Override
        public CompiledProgram compile(Graph graph, CompileOptions options) {
            return compilePlan(graph, options).finalProgram();
        }

        @Override
        public CompiledPlan compilePlan(Graph graph, CompileOptions options) {
            compiled.add(graph);
            if (gate) {
                firstCompileStarted.countDown();
                try {
                    if (!release.await(60, TimeUnit.SECONDS)) {
                        throw new IllegalStateException("the test never released the compile");
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(e);
                }
            }
            return real.compilePlan(graph, options);
        }
    }

    private final GatedCompiler compiler = new GatedCompiler();

    @Start
    void start(Stage stage) {
        System.setProperty(PreviewQuality.PROPERTY, "low");
        pane = new PreviewPane(null, compiler);
        pane.setSlowAfterMillis(300);
        pane.setProblemSink(problems::set);
        Button action = new Button("Act");
        action.setId("ui-action");
        action.setOnAction(e -> clicks.incrementAndGet());
        BorderPane root = new BorderPane(pane);
        root.setTop(action);
        stage.setScene(new Scene(root, 800, 600));
        stage.show();
    }

    @AfterEach
    void closePane(FxRobot robot) {
        release.countDown();
        robot.interact(() -> pane.close());
    }

    private static void waitUntil(String what, java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out waiting until " + what, e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private int[] pixels(FxRobot robot) {
        AtomicReference<int[]> out = new AtomicReference<>();
        robot.interact(() -> {
            javafx.scene.image.WritableImage image = pane.image();
            int w = (int) image.getWidth();
            int h = (int) image.getHeight();
            int[] argb = new int[w * h];
            image.getPixelReader().getPixels(0, 0, w, h, javafx.scene.image.PixelFormat.getIntArgbInstance(), argb, 0, w);
            out.set(argb);
        });
        return out.get();
    }

    /** Waits until no new frame arrived for a second (the pane frames the terrain after its first frame). */
    private long settledFrames() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        long seen = pane.framesShown();
        long since = System.nanoTime();
        while (System.nanoTime() < deadline) {
            Thread.sleep(100);
            WaitForAsyncUtils.waitForFxEvents();
            long now = pane.framesShown();
            if (now != seen) {
                seen = now;
                since = System.nanoTime();
            } else if (System.nanoTime() - since > TimeUnit.MILLISECONDS.toNanos(1000)) {
                return seen;
            }
        }
        throw new AssertionError("the preview kept producing frames");
    }

    @Test
    void uiActionsCompleteWhileACompileRunsAndTheSlowCompileIsReported(FxRobot robot) throws Exception {
        Graph first = PreviewTestGraphs.mountains(300);
        waitUntil("the preview renders", () -> pane.isRendering());
        robot.interact(() -> pane.showGraph(first, CompileOptions.DEFAULT));
        waitUntil("the first frame", () -> pane.framesShown() > 0);
        long frames = settledFrames();
        int[] lastGood = pixels(robot);

        compiler.gate = true;
        Graph slow = PreviewTestGraphs.mountains(400);
        Graph superseded = PreviewTestGraphs.mountains(500);
        Graph newest = PreviewTestGraphs.mountains(600);
        robot.interact(() -> pane.showGraph(slow, CompileOptions.DEFAULT));
        assertTrue(firstCompileStarted.await(30, TimeUnit.SECONDS), "the compile started");

        robot.clickOn("#ui-action");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, clicks.get(), "the button's action ran while the compile is blocked");
        assertEquals(1, release.getCount(), "the compile is still running");
        robot.interact(() -> {
            pane.showGraph(superseded, CompileOptions.DEFAULT);
            pane.showGraph(newest, CompileOptions.DEFAULT);
        });

        waitUntil("the slow compile is reported", () -> problems.get().stream()
                .anyMatch(d -> d.code().equals(PreviewPane.SLOW_COMPILE)));
        assertTrue(problems.get().getFirst().message().contains("has taken more than 300 ms"),
                problems.get().toString());
        assertArrayEquals(lastGood, pixels(robot), "the last good terrain stays on screen");

        compiler.gate = false;
        release.countDown();
        waitUntil("a new frame", () -> pane.framesShown() > frames);
        waitUntil("the report is cleared", () -> problems.get().isEmpty());
        assertEquals(List.of(first, slow, newest), compiled, "the graph still waiting was superseded");
    }
}
