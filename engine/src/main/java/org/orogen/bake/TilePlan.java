package org.orogen.bake;

import java.util.ArrayList;
import java.util.List;

/**
 * How an export of {@code width × height} pixels splits into {@code columns × rows} tile files
 * of equal size that share {@code overlap} pixels with each neighbour (1 is what Unreal's World
 * Partition import expects: neighbouring landscape tiles share their edge vertices).
 *
 * <p>With overlap {@code o}, {@code columns} tiles of width {@code t} cover
 * {@code columns × t − (columns − 1) × o} pixels, so the export size must make {@code t} whole;
 * {@link #of} says which sizes would.
 */
public record TilePlan(int width, int height, int columns, int rows, int overlap, int tileWidth, int tileHeight) {

    /** Largest export side. */
    public static final int MAX_SIDE = 65536;

    /** One tile file: its index in the grid and its pixel rectangle in the export. */
    public record Tile(int column, int row, int x0, int y0, int width, int height) {

        /** Whether grid row {@code y} falls inside this tile. */
        public boolean containsRow(int y) {
            return y >= y0 && y < y0 + height;
        }
    }

    /**
     * Plans {@code columns × rows} tiles.
     *
     * @throws IllegalArgumentException naming the nearest sizes that divide evenly
     */
    public static TilePlan of(int width, int height, int columns, int rows, int overlap) {
        checkSide("width", width);
        checkSide("height", height);
        if (columns < 1 || rows < 1) {
            throw new IllegalArgumentException("Tiles must be at least 1x1, got " + columns + "x" + rows);
        }
        if (overlap < 0) {
            throw new IllegalArgumentException("Overlap must be 0 or more pixels, got " + overlap);
        }
        int tileWidth = tileSide("width", width, columns, overlap);
        int tileHeight = tileSide("height", height, rows, overlap);
        return new TilePlan(width, height, columns, rows, overlap, tileWidth, tileHeight);
    }

    /**
     * The six faces of a cube-map export of {@code faceSize × faceSize} pixels each: the
     * {@code 6n × n} strip of a cube {@code PlanetMap} cut into six tiles without overlap, tile
     * column {@code c} being face {@code c} in cube-map order ({@link PlanetSurface#faceOfTile}).
     */
    public static TilePlan cubeFaces(int faceSize) {
        return of(6 * faceSize, faceSize, 6, 1, 0);
    }

    /** A single tile covering the whole export. */
    public static TilePlan single(int width, int height) {
        return of(width, height, 1, 1, 0);
    }

    /** Number of tile files. */
    public int count() {
        return columns * rows;
    }

    /** Tiles row by row, west to east within a row, north row first. */
    public List<Tile> tiles() {
        List<Tile> tiles = new ArrayList<>(count());
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                tiles.add(new Tile(c, r, c * (tileWidth - overlap), r * (tileHeight - overlap), tileWidth, tileHeight));
            }
        }
        return tiles;
    }

    private static void checkSide(String name, int side) {
        if (side < 2 || side > MAX_SIDE) {
            throw new IllegalArgumentException("Export " + name + " must be 2.." + MAX_SIDE + " pixels, got " + side);
        }
    }

    /** Whether {@code side} px split into {@code count} tiles, each wider than the overlap. */
    private static boolean splits(long side, int count, int overlap) {
        long covered = side + (long) (count - 1) * overlap;
        return covered % count == 0 && covered / count > overlap;
    }

    private static int tileSide(String name, int side, int count, int overlap) {
        if (count == 1) {
            return side;
        }
        long covered = side + (long) (count - 1) * overlap;
        if (covered % count != 0) {
            long below = side - 1;
            while (below >= 2 && !splits(below, count, overlap)) {
                below--;
            }
            long above = side + 1;
            while (!splits(above, count, overlap)) {
                above++;
            }
            throw new IllegalArgumentException("An export " + name + " of " + side + " px does not split into "
                    + count + " tiles with " + overlap + " px overlap; use " + (below >= 2 ? below + " or " : "")
                    + above + " px, or another tile count.");
        }
        int tile = (int) (covered / count);
        if (tile <= overlap) {
            throw new IllegalArgumentException("Tiles of " + tile + " px cannot overlap by " + overlap
                    + " px: use fewer tiles or a smaller overlap.");
        }
        return tile;
    }
}
