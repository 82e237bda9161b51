package org.orogen.bake;

import java.util.List;

/**
 * Baked values of consecutive full-width rows of a {@link SampleGrid}: height in metres, its
 * gradient (metres per metre, world axes: {@code gradX} = ∂h/∂x eastward, {@code gradY} = ∂h/∂y
 * northward), every mask output in [0, 1] and, when the graph has one, the colour output (linear
 * RGB, one array per component). Arrays are row-major with {@code width} values per
 * row; index {@code (row − firstRow) × width + column}. One band is reused for the whole export.
 *
 * <p>A band made {@link #withQuantizedPlanes with quantized planes} also has the 16-bit heights and the
 * 8-bit masks of {@link SampleChannels#quantized}, same indices. A sampler that fills them says so
 * ({@link #holdQuantized}); {@link #reset} forgets it, so a consumer never reads quantized samples of an
 * earlier band, or of another range.
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
    /** 16-bit heights, or null when the band has no quantized planes. */
    private final char[] height16;
    /** 8-bit masks, or null when the band has no quantized planes. */
    private final byte[][] masks8;
    /** 16-bit masks, each made on first use ({@link #mask16(int)}); null when the band has no quantized planes. */
    private final char[][] masks16;
    /** Range of the 16-bit heights filled since the last {@link #reset}, or null. */
    private HeightRange heldHeight16;
    /** Bits of the quantized masks filled since the last {@link #reset} (8 or 16), 0 when none. */
    private int heldMaskBits;
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
        return new SampleBand(width, capacity, maskNames, hasColour(), height16 != null);
    }

    /** A band of up to {@code capacity} rows of {@code width} pixels with the named masks, and the colour if asked. */
    public SampleBand(int width, int capacity, List<String> maskNames, boolean colour) {
        this(width, capacity, maskNames, colour, false);
    }

    /**
     * A band of up to {@code capacity} rows of {@code width} pixels with the named masks, the colour if
     * asked and, besides the float arrays, the quantized planes (16-bit heights, 8-bit masks) if asked.
     */
    public static SampleBand withQuantizedPlanes(int width, int capacity, List<String> maskNames, boolean colour) {
        return new SampleBand(width, capacity, maskNames, colour, true);
    }

    private SampleBand(int width, int capacity, List<String> maskNames, boolean colour, boolean quantized) {
        int pixels = Math.multiplyExact(width, capacity);
        this.height16 = quantized ? new char[pixels] : null;
        this.masks8 = quantized ? new byte[maskNames.size()][pixels] : null;
        this.masks16 = quantized ? new char[maskNames.size()][] : null;
        this.colour = colour ? new float[3][pixels] : new float[0][];
        this.width = width;
        this.capacity = capacity;
        this.height = new float[pixels];
        this.gradX = new float[pixels];
        this.gradY = new float[pixels];
        this.maskNames = List.copyOf(maskNames);
        this.masks = new float[maskNames.size()][pixels];
    }

    /** Marks the band as holding rows {@code [firstRow, firstRow + rows)}. */
    public void reset(int firstRow, int rows) {
        if (rows < 1 || rows > capacity) {
            throw new IllegalArgumentException("A band holds 1.." + capacity + " rows, asked for " + rows);
        }
        this.firstRow = firstRow;
        this.rows = rows;
        this.heldHeight16 = null;
        this.heldMaskBits = 0;
    }

    /** Whether the band has the quantized planes ({@link #withQuantizedPlanes}). */
    public boolean hasQuantizedPlanes() {
        return height16 != null;
    }

    /**
     * Records that a sampler filled the 16-bit heights of {@code heightRange} (null: not filled) and the
     * masks as samples of {@code maskBits} (8 or 16; 0: not filled) of the rows held; until the next
     * {@link #reset}.
     */
    public void holdQuantized(HeightRange heightRange, int maskBits) {
        if ((heightRange != null || maskBits != 0) && !hasQuantizedPlanes()) {
            throw new IllegalStateException("this band has no quantized planes: make it withQuantizedPlanes");
        }
        if (maskBits != 0 && maskBits != 8 && maskBits != 16) {
            throw new IllegalArgumentException("quantized masks have 8 or 16 bits, not " + maskBits);
        }
        this.heldHeight16 = heightRange;
        this.heldMaskBits = maskBits;
    }

    /** Whether {@link #height16()} holds {@code range.quantize16} of the rows' heights. */
    public boolean holdsHeight16(HeightRange range) {
        return heldHeight16 != null && heldHeight16.equals(range);
    }

    /** Whether {@link #mask8(int)} holds {@code MaskSamples.unit(v, 255)} of the rows' masks. */
    public boolean holdsMasks8() {
        return heldMaskBits == 8;
    }

    /** Whether {@link #mask16(int)} holds {@code MaskSamples.unit(v, 65535)} of the rows' masks. */
    public boolean holdsMasks16() {
        return heldMaskBits == 16;
    }

    /** The 16-bit heights (unsigned); valid where {@link #holdsHeight16} says so. */
    public char[] height16() {
        requireQuantizedPlanes();
        return height16;
    }

    /** The 8-bit samples (unsigned) of mask {@code i}; valid where {@link #holdsMasks8} says so. */
    public byte[] mask8(int i) {
        requireQuantizedPlanes();
        return masks8[i];
    }

    /** The 8-bit samples (unsigned) of the mask named {@code name}. */
    public byte[] mask8(String name) {
        return mask8(maskIndex(name));
    }

    /**
     * The 16-bit samples (unsigned) of mask {@code i}, made on first use (most exports read 8-bit masks or
     * floats); valid where {@link #holdsMasks16} says so.
     */
    public char[] mask16(int i) {
        requireQuantizedPlanes();
        if (masks16[i] == null) {
            masks16[i] = new char[Math.multiplyExact(width, capacity)];
        }
        return masks16[i];
    }

    /** The 16-bit samples (unsigned) of the mask named {@code name}. */
    public char[] mask16(String name) {
        return mask16(maskIndex(name));
    }

    private void requireQuantizedPlanes() {
        if (!hasQuantizedPlanes()) {
            throw new IllegalStateException("this band has no quantized planes: make it withQuantizedPlanes");
        }
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
        return masks[maskIndex(name)];
    }

    private int maskIndex(String name) {
        int i = maskNames.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("No mask output named '" + name + "'; the graph has " + maskNames);
        }
        return i;
    }
}
