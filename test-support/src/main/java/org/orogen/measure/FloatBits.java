package org.orogen.measure;

/** Floats as their raw bits, for "the same bits" comparisons (0 and −0 told apart, NaN payloads kept). */
public final class FloatBits {
    private FloatBits() {
    }

    /** {@link Float#floatToRawIntBits} of every value. */
    public static int[] of(float[] values) {
        int[] bits = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            bits[i] = Float.floatToRawIntBits(values[i]);
        }
        return bits;
    }
}
