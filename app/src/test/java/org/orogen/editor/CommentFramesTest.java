package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.editor.canvas.GraphCanvas;
import org.orogen.graph.Comment;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.Position;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Comment frames through the real window: add around a selection, drag with nodes, undo, edit, delete, save. */
@ExtendWith(ApplicationExtension.class)
class CommentFramesTest {
    @TempDir
    Path dir;

    private EditorFixture fixture;

    @BeforeEach
    void releaseBefore(FxRobot robot) {
        robot.release(new MouseButton[0]);
        robot.release(new KeyCode[0]);
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

    private Graph graph() {
        return fixture.session().graph();
    }

    private Point2D screen(double gx, double gy) {
        return canvas().localToScreen(canvas().toLocal(new Point2D(gx, gy)));
    }

    private void shortcut(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.CONTROL).press(key).release(key).release(KeyCode.CONTROL);
    }

    /** fbm -> terrace -> height at 1:1; fbm and terrace selected. Returns the graph loaded. */
    private Graph loadAndSelectTwo(FxRobot robot) {
        Graph g = Graph.of(List.of(
                Node.of("fbm", "fractal.fbm", new Position(0, 0)),
                Node.of("terrace", "combine.terrace", new Position(300, 0)),
                Node.of("height", "output.height", new Position(700, 0))),
                List.of(Edge.of("fbm", "value", "terrace", "value"), Edge.of("terrace", "result", "height", "input")),
                GraphMetadata.EMPTY, 0, List.of());
        EditorFixture.fx(robot, () -> {
            fixture.session().replace(g, null);
            canvas().viewport().scaleProperty().set(1);
            canvas().viewport().offsetXProperty().set(30);
            canvas().viewport().offsetYProperty().set(160);
            fixture.session().selection().set(Set.of("fbm", "terrace"));
            canvas().requestFocus();
        });
        return g;
    }

    private Comment addFrame(FxRobot robot) {
        robot.type(KeyCode.C);
        EditorFixture.sync();
        assertEquals(1, graph().comments().size(), "key C adds one frame: " + graph().comments());
        Comment c = graph().comments().values().iterator().next();
        assertTrue(c.contains(graph().requireNode("fbm").position()) && c.contains(graph().requireNode("terrace")
                .position()), "the frame surrounds the selected nodes: " + c);
        assertTrue(c.x() + c.width() < 700, "the unselected output node stays outside: " + c);
        assertTrue(canvas().commentView(c.id()).isPresent(), "the canvas shows the frame");
        assertEquals(c.id(), canvas().selectedComment(), "the new frame is selected");
        return c;
    }

    @Test
    void addFrameMoveItWithItsNodesUndoThenSaveAndReopen(FxRobot robot) throws Exception {
        Graph start = loadAndSelectTwo(robot);
        Comment c = addFrame(robot);
        Graph framed = graph();

        Point2D grab = screen(c.x() + 80, c.y() + 12);
        robot.drag(grab.getX(), grab.getY(), MouseButton.PRIMARY).moveBy(60, 20).moveBy(60, 20).drop();
        EditorFixture.sync();
        Comment moved = graph().comment(c.id()).orElseThrow();
        assertEquals(c.x() + 120, moved.x(), 1e-6, "the frame followed the mouse");
        assertEquals(c.y() + 40, moved.y(), 1e-6);
        assertEquals(new Position(120, 40), graph().requireNode("fbm").position(), "nodes inside move along");
        assertEquals(new Position(420, 40), graph().requireNode("terrace").position());
        assertEquals(new Position(700, 0), graph().requireNode("height").position(), "the node outside stays");

        shortcut(robot, KeyCode.Z);
        assertEquals(framed, graph(), "one undo puts the frame and both nodes back");
        assertEquals(c.x(), canvas().commentView(c.id()).orElseThrow().getLayoutX(), 1e-6, "the view follows undo");
        shortcut(robot, KeyCode.Z);
        assertEquals(start, graph(), "the next undo removes the frame");
        assertTrue(canvas().commentView(c.id()).isEmpty());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Z).type(KeyCode.Z).release(KeyCode.SHIFT, KeyCode.CONTROL);
        Graph redone = graph();
        assertEquals(moved, redone.comment(c.id()).orElseThrow(), "redo brings the moved frame back");

        Path file = dir.resolve("framed.graph");
        fixture.prompts.files.push(file);
        shortcut(robot, KeyCode.S);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> Files.isRegularFile(file) && !fixture.session().isModified());
        assertTrue(Files.readString(file).contains("\"comments\""));
        shortcut(robot, KeyCode.N);
        assertTrue(graph().comments().isEmpty());
        fixture.prompts.files.push(file);
        shortcut(robot, KeyCode.O);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> file.toAbsolutePath().equals(fixture.session().file()));
        EditorFixture.sync();
        assertEquals(redone, graph(), "reopening gives the frame back");
        assertTrue(canvas().commentView(c.id()).isPresent(), "and shows it");
    }

    @Test
    void resizeEditTextAndDeleteTheFrame(FxRobot robot) throws Exception {
        loadAndSelectTwo(robot);
        Comment c = addFrame(robot);

        Point2D corner = screen(c.x() + c.width() - 6, c.y() + c.height() - 6);
        robot.drag(corner.getX(), corner.getY(), MouseButton.PRIMARY).moveBy(40, 30).moveBy(40, 30).drop();
        EditorFixture.sync();
        Comment resized = graph().comment(c.id()).orElseThrow();
        assertEquals(c.width() + 80, resized.width(), 1e-6, "the corner handle resizes");
        assertEquals(c.height() + 60, resized.height(), 1e-6);
        assertEquals(c.x(), resized.x(), 1e-6, "the top-left corner stays");
        assertEquals(new Position(0, 0), graph().requireNode("fbm").position(), "resizing moves no node");

        robot.doubleClickOn(screen(c.x() + 80, c.y() + 12), MouseButton.PRIMARY);
        EditorFixture.sync();
        assertNotNull(robot.lookup("#comment-text-field").tryQuery().orElse(null), "double-click opens the text field");
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("Ridges").type(KeyCode.ENTER);
        EditorFixture.sync();
        assertEquals("Ridges", graph().comment(c.id()).orElseThrow().text());
        assertEquals("Ridges", canvas().commentView(c.id()).orElseThrow().titleLabel().getText());

        robot.clickOn(screen(c.x() + 80, c.y() + 12), MouseButton.PRIMARY);
        assertEquals(c.id(), canvas().selectedComment());
        robot.type(KeyCode.DELETE);
        EditorFixture.sync();
        assertTrue(graph().comments().isEmpty(), "Delete removes the selected frame");
        assertEquals(3, graph().nodes().size(), "and no node");
    }
}
