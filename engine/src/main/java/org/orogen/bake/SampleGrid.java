package org.orogen.bake;

/**
 * Where the pixels of an export lie in the world. Pixels are samples at grid vertices, edges
 * included (the way engines treat heightmaps: a 1009-pixel side spans 1008 cells), so a
 * {@code width}-pixel row covers {@code extentX} metres with spacing {@code extentX / (width − 1)}.
 * Row 0 is the north edge (largest world y) and rows run south; column 0 is the west edge.
 *
 * @param originX west edge in world metres
 * @param originY south edge in world metres
 * @param extentX world width covered, metres
 * @param extentY world height covered, metres
 * @param width   pixels per row (at least 2)
 * @param height  rows (at least 2)
 * @param planet  the planet map whose pixels these are ({@link #onPlanet}), or null on the plane
 */
public record SampleGrid(double originX, double originY, double extentX, double extentY, int width, int height,
                         PlanetSurface planet) {

    /** A grid on the plane. */
    public SampleGrid(double originX, double originY, double extentX, double extentY, int width, int height) {
        this(originX, originY, extentX, extentY, width, height, null);
    }

    /**
     * The pixels of a planet map. Its "world" is the map's pixel lattice: column {@code c} lies at
     * x = c and row {@code r} at y = height − 1 − r, the map pixel the shader turns into a surface
     * point (texel size 1, exact integers), so row 0 is the map's top (northmost) row.
     */
    public static SampleGrid onPlanet(PlanetSurface planet) {
        int w = planet.map().width();
        int h = planet.map().height();
        return new SampleGrid(0, 0, w - 1, h - 1, w, h, planet);
    }

    /** Whether these are the pixels of a planet map rather than of a plane. */
    public boolean isPlanet() {
        return planet != null;
    }

    public SampleGrid {
        if (width < 2 || height < 2) {
            throw new IllegalArgumentException("An export needs at least 2x2 pixels, got " + width + "x" + height);
        }
        if (!(extentX > 0) || !(extentY > 0) || !Double.isFinite(extentX) || !Double.isFinite(extentY)) {
            throw new IllegalArgumentException("The world extent must be positive and finite, got "
                    + extentX + " x " + extentY + " m");
        }
        if (!Double.isFinite(originX) || !Double.isFinite(originY)) {
            throw new IllegalArgumentException("The world origin must be finite, got " + originX + ", " + originY);
        }
        if (planet != null && (originX != 0 || originY != 0 || extentX != width - 1 || extentY != height - 1
                || width != planet.map().width() || height != planet.map().height())) {
            throw new IllegalArgumentException("A planet grid covers its map's pixels exactly; use SampleGrid.onPlanet");
        }
    }

    /** Metres between neighbouring columns. */
    public double spacingX() {
        return extentX / (width - 1);
    }

    /** Metres between neighbouring rows. */
    public double spacingY() {
        return extentY / (height - 1);
    }

    /** World x of column {@code column}. */
    public double worldX(long column) {
        return originX + column * spacingX();
    }

    /** World y of row {@code row} (row 0 is the north edge). */
    public double worldY(long row) {
        return originY + extentY - row * spacingY();
    }
}
