package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.editor.canvas.GraphCanvas;
import org.orogen.editor.canvas.NodeView;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.Position;
import org.orogen.graph.catalog.NodeDefinition;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Canvas gestures on a real window: wiring, disconnecting, selecting, editing, framing. */
@ExtendWith(ApplicationExtension.class)
class CanvasGesturesTest {
    private EditorFixture fixture;

    /** A button or key left down by an earlier test (another class, another window) would swallow presses. */
    @org.junit.jupiter.api.BeforeEach
    void releaseBefore(FxRobot robot) {
        robot.release(new javafx.scene.input.MouseButton[0]);
        robot.release(new javafx.scene.input.KeyCode[0]);
    }

    @Start
    void start(Stage stage) throws Exception {
        fixture = new EditorFixture(Files.createTempDirectory("orogen-settings"));
        fixture.start(stage);
    }

    @AfterEach
    void releaseEverything(FxRobot robot) {
        robot.release(new MouseButton[0]);
        robot.release(new KeyCode[0]);
    }

    private GraphCanvas canvas() {
        return fixture.editor.window().canvas();
    }

    /** fbm -> terrace -> height, plus an unwired curve node, all visible at 1:1. */
    private void load(FxRobot robot) {
        Graph g = Graph.of(List.of(
                Node.of("fbm", "fractal.fbm", new Position(0, 0)),
                Node.of("terrace", "combine.terrace", new Position(300, 0)),
                Node.of("height", "output.height", new Position(600, 0)),
                Node.of("curve", "combine.curve", new Position(300, 260))),
                List.of(Edge.of("fbm", "value", "terrace", "value"), Edge.of("terrace", "result", "height", "input")),
                GraphMetadata.EMPTY, 0, List.of());
        EditorFixture.fx(robot, () -> {
            fixture.session().replace(g, null);
            canvas().viewport().scaleProperty().set(0.9); // the whole graph fits beside the preview
            canvas().viewport().offsetXProperty().set(20);
            canvas().viewport().offsetYProperty().set(80);
        });
    }

    private Point2D screen(double gx, double gy) {
        return canvas().localToScreen(canvas().toLocal(new Point2D(gx, gy)));
    }

    private Point2D port(String node, String port, boolean input) {
        NodeView v = canvas().nodeView(node).orElseThrow();
        Point2D g = v.portAnchor(port, input).orElseThrow();
        return screen(g.getX(), g.getY());
    }

    private Point2D title(String node) {
        NodeView v = canvas().nodeView(node).orElseThrow();
        return screen(v.getLayoutX() + 50, v.getLayoutY() + 12);
    }

    /**
     * A click with modifier keys. JavaFX's headless robot does not put held keys (Shift, Alt,
     * Ctrl) on the mouse events it generates, so these clicks are fired as the platform would
     * deliver them: pressed, released, clicked, with the modifiers set, at a screen point.
     */
    private void modifiedClick(FxRobot robot, Point2D at, boolean shift, boolean ctrl, boolean alt) {
        robot.interact(() -> {
            Point2D scene = canvas().getScene().getRoot().screenToLocal(at);
            for (var type : List.of(javafx.scene.input.MouseEvent.MOUSE_PRESSED,
                    javafx.scene.input.MouseEvent.MOUSE_RELEASED, javafx.scene.input.MouseEvent.MOUSE_CLICKED)) {
                javafx.event.Event.fireEvent(canvas(), new javafx.scene.input.MouseEvent(type, scene.getX(), scene.getY(),
                        at.getX(), at.getY(), MouseButton.PRIMARY, 1, shift, ctrl, alt, false,
                        type != javafx.scene.input.MouseEvent.MOUSE_RELEASED && type != javafx.scene.input.MouseEvent.MOUSE_CLICKED,
                        false, false, false, false, true, null));
            }
        });
    }

    private Graph graph() {
        return fixture.session().graph();
    }

    @Test
    void aWireDroppedOnEmptySpaceOffersCompatibleNodesAndConnectsTheChosenOne(FxRobot robot) {
        load(robot);
        Point2D from = port("fbm", "value", false);
        Point2D empty = screen(120, 420);
        robot.drag(from.getX(), from.getY(), MouseButton.PRIMARY).dropTo(empty.getX(), empty.getY());
        var palette = fixture.editor.window().palette();
        assertTrue(palette.isOpen(), "dropping a wire on empty space opens the palette");
        List<NodeDefinition> offered = palette.shown();
        assertFalse(offered.isEmpty());
        assertTrue(offered.stream().allMatch(d -> !d.inputs().isEmpty()), "only nodes with an input are offered");
        assertTrue(offered.stream().noneMatch(d -> d.id().equals("fractal.fbm")), "generators cannot take the wire");
        robot.write("invert").type(KeyCode.ENTER);
        Node invert = graph().nodesOfType("combine.invert").getFirst();
        assertTrue(graph().edges().contains(Edge.of("fbm", "value", invert.id(), "value")),
                "the new node is wired to the port the wire came from: " + graph().edges());
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertFalse(graph().hasNode(invert.id()), "adding and wiring is one undo step");
    }

    @Test
    void altClickAndDragOffDisconnect(FxRobot robot) {
        load(robot);
        Point2D in = port("height", "input", true);
        modifiedClick(robot, in, false, false, true);
        assertFalse(graph().edgeInto(new org.orogen.graph.PortRef("height", "input")).isPresent(), "alt-click disconnects");

        Point2D terraceIn = port("terrace", "value", true);
        Point2D away = screen(200, 400);
        robot.drag(terraceIn.getX(), terraceIn.getY(), MouseButton.PRIMARY).dropTo(away.getX(), away.getY());
        assertTrue(graph().edges().isEmpty(), "dragging a wire off an input and dropping it on nothing disconnects it");
    }

    @Test
    void draggingAConnectedInputToAnotherInputReroutesTheWire(FxRobot robot) {
        load(robot);
        Point2D terraceIn = port("terrace", "value", true);
        Point2D curveIn = port("curve", "value", true);
        robot.drag(terraceIn.getX(), terraceIn.getY(), MouseButton.PRIMARY).dropTo(curveIn.getX(), curveIn.getY());
        assertTrue(graph().edges().contains(Edge.of("fbm", "value", "curve", "value")));
        assertFalse(graph().edges().contains(Edge.of("fbm", "value", "terrace", "value")));
        int steps = fixture.session().history().undoSize();
        assertEquals(1, steps, "re-routing is one undo step");
    }

    @Test
    void droppingAnUnwiredNodeOnAWireInsertsIt(FxRobot robot) {
        load(robot);
        Point2D grab = title("curve");
        // The wire terrace -> height runs at y ~ 40 between x 468 and 600 in graph units.
        Point2D onWire = screen(534 + 50 - 84, 40 + 12 - 13);
        robot.drag(grab.getX(), grab.getY(), MouseButton.PRIMARY).dropTo(onWire.getX(), onWire.getY());
        assertTrue(graph().edges().contains(Edge.of("terrace", "result", "curve", "value")), "source feeds the node: " + graph().edges());
        assertTrue(graph().edges().contains(Edge.of("curve", "result", "height", "input")), "the node feeds the old target");
    }

    @Test
    void boxSelectDeleteUndoDuplicateAndRename(FxRobot robot) {
        load(robot);
        Point2D a = screen(-15, -30);
        Point2D b = screen(480, 120);
        robot.drag(a.getX(), a.getY(), MouseButton.PRIMARY).dropTo(b.getX(), b.getY());
        assertEquals(Set.of("fbm", "terrace"), fixture.session().selection().snapshot(), "box select");
        robot.type(KeyCode.DELETE);
        assertFalse(graph().hasNode("fbm"));
        assertFalse(graph().hasNode("terrace"));
        assertEquals(0, graph().edges().size(), "their wires went with them");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(2, graph().edges().size(), "one undo restores nodes and wires");

        Point2D t = title("terrace");
        robot.clickOn(t.getX(), t.getY(), MouseButton.PRIMARY);
        modifiedClick(robot, title("fbm"), true, false, false);
        assertEquals(Set.of("fbm", "terrace"), fixture.session().selection().snapshot(), "shift-click adds");
        robot.press(KeyCode.CONTROL).type(KeyCode.D).release(KeyCode.CONTROL);
        assertEquals(6, graph().nodes().size(), "duplicate copies both");
        assertEquals(3, graph().edges().size(), "and the wire between them");
        assertEquals(2, fixture.session().selection().ids().size(), "the copies are selected");
        assertFalse(fixture.session().selection().contains("fbm"));

        robot.clickOn(title("height").getX(), title("height").getY(), MouseButton.PRIMARY);
        robot.type(KeyCode.F2);
        robot.lookup("#rename-field").queryTextInputControl().selectAll();
        robot.write("Final height").type(KeyCode.ENTER);
        assertEquals("Final height", graph().requireNode("height").label());
    }

    @Test
    void frameAllAndZoomAtTheCursor(FxRobot robot) {
        load(robot);
        robot.clickOn(screen(120, 420).getX(), screen(120, 420).getY(), MouseButton.PRIMARY);
        robot.type(KeyCode.A);
        var bounds = canvas().contentBounds();
        Point2D topLeft = canvas().toLocal(new Point2D(bounds.getMinX(), bounds.getMinY()));
        Point2D bottomRight = canvas().toLocal(new Point2D(bounds.getMaxX(), bounds.getMaxY()));
        assertTrue(topLeft.getX() >= 0 && topLeft.getY() >= 0 && bottomRight.getX() <= canvas().getWidth()
                && bottomRight.getY() <= canvas().getHeight(), "A frames every node");
        Point2D cursor = screen(300, 20);
        Point2D graphBefore = canvas().toGraph(canvas().screenToLocal(cursor));
        double scale = canvas().viewport().scale();
        robot.interact(() -> {
            // A wheel notch at the cursor, as the platform delivers it (the headless robot's
            // wheel events do not carry the pointer position).
            Point2D scene = canvas().getScene().getRoot().screenToLocal(cursor);
            javafx.event.Event.fireEvent(canvas(), new javafx.scene.input.ScrollEvent(
                    javafx.scene.input.ScrollEvent.SCROLL, scene.getX(), scene.getY(), cursor.getX(), cursor.getY(),
                    false, false, false, false, false, false, 0, 120, 0, 120,
                    javafx.scene.input.ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                    javafx.scene.input.ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null));
        });
        assertTrue(canvas().viewport().scale() != scale, "the wheel zooms");
        Point2D graphAfter = canvas().toGraph(canvas().screenToLocal(cursor));
        assertEquals(graphBefore.getX(), graphAfter.getX(), 0.5, "the point under the cursor stays put");
        assertEquals(graphBefore.getY(), graphAfter.getY(), 0.5);
    }
}
