package org.orogen.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TileShardTest {

    @Test
    void shardsTakeContiguousRunsInRowOrderAndCoverEveryTileOnce() {
        TilePlan plan = TilePlan.of(259, 259, 3, 3, 1);
        assertEquals(List.of(plan.tiles().subList(0, 4), plan.tiles().subList(4, 9)),
                List.of(new TileShard(0, 2).tilesOf(plan), new TileShard(1, 2).tilesOf(plan)));
        for (int count = 1; count <= 12; count++) {
            List<TilePlan.Tile> all = new ArrayList<>();
            for (int k = 0; k < count; k++) {
                List<TilePlan.Tile> mine = new TileShard(k, count).tilesOf(plan);
                assertTrue(mine.size() == 9 / count || mine.size() == 9 / count + 1, "balanced: " + mine.size());
                all.addAll(mine);
            }
            assertEquals(plan.tiles(), all, count + " shards");
        }
    }

    @Test
    void fourShardsOfTwoByTwoTilesGetOneTileEach() {
        TilePlan plan = TilePlan.of(257, 257, 2, 2, 1);
        for (int k = 0; k < 4; k++) {
            TilePlan.Tile tile = new TileShard(k, 4).tilesOf(plan).getFirst();
            assertEquals(List.of(k % 2, k / 2), List.of(tile.column(), tile.row()));
        }
    }

    @Test
    void indexOutsideTheCountIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new TileShard(4, 4));
        assertThrows(IllegalArgumentException.class, () -> new TileShard(-1, 4));
        assertThrows(IllegalArgumentException.class, () -> new TileShard(0, 0));
    }
}
