package org.orogen.bake;

import java.util.Arrays;

/**
 * Thresholds that let the GPU quantize floats exactly like a Java function: for a function {@code f}
 * from floats to the levels {@code 0..levels} that is monotone non-decreasing (NaN maps to 0), level
 * {@code k ≥ 1} starts at the smallest float {@code t_k} with {@code f(t_k) ≥ k}, so {@code f(v)} is the
 * largest {@code k} with {@code t_k ≤ v}. The GPU ({@code band-quantize.comp}) never evaluates
 * {@code f} (its division and rounding need not round like Java's): it guesses a level from a linear
 * estimate and corrects it against the thresholds.
 *
 * <p>Values and thresholds are compared as {@linkplain #key ordered integer keys} of their bits, not as
 * floats: integer comparisons are exact on every GPU, whatever it does with denormals, and −0.0 sits just
 * below +0.0 (both functions give them the same level). A level that no float reaches (a flat range; a
 * level skipped by a tiny span) gets {@link Integer#MAX_VALUE}, above the key of +∞.
 */
final class QuantizationTable {

    /** A monotone non-decreasing map of floats to levels, NaN to 0. */
    @FunctionalInterface
    interface Levels {
        int level(float v);
    }

    private static final int KEY_NEGATIVE_INFINITY = key(Float.NEGATIVE_INFINITY);
    private static final int KEY_POSITIVE_INFINITY = key(Float.POSITIVE_INFINITY);

    private final int[] keys;
    private final float scale;
    private final float offset;

    private QuantizationTable(int[] keys, float scale, float offset) {
        this.keys = keys;
        this.scale = scale;
        this.offset = offset;
    }

    /** The table of {@link HeightRange#quantize16} for {@code range} (65535 levels). */
    static QuantizationTable height16(HeightRange range) {
        double span = range.max() - range.min();
        float scale = span > 0 ? (float) (65535.0 / span) : 0f;
        float offset = span > 0 ? (float) (-range.min() * 65535.0 / span) : 0f;
        return of(range::quantize16, 65535, scale, offset);
    }

    /**
     * The table of {@code f} over levels {@code 0..levels}; {@code scale} and {@code offset} give the GPU's
     * first guess {@code v × scale + offset} (any values work; good ones save steps). Each threshold is a
     * binary search over the keys above the previous one: about 32 calls of {@code f} per level.
     */
    static QuantizationTable of(Levels f, int levels, float scale, float offset) {
        int[] keys = new int[levels + 1];
        keys[0] = Integer.MIN_VALUE;
        int top = f.level(Float.POSITIVE_INFINITY);
        int lo = KEY_NEGATIVE_INFINITY;
        for (int k = 1; k <= levels; k++) {
            if (top < k) {
                Arrays.fill(keys, k, levels + 1, Integer.MAX_VALUE);
                break;
            }
            // Smallest key in [lo, +inf] whose float reaches level k (+inf does).
            int hi = KEY_POSITIVE_INFINITY;
            while (lo < hi) {
                int mid = (int) (((long) lo + hi) >> 1);
                if (f.level(value(mid)) >= k) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            keys[k] = lo;
        }
        return new QuantizationTable(keys, scale, offset);
    }

    /** The highest level. */
    int levels() {
        return keys.length - 1;
    }

    /** Key of the threshold of each level, {@code levels() + 1} entries; entry 0 is {@link Integer#MIN_VALUE}. */
    int[] keys() {
        return keys.clone();
    }

    /** First guess of the GPU: {@code level ≈ v × scale + offset}. */
    float scale() {
        return scale;
    }

    float offset() {
        return offset;
    }

    /** The threshold of level {@code k} (1..levels) as a float; NaN where no float reaches the level. */
    float threshold(int k) {
        return keys[k] == Integer.MAX_VALUE ? Float.NaN : value(keys[k]);
    }

    /** The level of {@code v} by the thresholds, as the GPU finds it. */
    int level(float v) {
        if (Float.isNaN(v)) {
            return 0;
        }
        int i = Arrays.binarySearch(keys, 1, keys.length, key(v));
        if (i >= 0) {
            while (i + 1 < keys.length && keys[i + 1] == keys[i]) {
                i++; // skipped levels share their threshold: the highest one counts
            }
            return i;
        }
        return -i - 2;
    }

    /**
     * The float's bits as an integer whose order is the floats' order (−∞ lowest, +∞ highest, −0.0 just
     * below +0.0): sign-magnitude turned into two's complement. Not meaningful for NaN.
     */
    static int key(float v) {
        int bits = Float.floatToRawIntBits(v);
        return bits < 0 ? bits ^ 0x7fffffff : bits;
    }

    /** The float of a {@link #key}. */
    static float value(int key) {
        return Float.intBitsToFloat(key < 0 ? key ^ 0x7fffffff : key);
    }
}
