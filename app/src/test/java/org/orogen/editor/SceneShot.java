package org.orogen.editor;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/** Renders a scene to a PNG file (headless: JavaFX software pipeline, ImageIO writer). */
final class SceneShot {
    private SceneShot() {
    }

    /** Must run on the FX thread. */
    static BufferedImage capture(Scene scene) {
        WritableImage fx = scene.snapshot(null);
        int w = (int) fx.getWidth();
        int h = (int) fx.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader r = fx.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, r.getArgb(x, y));
            }
        }
        return out;
    }

    static void write(BufferedImage image, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        ImageIO.write(image, "png", file.toFile());
    }
}
