package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orogen.editor.canvas.Viewport;
import org.orogen.editor.files.WindowLayout;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Room for the terrain: at common screen sizes the preview takes at least 40 % of the width and it
 * and its 2D map lie fully inside the window; the preview maximises and comes back; frame all keeps
 * titles legible; the window's size and splits are remembered.
 */
@ExtendWith(ApplicationExtension.class)
class WindowLayoutTest {
    @TempDir
    Path dir;

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

    private void resize(FxRobot robot, double w, double h) {
        EditorFixture.fx(robot, () -> {
            Stage stage = fixture.editor.stage();
            stage.setWidth(w);
            stage.setHeight(h);
            stage.getScene().getRoot().applyCss();
            stage.getScene().getRoot().layout();
        });
        EditorFixture.sync();
    }

    private static Bounds inScene(Node n) {
        return n.localToScene(n.getBoundsInLocal());
    }

    private static void assertInside(Bounds outer, Bounds inner, String what) {
        double eps = 1.0;
        assertTrue(inner.getMinX() >= outer.getMinX() - eps && inner.getMinY() >= outer.getMinY() - eps
                && inner.getMaxX() <= outer.getMaxX() + eps && inner.getMaxY() <= outer.getMaxY() + eps,
                what + " " + inner + " lies inside " + outer);
    }

    /**
     * Lays the window's content out at {@code width} x {@code height} (the scene's size less the
     * window decorations) and returns bounds in the content's coordinates. The headless platform's
     * screen is smaller than 1920x1080, so the content is sized directly, not the stage.
     */
    private java.util.Map<String, Bounds> layoutAt(FxRobot robot, double width, double height) {
        java.util.Map<String, Bounds> out = new java.util.HashMap<>();
        EditorFixture.fx(robot, () -> {
            javafx.scene.Parent root = fixture.editor.window().root();
            fixture.editor.window().applyLayout(WindowLayout.defaults(width, height));
            root.resize(width, height);
            root.applyCss();
            root.layout();
            for (int i = 0; i < 3; i++) {
                root.layout(); // the splits settle after their first pass
            }
            for (String id : java.util.List.of("#preview-slot", "#preview-map", "#canvas-area", "#inspector")) {
                Node n = root.lookup(id);
                out.put(id, root.sceneToLocal(n.localToScene(n.getBoundsInLocal())));
            }
        });
        return out;
    }

    @ParameterizedTest
    @CsvSource({"1280, 720", "1920, 1080"})
    void previewAndMapAreFullyVisible(int width, int height, FxRobot robot) {
        java.util.Map<String, Bounds> b = layoutAt(robot, width, height);
        Bounds window = new javafx.geometry.BoundingBox(0, 0, width, height);
        Bounds p = b.get("#preview-slot");
        Bounds m = b.get("#preview-map");
        assertInside(window, p, "preview");
        assertInside(p, m, "2D map");
        assertTrue(p.getWidth() >= 0.4 * width, "preview width " + p.getWidth() + " of " + width);
        assertTrue(p.getHeight() >= 0.3 * height, "preview height " + p.getHeight() + " of " + height);
        assertTrue(m.getWidth() >= 0.15 * height && m.getHeight() >= 0.15 * height, "2D map " + m);
        assertInside(window, b.get("#canvas-area"), "canvas");
        assertInside(window, b.get("#inspector"), "inspector");
        assertTrue(b.get("#canvas-area").getHeight() >= 0.25 * height, "the graph keeps room too");
    }

    @Test
    void previewMaximisesByButtonAndKeyAndComesBack(FxRobot robot) {
        resize(robot, 1280, 720);
        var window = fixture.editor.window();
        var scene = fixture.editor.stage().getScene();
        double before = inScene(robot.lookup("#preview-slot").query()).getWidth();
        double[] splits = window.currentLayout(0, 0, false).main();
        robot.clickOn("#maximise-preview");
        EditorFixture.sync();
        assertTrue(window.isPreviewMaximised());
        Bounds max = inScene(robot.lookup("#preview-slot").query());
        assertTrue(max.getWidth() >= scene.getWidth() - 2 && max.getWidth() > before + 100, "maximised " + max);
        assertFalse(window.canvas().getScene() != null && window.canvas().isVisible()
                && window.canvas().localToScene(window.canvas().getBoundsInLocal()).getWidth() > 0
                && window.canvas().getParent().getParent() != null
                && window.canvas().getParent().getScene() != null, "the canvas is hidden while maximised");
        robot.press(KeyCode.F11).release(KeyCode.F11);
        EditorFixture.sync();
        assertFalse(window.isPreviewMaximised());
        assertEquals(before, inScene(robot.lookup("#preview-slot").query()).getWidth(), 2.0);
        assertArrayEquals(splits, window.currentLayout(0, 0, false).main(), 0.01);
        assertTrue(window.canvas().getScene() != null, "the canvas is back");
    }

    @Test
    void frameAllKeepsTitlesLegible(FxRobot robot) {
        resize(robot, 1280, 720);
        EditorFixture.fx(robot, () -> {
            fixture.session().replace(SampleGraph.mountains(), null);
            fixture.editor.window().canvas().frameAll();
        });
        assertTrue(fixture.editor.window().canvas().viewport().scale() >= Viewport.LEGIBLE_SCALE - 1e-9);
    }

    @Test
    void sizeAndSplitsAreRemembered() {
        WindowLayout saved = new WindowLayout(1500, 950, true, new double[] {0.2, 0.7}, new double[] {0.5},
                new double[] {0.8});
        saved.write(dir);
        WindowLayout back = WindowLayout.read(dir).orElseThrow();
        assertEquals(1500, back.width());
        assertTrue(back.maximized());
        assertArrayEquals(saved.main(), back.main(), 1e-4);
        assertArrayEquals(saved.centre(), back.centre(), 1e-4);
        assertTrue(WindowLayout.read(dir.resolve("missing")).isEmpty());
    }
}
