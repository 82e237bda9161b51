package org.orogen.export;

/**
 * The PNG pixel layouts Orogen writes: grayscale for height and masks, RGB for normal maps,
 * RGBA for splat/weight maps, each at 8 or 16 bits per sample (16-bit samples big-endian, as
 * PNG requires).
 */
public enum PngPixelFormat {
    GRAY8(0, 8, 1), GRAY16(0, 16, 1),
    RGB8(2, 8, 3), RGB16(2, 16, 3),
    RGBA8(6, 8, 4), RGBA16(6, 16, 4);

    private final int colorType;
    private final int bitDepth;
    private final int channels;

    PngPixelFormat(int colorType, int bitDepth, int channels) {
        this.colorType = colorType;
        this.bitDepth = bitDepth;
        this.channels = channels;
    }

    /** PNG IHDR colour type (0 gray, 2 RGB, 6 RGBA). */
    public int colorType() {
        return colorType;
    }

    /** Bits per sample: 8 or 16. */
    public int bitDepth() {
        return bitDepth;
    }

    /** Samples per pixel. */
    public int channels() {
        return channels;
    }

    /** Bytes per pixel; also the PNG filter distance. */
    public int bytesPerPixel() {
        return channels * bitDepth / 8;
    }

    /** The format with {@code channels} samples per pixel at {@code bits} bits. */
    public static PngPixelFormat of(int channels, int bits) {
        for (PngPixelFormat f : values()) {
            if (f.channels == channels && f.bitDepth == bits) {
                return f;
            }
        }
        throw new IllegalArgumentException("No PNG format with " + channels + " channels at " + bits
                + " bits: use 1, 3 or 4 channels at 8 or 16 bits.");
    }
}
