package org.orogen.preview;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.WorldExtent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Headless pictures on a real context (llvmpipe here): terrain is visible and follows parameters. */
@ExtendWith(GlExtension.class)
class HeadlessRenderTest {

    private static final PreviewQuality QUALITY = new PreviewQuality(256, 128, 4, 16);
    private static final Path PICTURES = Path.of("target", "preview-test");
    private static GlThread gl;

    @BeforeAll
    static void createPictureFolder() throws IOException {
        Files.createDirectories(PICTURES);
    }

    private static HeadlessRender.Picture render(double amplitude, String name) throws IOException {
        HeadlessRender.Picture picture = HeadlessRender.render(gl,
                PreviewTestGraphs.compile(PreviewTestGraphs.mountains(amplitude)), java.util.List.of(), WorldExtent.DEFAULT,
                null, PreviewStyle.DEFAULT, 320, 200, QUALITY);
        // Kept for a human to look at when a test fails.
        HeadlessRender.writePng(picture.image(), PICTURES.resolve(name + ".png"));
        return picture;
    }

    @Test
    void terrainIsVisibleBelowTheSky() throws IOException {
        HeadlessRender.Picture picture = render(600, "mountains");
        BufferedImage image = picture.image();
        assertEquals(320, image.getWidth());
        assertEquals(200, image.getHeight());
        assertTrue(picture.heightMax() - picture.heightMin() > 200,
                "fBm of amplitude 600 m spans hundreds of metres: " + picture.heightMin() + ".." + picture.heightMax());
        // Sky at the top: bluish (blue above red) and bright; ground at the bottom centre: not sky-blue.
        int skyBlueish = 0;
        for (int x = 0; x < 320; x += 8) {
            int rgb = image.getRGB(x, 2);
            if ((rgb & 0xFF) > ((rgb >> 16) & 0xFF) + 20) {
                skyBlueish++;
            }
        }
        assertTrue(skyBlueish >= 35, "the top row is sky: " + skyBlueish + "/40 bluish pixels");
        // The middle of the picture is terrain: far from the backdrop colour of the same row (the
        // backdrop is a smooth gradient, so its left edge gives that colour).
        int ground = 0;
        int sampled = 0;
        for (int y = 85; y < 135; y += 4) {
            int backdrop = image.getRGB(1, y);
            for (int x = 120; x < 200; x += 4) {
                sampled++;
                if (colourDistance(image.getRGB(x, y), backdrop) > 40) {
                    ground++;
                }
            }
        }
        assertTrue(ground > sampled * 0.8, "the centre is terrain: " + ground + "/" + sampled + " pixels differ"
                + " from the backdrop");
        double variance = lumaVariance(image, 60, 160);
        assertTrue(variance > 50, "lit terrain has light and shade (luma variance " + variance + ")");
    }

    @Test
    void changingAParameterChangesThePicture() throws IOException {
        BufferedImage low = render(150, "mountains-150").image();
        BufferedImage high = render(900, "mountains-900").image();
        int differing = 0;
        for (int y = 0; y < 200; y += 2) {
            for (int x = 0; x < 320; x += 2) {
                if (Math.abs(luma(low.getRGB(x, y)) - luma(high.getRGB(x, y))) > 12) {
                    differing++;
                }
            }
        }
        assertTrue(differing > 1600, "amplitude 150 -> 900 m changes a good part of the picture: " + differing
                + " of 16000 sampled pixels differ");
    }

    @Test
    void sameInputGivesTheSamePicture() throws IOException {
        BufferedImage a = render(400, "repeat-a").image();
        BufferedImage b = render(400, "repeat-b").image();
        for (int y = 0; y < 200; y++) {
            for (int x = 0; x < 320; x++) {
                assertEquals(a.getRGB(x, y), b.getRGB(x, y), "pixel " + x + "," + y);
            }
        }
    }

    private static int colourDistance(int a, int b) {
        return Math.abs(((a >> 16) & 0xFF) - ((b >> 16) & 0xFF)) + Math.abs(((a >> 8) & 0xFF) - ((b >> 8) & 0xFF))
                + Math.abs((a & 0xFF) - (b & 0xFF));
    }

    static double luma(int rgb) {
        return 0.2126 * ((rgb >> 16) & 0xFF) + 0.7152 * ((rgb >> 8) & 0xFF) + 0.0722 * (rgb & 0xFF);
    }

    private static double meanLuma(BufferedImage image, int y0, int y1) {
        double sum = 0;
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                sum += luma(image.getRGB(x, y));
                n++;
            }
        }
        return sum / n;
    }

    private static double lumaVariance(BufferedImage image, int y0, int y1) {
        double mean = meanLuma(image, y0, y1);
        double sum = 0;
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                double d = luma(image.getRGB(x, y)) - mean;
                sum += d * d;
                n++;
            }
        }
        return sum / n;
    }
}
