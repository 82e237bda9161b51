package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.editor.canvas.GraphCanvas;
import org.orogen.editor.canvas.NodeView;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Real user flows on a real editor window (headless JavaFX, TestFX glass robot). */
@ExtendWith(ApplicationExtension.class)
class EditorFlowsTest {
    @TempDir
    static Path settingsFolder;

    private EditorFixture fixture;

    /** A button or key left down by an earlier test (another class, another window) would swallow presses. */
    @org.junit.jupiter.api.BeforeEach
    void releaseBefore(FxRobot robot) {
        robot.release(new javafx.scene.input.MouseButton[0]);
        robot.release(new javafx.scene.input.KeyCode[0]);
    }

    @Start
    void start(Stage stage) {
        fixture = new EditorFixture(settingsFolder.resolve("settings-" + System.nanoTime()));
        fixture.start(stage);
    }

    private GraphCanvas canvas() {
        return fixture.editor.window().canvas();
    }

    /** Screen position of a port dot. */
    private Point2D portOnScreen(String nodeId, String port, boolean input) {
        NodeView v = canvas().nodeView(nodeId).orElseThrow();
        Point2D graphPoint = v.portAnchor(port, input).orElseThrow();
        return canvas().localToScreen(canvas().toLocal(graphPoint));
    }

    private Point2D titleOnScreen(String nodeId) {
        NodeView v = canvas().nodeView(nodeId).orElseThrow();
        return canvas().localToScreen(canvas().toLocal(new Point2D(v.getLayoutX() + 60, v.getLayoutY() + 12)));
    }

    private void load(FxRobot robot, Graph g) {
        EditorFixture.fx(robot, () -> {
            // Earlier tests may have left windows (e.g. a subgraph's); events must reach this one.
            fixture.editor.stage().toFront();
            fixture.session().replace(g, null);
            // Zoomed out so the whole sample (1370 units wide) fits the canvas next to the preview.
            canvas().viewport().scaleProperty().set(0.5);
            canvas().viewport().offsetXProperty().set(20);
            canvas().viewport().offsetYProperty().set(80);
        });
        // Enter this window with the pointer first: the headless robot sends mouse events to the
        // window the pointer last entered, which may be one an earlier test closed.
        robot.moveTo(canvas().localToScreen(10, 10).getX(), canvas().localToScreen(10, 10).getY());
        robot.moveTo(canvas().localToScreen(30, 30).getX(), canvas().localToScreen(30, 30).getY());
    }

    @Test
    void addNodesFromThePaletteAndConnectThem(FxRobot robot) {
        Point2D empty = canvas().localToScreen(120, 400);
        robot.clickOn(empty.getX(), empty.getY(), MouseButton.PRIMARY);
        robot.type(KeyCode.TAB);
        assertTrue(fixture.editor.window().palette().isOpen(), "Tab opens the palette");
        robot.write("fbm");
        assertEquals("fractal.fbm", fixture.editor.window().palette().shown().getFirst().id(),
                "fuzzy search puts the fBm node first for 'fbm'");
        robot.type(KeyCode.ENTER);
        Graph g = fixture.session().graph();
        Node added = g.nodesOfType("fractal.fbm").getFirst();
        assertFalse(fixture.editor.window().palette().isOpen());

        Point2D from = portOnScreen(added.id(), "value", false);
        Point2D to = portOnScreen("height", "input", true);
        robot.drag(from.getX(), from.getY(), MouseButton.PRIMARY).dropTo(to.getX(), to.getY());
        assertTrue(fixture.session().graph().edges().contains(Edge.of(added.id(), "value", "height", "input")),
                "dragging port to port connects: " + fixture.session().graph().edges());
        assertEquals(2, fixture.session().history().undoSize(), "add and connect are one undo step each");
    }

    @Test
    void aRefusedConnectionShowsWhyWhileDraggingAndAfterDropping(FxRobot robot) {
        load(robot, SampleGraph.mountains());
        Graph before = fixture.session().graph();
        Point2D from = portOnScreen("terrace", "result", false);
        Point2D to = portOnScreen("warp", "source", true);
        robot.moveTo(from.getX(), from.getY()).press(MouseButton.PRIMARY);
        robot.moveTo((from.getX() + to.getX()) / 2, to.getY() - 30).moveTo(to.getX(), to.getY());
        Label tip = robot.lookup("#refusal-tip").queryAs(Label.class);
        assertTrue(tip.isVisible(), "the reason is shown next to the cursor while hovering the refused port");
        assertTrue(tip.getText().contains("loop"), "the reason names the cycle: " + tip.getText());
        robot.release(MouseButton.PRIMARY);
        assertEquals(before, fixture.session().graph(), "a refused wire changes nothing");
        assertTrue(fixture.editor.window().status().message().contains("loop"),
                "the status bar keeps the reason: " + fixture.editor.window().status().message());
    }

    @Test
    void editAParameterThenUndoAndRedo(FxRobot robot) {
        load(robot, SampleGraph.mountains());
        Point2D title = titleOnScreen("terrace");
        robot.clickOn(title.getX(), title.getY(), MouseButton.PRIMARY);
        assertEquals(java.util.Set.of("terrace"), fixture.session().selection().snapshot());
        robot.doubleClickOn("#field-spacing").write("42.5").type(KeyCode.ENTER);
        assertEquals(ParameterValue.of(42.5), parameter("terrace", "spacing"));

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(null, parameter("terrace", "spacing"), "undo restores the default");
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Z).release(KeyCode.SHIFT, KeyCode.CONTROL);
        assertEquals(ParameterValue.of(42.5), parameter("terrace", "spacing"), "Ctrl+Shift+Z redoes");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
        assertEquals(ParameterValue.of(42.5), parameter("terrace", "spacing"), "Ctrl+Y redoes too");
    }

    @Test
    void aSliderDragIsOneUndoStep(FxRobot robot) {
        load(robot, SampleGraph.mountains());
        Point2D title = titleOnScreen("terrace");
        robot.clickOn(title.getX(), title.getY(), MouseButton.PRIMARY);
        int steps = fixture.session().history().undoSize();
        javafx.scene.Node slider = robot.lookup("#slider-sharpness").query();
        javafx.scene.Node thumb = slider.lookup(".thumb");
        javafx.geometry.Bounds track = slider.localToScreen(slider.getBoundsInLocal());
        javafx.geometry.Bounds b = thumb.localToScreen(thumb.getBoundsInLocal());
        robot.moveTo(b.getCenterX(), b.getCenterY()).press(MouseButton.PRIMARY);
        for (int i = 1; i <= 8; i++) robot.moveTo(b.getCenterX() - i * track.getWidth() / 20, b.getCenterY());
        robot.release(MouseButton.PRIMARY);
        ParameterValue after = parameter("terrace", "sharpness");
        assertTrue(after != null, "dragging the slider sets the value");
        assertEquals(steps + 1, fixture.session().history().undoSize(), "the whole drag is one undo step");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(null, parameter("terrace", "sharpness"), "one undo reverts the whole drag");
    }

    @Test
    void withNothingSelectedTheInspectorEditsTheGraphsSeedAndExtent(FxRobot robot) {
        load(robot, SampleGraph.mountains());
        EditorFixture.fx(robot, () -> fixture.session().selection().clear());
        robot.doubleClickOn("#graph-seed").eraseText(3).write("1234").type(KeyCode.ENTER);
        assertEquals(1234, fixture.session().graph().seed());
        robot.doubleClickOn("#graph-width").write("8192").type(KeyCode.ENTER);
        assertEquals(8192, fixture.session().graph().metadata().extent().width());
        robot.doubleClickOn("#graph-seed").write("-5").type(KeyCode.ENTER);
        assertEquals(1234, fixture.session().graph().seed(), "a negative seed is refused");
        assertTrue(fixture.editor.window().status().message().contains("outside"), fixture.editor.window().status().message());
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(7, fixture.session().graph().seed(), "undo restores the sample's seed");
    }

    @Test
    void f1ShowsTheShortcutsAndAnyKeyClosesThem(FxRobot robot) {
        robot.clickOn("#graph-canvas");
        robot.type(KeyCode.F1);
        HelpOverlay help = fixture.editor.window().help();
        assertTrue(help.isVisible(), "F1 shows the shortcut list");
        assertTrue(robot.lookup("Undo").tryQuery().isPresent(), "it lists the bindings");
        robot.type(KeyCode.ESCAPE);
        assertFalse(help.isVisible());
    }

    @org.junit.jupiter.api.AfterEach
    void releaseEverything(FxRobot robot) {
        // A failed drag must not leave a button pressed for the next test.
        robot.release(new MouseButton[0]);
        robot.release(new KeyCode[0]);
    }

    private ParameterValue parameter(String node, String name) {
        return fixture.session().graph().requireNode(node).parameters().get(name);
    }
}
