package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.event.ActionEvent;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.editor.paint.PaintMode;
import org.orogen.graph.Domain;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.preview.PreviewPane;
import org.orogen.preview.PreviewQuality;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The graph's domain in the settings (headless JavaFX, llvmpipe): choosing a sphere is one undo step
 * and turns the preview into the globe with the unfolded faces; undo brings the plane back; painting
 * is off on a sphere and says why.
 */
@ExtendWith(ApplicationExtension.class)
class PlanetSettingsFlowTest {
    @TempDir
    static Path settingsFolder;

    private EditorFixture fixture;

    @BeforeEach
    void releaseBefore(FxRobot robot) {
        robot.release(new javafx.scene.input.MouseButton[0]);
        robot.release(new KeyCode[0]);
    }

    @Start
    void start(Stage stage) {
        System.setProperty(PreviewQuality.PROPERTY, "low");
        fixture = new EditorFixture(settingsFolder.resolve("settings-" + System.nanoTime()));
        fixture.start(stage);
    }

    /** fbm hills and a paint layer: valid on a plane; on a sphere the paint layer is not available. */
    private static Graph hills() {
        Node fbm = Node.of("fbm", "fractal.fbm")
                .withParameter("scale", new ParameterValue.NumberValue(1_200_000))
                .withParameter("amplitude", new ParameterValue.NumberValue(3000));
        return Graph.of(List.of(fbm, Node.of("out", "output.height")), List.of(Edge.of("fbm", "value", "out", "input")),
                GraphMetadata.EMPTY, 7, List.of());
    }

    private static void waitUntil(String what, Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("not within 120 s: " + what, e);
        }
    }

    private PreviewPane preview() {
        return fixture.editor.window().previewPane();
    }

    @Test
    void choosingASphereShowsTheGlobeAndUndoBringsThePlaneBack(FxRobot robot) {
        EditorFixture.fx(robot, () -> {
            fixture.editor.stage().toFront();
            fixture.session().replace(hills(), null);
            fixture.session().selection().clear();
        });
        waitUntil("a plane frame", () -> preview().framesShown() > 0);
        assertFalse(preview().showingGlobeProperty().get());
        long before = fixture.session().history().undoSize();

        @SuppressWarnings("unchecked")
        ChoiceBox<String> domain = robot.lookup("#graph-domain").queryAs(ChoiceBox.class);
        assertTrue(robot.lookup("#graph-radius").query().isDisabled(), "no radius on a plane");
        EditorFixture.fx(robot, () -> domain.setValue("Sphere (planet)"));
        assertEquals(Domain.sphere(Domain.EARTH_RADIUS), fixture.session().graph().metadata().domain());
        assertEquals(before + 1, fixture.session().history().undoSize(), "one undo step");
        waitUntil("the globe", () -> preview().showingGlobeProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        java.awt.image.BufferedImage[] shot = new java.awt.image.BufferedImage[1];
        EditorFixture.fx(robot, () -> shot[0] = SceneShot.capture(fixture.editor.stage().getScene()));
        try {
            SceneShot.write(shot[0], Path.of("target", "planet-editor.png")); // for a human when it fails
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        // The 3D view shows the globe on its dark background: no sky blue in the view's corner.
        javafx.scene.image.Image view = preview().image();
        int corner = view.getPixelReader().getArgb(2, 2);
        assertTrue(((corner & 0xFF) + (corner >> 8 & 0xFF) + (corner >> 16 & 0xFF)) < 60,
                "the globe's background, not the sky: " + Integer.toHexString(corner));
        assertTrue(robot.lookup("#preview-face-labels").query().isVisible(), "the unfolded faces are labelled");
        assertTrue(robot.lookup("#preview-face-pz").tryQuery().isPresent());
        assertTrue(robot.lookup("#paint-mode").query().isDisabled(), "no painting on a sphere");
        Tooltip tip = (Tooltip) robot.lookup("#paint-mode-slot").query().getProperties().get("javafx.scene.control.Tooltip");
        assertTrue(tip != null && tip.getText().equals(PaintMode.SPHERE_REASON), "the paint tool says why");

        // The radius row lies below the inspector's fold: typed and committed as Enter does.
        TextField radius = robot.lookup("#graph-radius").queryAs(TextField.class);
        EditorFixture.fx(robot, () -> {
            radius.setText("3389.5");
            radius.getOnAction().handle(new ActionEvent());
        });
        assertEquals(3_389_500, fixture.session().graph().metadata().domain().radius(), 1e-6);
        EditorFixture.fx(robot, () -> {
            radius.setText("99999");
            radius.getOnAction().handle(new ActionEvent());
        });
        assertEquals(3_389_500, fixture.session().graph().metadata().domain().radius(), 1e-6, "too large: refused");
        assertTrue(fixture.editor.window().status().message().contains("between"),
                fixture.editor.window().status().message());

        assertEquals("3389.500", radius.getText(), "the refused radius is replaced by the graph's");
        robot.clickOn("#graph-canvas");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(Domain.EARTH_RADIUS, fixture.session().graph().metadata().domain().radius(), 1e-6);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(Domain.PLANE, fixture.session().graph().metadata().domain(), "undo brings the plane back");
        waitUntil("the plane again", () -> !preview().showingGlobeProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Plane", domain.getValue());
        assertFalse(robot.lookup("#preview-face-labels").query().isVisible());
    }
}
