package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.graph.ExposedParameter;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The inspector: parameters first and the documentation folded below them; exposing a parameter
 * from its pin, renaming and removing it in the graph settings, each one undo step.
 */
@ExtendWith(ApplicationExtension.class)
class InspectorExposeTest {
    private EditorFixture fixture;

    @BeforeEach
    void releaseBefore(FxRobot robot) {
        robot.release(new javafx.scene.input.MouseButton[0]);
        robot.release(new KeyCode[0]);
    }

    @Start
    void start(Stage stage) throws Exception {
        fixture = new EditorFixture(Files.createTempDirectory("orogen-settings"));
        fixture.start(stage);
    }

    private Node find(FxRobot robot, String query) {
        return robot.lookup(query).query();
    }

    /** Presses a button of the inspector (it may lie below the fold of its scroll pane). */
    private void press(FxRobot robot, String query) {
        javafx.scene.control.Button b = robot.lookup(query).queryButton();
        EditorFixture.fx(robot, b::fire);
    }

    private void select(FxRobot robot, String id) {
        EditorFixture.fx(robot, () -> fixture.session().selection().set(Set.of(id)));
    }

    @Test
    void parametersComeFirstAndTheDocumentationIsFolded(FxRobot robot) {
        EditorFixture.fx(robot, () -> fixture.session().replace(SampleGraph.mountains(), null));
        select(robot, "warp");
        Bounds firstParameter = find(robot, "#param-strength").localToScene(
                find(robot, "#param-strength").getBoundsInLocal());
        Node docs = find(robot, "#inspector-docs");
        assertTrue(docs.isVisible());
        assertTrue(firstParameter.getMaxY() <= docs.localToScene(docs.getBoundsInLocal()).getMinY(),
                "parameters above the documentation");
        Label doc = (Label) find(robot, "#inspector-doc");
        String folded = doc.getText();
        assertTrue(folded.endsWith(".") && !folded.contains("\n"), folded);
        javafx.scene.control.Hyperlink more = (javafx.scene.control.Hyperlink) find(robot, "#inspector-doc-more");
        assertEquals("more", more.getText());
        EditorFixture.fx(robot, more::fire);
        assertEquals("less", more.getText());
        assertTrue(doc.getText().length() > folded.length(), "'more' shows the whole text");
        assertTrue(doc.getText().startsWith(folded));
    }

    @Test
    void exposeRenameRemoveWithUndoAndRedo(FxRobot robot) {
        EditorFixture.fx(robot, () -> fixture.session().replace(SampleGraph.mountains(), null));
        select(robot, "fbm");
        fixture.prompts.texts.push("mountain_scale");
        press(robot, "#expose-scale");
        assertEquals(List.of(new ExposedParameter("mountain_scale", "fbm", "scale")),
                fixture.session().graph().exposedParameters());
        assertEquals("exposed as mountain_scale", ((Label) find(robot, "#exposed-as-scale")).getText());

        EditorFixture.fx(robot, () -> fixture.session().selection().clear());
        assertTrue(((Label) find(robot, "#exposed-mountain_scale")).getText().contains("fbm.scale"));
        fixture.prompts.texts.push("size");
        press(robot, "#exposed-rename-mountain_scale");
        assertEquals(List.of(new ExposedParameter("size", "fbm", "scale")), fixture.session().graph().exposedParameters());
        press(robot, "#exposed-remove-size");
        assertEquals(List.of(), fixture.session().graph().exposedParameters());

        EditorFixture.fx(robot, () -> fixture.session().undo());
        assertEquals("size", fixture.session().graph().exposedParameters().getFirst().name());
        EditorFixture.fx(robot, () -> fixture.session().undo());
        assertEquals("mountain_scale", fixture.session().graph().exposedParameters().getFirst().name());
        EditorFixture.fx(robot, () -> fixture.session().undo());
        assertFalse(fixture.session().isModified(), "back to the graph as opened");
        assertEquals(List.of(), fixture.session().graph().exposedParameters());
        EditorFixture.fx(robot, () -> {
            fixture.session().redo();
            fixture.session().redo();
        });
        assertEquals(List.of(new ExposedParameter("size", "fbm", "scale")), fixture.session().graph().exposedParameters());
        assertTrue(find(robot, "#exposed-size") != null, "the settings list follows undo and redo");
    }
}
