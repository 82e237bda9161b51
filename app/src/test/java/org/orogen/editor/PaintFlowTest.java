package org.orogen.editor;

import static org.orogen.preview.FxCalls.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.editor.paint.PaintMode;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.Position;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.edit.EditStrokes;
import org.orogen.graph.paint.BrushKind;
import org.orogen.graph.paint.Stroke;
import org.orogen.graph.paint.StrokePoint;
import org.orogen.preview.HeightGrid;
import org.orogen.preview.PreviewPane;
import org.orogen.preview.PreviewQuality;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Painting in a real editor window (headless JavaFX, llvmpipe): paint mode on a paint layer, a
 * stroke dragged across the 2D map lands in the graph in world metres and raises the baked
 * terrain under it; undo and redo take the whole stroke; erase last and clear are one step each.
 */
@ExtendWith(ApplicationExtension.class)
class PaintFlowTest {
    @TempDir
    static Path settingsFolder;

    private static final WorldExtent EXTENT = new WorldExtent(1000, 2000, 4096, 4096);
    private EditorFixture fixture;

    @BeforeEach
    void releaseBefore(FxRobot robot) {
        robot.release(new MouseButton[0]);
        robot.release(new KeyCode[0]);
    }

    @AfterEach
    void closePreview(FxRobot robot) {
        robot.release(new MouseButton[0]);
        robot.release(new KeyCode[0]);
        robot.interact(() -> fixture.editor.window().previewPane().close());
    }

    @Start
    void start(Stage stage) {
        // Small bake and mesh: llvmpipe on a shared machine bakes these in well under a second.
        System.setProperty(PreviewQuality.PROPERTY, "low");
        fixture = new EditorFixture(settingsFolder.resolve("settings-" + System.nanoTime()));
        fixture.start(stage);
    }

    /** fBm hills through a paint layer into the height output, over an extent away from the origin. */
    private static Graph paintedHills() {
        List<Node> nodes = List.of(
                Node.of("hills", "fractal.fbm", new Position(0, 0))
                        .withParameter("scale", ParameterValue.of(1500.0))
                        .withParameter("amplitude", ParameterValue.of(200.0)),
                Node.of("paint", PaintMode.LAYER_TYPE, new Position(260, 0)),
                Node.of("out", "output.height", new Position(520, 0)));
        List<Edge> edges = List.of(Edge.of("hills", "value", "paint", "height"),
                Edge.of("paint", "height", "out", "input"));
        return Graph.of(nodes, edges, GraphMetadata.EMPTY.withExtent(EXTENT), 7, List.of());
    }

    private static void waitUntil(String what, BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> {
                WaitForAsyncUtils.waitForFxEvents();
                return condition.getAsBoolean();
            });
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out waiting until " + what);
        }
    }

    private PreviewPane pane() {
        return fixture.editor.window().previewPane();
    }

    private List<Stroke> strokes(FxRobot robot) {
        return onFx(robot, () -> EditStrokes.strokesOf(fixture.session().graph().requireNode("paint")).strokes());
    }

    private HeightGrid heights() {
        try {
            return pane().controller().bakedHeights().get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("could not read the preview's heights: " + e, e);
        }
    }

    /** Screen point of a fraction of the 2D map image (0,0 top-left). */
    private double[] onMap(FxRobot robot, double fx, double fy) {
        return onFx(robot, () -> {
            javafx.scene.Node map = pane().lookup("#preview-map").lookup(".image-view");
            Bounds b = map.localToScreen(map.getBoundsInLocal());
            return new double[] {b.getMinX() + fx * b.getWidth(), b.getMinY() + fy * b.getHeight()};
        });
    }

    private void shortcut(FxRobot robot, KeyCode key, KeyCode... modifiers) {
        robot.press(modifiers).type(key).release(modifiers);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aStrokeDraggedOnTheMapRaisesTheTerrainAndIsOneUndoStep(FxRobot robot) {
        EditorFixture.fx(robot, () -> {
            fixture.editor.stage().toFront();
            fixture.session().replace(paintedHills(), null);
            fixture.session().selection().set(Set.of("paint"));
            PaintMode paint = fixture.editor.window().paint();
            paint.brush().innerProperty().set(250);
            paint.brush().outerProperty().set(500);
            paint.brush().strengthProperty().set(30);
            fixture.editor.window().canvas().requestFocus();
        });
        waitUntil("the preview shows the graph", () -> pane().controller() != null
                && pane().controller().bakeCount() > 0 && pane().mapImage() != null);
        HeightGrid before = heights();
        robot.moveTo(onMap(robot, 0.5, 0.9)[0], onMap(robot, 0.5, 0.9)[1]); // enter this window first
        shortcut(robot, KeyCode.P);
        assertTrue(onFx(robot, () -> fixture.editor.window().paint().activeProperty().get()), "P turns paint mode on");
        assertTrue(onFx(robot, () -> robot.lookup("#brush-toolbar").query().isVisible()), "the brush bar shows");
        robot.moveTo(onMap(robot, 0.4, 0.4)[0], onMap(robot, 0.4, 0.4)[1]);
        waitUntil("the cursor rings show on the map", () -> onFx(robot, () ->
                ((Pane) pane().lookup("#paint-overlay-map")).getChildren().size() == 2));
        // In 3D the rings lie on the surface: the ray from the view's centre meets the terrain there.
        double[] view = onFx(robot, () -> {
            Pane overlay = (Pane) pane().lookup("#paint-overlay-3d");
            Bounds b = overlay.localToScreen(overlay.getBoundsInLocal());
            return new double[] {b.getCenterX(), b.getCenterY()};
        });
        robot.moveTo(view[0] - 3, view[1]).moveTo(view[0], view[1]);
        waitUntil("the cursor rings show in 3D", () -> onFx(robot, () ->
                ((Pane) pane().lookup("#paint-overlay-3d")).getChildren().size() == 2));
        assertTrue(onFx(robot, () -> pane().paintOverlay().cursor().isPresent()), "the cursor is on the terrain");

        double west = EXTENT.originX() + 0.3 * EXTENT.width();
        double east = EXTENT.originX() + 0.7 * EXTENT.width();
        double middle = EXTENT.originY() + 0.5 * EXTENT.height();
        double[] from = onMap(robot, 0.3, 0.5);
        double[] to = onMap(robot, 0.7, 0.5);
        robot.moveTo(from[0], from[1]).press(MouseButton.PRIMARY);
        for (int i = 1; i <= 6; i++) {
            robot.moveTo(from[0] + (to[0] - from[0]) * i / 12, from[1]);
        }
        // Half way: the unfinished stroke is in the preview but not in the graph or the undo history.
        assertEquals(0, strokes(robot).size(), "nothing is in the graph before the release");
        assertFalse(onFx(robot, () -> fixture.session().history().canUndo()), "no undo step while drawing");
        double drawn = west + 0.05 * EXTENT.width();
        waitUntil("the unfinished stroke shows in the preview", () -> heights().heightAt(drawn, middle)
                - before.heightAt(drawn, middle) > 20);
        for (int i = 7; i <= 12; i++) {
            robot.moveTo(from[0] + (to[0] - from[0]) * i / 12, from[1]);
        }
        robot.release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();

        List<Stroke> painted = strokes(robot);
        assertEquals(1, onFx(robot, () -> fixture.session().history().undoSize()), "the stroke is one undo step");
        assertEquals(1, painted.size(), "one stroke in the graph");
        Stroke stroke = painted.getFirst();
        assertEquals(BrushKind.RAISE, stroke.kind());
        assertEquals(250, stroke.innerRadius());
        assertEquals(500, stroke.outerRadius());
        assertEquals(30, stroke.strength());
        assertEquals(125, stroke.spacing(), "default spacing: a quarter of the outer radius");
        assertTrue(stroke.points().size() >= 4, "points along the drag: " + stroke.points());
        double pixel = EXTENT.width() / 100; // generous: a map pixel is about 4096 / 250 m here
        assertEquals(west, stroke.points().getFirst().x(), pixel, "starts where the drag started (world metres)");
        StrokePoint last = stroke.points().getLast();
        assertTrue(last.x() > east - stroke.spacing() - pixel && last.x() <= east + pixel, "ends near the drag's end: " + last);
        for (int i = 0; i < stroke.points().size(); i++) {
            StrokePoint p = stroke.points().get(i);
            assertEquals(middle, p.y(), pixel, "along the drag: " + p);
            assertEquals(1.0, p.pressure(), "constant pressure");
            if (i > 0) {
                StrokePoint q = stroke.points().get(i - 1);
                assertTrue(p.x() - q.x() >= stroke.spacing() - 1e-9, "points at least the spacing apart: " + q + ", " + p);
            }
        }

        double cx = (west + east) / 2;
        double far = EXTENT.originX() + 0.05 * EXTENT.width();
        waitUntil("the preview bakes the painted terrain", () -> heights().heightAt(cx, middle)
                - before.heightAt(cx, middle) > 20);
        HeightGrid after = heights();
        assertEquals(30, after.heightAt(cx, middle) - before.heightAt(cx, middle), 1.0,
                "the stroke raised the terrain under it by its strength");
        assertEquals(before.heightAt(far, middle), after.heightAt(far, middle), 1e-3, "nothing changes far away");
        assertEquals("1 stroke", onFx(robot, () ->
                ((Label) robot.lookup("#strokes-strokes").query()).getText()), "the inspector shows the count");

        shortcut(robot, KeyCode.Z, KeyCode.CONTROL);
        assertEquals(0, strokes(robot).size(), "undo removes the whole stroke");
        shortcut(robot, KeyCode.Z, KeyCode.CONTROL, KeyCode.SHIFT);
        assertEquals(List.of(stroke), strokes(robot), "redo restores it");
    }

    @Test
    void eraseLastAndClearAreOneStepEachAndOnlyWithStrokes(FxRobot robot) {
        Stroke one = new Stroke(BrushKind.RAISE, 100, 200, 10, 50, Double.NaN,
                List.of(new StrokePoint(2000, 3000, 1), new StrokePoint(2500, 3000, 1)));
        Stroke two = new Stroke(BrushKind.LEVEL, 100, 300, 0.8, 75, 120, List.of(new StrokePoint(3000, 4000, 1)));
        EditorFixture.fx(robot, () -> {
            fixture.editor.stage().toFront();
            fixture.session().replace(paintedHills(), null);
            fixture.session().selection().set(Set.of("paint"));
            fixture.session().execute(EditStrokes.add("paint", one));
            fixture.session().execute(EditStrokes.add("paint", two));
            fixture.editor.window().canvas().requestFocus();
        });
        robot.moveTo(onMap(robot, 0.5, 0.9)[0], onMap(robot, 0.5, 0.9)[1]);
        shortcut(robot, KeyCode.E, KeyCode.SHIFT);
        assertEquals(List.of(one), strokes(robot), "Shift+E erases the last stroke");
        shortcut(robot, KeyCode.E, KeyCode.CONTROL, KeyCode.SHIFT);
        assertEquals(List.of(), strokes(robot), "Ctrl+Shift+E clears the layer");
        assertTrue(onFx(robot, () -> menuItem("menu-erase-last-stroke").isDisable()
                && menuItem("menu-clear-paint-layer").isDisable()), "nothing to erase or clear now");
        shortcut(robot, KeyCode.Z, KeyCode.CONTROL);
        assertEquals(List.of(one), strokes(robot), "undo brings back what clear removed, in one step");
        assertFalse(onFx(robot, () -> menuItem("menu-clear-paint-layer").isDisable()), "clear is possible again");
        shortcut(robot, KeyCode.Z, KeyCode.CONTROL);
        assertEquals(List.of(one, two), strokes(robot), "undo brings back the erased stroke");

        EditorFixture.fx(robot, () -> fixture.session().selection().set(Set.of("hills")));
        assertTrue(onFx(robot, () -> fixture.editor.window().paint().layerProperty().get() == null
                && robot.lookup("#paint-mode").query().isDisabled()), "paint mode needs a paint layer selected");
    }

    @Test
    void aLevelStrokeKeepsTheHeightUnderItsFirstPointAndStrokesDrawIn3dToo(FxRobot robot) {
        EditorFixture.fx(robot, () -> {
            fixture.editor.stage().toFront();
            fixture.session().replace(paintedHills(), null);
            fixture.session().selection().set(Set.of("paint"));
            fixture.editor.window().paint().brush().kindProperty().set(BrushKind.LEVEL);
            fixture.editor.window().canvas().requestFocus();
        });
        waitUntil("the preview shows the graph", () -> pane().controller() != null
                && pane().controller().bakeCount() > 0 && pane().mapImage() != null);
        robot.moveTo(onMap(robot, 0.5, 0.9)[0], onMap(robot, 0.5, 0.9)[1]);
        robot.clickOn("#paint-mode");
        assertTrue(onFx(robot, () -> fixture.editor.window().paint().activeProperty().get()), "the toggle turns it on");
        HeightGrid terrain = heights();
        waitUntil("the paint cursor knows the heights", () -> onFx(robot, () -> pane().paintOverlay().heights() != null));

        double[] from = onMap(robot, 0.25, 0.25);
        double[] to = onMap(robot, 0.25, 0.6);
        robot.moveTo(from[0], from[1]).press(MouseButton.PRIMARY).moveTo(to[0], (from[1] + to[1]) / 2)
                .moveTo(to[0], to[1]).release(MouseButton.PRIMARY);
        Stroke level = strokes(robot).getLast();
        assertEquals(BrushKind.LEVEL, level.kind());
        StrokePoint first = level.points().getFirst();
        assertEquals(terrain.heightAt(first.x(), first.y()), level.levelHeight(), 1e-3,
                "levels to the baked height under the first point");

        // A click in the 3D view paints where the mouse ray meets the terrain: near what the camera looks at.
        double[] view = onFx(robot, () -> {
            Pane overlay = (Pane) pane().lookup("#paint-overlay-3d");
            Bounds b = overlay.localToScreen(overlay.getBoundsInLocal());
            return new double[] {b.getCenterX(), b.getCenterY()};
        });
        robot.moveTo(view[0] - 3, view[1]).moveTo(view[0], view[1]).press(MouseButton.PRIMARY)
                .release(MouseButton.PRIMARY);
        List<Stroke> all = strokes(robot);
        assertEquals(2, all.size(), "the click in 3D made a stroke");
        StrokePoint dot = all.getLast().points().getFirst();
        var target = onFx(robot, () -> pane().camera().target());
        double cx = EXTENT.originX() + EXTENT.width() / 2 + target.x;
        double cy = EXTENT.originY() + EXTENT.height() / 2 + target.y;
        assertTrue(Math.hypot(dot.x() - cx, dot.y() - cy) < 0.15 * EXTENT.width(),
                "the ray from the view's centre meets the terrain near the camera's target: " + dot);
        assertEquals(1, all.getLast().points().size(), "a click is a single-point stroke (a disc)");
    }

    private MenuItem menuItem(String id) {
        javafx.scene.control.MenuBar bar = (javafx.scene.control.MenuBar) fixture.editor.window().root()
                .lookup("#menu-bar");
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId()))
                .findFirst().orElseThrow();
    }
}
