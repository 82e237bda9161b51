package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.editor.files.UserPrompts.SaveChoice;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.io.GraphReader;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Save, reopen, unsaved-changes prompt, clipboard paste and crash recovery, through the real window. */
@ExtendWith(ApplicationExtension.class)
class FileFlowsTest {
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

    @AfterEach
    void releaseKeys(FxRobot robot) {
        robot.release(new KeyCode[0]);
    }

    private void shortcut(FxRobot robot, KeyCode... keys) {
        robot.press(KeyCode.CONTROL).press(keys).release(keys).release(KeyCode.CONTROL);
    }

    private void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void saveReopenAndCompare(FxRobot robot) throws Exception {
        EditorFixture.fx(robot, () -> fixture.session().replace(SampleGraph.mountains(), null));
        EditorFixture.fx(robot, () -> fixture.session().execute(new org.orogen.graph.edit.SetParameter(
                "fbm", "octaves", ParameterValue.of(5L))));
        assertTrue(fixture.editor.stage().getTitle().startsWith("• "), "dirty marker: " + fixture.editor.stage().getTitle());
        Path file = dir.resolve("mountains.graph");
        fixture.prompts.files.push(file);
        robot.clickOn("#graph-canvas");
        shortcut(robot, KeyCode.S);
        waitUntil(() -> Files.isRegularFile(file) && !fixture.session().isModified());
        assertEquals("mountains.graph — Orogen", fixture.editor.stage().getTitle());
        Graph saved = fixture.session().graph();
        assertEquals(saved, GraphReader.read(file).value().orElseThrow(), "the file holds exactly the graph");

        shortcut(robot, KeyCode.N);
        assertNotEquals(saved, fixture.session().graph(), "New replaced the graph");
        fixture.prompts.files.push(file);
        shortcut(robot, KeyCode.O);
        waitUntil(() -> file.toAbsolutePath().equals(fixture.session().file()));
        assertEquals(saved, fixture.session().graph(), "reopening gives the saved graph back");
        assertFalse(fixture.session().isModified());
        assertEquals(List.of(file.toAbsolutePath()), fixture.settings.recentFiles(), "the file is in Open Recent");
    }

    @Test
    void anOpenedFileIsFramedInTheCanvas(FxRobot robot) throws Exception {
        // A graph laid out far from the canvas origin, as files from other sessions often are.
        Graph far = SampleGraph.mountains();
        for (Node n : far.nodes().values()) {
            far = far.withNode(n.withPosition(new org.orogen.graph.Position(n.position().x() + 6000,
                    n.position().y() - 4000)));
        }
        Path file = dir.resolve("far.graph");
        org.orogen.graph.io.GraphFiles.save(file, far);
        fixture.prompts.files.push(file);
        robot.clickOn("#graph-canvas");
        shortcut(robot, KeyCode.O);
        waitUntil(() -> file.toAbsolutePath().equals(fixture.session().file()));
        WaitForAsyncUtils.waitForFxEvents();
        var canvas = fixture.editor.window().canvas();
        javafx.geometry.Bounds visible = canvas.localToScene(canvas.getLayoutBounds());
        // Framed, but never below legible titles: what does not fit lies beyond the edges (the minimap shows it).
        double scale = canvas.viewport().scale();
        assertTrue(scale >= org.orogen.editor.canvas.Viewport.LEGIBLE_SCALE - 1e-9, "titles stay legible: " + scale);
        long inView = canvas.nodeViews().stream()
                .filter(v -> visible.contains(v.localToScene(v.getBoundsInLocal()))).count();
        if (scale > org.orogen.editor.canvas.Viewport.LEGIBLE_SCALE + 1e-9) {
            assertEquals(canvas.nodeViews().size(), inView, "everything fits, so everything is framed");
        } else {
            assertTrue(inView >= 3, "the framed part of the graph is in view: " + inView + " nodes");
            javafx.geometry.Bounds content = canvas.contentBounds();
            javafx.geometry.Point2D middle = canvas.localToScene(canvas.toLocal(new javafx.geometry.Point2D(
                    content.getCenterX(), content.getCenterY())));
            assertTrue(visible.contains(middle), "the view is centred on the graph");
        }
    }

    @Test
    void unsavedChangesAreNotLostSilently(FxRobot robot) throws Exception {
        EditorFixture.fx(robot, () -> fixture.session().execute(new org.orogen.graph.edit.AddNode(
                Node.of("extra", "fractal.fbm"))));
        Graph edited = fixture.session().graph();
        fixture.prompts.saveChoices.push(SaveChoice.CANCEL);
        robot.clickOn("#graph-canvas");
        shortcut(robot, KeyCode.N);
        assertEquals(List.of("save Untitled"), fixture.prompts.asked, "New asks about the unsaved graph");
        assertEquals(edited, fixture.session().graph(), "Cancel keeps the work");
        fixture.prompts.saveChoices.push(SaveChoice.DISCARD);
        shortcut(robot, KeyCode.N);
        assertFalse(fixture.session().graph().hasNode("extra"), "Don't Save discards it");
    }

    @Test
    void closingWithUnsavedChangesSavesBeforeTheWindowCloses(FxRobot robot) throws Exception {
        Path file = dir.resolve("closing.graph");
        EditorFixture.fx(robot, () -> fixture.session().replace(SampleGraph.mountains(), null));
        @SuppressWarnings("unchecked")
        java.util.concurrent.CompletableFuture<Boolean>[] saved = new java.util.concurrent.CompletableFuture[1];
        robot.interact(() -> saved[0] = fixture.editor.files().saveTo(file));
        assertTrue(EditorFixture.await(saved[0]));
        EditorFixture.fx(robot, () -> fixture.session().execute(new org.orogen.graph.edit.RenameNode("fbm", "Edited")));
        Graph edited = fixture.session().graph();

        fixture.prompts.saveChoices.push(SaveChoice.CANCEL);
        EditorFixture.fx(robot, () -> fixture.editor.requestClose());
        assertTrue(fixture.editor.stage().isShowing(), "Cancel keeps the window open");

        fixture.prompts.saveChoices.push(SaveChoice.SAVE);
        EditorFixture.fx(robot, () -> fixture.editor.requestClose());
        waitUntil(() -> !fixture.editor.stage().isShowing());
        assertEquals(edited, GraphReader.read(file).value().orElseThrow(), "the edit was written before closing");
    }

    @Test
    void pasteAFragmentFromAnotherApplication(FxRobot robot) throws Exception {
        String fromChat = """
                {
                  "format": "orogen.graph-fragment",
                  "version": 1,
                  "nodes": [
                    {"id": "height", "type": "fractal.ridged", "label": "Shared ridges",
                     "position": [0.0, 0.0], "parameters": {"scale": 900.0}},
                    {"id": "t", "type": "combine.terrace", "label": "", "position": [240.0, 0.0], "parameters": {}}
                  ],
                  "edges": [{"from": "height.value", "to": "t.value"}]
                }
                """;
        EditorFixture.fx(robot, () -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(fromChat);
            Clipboard.getSystemClipboard().setContent(content);
        });
        robot.clickOn("#graph-canvas");
        shortcut(robot, KeyCode.V);
        Graph g = fixture.session().graph();
        assertEquals(3, g.nodes().size(), "the starter graph's output plus two pasted nodes: " + g.nodeIds());
        Node ridges = g.nodesOfType("fractal.ridged").getFirst();
        assertNotEquals("height", ridges.id(), "a colliding id gets a fresh one");
        assertEquals("Shared ridges", ridges.label());
        assertEquals(ParameterValue.of(900.0), ridges.parameters().get("scale"));
        String terrace = g.nodesOfType("combine.terrace").getFirst().id();
        assertTrue(g.edges().contains(org.orogen.graph.Edge.of(ridges.id(), "value", terrace, "value")),
                "the wire between pasted nodes follows the new ids");
        assertEquals(Set.of(ridges.id(), terrace), fixture.session().selection().snapshot(), "pasted nodes are selected");

        shortcut(robot, KeyCode.Z);
        assertEquals(1, fixture.session().graph().nodes().size(), "one undo removes the whole paste");
    }

    @Test
    void copyThenPasteRoundTripsThroughTheSystemClipboard(FxRobot robot) throws Exception {
        EditorFixture.fx(robot, () -> {
            fixture.session().replace(SampleGraph.mountains(), null);
            fixture.session().selection().set(Set.of("fbm", "warp"));
        });
        robot.clickOn("#graph-canvas");
        EditorFixture.fx(robot, () -> fixture.session().selection().set(Set.of("fbm", "warp")));
        shortcut(robot, KeyCode.C);
        String text = clip(robot);
        assertTrue(text.contains("\"orogen.graph-fragment\""), "the clipboard holds a .graph fragment as text");
        shortcut(robot, KeyCode.V);
        Graph g = fixture.session().graph();
        assertEquals(10, g.nodes().size(), "two nodes pasted: " + g.nodeIds());
        assertEquals(SampleGraph.mountains().edges().size() + 1, g.edges().size(), "with the wire between them");
    }

    private static String clip(FxRobot robot) {
        String[] out = new String[1];
        robot.interact(() -> out[0] = Clipboard.getSystemClipboard().getString());
        return out[0];
    }

    @Test
    void recoverUnsavedWorkAfterTheEditorWasKilled(FxRobot robot) throws Exception {
        Path settings = fixture.settings.folder();
        String java = ProcessHandle.current().info().command().orElse("java");
        Process crashed = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                CrashingEditorProcess.class.getName(), settings.toString()).redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(crashed.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null && !line.contains("AUTOSAVED")) {
                // Skip JVM warnings until the autosave is written.
            }
            assertEquals("AUTOSAVED", line, "the child process wrote its autosave");
        }
        crashed.destroyForcibly();
        assertTrue(crashed.waitFor(10, TimeUnit.SECONDS), "the editor process was killed");

        boolean[] recovered = new boolean[1];
        EditorFixture.fx(robot, () -> recovered[0] = fixture.editor.offerRecovery());
        assertTrue(recovered[0], "starting again offers the autosave: " + fixture.prompts.asked);
        assertEquals(List.of("recover 1"), fixture.prompts.asked);
        assertEquals(CrashingEditorProcess.unsavedWork(), fixture.session().graph(), "the unsaved graph is back");
        assertTrue(fixture.session().isModified(), "recovered work is still unsaved");
        assertTrue(fixture.editor.stage().getTitle().startsWith("• "));
        EditorFixture.fx(robot, () -> assertFalse(fixture.editor.offerRecovery(), "an autosave is offered once"));
    }
}
