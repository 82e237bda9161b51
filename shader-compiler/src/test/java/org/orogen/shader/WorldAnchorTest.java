package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WorldAnchorTest {

    @Test
    void splitsATileCornerIntoWholeMetresAndASmallRemainder() {
        WorldAnchor a = WorldAnchor.forTile(1_000_000.375, -2_500_000.25);
        assertEquals(1_000_000, a.anchorX());
        assertEquals(-2_500_001, a.anchorY(), "the anchor is rounded down, so the remainder is in [0, 1)");
        assertEquals(0.375f, a.originX());
        assertEquals(0.75f, a.originY());
        assertEquals(1_000_000.375 + 100.5, a.worldX(a.originX() + 100.5), 0.0);
    }

    @Test
    void keepsSubMillimetrePrecisionThatFloatWorldPositionsLose() {
        double x = 1_234_567.0123;
        WorldAnchor a = WorldAnchor.forTile(x, 0);
        assertEquals(x, a.worldX(a.originX()), 1e-6);
        assertTrue(Math.abs((float) x - x) > 1e-3, "a float world position would lose more than a millimetre here");
    }

    @Test
    void rejectsPositionsOutsideTheSupportedRangeWithAClearMessage() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> WorldAnchor.forTile(3e7, 0));
        assertTrue(e.getMessage().contains("2^24"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> WorldAnchor.forTile(Double.NaN, 0));
        assertThrows(IllegalArgumentException.class, () -> new WorldAnchor(1 << 24, 0, 0f, 0f));
    }
}
