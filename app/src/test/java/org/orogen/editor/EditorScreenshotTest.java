package org.orogen.editor;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Set;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Renders the editor with a sample graph open to a PNG: {@code target/editor.png}, or the path
 * in system property {@code orogen.editor.screenshot} (the README image is made with
 * {@code -Dorogen.editor.screenshot=../docs/images/editor.png}). Also checks the picture is
 * not blank: the canvas shows nodes in several colours.
 */
@ExtendWith(ApplicationExtension.class)
class EditorScreenshotTest {
    @TempDir
    static Path settingsFolder;

    private EditorFixture fixture;

    @Start
    void start(Stage stage) {
        fixture = new EditorFixture(settingsFolder);
        fixture.start(stage);
    }

    @Test
    void rendersTheEditorWithASampleOpen(FxRobot robot) throws Exception {
        EditorFixture.fx(robot, () -> {
            fixture.session().replace(SampleGraph.mountains(), Path.of("mountains.graph"));
            fixture.session().selection().set(Set.of("terrace"));
            fixture.editor.window().canvas().frameAll();
        });
        // Thumbnails are baked off the FX thread; wait for every node that has an output.
        WaitForAsyncUtils.waitFor(90, java.util.concurrent.TimeUnit.SECONDS, () ->
                fixture.editor.window().canvas().nodeViews().stream()
                        .allMatch(v -> v.outputs().isEmpty() || v.thumbnailImage() != null));
        WaitForAsyncUtils.sleep(200, java.util.concurrent.TimeUnit.MILLISECONDS);
        BufferedImage[] shot = new BufferedImage[1];
        EditorFixture.fx(robot, () -> shot[0] = SceneShot.capture(fixture.editor.stage().getScene()));
        Path out = Path.of(System.getProperty("orogen.editor.screenshot", "target/editor.png"));
        SceneShot.write(shot[0], out);
        Set<Integer> colours = new java.util.HashSet<>();
        for (int y = 0; y < shot[0].getHeight(); y += 7) {
            for (int x = 0; x < shot[0].getWidth(); x += 7) colours.add(shot[0].getRGB(x, y) & 0xF0F0F0);
        }
        assertTrue(colours.size() > 40, "the screenshot shows a populated UI, found " + colours.size() + " colours");
    }
}
