package org.orogen.bake;

import java.util.List;

/**
 * Baked values of consecutive full-width rows of a {@link SampleGrid}: height in metres, its
 * gradient (metres per metre, world axes: {@code gradX} = ∂h/∂x eastward, {@code gradY} = ∂h/∂y
 * northward), every mask output in [0, 1] and, when the graph has one, the colour output (linear
 * RGB, one array per component). Arrays are row-major with {@code width} values per
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
    /** Red, green, blue; empty when the band holds no colour. */
    private final float[][] colour;
    private int firstRow;
    private int rows;

    /** A band of up to {@code capacity} rows of {@code width} pixels with the named masks. */
    public SampleBand(int width, int capacity, List<String> maskNames) {
        this(width, capacity, maskNames, false);
    }

    /** A band for everything {@code sampler} writes: its masks, and its colour when it has one. */
    public static SampleBand of(FieldSampler sampler, int width, int capacity) {
        return new SampleBand(width, capacity, sampler.maskNames(), sampler.hasColour());
    }

    /** A band of the same shape, masks and colour as this one. */
    public SampleBand sameShape() {
        return new SampleBand(width, capacity, maskNames, hasColour());
    }

    /** A band of up to {@code capacity} rows of {@code width} pixels with the named masks, and the colour if asked. */
    public SampleBand(int width, int capacity, List<String> maskNames, boolean colour) {
        this.colour = colour ? new float[3][Math.multiplyExact(width, capacity)] : new float[0][];
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

    /** Whether the band holds a colour. */
    public boolean hasColour() {
        return colour.length == 3;
    }

    /** Component {@code c} (0 red, 1 green, 2 blue) of the colour, linear RGB. */
    public float[] colour(int c) {
        if (!hasColour()) {
            throw new IllegalStateException("this band holds no colour: the graph has no colour output");
        }
        return colour[c];
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
