package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The scan rule of {@link HeightExtrema} (NaN skipped, infinities kept, the first of equal zeros kept,
 * band by band equal to one scan) and the keys the GPU reduction orders floats by.
 */
class HeightExtremaTest {

    private static SampleBand band(float... heights) {
        SampleBand band = new SampleBand(heights.length, 1, List.of());
        band.reset(0, 1);
        System.arraycopy(heights, 0, band.height(), 0, heights.length);
        return band;
    }

    @Test
    void nanIsSkippedInfinitiesCountAndTheFirstZeroStays() {
        assertEquals(new HeightExtrema(-2, 5), HeightExtrema.of(band(Float.NaN, 3, -2, Float.NaN, 5)));
        assertEquals(new HeightExtrema(Double.NEGATIVE_INFINITY, 1),
                HeightExtrema.of(band(1, Float.NEGATIVE_INFINITY, Float.NaN)));
        assertEquals(HeightExtrema.NONE, HeightExtrema.of(band(Float.NaN, Float.NaN)));
        assertFalse(HeightExtrema.NONE.finite());
        assertFalse(new HeightExtrema(0, Double.POSITIVE_INFINITY).finite());
        assertTrue(new HeightExtrema(-1, 1).finite());
        // -0.0 == 0.0: the first one met stays (records compare doubles by their bits).
        assertEquals(new HeightExtrema(-0.0, -0.0), HeightExtrema.of(band(-0f, 0f)));
        assertEquals(new HeightExtrema(0.0, 0.0), HeightExtrema.of(band(0f, -0f)));
        assertEquals(new HeightExtrema(-0.0, 4), HeightExtrema.of(band(4, -0f, 0f)));
    }

    @Test
    void mergingBandsEqualsOneScan() {
        float[][] bands = {{Float.NaN, 0f}, {-0f, 7, -3}, {-3, 7, Float.NaN}, {Float.NaN}};
        HeightExtrema merged = HeightExtrema.NONE;
        int n = 0;
        for (float[] b : bands) {
            merged = merged.then(HeightExtrema.of(band(b)));
            n += b.length;
        }
        float[] joined = new float[n];
        int at = 0;
        for (float[] b : bands) {
            System.arraycopy(b, 0, joined, at, b.length);
            at += b.length;
        }
        assertEquals(HeightExtrema.of(band(joined)), merged);
        assertEquals(new HeightExtrema(-3, 7), merged);
        assertEquals(new HeightExtrema(0.0, 0.0), HeightExtrema.NONE.then(HeightExtrema.of(band(0f)))
                .then(HeightExtrema.of(band(-0f))));
    }

    @Test
    void keysOrderFloatsAsUnsignedIntegers() {
        float[] ascending = {Float.NEGATIVE_INFINITY, -Float.MAX_VALUE, -1e10f, -1, -Float.MIN_NORMAL,
            -Float.MIN_VALUE, -0f, 0f, Float.MIN_VALUE, Float.MIN_NORMAL, 1, 1e10f, Float.MAX_VALUE,
            Float.POSITIVE_INFINITY};
        for (int i = 0; i < ascending.length; i++) {
            int key = HeightReduction.key(ascending[i]);
            assertEquals(Float.floatToRawIntBits(ascending[i]), Float.floatToRawIntBits(HeightReduction.value(key)));
            assertTrue(key != 0 && key != -1, "keys of numbers are not the shader's empty markers");
            if (i > 0) {
                assertTrue(Integer.compareUnsigned(HeightReduction.key(ascending[i - 1]), key) < 0,
                        ascending[i - 1] + " < " + ascending[i]);
            }
        }
    }

    @Test
    void decodingRestoresTheFirstZerosSign() {
        assertEquals(HeightExtrema.NONE, HeightReduction.decode(-1, 0, -1));
        int minusZero = HeightReduction.key(-0f);
        int plusZero = HeightReduction.key(0f);
        // Index 6 held +0 (6 << 1 | 0): both extremes zero, +0 although -0 has the smaller key.
        assertEquals(new HeightExtrema(0.0, 0.0), HeightReduction.decode(minusZero, plusZero, 12));
        assertEquals(new HeightExtrema(-0.0, 2), HeightReduction.decode(minusZero, HeightReduction.key(2), 13));
        assertEquals(new HeightExtrema(-5, 0.0), HeightReduction.decode(HeightReduction.key(-5), plusZero, 12));
        assertEquals(new HeightExtrema(-5, 2), HeightReduction.decode(HeightReduction.key(-5),
                HeightReduction.key(2), -1));
    }
}
