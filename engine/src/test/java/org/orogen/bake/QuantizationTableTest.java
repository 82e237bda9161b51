package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Thresholds of the quantized readback: each is the smallest float of its level, and they give the Java levels. */
class QuantizationTableTest {

    /** The table of the 8-bit masks' rounding ({@link MaskSamples#unit}): a simple function with many levels. */
    private static final QuantizationTable MASK8 = QuantizationTable.of(v -> MaskSamples.unit(v, 255), 255, 255f, 0f);

    @Test
    void thresholdsAreTheFirstFloatOfEachLevel() {
        HeightRange range = new HeightRange(-431.5, 2960.25, HeightRange.Source.MEASURED);
        QuantizationTable table = QuantizationTable.height16(range);
        assertEquals(65535, table.levels());
        for (int k = 1; k <= 65535; k++) {
            float t = table.threshold(k);
            assertTrue(range.quantize16(t) >= k, "level " + k + " at " + t);
            assertTrue(range.quantize16(Math.nextDown(t)) < k, "below level " + k + ": " + Math.nextDown(t));
        }
        QuantizationTable masks = MASK8;
        assertEquals(255, masks.levels());
        for (int k = 1; k <= 255; k++) {
            float t = masks.threshold(k);
            assertTrue(MaskSamples.unit(t, 255) >= k && MaskSamples.unit(Math.nextDown(t), 255) < k, "mask level " + k);
        }
    }

    @Test
    void levelsByThresholdsEqualTheJavaFunctions() {
        Random random = new Random(3);
        HeightRange[] ranges = {new HeightRange(0, 1, HeightRange.Source.DECLARED),
                new HeightRange(1000, 1000.0001, HeightRange.Source.DECLARED),
                new HeightRange(-3e38, 3e38, HeightRange.Source.DECLARED),
                new HeightRange(7, 7, HeightRange.Source.MEASURED)};
        for (HeightRange range : ranges) {
            QuantizationTable table = QuantizationTable.height16(range);
            for (int i = 0; i < 200_000; i++) {
                float v = i % 2 == 0 ? Float.intBitsToFloat(random.nextInt())
                        : (float) (range.min() + (random.nextDouble() * 3 - 1) * (range.max() - range.min()));
                assertEquals(range.quantize16(v), table.level(v), "height " + v + " in " + range);
                assertEquals(MaskSamples.unit(v, 255), MASK8.level(v), "mask " + v);
            }
            for (float v : new float[] {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 0f, -0f,
                    Float.MIN_VALUE, -Float.MAX_VALUE}) {
                assertEquals(range.quantize16(v), table.level(v), "height " + v + " in " + range);
            }
        }
        // A flat range reaches no level but 0; a span narrower than the floats skips levels.
        assertEquals(Float.NaN, QuantizationTable.height16(ranges[3]).threshold(1));
        QuantizationTable narrow = QuantizationTable.height16(ranges[1]);
        assertEquals(narrow.threshold(2), narrow.threshold(3), "levels between two adjacent floats share one");
    }

    @Test
    void keysOrderFloatsIncludingSignedZeros() {
        float[] ascending = {Float.NEGATIVE_INFINITY, -Float.MAX_VALUE, -1f, -Float.MIN_VALUE, -0f, 0f,
                Float.MIN_VALUE, Float.MIN_NORMAL, 1f, Float.MAX_VALUE, Float.POSITIVE_INFINITY};
        for (int i = 1; i < ascending.length; i++) {
            assertTrue(QuantizationTable.key(ascending[i - 1]) < QuantizationTable.key(ascending[i]),
                    ascending[i - 1] + " < " + ascending[i]);
            assertEquals(Float.floatToRawIntBits(ascending[i]),
                    Float.floatToRawIntBits(QuantizationTable.value(QuantizationTable.key(ascending[i]))));
        }
    }
}
