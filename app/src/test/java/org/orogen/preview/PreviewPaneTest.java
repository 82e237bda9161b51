package org.orogen.preview;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.editor.EditorApp;
import org.orogen.editor.EditorSession;
import org.orogen.editor.EditorWindow;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompileOptions;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The preview inside a real editor window (headless JavaFX, TestFX glass robot, llvmpipe):
 * dragging a parameter slider in the inspector changes the preview image; the pane also follows
 * model changes, mouse orbiting and its map layer.
 */
@ExtendWith(ApplicationExtension.class)
class PreviewPaneTest {

    private EditorSession session;
    private EditorWindow window;

    @Start
    void start(Stage stage) {
        // Small bake and mesh: llvmpipe on a shared CI machine renders these in well under a second.
        System.setProperty(PreviewQuality.PROPERTY, "low");
        session = new EditorSession(EditorApp.loadCatalog(), PreviewTestGraphs.mountains(300));
        window = new EditorWindow(session);
        stage.setScene(new Scene(window.root(), 1400, 900));
        stage.show();
    }

    @AfterEach
    void releaseEverything(FxRobot robot) {
        robot.release(new MouseButton[0]);
        robot.interact(() -> window.dispose()); // the preview, then the window's GL context and threads
    }

    private static <T> T onFx(FxRobot robot, Callable<T> task) {
        return FxCalls.onFx(robot, task);
    }

    private static int[] pixels(WritableImage image) {
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        int[] argb = new int[w * h];
        image.getPixelReader().getPixels(0, 0, w, h, javafx.scene.image.PixelFormat.getIntArgbInstance(), argb, 0, w);
        return argb;
    }

    /** Waits until the pane has shown a frame and no new one arrived for a second; returns its pixels. */
    private int[] settledPixels(FxRobot robot, PreviewPane pane) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (onFx(robot, pane::framesShown) < 1) {
            assertTrue(System.nanoTime() < deadline, "no preview frame within 120 s");
            Thread.sleep(100);
        }
        long seen;
        do {
            seen = onFx(robot, pane::framesShown);
            Thread.sleep(2500); // longer than a frame takes on a busy software renderer
        } while (onFx(robot, pane::framesShown) != seen);
        return onFx(robot, () -> pixels(pane.image()));
    }

    private static int differing(int[] a, int[] b) {
        if (a.length != b.length) {
            return Math.max(a.length, b.length);
        }
        int n = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                n++;
            }
        }
        return n;
    }

    @Test
    void draggingAParameterSliderUpdatesThePreview(FxRobot robot) throws Exception {
        PreviewPane pane = window.previewPane();
        int[] before = settledPixels(robot, pane);
        assertTrue(before.length > 100 * 100, "the preview image fills the slot: " + before.length + " pixels");

        robot.interact(() -> session.selection().set(Set.of("n1")));
        WaitForAsyncUtils.waitForFxEvents();
        Node slider = robot.lookup("#slider-amplitude").query();
        Node thumb = slider.lookup(".thumb");
        Bounds track = slider.localToScreen(slider.getBoundsInLocal());
        Bounds b = thumb.localToScreen(thumb.getBoundsInLocal());
        robot.moveTo(b.getCenterX(), b.getCenterY()).press(MouseButton.PRIMARY);
        for (int i = 1; i <= 6; i++) {
            robot.moveTo(b.getCenterX() + i * track.getWidth() / 12, b.getCenterY());
        }
        robot.release(MouseButton.PRIMARY);
        ParameterValue amplitude = session.graph().requireNode("n1").parameters().get("amplitude");
        assertNotNull(amplitude, "the drag set the amplitude");
        assertNotEquals(new ParameterValue.NumberValue(300), amplitude, "the drag changed the amplitude");

        int[] after = settledPixels(robot, pane);
        int changed = differing(before, after);
        assertTrue(changed > before.length / 20, "the preview follows the slider: " + changed + " of "
                + before.length + " pixels changed (amplitude now " + amplitude + ")");
        FrameStats stats = onFx(robot, pane::lastStats);
        assertTrue(stats.latencyMillis() > 0 && stats.frameMillis() > 0, "timings are measured: " + stats);
        long builds = pane.controller().programBuilds().get(30, TimeUnit.SECONDS);
        // One program per stage of the editor's pass plan (the slope mask reads the baked terrain at the pixel),
        // each built once.
        long stages = PreviewTestGraphs.COMPILER.compilePlan(session.graph(),
                org.orogen.shader.CompileOptions.DEFAULT.forEditing()).stages().size();
        assertEquals(2, stages);
        assertTrue(builds == stages, "slider values never recompile a program (builds: " + builds + ", stages: "
                + stages + ")");
    }

    @Test
    void orbitingWithTheMouseTurnsTheCameraAndResetFramesAgain(FxRobot robot) throws Exception {
        PreviewPane pane = window.previewPane();
        int[] before = settledPixels(robot, pane);
        double azimuth = onFx(robot, () -> pane.camera().azimuth());
        Bounds view = pane.lookup(".split-pane").localToScreen(pane.lookup(".split-pane").getBoundsInLocal());
        double x = view.getMinX() + view.getWidth() * 0.3;
        double y = view.getMinY() + view.getHeight() * 0.5;
        robot.moveTo(x, y).press(MouseButton.PRIMARY).moveTo(x + 40, y).moveTo(x + 80, y).release(MouseButton.PRIMARY);
        double turned = onFx(robot, () -> pane.camera().azimuth());
        assertTrue(Math.abs(turned - azimuth) > 10, "a horizontal drag orbits: " + azimuth + " -> " + turned);
        int[] orbited = settledPixels(robot, pane);
        assertTrue(differing(before, orbited) > before.length / 20, "the picture turns with the camera");

        robot.clickOn("#preview-reset");
        int[] reset = settledPixels(robot, pane);
        assertTrue(differing(before, reset) == 0, "reset returns to the default framing, pixel for pixel");
    }

    @Test
    void aModelChangeWithoutTheInspectorUpdatesThePaneToo(FxRobot robot) throws Exception {
        PreviewPane pane = window.previewPane();
        int[] before = settledPixels(robot, pane);
        robot.interact(() -> pane.showGraph(PreviewTestGraphs.ridges(), CompileOptions.DEFAULT));
        int[] after = settledPixels(robot, pane);
        assertTrue(differing(before, after) > before.length / 10, "another graph gives another picture");
        assertNotNull(onFx(robot, pane::mapImage), "the 2D map is shown beside the 3D view");

        // Water: the checkbox turns the plane on, the slider raises it.
        robot.interact(() -> ((javafx.scene.control.CheckBox) pane.lookupAll(".check-box").stream()
                .filter(n -> ((javafx.scene.control.CheckBox) n).getText().equals("Water")).findFirst().orElseThrow())
                .setSelected(true));
        int[] low = settledPixels(robot, pane);
        assertTrue(differing(after, low) > after.length / 50, "the water plane shows");
        robot.interact(() -> ((javafx.scene.control.Slider) pane.lookup("#preview-water-level")).setValue(0.8));
        int[] high = settledPixels(robot, pane);
        assertTrue(differing(low, high) > after.length / 50, "raising the water floods more of the terrain");
    }
}
