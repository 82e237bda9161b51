package org.orogen.bake;

import java.util.List;

/**
 * Which tiles of a {@link TilePlan} one shard of a farm export writes: shard {@code index}
 * (0-based) of {@code count}.
 *
 * <p>Assignment (documented in docs/cli.md and docs/farm.md; never change it, shards of one export
 * may run different builds): number the tiles row by row, north row first, west to east within a
 * row ({@code i = row × columns + column}, the order of {@link TilePlan#tiles()}); shard {@code k}
 * writes tiles {@code ⌊k·n/count⌋ ≤ i < ⌊(k+1)·n/count⌋} of the {@code n} tiles. Runs are
 * contiguous, so a shard's tiles span as few tile rows as possible (the bake works in full-width
 * rows), and shard sizes differ by at most one tile. With more shards than tiles some shards have
 * none.
 */
public record TileShard(int index, int count) {

    /** The whole export in one process. */
    public static final TileShard ALL = new TileShard(0, 1);

    public TileShard {
        if (count < 1) {
            throw new IllegalArgumentException("The shard count must be 1 or more, got " + count);
        }
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException("The shard index must be 0.." + (count - 1) + " (0-based) for "
                    + count + " shards, got " + index);
        }
    }

    /** Whether this is the whole export (one shard). */
    public boolean isAll() {
        return count == 1;
    }

    /** The tiles this shard writes, in {@link TilePlan#tiles()} order. */
    public List<TilePlan.Tile> tilesOf(TilePlan plan) {
        List<TilePlan.Tile> all = plan.tiles();
        int n = all.size();
        int from = (int) ((long) index * n / count);
        int to = (int) ((long) (index + 1) * n / count);
        return List.copyOf(all.subList(from, to));
    }

    /** {@code INDEX/COUNT}, as {@code --shard} takes it. */
    @Override
    public String toString() {
        return index + "/" + count;
    }
}
