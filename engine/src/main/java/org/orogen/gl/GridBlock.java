package org.orogen.gl;

import org.orogen.graph.WorldExtent;
import org.orogen.shader.WorldAnchor;
import org.orogen.shader.planet.PlanetMap;

/**
 * Where a block of pixels lies in the world: pixel (i, j) samples world position
 * {@code (worldX + i × texelX, worldY + j × texelY)}, with j growing north (texture rows bottom-up).
 * Pixels lie on grid vertices: an n-pixel side covering an extent of e metres has spacing
 * {@code e / (n − 1)} ({@link #spacing}), so the first and last pixels sample the extent's edges
 * exactly. That is the one definition of texel size for every user of the {@link FieldEvaluator}
 * (export, preview, thumbnails, render, benchmarks).
 *
 * @param worldX world x of pixel (0, 0), metres
 * @param worldY world y of pixel (0, 0), metres
 * @param texelX metres between horizontally adjacent pixels
 * @param texelY metres between vertically adjacent pixels
 * @param width  pixels
 * @param height pixels
 * @param planet the planet map whose pixels this block covers, or null on a plane. On a planet
 *               the world position is the map pixel ({@link #onPlanet}): texel size 1, integer
 *               corners, and the shader turns pixels into surface points ({@link PlanetMap})
 * @param firstRow the lowest row evaluated: the rows below it are not shaded (compute dispatches start
 *                 there; the fragment path scissors them off). Every evaluated pixel keeps the block's
 *                 placement, so its bits do not depend on it
 */
public record GridBlock(double worldX, double worldY, double texelX, double texelY, int width, int height,
                        PlanetMap planet, int firstRow) {

    /** A block on the plane. */
    public GridBlock(double worldX, double worldY, double texelX, double texelY, int width, int height) {
        this(worldX, worldY, texelX, texelY, width, height, null, 0);
    }

    /** A block of {@code planet}'s pixels (on the plane when null), every row evaluated. */
    public GridBlock(double worldX, double worldY, double texelX, double texelY, int width, int height,
                     PlanetMap planet) {
        this(worldX, worldY, texelX, texelY, width, height, planet, 0);
    }

    /**
     * The {@code width × height} block of {@code map}'s pixels whose south-west pixel is map pixel
     * {@code (x, y)} ({@code y} counted from the bottom row). Pixels outside the map (a halo past
     * the edge) are still evaluated; only their placement is extrapolated.
     */
    public static GridBlock onPlanet(PlanetMap map, long x, long y, int width, int height) {
        if (map == null) {
            throw new IllegalArgumentException("A planet block needs its planet map");
        }
        return new GridBlock(x, y, 1.0, 1.0, width, height, map);
    }

    public GridBlock {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("A grid block needs at least 1x1 pixels, got " + width + "x" + height);
        }
        if (!(texelX > 0) || !(texelY > 0) || !Double.isFinite(texelX) || !Double.isFinite(texelY)) {
            throw new IllegalArgumentException("Texel size must be positive and finite, got " + texelX + " x " + texelY);
        }
        if (firstRow < 0 || firstRow >= height) {
            throw new IllegalArgumentException("The first evaluated row must lie in the block's " + height
                    + " rows, got " + firstRow);
        }
    }

    /**
     * This block evaluated from row {@code row} up only: the same placement (so the same bits for every
     * evaluated pixel), fewer rows to shade.
     */
    public GridBlock fromRow(int row) {
        return rows(row, height);
    }

    /**
     * This block evaluated over its rows {@code [first, end)} only: the same placement (so the same bits for
     * every evaluated pixel), the rows from {@code end} up left out too (its height becomes {@code end}).
     */
    public GridBlock rows(int first, int end) {
        if (end < 1 || end > height) {
            throw new IllegalArgumentException("The rows of a block end within its " + height + " rows, got " + end);
        }
        return new GridBlock(worldX, worldY, texelX, texelY, width, end, planet, first);
    }

    /** This block with another width and height, the same placement and first row (a stage's halo'd block). */
    public GridBlock resized(int newWidth, int newHeight) {
        return new GridBlock(worldX, worldY, texelX, texelY, newWidth, newHeight, planet, firstRow);
    }

    /** Spacing of {@code pixels} samples on grid vertices across {@code extent} metres (the extent for one pixel). */
    public static double spacing(double extent, int pixels) {
        return pixels > 1 ? extent / (pixels - 1) : extent;
    }

    /** A {@code width × height} block whose corner pixels sample the corners of {@code extent} (pixel (0, 0) south-west). */
    public static GridBlock covering(WorldExtent extent, int width, int height) {
        return new GridBlock(extent.originX(), extent.originY(), spacing(extent.width(), width),
                spacing(extent.height(), height), width, height);
    }

    /** The anchor and tile-local origin of pixel (0, 0) ({@link WorldAnchor#forTile}). */
    public WorldAnchor anchor() {
        return WorldAnchor.forTile(worldX, worldY);
    }

    /** World x of pixel column {@code i}. */
    public double pixelX(long i) {
        return worldX + i * texelX;
    }

    /** World y of pixel row {@code j} (rows grow north). */
    public double pixelY(long j) {
        return worldY + j * texelY;
    }
}
