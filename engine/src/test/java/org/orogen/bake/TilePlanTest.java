package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TilePlanTest {

    @Test
    void unrealSizeSplitsIntoTilesSharingEdges() {
        TilePlan plan = TilePlan.of(SizePreset.named("unreal-8129").side(), 8129, 4, 4, 1);
        assertEquals(2033, plan.tileWidth());
        List<TilePlan.Tile> tiles = plan.tiles();
        assertEquals(16, tiles.size());
        TilePlan.Tile last = tiles.get(15);
        assertEquals(3, last.column());
        assertEquals(3, last.row());
        assertEquals(8129, last.x0() + last.width(), "the last tile ends at the export's edge");
        assertEquals(tiles.get(0).x0() + tiles.get(0).width() - 1, tiles.get(1).x0(), "neighbours share a column");
    }

    @Test
    void largestSideViaTiles() {
        TilePlan plan = TilePlan.of(65536, 65536, 16, 16, 0);
        assertEquals(4096, plan.tileWidth());
        assertThrows(IllegalArgumentException.class, () -> TilePlan.of(65537, 10, 1, 1, 0));
    }

    @Test
    void sizesThatDoNotSplitNameTheNearestThatDo() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TilePlan.of(1001, 1001, 3, 3, 1));
        // Three tiles of t px sharing one column cover 3t - 2 px: 1000 (t = 334) and 1003 (t = 335).
        assertTrue(e.getMessage().contains("of 1001 px"), e.getMessage());
        assertTrue(e.getMessage().contains("use 1000 or 1003 px"), e.getMessage());
        // 33 tiles sharing a pixel: 34 px splits (tiles of 2 px); nothing smaller does, so nothing smaller is named.
        IllegalArgumentException small = assertThrows(IllegalArgumentException.class,
                () -> TilePlan.of(33, 33, 33, 33, 1));
        assertTrue(small.getMessage().contains("; use 34 px, or another tile count"), small.getMessage());
    }

    @Test
    void rectangularPlansAndZeroOverlap() {
        TilePlan plan = TilePlan.of(2048, 1024, 2, 1, 0);
        assertEquals(1024, plan.tileWidth());
        assertEquals(1024, plan.tileHeight());
        assertEquals(1024, plan.tiles().get(1).x0());
        assertTrue(plan.tiles().get(0).containsRow(1023));
    }

    @Test
    void presetsAreUnrealAndUnitySizes() {
        assertEquals(1009, SizePreset.named("Unreal-1009").side());
        assertEquals(4097, SizePreset.named("unity-4097").side());
        for (SizePreset p : SizePreset.all()) {
            if (p.name().startsWith("unity")) {
                assertEquals(1, Integer.bitCount(p.side() - 1), p.name() + " is 2^n + 1");
            }
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SizePreset.named("ue5"));
        assertTrue(e.getMessage().contains("unreal-505"), e.getMessage());
    }

    @Test
    void templatesNameTilesTheWayUnrealImportsThem() {
        TilePlan plan = TilePlan.of(1009, 1009, 2, 2, 1);
        FileNameTemplate template = FileNameTemplate.defaultFor(plan);
        assertEquals("hills_x1_y0.png", template.fileName("hills", plan.tiles().get(1), ".png"));
        assertEquals("hills.r16", FileNameTemplate.SINGLE.fileName("hills", TilePlan.single(9, 9).tiles().get(0),
                ".r16"));
        assertThrows(IllegalArgumentException.class, () -> FileNameTemplate.SINGLE.checkFor(plan));
        assertThrows(IllegalArgumentException.class, () -> new FileNameTemplate("{name}_{tile}"));
        assertThrows(IllegalArgumentException.class, () -> new FileNameTemplate("maps/{name}"));
    }
}
