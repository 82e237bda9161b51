package org.orogen.graph;

/**
 * Where a graph's fields live: on a plane ({@link #PLANE}, positions in metres east and north,
 * the default) or on the surface of a sphere ({@link #sphere}, a planet of {@code radius}
 * metres, where noise is evaluated at the 3D surface point so there are no seams or poles).
 *
 * @param kind   plane or sphere
 * @param radius sphere radius in metres (0 for a plane)
 */
public record Domain(Kind kind, double radius) {

    /** The kinds of domain a graph can have. */
    public enum Kind {
        PLANE, SPHERE;

        /** The name used in {@code .graph} files. */
        public String fileName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Smallest planet radius, metres: below this a 16-octave fBm cannot keep its detail. */
    public static final double MIN_RADIUS = 1.0;
    /**
     * Largest planet radius, metres: surface points must stay below 2^24 m so that their whole
     * metres fit the shader's exact lattice split (the same bound as plane world coordinates).
     */
    public static final double MAX_RADIUS = 16_000_000.0;
    /** Earth's mean radius, metres: the radius of a new planet. */
    public static final double EARTH_RADIUS = 6_371_000.0;

    /** The plane: today's domain and the default. */
    public static final Domain PLANE = new Domain(Kind.PLANE, 0.0);

    public Domain {
        if (kind == null) {
            throw new IllegalArgumentException("A domain needs a kind (plane or sphere)");
        }
        if (kind == Kind.PLANE) {
            radius = 0.0;
        } else if (!Double.isFinite(radius) || radius < MIN_RADIUS || radius > MAX_RADIUS) {
            throw new IllegalArgumentException("A sphere's radius must be between " + (long) MIN_RADIUS + " and "
                    + (long) MAX_RADIUS + " m, got " + radius + " m");
        }
    }

    /** A planet of {@code radius} metres. */
    public static Domain sphere(double radius) {
        return new Domain(Kind.SPHERE, radius);
    }

    public boolean isSphere() {
        return kind == Kind.SPHERE;
    }
}
