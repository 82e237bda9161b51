package org.orogen.shader;

/**
 * The uniforms that place a tile in the world without losing float precision (design:
 * {@code org/orogen/glsl/position.glsl} and docs/architecture.md, "Positions and precision").
 *
 * <p>World position {@code w} (double, metres) is split as {@code w = anchor + local}: the anchor
 * is a whole number of metres passed as {@code uniform ivec2 u_anchor}; the shader's {@code p} is
 * the small tile-local remainder. For a tile whose lower-left world corner is {@code origin},
 * the runtime sets {@code u_anchor = anchorX/Y} and {@code u_origin = originX/Y} (the corner
 * minus the anchor), then the compiler's {@code p = u_origin + offset · u_texelSize}.
 *
 * <p>{@link #forTile} puts the anchor on a grid of {@link #ANCHOR_STEP} metres, not at the tile's
 * corner: the shader's exact lattice part then has no low 12-bit piece to add, and tiles whose corner
 * lies in [0, {@code ANCHOR_STEP})² skip it (position.glsl). The price is a larger {@code p}
 * (below {@code ANCHOR_STEP} plus the tile's extent), whose float rounding stays under half a
 * millimetre for tiles up to 4096 m wide, the same wherever the tile lies.
 *
 * @param anchorX  whole metres, the value of {@code u_anchor.x}
 * @param anchorY  whole metres, the value of {@code u_anchor.y}
 * @param originX  the tile corner minus the anchor, metres: the value of {@code u_origin.x}
 * @param originY  the value of {@code u_origin.y}
 */
public record WorldAnchor(int anchorX, int anchorY, float originX, float originY) {

    /** GLSL name of the anchor uniform ({@code ivec2}), declared by position.glsl. */
    public static final String ANCHOR_UNIFORM = "u_anchor";
    /** GLSL name of the tile-local origin uniform ({@code vec2}), declared by the compiler. */
    public static final String ORIGIN_UNIFORM = "u_origin";
    /**
     * Largest supported |world coordinate| in metres: the anchor must be below 2^24 so that its
     * 12-bit pieces keep the shader's lattice products exact. 16 777 km covers any real map.
     */
    public static final double MAX_WORLD_COORDINATE = (1 << 24) - 2;
    /**
     * Metres between the anchors {@link #forTile} chooses: 2^12, the size of the low piece the shader splits
     * an anchor into, so that piece is always zero.
     */
    public static final int ANCHOR_STEP = 1 << 12;

    public WorldAnchor {
        if (Math.abs((long) anchorX) > (1 << 24) || Math.abs((long) anchorY) > (1 << 24)) {
            throw new IllegalArgumentException("anchor (" + anchorX + ", " + anchorY
                    + ") is outside ±2^24 m; keep world positions within ±" + (long) MAX_WORLD_COORDINATE + " m");
        }
    }

    /**
     * The anchor for a tile whose lower-left corner is at world {@code (x, y)} metres: the corner rounded down
     * to a multiple of {@link #ANCHOR_STEP}, so the origin is in [0, 4096) m.
     */
    public static WorldAnchor forTile(double x, double y) {
        requireInRange("x", x);
        requireInRange("y", y);
        double ax = Math.floor(x / ANCHOR_STEP) * ANCHOR_STEP;
        double ay = Math.floor(y / ANCHOR_STEP) * ANCHOR_STEP;
        return new WorldAnchor((int) ax, (int) ay, (float) (x - ax), (float) (y - ay));
    }

    /** The anchor at the world origin: {@code p} is the world position itself. */
    public static WorldAnchor origin() {
        return new WorldAnchor(0, 0, 0f, 0f);
    }

    /** The world position (double) of an anchor-relative position {@code p} in metres. */
    public double worldX(double localX) {
        return anchorX + localX;
    }

    /** The world position (double) of an anchor-relative position {@code p} in metres. */
    public double worldY(double localY) {
        return anchorY + localY;
    }

    private static void requireInRange(String axis, double v) {
        if (!Double.isFinite(v) || Math.abs(v) > MAX_WORLD_COORDINATE) {
            throw new IllegalArgumentException("tile origin " + axis + " = " + v + " m is not supported; world "
                    + "positions must be finite and within ±" + (long) MAX_WORLD_COORDINATE + " m (2^24 m)");
        }
    }
}
