package org.orogen.editor.thumbnails;

/**
 * Turns a small baked field (value and gradient per pixel) into the ARGB pixels of a node
 * thumbnail: height as brightness over the thumbnail's own range (so a small detail layer is as
 * readable as a mountain range), modulated by a hillshade from the exact gradients so shape
 * reads even where the range is flat. A field that is constant shows as flat mid-grey; a field
 * with non-finite values shows magenta where they are, so a broken node is visible.
 */
public final class ThumbnailShading {
    private ThumbnailShading() {
    }

    /**
     * @param rgba      width*height*4 floats as read from the framebuffer (value, d/dx, d/dy, _),
     *                  rows bottom-up (south first)
     * @param texelSize world metres per pixel (scales the gradient for shading)
     * @return width*height ARGB pixels, rows top-down (north first)
     */
    public static int[] shade(float[] rgba, int width, int height, double texelSize) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < width * height; i++) {
            float v = rgba[4 * i];
            if (Float.isFinite(v)) {
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
        }
        double range = max - min;
        int[] out = new int[width * height];
        for (int row = 0; row < height; row++) {
            int srcRow = height - 1 - row;
            for (int x = 0; x < width; x++) {
                int i = srcRow * width + x;
                float v = rgba[4 * i];
                float dx = rgba[4 * i + 1];
                float dy = rgba[4 * i + 2];
                if (!Float.isFinite(v) || !Float.isFinite(dx) || !Float.isFinite(dy)) {
                    out[row * width + x] = 0xFFFF00FF;
                    continue;
                }
                double t = range > 1e-12 ? (v - min) / range : 0.5;
                // Light from the north-west; slopes are scaled by extent / range so any field,
                // a 1 m detail layer or a 2 km range, shows readable relief in a 72-pixel image.
                double k = range > 1e-12 ? 0.35 * texelSize * width / range : 0;
                double nx = -dx * k;
                double ny = -dy * k;
                double len = Math.sqrt(nx * nx + ny * ny + 1);
                double light = (nx * -0.6 + ny * 0.6 + 0.55) / len;
                double shadeFactor = 0.55 + 0.45 * Math.max(0, Math.min(1, light));
                double grey = (0.15 + 0.85 * t) * shadeFactor;
                int g = (int) Math.round(255 * Math.max(0, Math.min(1, grey)));
                out[row * width + x] = 0xFF000000 | g << 16 | g << 8 | g;
            }
        }
        return out;
    }
}
