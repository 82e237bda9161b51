package org.orogen.preview;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.editor.EditorApp;
import org.orogen.editor.EditorSession;
import org.orogen.editor.EditorWindow;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.Severity;
import org.orogen.shader.CompileOptions;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The editor while a simulation runs in the preview (headless JavaFX, llvmpipe): the overlay shows
 * its progress, the editor answers, Cancel stops it and keeps the last picture, and a simulation's
 * problem is a warning on its node in the problems list.
 */
@ExtendWith(ApplicationExtension.class)
class PreviewSimulationPaneTest {

    private EditorSession session;
    private EditorWindow window;

    @Start
    void start(Stage stage) {
        System.setProperty(PreviewQuality.PROPERTY, "low");
        session = new EditorSession(EditorApp.loadCatalog(), PreviewTestGraphs.mountains(300));
        window = new EditorWindow(session);
        stage.setScene(new Scene(window.root(), 1400, 900));
        stage.show();
    }

    @AfterEach
    void releaseEverything(FxRobot robot) {
        robot.release(new MouseButton[0]);
        robot.interact(() -> window.dispose()); // the preview, then the window's GL context and threads
    }

    private static <T> T onFx(FxRobot robot, Callable<T> task) {
        return FxCalls.onFx(robot, task);
    }

    private static void await(String what, Supplier<Boolean> condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!condition.get()) {
            assertTrue(System.nanoTime() < deadline, "not within 120 s: " + what);
            Thread.sleep(50);
        }
    }

    private static Node number(Node n, String parameter, double value) {
        return n.withParameter(parameter, new ParameterValue.NumberValue(value));
    }

    private static Graph simulated(double scale, String type, Map<String, Double> parameters) {
        Node fbm = number(number(Node.of("n1", "fractal.fbm"), "scale", 300), "amplitude", 300);
        Node times = number(Node.of("k", "combine.scale_offset"), "scale", scale);
        Node sim = Node.of("s", type);
        for (Map.Entry<String, Double> e : parameters.entrySet()) {
            sim = number(sim, e.getKey(), e.getValue());
        }
        return Graph.of(List.of(fbm, times, sim, Node.of("out", "output.height")),
                List.of(Edge.of("n1", "value", "k", "value"), Edge.of("k", "result", "s", "height"),
                        Edge.of("s", "height", "out", "input")),
                GraphMetadata.EMPTY.withExtent(new WorldExtent(0, 0, 1024, 1024)), 5, List.of());
    }

    private static int[] pixels(PreviewPane pane) {
        var image = pane.image();
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        int[] argb = new int[w * h];
        image.getPixelReader().getPixels(0, 0, w, h, javafx.scene.image.PixelFormat.getIntArgbInstance(), argb, 0, w);
        return argb;
    }

    @Test
    void theOverlayShowsProgressTheEditorAnswersAndCancelKeepsThePicture(FxRobot robot) throws Exception {
        PreviewPane pane = window.previewPane();
        await("a first frame", () -> onFx(robot, pane::framesShown) > 0);
        Thread.sleep(2500);
        int[] good = onFx(robot, () -> pixels(pane));

        // 2 m cells over 1024 m (513²), duration 4: thousands of steps, far longer than this test waits.
        Graph slow = simulated(1, "erosion.hydraulic", Map.of("cellSize", 2.0, "duration", 4.0));
        robot.interact(() -> pane.showGraph(slow, CompileOptions.DEFAULT));
        await("the simulation's progress in the overlay",
                () -> onFx(robot, pane::simulationStatus).startsWith("simulating erosion.hydraulic 's' "));
        assertTrue(robot.lookup("#preview-simulation-cancel").query().isVisible(), "a visible cancel control");

        // The editor answers while the GL thread simulates.
        long t0 = System.nanoTime();
        robot.interact(() -> session.selection().set(Set.of("n1")));
        String status = onFx(robot, pane::simulationStatus);
        double millis = (System.nanoTime() - t0) / 1e6;
        assertTrue(millis < 2000, "a selection took " + millis + " ms during the simulation");
        assertTrue(status.matches("simulating erosion.hydraulic 's' \\d+ %"), status);

        robot.clickOn("#preview-simulation-cancel");
        await("the overlay to go", () -> onFx(robot, pane::simulationStatus).isEmpty());
        String message = onFx(robot, () -> ((javafx.scene.control.Label) pane.lookup("#preview-message")).getText());
        assertTrue(message.startsWith("Simulation cancelled"), message);
        Thread.sleep(1000);
        assertTrue(java.util.Arrays.equals(good, onFx(robot, () -> pixels(pane))), "the last complete picture stays");
    }

    @Test
    void aSimulationProblemIsAWarningOnItsNodeInTheProblemsList(FxRobot robot) throws Exception {
        PreviewPane pane = window.previewPane();
        await("a first frame", () -> onFx(robot, pane::framesShown) > 0);
        // 300 m hills times 1e38 overflow float: the simulation gets infinite heights and says so.
        Graph overflow = simulated(1e38, "erosion.thermal", Map.of("duration", 0.05));
        robot.interact(() -> pane.showGraph(overflow, CompileOptions.DEFAULT));
        await("the warning in the problems list", () -> onFx(robot, () -> window.problems().getItems().stream()
                .anyMatch(d -> d.severity() == Severity.WARNING && "s".equals(d.nodeId())
                        && d.code().equals("simulation.problem"))));
        Diagnostic warning = onFx(robot, () -> window.problems().getItems().stream()
                .filter(d -> "simulation.problem".equals(d.code())).findFirst().orElseThrow());
        assertTrue(warning.message().contains("NaN or infinite"), warning::toString);

        robot.interact(() -> pane.showGraph(simulated(1, "erosion.thermal", Map.of("duration", 0.05)),
                CompileOptions.DEFAULT));
        await("the warning to go once fixed", () -> onFx(robot, () -> window.problems().getItems().stream()
                .noneMatch(d -> "simulation.problem".equals(d.code()))));
    }
}
