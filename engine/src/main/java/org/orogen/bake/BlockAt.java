package org.orogen.bake;

import static org.orogen.bake.GlFieldSampler.BLOCK_HEIGHT;

import java.util.ArrayList;
import java.util.List;
import org.orogen.gl.GridBlock;

/**
 * One of the GPU bake's fixed blocks as a band sees it: the block whose first grid row is {@code row}
 * and first column {@code column}, and the grid rows {@code [from, to)} of it that the band reads (all
 * of its rows but where the band or the grid begins or ends inside it).
 *
 * <p>Blocks are laid on the grid from pixel (0, 0), {@code width} columns ({@link GlFieldSampler#BLOCK_WIDTH}
 * or the grid's width when narrower) by {@link GlFieldSampler#BLOCK_HEIGHT} rows, whatever the bands,
 * tiles or shards: every pixel is always evaluated with its block's placement, so with the same bits.
 * A block's pixel (0, 0) is its southernmost row, and texture rows grow north from it.
 */
record BlockAt(int row, int column, int from, int to) {

    /** The blocks over grid rows {@code [first, end)}, block row by block row, west to east. */
    static List<BlockAt> over(SampleGrid grid, int width, int first, int end) {
        List<BlockAt> blocks = new ArrayList<>();
        for (int r0 = first - first % BLOCK_HEIGHT; r0 < end; r0 += BLOCK_HEIGHT) {
            for (int c0 = 0; c0 < grid.width(); c0 += width) {
                blocks.add(new BlockAt(r0, c0, Math.max(first, r0), Math.min(end, r0 + BLOCK_HEIGHT)));
            }
        }
        return blocks;
    }

    /**
     * The block of grid rows {@code r0 ..} and columns {@code c0 ..}, all its rows. On a planet the block
     * lies on the map's pixels (grid row {@code r} is map row {@code height − 1 − r}); a block reaching
     * past the map's top or east edge evaluates a halo that is never read back.
     */
    static GridBlock placement(SampleGrid grid, int r0, int c0, int width) {
        if (grid.isPlanet()) {
            return GridBlock.onPlanet(grid.planet().map(), c0, (long) grid.height() - r0 - BLOCK_HEIGHT, width,
                    BLOCK_HEIGHT);
        }
        return placement(grid, r0, c0, width, BLOCK_HEIGHT);
    }

    /** A plane grid's {@code width × height} pixels from grid row {@code r0} and column {@code c0}, placed like a block. */
    private static GridBlock placement(SampleGrid grid, int r0, int c0, int width, int height) {
        return new GridBlock(grid.worldX(c0), grid.worldY(r0 + height - 1L), grid.spacingX(), grid.spacingY(),
                width, height);
    }

    /** This block, all its rows and {@code width} columns. */
    GridBlock placed(SampleGrid grid, int width) {
        return placement(grid, row, column, width);
    }

    /** This block evaluated over the pixels read back only: the grid's columns, the band's rows. */
    GridBlock trimmed(SampleGrid grid, int width) {
        GridBlock block = placement(grid, row, column, Math.min(width, grid.width() - column));
        return rows() < BLOCK_HEIGHT ? block.rows(bottom(), top()) : block;
    }

    /**
     * This block's region ({@link PlanRunner#regionSize}: whole blocks across and down): regions lie on the
     * grid from pixel (0, 0) like the blocks and end at its east and south edges. A region covers its block
     * rows' grid rows, not only the band's: a band that ends inside a region leaves the rest of it to the
     * next band, which then finds the region's textures made (a wide stage over a part of a region would
     * cost nearly what it costs over the whole).
     */
    GridBlock region(SampleGrid grid, PlanRunner.RegionSize size) {
        int c0 = column - column % size.width();
        int r0 = row - row % size.height();
        GridBlock region = placement(grid, r0, c0, Math.min(size.width(), grid.width() - c0), size.height());
        int below = r0 + size.height() - Math.min(grid.height(), r0 + size.height()); // texture rows past the grid
        return below > 0 ? region.rows(below, size.height()) : region;
    }

    /**
     * This block's region ({@link #region}) whole, past the grid's east and south edges too, as a block
     * evaluated whole ({@link #placed}) is. The same placement, so the same bits.
     */
    GridBlock placedRegion(SampleGrid grid, PlanRunner.RegionSize size) {
        return placement(grid, row - row % size.height(), column - column % size.width(), size.width(), size.height());
    }

    /** Rows read. */
    int rows() {
        return to - from;
    }

    /**
     * One past the texture row of grid row {@link #from}: grid row {@code from} is texture row
     * {@code row + BLOCK_HEIGHT − 1 − from}.
     */
    int top() {
        return row + BLOCK_HEIGHT - from;
    }

    /** The texture row of grid row {@link #to} − 1, the lowest texture row read. */
    int bottom() {
        return row + BLOCK_HEIGHT - to;
    }
}
