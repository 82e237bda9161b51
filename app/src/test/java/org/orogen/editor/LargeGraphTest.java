package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.editor.canvas.NodeView;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.Position;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A 300-node graph stays fully interactive: every node and wire is drawn, dragging a node moves
 * its wires with it, and an edit redraws only what changed. Prints how long the FX thread spent
 * (for the README's figures; no timing is asserted).
 */
@ExtendWith(ApplicationExtension.class)
class LargeGraphTest {
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

    /** 100 chains generator -> scale/offset -> invert, the first feeding the height output. */
    static Graph threeHundredNodes() {
        List<Node> nodes = new ArrayList<>();
        List<Edge> edges = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            double y = i * 160;
            nodes.add(Node.of("gen" + i, i % 2 == 0 ? "fractal.fbm" : "noise.gradient", new Position(0, y)));
            nodes.add(Node.of("so" + i, "combine.scale_offset", new Position(240, y)));
            nodes.add(Node.of("inv" + i, "combine.invert", new Position(480, y)));
            edges.add(Edge.of("gen" + i, "value", "so" + i, "value"));
            edges.add(Edge.of("so" + i, "result", "inv" + i, "value"));
        }
        nodes.add(Node.of("height", "output.height", new Position(720, 0)));
        edges.add(Edge.of("inv0", "result", "height", "input"));
        return Graph.of(nodes, edges, GraphMetadata.EMPTY, 1, List.of());
    }

    @Test
    void threeHundredNodesAreDrawnAndStayEditable(FxRobot robot) {
        Graph big = threeHundredNodes();
        long[] nanos = new long[1];
        robot.interact(() -> {
            long t0 = System.nanoTime();
            fixture.session().replace(big, null);
            fixture.editor.window().canvas().frameAll();
            fixture.editor.window().root().applyCss();
            fixture.editor.window().root().layout();
            nanos[0] = System.nanoTime() - t0;
        });
        var canvas = fixture.editor.window().canvas();
        assertEquals(301, canvas.nodeViews().size());
        assertTrue(big.edges().stream().allMatch(e -> canvas.wireView(e).isPresent()), "every wire is drawn");

        // Edit one parameter: only that node's view is updated (the others keep their objects).
        Map<String, NodeView> before = new HashMap<>();
        canvas.nodeViews().forEach(v -> before.put(v.nodeId(), v));
        long[] editNanos = new long[1];
        robot.interact(() -> {
            long t0 = System.nanoTime();
            fixture.session().execute(new org.orogen.graph.edit.SetParameter("so5", "scale",
                    org.orogen.graph.ParameterValue.of(2.0)));
            editNanos[0] = System.nanoTime() - t0;
        });
        canvas.nodeViews().forEach(v -> assertTrue(before.get(v.nodeId()) == v, "views are reused, not rebuilt"));

        // Drag a node at 1:1 zoom: the wire end follows.
        EditorFixture.fx(robot, () -> {
            canvas.viewport().scaleProperty().set(1);
            canvas.viewport().offsetXProperty().set(60);
            canvas.viewport().offsetYProperty().set(60);
        });
        NodeView so0 = canvas.nodeView("so0").orElseThrow();
        Point2D grab = canvas.localToScreen(canvas.toLocal(new Point2D(so0.getLayoutX() + 40, so0.getLayoutY() + 10)));
        robot.drag(grab.getX(), grab.getY(), MouseButton.PRIMARY).dropTo(grab.getX() + 60, grab.getY() + 90);
        Node moved = fixture.session().graph().requireNode("so0");
        assertEquals(240 + 60, moved.position().x(), 1.0);
        assertEquals(0 + 90, moved.position().y(), 1.0);
        var wire = canvas.wireView(Edge.of("gen0", "value", "so0", "value")).orElseThrow();
        assertEquals(so0.portAnchor("value", true).orElseThrow().getX(), wire.getEndX(), 1e-9, "the wire followed");
        System.out.printf("EDITOR-PERF 301 nodes/201 wires: open + first layout %.1f ms, one parameter edit %.2f ms%n",
                nanos[0] / 1e6, editNanos[0] / 1e6);
    }
}
