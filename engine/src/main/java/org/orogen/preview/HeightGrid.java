package org.orogen.preview;

import org.orogen.graph.WorldExtent;

/**
 * A copy of the preview's baked heights on the CPU, for looking up the terrain under a world
 * point (the paint cursor, a level brush's start height). Sample (i, j) lies at world position
 * {@code originX + i·width/(size-1), originY + j·height/(size-1)}, as in the bake: the first and
 * last samples sit on the extent's edges. Rows run south to north. Immutable.
 */
public final class HeightGrid {
    private final WorldExtent extent;
    private final int size;
    private final float[] heights;
    private final float min;
    private final float max;

    /**
     * @param heights size² heights in metres, rows south to north (copied)
     * @throws IllegalArgumentException when the array does not hold size² values or the extent is empty
     */
    public HeightGrid(WorldExtent extent, int size, float[] heights) {
        if (size < 2 || heights.length != size * size) {
            throw new IllegalArgumentException("A height grid needs size >= 2 and size² heights, got size " + size
                    + " and " + heights.length + " heights");
        }
        if (!(extent.width() > 0) || !(extent.height() > 0)) {
            throw new IllegalArgumentException("A height grid needs an extent of positive size, got " + extent);
        }
        this.extent = extent;
        this.size = size;
        this.heights = heights.clone();
        float lo = Float.POSITIVE_INFINITY;
        float hi = Float.NEGATIVE_INFINITY;
        for (float h : heights) {
            if (Float.isFinite(h)) {
                lo = Math.min(lo, h);
                hi = Math.max(hi, h);
            }
        }
        this.min = lo <= hi ? lo : 0;
        this.max = lo <= hi ? hi : 0;
    }

    /** The heights of a bake read back as (h, dh/dx, dh/dy, _) per texel. */
    static HeightGrid ofBakedField(WorldExtent extent, int size, float[] field) {
        float[] h = new float[size * size];
        for (int i = 0; i < h.length; i++) {
            h[i] = field[4 * i];
        }
        return new HeightGrid(extent, size, h);
    }

    public WorldExtent extent() {
        return extent;
    }

    public int size() {
        return size;
    }

    /** Lowest finite height, metres (0 when none is finite). */
    public float min() {
        return min;
    }

    /** Highest finite height, metres (0 when none is finite). */
    public float max() {
        return max;
    }

    /** Distance between neighbouring samples, metres (the smaller of the two axes). */
    public double spacing() {
        return Math.min(extent.width(), extent.height()) / (size - 1);
    }

    /** Whether the world point lies inside the extent (edges included). */
    public boolean contains(double x, double y) {
        return x >= extent.originX() && x <= extent.originX() + extent.width()
                && y >= extent.originY() && y <= extent.originY() + extent.height();
    }

    /**
     * The height under a world point, bilinear between the four samples around it (what the
     * preview's linear texture filtering shows); points outside the extent take the nearest edge.
     * A non-finite sample reads 0.
     */
    public double heightAt(double x, double y) {
        double u = Math.clamp((x - extent.originX()) / extent.width(), 0, 1) * (size - 1);
        double v = Math.clamp((y - extent.originY()) / extent.height(), 0, 1) * (size - 1);
        int i = Math.min((int) Math.floor(u), size - 2);
        int j = Math.min((int) Math.floor(v), size - 2);
        double fu = u - i;
        double fv = v - j;
        double a = sample(i, j) + (sample(i + 1, j) - sample(i, j)) * fu;
        double b = sample(i, j + 1) + (sample(i + 1, j + 1) - sample(i, j + 1)) * fu;
        return a + (b - a) * fv;
    }

    private double sample(int i, int j) {
        float h = heights[j * size + i];
        return Float.isFinite(h) ? h : 0;
    }
}
