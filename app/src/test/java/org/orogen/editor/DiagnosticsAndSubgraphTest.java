package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.io.GraphFiles;
import org.orogen.graph.io.GraphReader;
import org.orogen.graph.validation.Diagnostic;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A broken file opens with its problems on the nodes; grouping into a subgraph and its overrides. */
@ExtendWith(ApplicationExtension.class)
class DiagnosticsAndSubgraphTest {
    @TempDir
    Path dir;

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

    private void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void open(FxRobot robot, Path file) {
        @SuppressWarnings("unchecked")
        java.util.concurrent.CompletableFuture<Boolean>[] future = new java.util.concurrent.CompletableFuture[1];
        robot.interact(() -> future[0] = fixture.editor.files().open(file));
        assertTrue(EditorFixture.await(future[0]), "the file opens");
    }

    @Test
    void aBrokenGraphOpensWithProblemsOnItsNodesAndClickingOneSelectsTheNode(FxRobot robot) throws Exception {
        Path broken = dir.resolve("broken.graph");
        Files.writeString(broken, """
                {
                  "format": "orogen.graph",
                  "version": 1,
                  "nodes": [
                    {"id": "alien", "type": "noise.martian", "position": [0, 0], "parameters": {"spin": 3}},
                    {"id": "fbm", "type": "fractal.fbm", "position": [0, 200], "parameters": {"octaves": 99999}},
                    {"id": "height", "type": "output.height", "position": [300, 0], "parameters": {}}
                  ],
                  "edges": [{"from": "alien.value", "to": "height.input"}]
                }
                """);
        open(robot, broken);
        waitUntil(() -> fixture.editor.window().canvas().nodeView("alien").map(v -> v.hasBadge()).orElse(false));
        assertEquals(Set.of("alien", "fbm", "height"), fixture.session().graph().nodeIds(), "every node is kept");
        var problems = fixture.editor.window().problems();
        assertTrue(problems.getItems().stream().anyMatch(d -> "alien".equals(d.nodeId())), "unknown type listed: " + problems.getItems());
        assertTrue(problems.getItems().stream().anyMatch(d -> "fbm".equals(d.nodeId())), "out-of-range value listed");
        assertTrue(fixture.editor.window().canvas().nodeView("fbm").orElseThrow().hasBadge(), "badge on the node");
        Diagnostic onFbm = problems.getItems().stream().filter(d -> "fbm".equals(d.nodeId())).findFirst().orElseThrow();
        robot.interact(() -> problems.getSelectionModel().select(onFbm));
        assertEquals(Set.of("fbm"), fixture.session().selection().snapshot(), "clicking a problem selects its node");

        // Fixing the value clears the badge: problems are recomputed after every edit.
        EditorFixture.fx(robot, () -> fixture.session().execute(new org.orogen.graph.edit.SetParameter("fbm", "octaves", null)));
        assertFalse(fixture.editor.window().canvas().nodeView("fbm").orElseThrow().hasBadge());
    }

    @Test
    void aSubgraphOrImagePathLeavingTheFolderIsAWarningWithTheResolvedFile(FxRobot robot) throws Exception {
        Path library = Files.createDirectories(dir.resolve("library"));
        org.orogen.shader.SubgraphFiles.manyUses(library, 1);
        Path project = Files.createDirectories(dir.resolve("work/terrain"));
        Path main = project.resolve("main.graph");
        Files.writeString(main, """
                {
                  "format": "orogen.graph",
                  "version": 1,
                  "nodes": [
                    {"id": "rock", "type": "graph.subgraph", "position": [0, 0],
                     "parameters": {"path": "../../library/rock.graph"}},
                    {"id": "height", "type": "output.height", "position": [300, 0], "parameters": {}}
                  ],
                  "edges": [{"from": "rock.height", "to": "height.input"}]
                }
                """);
        open(robot, main);
        String rock = library.resolve("rock.graph").toAbsolutePath().normalize().toString();
        var problems = fixture.editor.window().problems();
        waitUntil(() -> problems.getItems().stream().anyMatch(d -> d.code().equals("path.outside-folder")));
        Diagnostic d = problems.getItems().stream().filter(x -> x.code().equals("path.outside-folder")).findFirst()
                .orElseThrow();
        assertEquals("rock", d.nodeId());
        assertFalse(d.isError(), "allowed: a warning");
        assertTrue(d.message().contains(rock), d.message());

        // An image path typed in later is checked too.
        EditorFixture.fx(robot, () -> fixture.session().execute(new org.orogen.graph.edit.AddNode(
                Node.of("dem", "shape.heightmap").withParameter("file",
                        org.orogen.graph.ParameterValue.of("../../../dem.png")))));
        waitUntil(() -> problems.getItems().stream().anyMatch(x -> "dem".equals(x.nodeId())
                && x.code().equals("path.outside-folder")));
    }

    @Test
    void groupTheSelectionIntoASubgraphFileAndSeeItsInterface(FxRobot robot) throws Exception {
        Path main = dir.resolve("main.graph");
        GraphFiles.save(main, SampleGraph.mountains());
        open(robot, main);
        Path groupFile = dir.resolve("relief.graph");
        fixture.prompts.files.push(groupFile);
        EditorFixture.fx(robot, () -> fixture.session().selection().set(Set.of("add", "terrace")));
        robot.clickOn("#graph-canvas");
        EditorFixture.fx(robot, () -> fixture.session().selection().set(Set.of("add", "terrace")));
        robot.press(KeyCode.CONTROL).type(KeyCode.G).release(KeyCode.CONTROL);
        waitUntil(() -> !fixture.session().graph().nodesOfType(ModelNodeTypes.SUBGRAPH).isEmpty());
        Graph g = fixture.session().graph();
        Node group = g.nodesOfType(ModelNodeTypes.SUBGRAPH).getFirst();
        assertFalse(g.hasNode("add") || g.hasNode("terrace"), "the grouped nodes moved into the subgraph");
        Graph inner = GraphReader.read(groupFile).value().orElseThrow();
        assertTrue(inner.hasNode("add") && inner.hasNode("terrace"), "the subgraph file holds them");

        // The subgraph node's ports come from the file, once resolution (on the I/O thread) is done.
        waitUntil(() -> fixture.session().types().definitionOf(group).map(d -> !d.inputs().isEmpty()).orElse(false));
        NodeDefinition def = fixture.session().types().definitionOf(group).orElseThrow();
        assertEquals(2, def.inputs().size(), "one input per outside source: " + def.inputs());
        assertTrue(def.output("height").isPresent());
        assertTrue(fixture.editor.window().canvas().nodeView(group.id()).orElseThrow().inputs().size() == 2,
                "the node view shows the subgraph's ports");
        // Compile problems come from the window's compile worker: wait for the compile after resolution.
        try {
            waitUntil(() -> fixture.editor.window().problems().getItems().stream().noneMatch(Diagnostic::isError));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the grouped graph is valid: " + fixture.editor.window().problems().getItems(), e);
        }

        // Double-clicking the subgraph node's body opens its file in a window of its own.
        var canvas = fixture.editor.window().canvas();
        EditorFixture.fx(robot, () -> {
            canvas.viewport().scaleProperty().set(1);
            var v = canvas.nodeView(group.id()).orElseThrow();
            canvas.viewport().offsetXProperty().set(300 - v.getLayoutX());
            canvas.viewport().offsetYProperty().set(200 - v.getLayoutY());
        });
        var view = canvas.nodeView(group.id()).orElseThrow();
        var body = canvas.localToScreen(canvas.toLocal(new javafx.geometry.Point2D(view.getLayoutX() + 80,
                view.getLayoutY() + view.height() - 20)));
        robot.doubleClickOn(body.getX(), body.getY(), javafx.scene.input.MouseButton.PRIMARY);
        waitUntil(() -> javafx.stage.Window.getWindows().stream().anyMatch(w -> w instanceof Stage st
                && "relief.graph — Orogen".equals(st.getTitle())));
        EditorFixture.fx(robot, () -> {
            javafx.stage.Window.getWindows().stream().filter(w -> w instanceof Stage st
                    && "relief.graph — Orogen".equals(st.getTitle())).toList().forEach(javafx.stage.Window::hide);
            fixture.session().undo();
        });
        assertTrue(fixture.session().graph().hasNode("terrace"), "undo ungroups");
    }
}
