package org.orogen.graph.colour;

/**
 * The sRGB transfer functions of IEC 61966-2-1: the one place that converts between linear RGB
 * (what the graph computes, what EXR holds) and sRGB-encoded values (what PNG albedo maps and
 * colour pickers hold). Piecewise: a straight segment {@code 12.92·L} up to {@code L = 0.0031308}
 * and {@code 1.055·L^(1/2.4) − 0.055} above it; the inverse switches at {@code V = 0.04045}.
 */
public final class Srgb {
    private static final double LINEAR_KNEE = 0.0031308;
    private static final double ENCODED_KNEE = 0.04045;

    private Srgb() {
    }

    /** Linear → encoded, both in [0, 1]; the input is clamped to [0, 1] first. NaN reads 0. */
    public static double encode(double linear) {
        double l = linear > 0 ? Math.min(linear, 1.0) : 0.0;
        return l <= LINEAR_KNEE ? 12.92 * l : 1.055 * Math.pow(l, 1.0 / 2.4) - 0.055;
    }

    /** Encoded → linear, both in [0, 1]; the input is clamped to [0, 1] first. NaN reads 0. */
    public static double decode(double encoded) {
        double v = encoded > 0 ? Math.min(encoded, 1.0) : 0.0;
        return v <= ENCODED_KNEE ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    /** An 8-bit sRGB component (0..255) as linear. */
    public static double decode8(int component) {
        return decode(component / 255.0);
    }

    /** Linear → the nearest code of {@code maxCode + 1} levels (255 for 8 bits, 65535 for 16). */
    public static int quantize(double linear, int maxCode) {
        return (int) Math.round(encode(linear) * maxCode);
    }
}
