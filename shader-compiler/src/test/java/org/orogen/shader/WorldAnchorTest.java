package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WorldAnchorTest {

    @Test
    void splitsATileCornerIntoAnchorOnThe4096MetreGridAndARemainder() {
        WorldAnchor a = WorldAnchor.forTile(1_000_000.375, -2_500_000.25);
        assertEquals(244 * 4096, a.anchorX());
        assertEquals(-611 * 4096, a.anchorY(), "the anchor is rounded down, so the remainder is in [0, 4096)");
        assertEquals(1_000_000.375 - 244 * 4096, a.originX());
        assertEquals(-2_500_000.25 + 611 * 4096, a.originY());
        assertEquals(1_000_000.375 + 100.5, a.worldX(a.originX() + 100.5), 0.0);
    }

    @Test
    void tilesWithin4096MetresOfTheOriginHaveNoAnchor() {
        assertEquals(new WorldAnchor(0, 0, 1234.5f, 4095.75f), WorldAnchor.forTile(1234.5, 4095.75));
        assertEquals(new WorldAnchor(4096, -4096, 0f, 4095f), WorldAnchor.forTile(4096, -1));
    }

    @Test
    void keepsSubMillimetrePrecisionThatFloatWorldPositionsLose() {
        double x = 1_234_567.0123;
        WorldAnchor a = WorldAnchor.forTile(x, 0);
        assertEquals(x, a.worldX(a.originX()), 0x1p-13, "within half a float step at 4096 m");
        assertTrue(Math.abs((float) x - x) > 1e-3, "a float world position would lose more than a millimetre here");
    }

    @Test
    void theFarthestSupportedCornersHaveAnchors() {
        double far = WorldAnchor.MAX_WORLD_COORDINATE;
        assertEquals(-(1 << 24), WorldAnchor.forTile(-far, 0).anchorX());
        assertEquals((1 << 24) - 4096, WorldAnchor.forTile(far, 0).anchorX());
    }

    @Test
    void rejectsPositionsOutsideTheSupportedRangeWithAClearMessage() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> WorldAnchor.forTile(3e7, 0));
        assertTrue(e.getMessage().contains("2^24"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> WorldAnchor.forTile(Double.NaN, 0));
        assertThrows(IllegalArgumentException.class, () -> new WorldAnchor((1 << 24) + 1, 0, 0f, 0f));
    }
}
