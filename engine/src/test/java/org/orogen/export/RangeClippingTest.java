package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orogen.bake.HeightRange;
import org.orogen.bake.SampleBand;

/** Heights a fixed range clamps in 16-bit height maps are counted, exactly from floats, by threshold from codes. */
class RangeClippingTest {

    private static final HeightRange RANGE = new HeightRange(-100, 100, HeightRange.Source.DECLARED);

    @Test
    void onlyAFixedRangeWithA16BitHeightMapIsWatched() {
        assertTrue(RangeClipping.watch(RANGE, Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16)).isPresent());
        assertTrue(RangeClipping.watch(RANGE, Set.of(MapFormat.R16)).isPresent());
        assertEquals(Optional.empty(), RangeClipping.watch(RANGE, Set.of(MapFormat.EXR)), "floats are not clamped");
        assertEquals(Optional.empty(), RangeClipping.watch(null, Set.of(MapFormat.PNG16)), "a measured range");
    }

    @Test
    void floatHeightsBeyondTheRangeAreCountedExactly() {
        RangeClipping clipping = RangeClipping.watch(RANGE, Set.of(MapFormat.PNG16)).orElseThrow();
        SampleBand band = new SampleBand(4, 2, List.of());
        band.reset(0, 2);
        float[] h = band.height();
        float[] values = {-100, 100, 0, 50, -100.5f, 250, 99.9f, -3};
        System.arraycopy(values, 0, h, 0, values.length);
        clipping.count(band);
        String warning = clipping.warning().orElseThrow();
        assertTrue(warning.startsWith("2 of 8 pixels (25.00 %) lie outside the height range -100.000 .. 100.000 m"),
                warning);
        RangeClipping held = RangeClipping.watch(new HeightRange(-101, 251, HeightRange.Source.DECLARED),
                Set.of(MapFormat.PNG16)).orElseThrow();
        held.count(band);
        assertEquals(Optional.empty(), held.warning(), "the ends themselves are not beyond the range");
    }

    @Test
    void codesAtTheEndsWarnOnlyAboveTheThreshold() {
        SampleBand band = SampleBand.withQuantizedPlanes(100, 100, List.of(), false);
        band.reset(0, 100);
        band.holdQuantized(RANGE, 0);
        char[] codes = band.height16();
        java.util.Arrays.fill(codes, 0, 10_000, (char) 30_000);
        codes[0] = 0; // a measured range's lowest and highest pixels: not a sign of clamping
        codes[1] = 0xFFFF;
        RangeClipping few = RangeClipping.watch(RANGE, Set.of(MapFormat.PNG16)).orElseThrow();
        few.count(band);
        assertEquals(Optional.empty(), few.warning());
        java.util.Arrays.fill(codes, 0, 500, (char) 0xFFFF);
        RangeClipping many = RangeClipping.watch(RANGE, Set.of(MapFormat.PNG16)).orElseThrow();
        many.count(band);
        String warning = many.warning().orElseThrow();
        assertTrue(warning.startsWith("500 of 10,000 pixels (5.00 %) lie at the ends of the height range"), warning);
    }
}
