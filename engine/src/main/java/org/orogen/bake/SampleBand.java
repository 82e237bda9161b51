package org.orogen.bake;

import java.util.List;

/**
 * Baked values of consecutive full-width rows of a {@link SampleGrid}: height in metres, its
 * gradient (metres per metre, world axes: {@code gradX} = ∂h/∂x eastward, {@code gradY} = ∂h/∂y
 * northward) and every mask output in [0, 1]. Arrays are row-major with {@code width} values per
 * row; index {@code (row − firstRow) × width + column}. One band is reused for the whole export.
 */
public final class SampleBand {

    private final int width;
    private final int capacity;
    private final float[] height;
    private final float[] gradX;
    private final float[] gradY;
    private final List<String> maskNames;
    private final float[][] masks;
    private int firstRow;
    private int rows;

    /** A band of up to {@code capacity} rows of {@code width} pixels with the named masks. */
    public SampleBand(int width, int capacity, List<String> maskNames) {
        this.width = width;
        this.capacity = capacity;
        int size = Math.multiplyExact(width, capacity);
        this.height = new float[size];
        this.gradX = new float[size];
        this.gradY = new float[size];
        this.maskNames = List.copyOf(maskNames);
        this.masks = new float[maskNames.size()][size];
    }

    /** Marks the band as holding rows {@code [firstRow, firstRow + rows)}. */
    public void reset(int firstRow, int rows) {
        if (rows < 1 || rows > capacity) {
            throw new IllegalArgumentException("A band holds 1.." + capacity + " rows, asked for " + rows);
        }
        this.firstRow = firstRow;
        this.rows = rows;
    }

    public int width() {
        return width;
    }

    public int capacity() {
        return capacity;
    }

    /** Grid row of the band's first row. */
    public int firstRow() {
        return firstRow;
    }

    /** Rows currently held. */
    public int rows() {
        return rows;
    }

    /** Index of the value at grid row {@code row}, column {@code column}. */
    public int index(int row, int column) {
        return (row - firstRow) * width + column;
    }

    public float[] height() {
        return height;
    }

    public float[] gradX() {
        return gradX;
    }

    public float[] gradY() {
        return gradY;
    }

    /** Mask names, in the order of {@link #mask(int)}. */
    public List<String> maskNames() {
        return maskNames;
    }

    public float[] mask(int i) {
        return masks[i];
    }

    /** Values of the mask named {@code name}. */
    public float[] mask(String name) {
        int i = maskNames.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("No mask output named '" + name + "'; the graph has " + maskNames);
        }
        return masks[i];
    }
}
