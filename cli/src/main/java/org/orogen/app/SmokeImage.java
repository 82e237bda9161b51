package org.orogen.app;

import java.io.IOException;
import java.nio.FloatBuffer;
import java.nio.file.Path;
import org.orogen.export.PngPixelFormat;
import org.orogen.export.PngWriter;

/**
 * Writes the smoke render as an 8-bit RGB PNG: red = the sine sum mapped from [-2, 2], green = u*v,
 * blue = u - v mapped from [-1, 1]. Rows are flipped so the image's top is the render's top.
 */
final class SmokeImage {

    private SmokeImage() {
    }

    static Path write(FloatBuffer rgba, int width, int height, Path target) throws IOException {
        SmokeCommand.ensureParent(target);
        try (PngWriter png = PngWriter.open(target, width, height, PngPixelFormat.RGB8)) {
            int[] row = new int[width * 3];
            for (int y = height - 1; y >= 0; y--) {
                for (int x = 0; x < width; x++) {
                    int pixel = (y * width + x) * 4;
                    row[x * 3] = toByte((rgba.get(pixel) + 2f) / 4f);
                    row[x * 3 + 1] = toByte(rgba.get(pixel + 1));
                    row[x * 3 + 2] = toByte((rgba.get(pixel + 2) + 1f) / 2f);
                }
                png.writeSamples(row);
            }
            png.finish();
        }
        return target;
    }

    private static int toByte(float unit) {
        return Math.round(Math.clamp(unit, 0f, 1f) * 255f);
    }
}
