package org.orogen.shader.planet;

/**
 * How a point on the cube [−1, 1]³ is carried onto the unit sphere.
 *
 * <ul>
 *   <li>{@link #GNOMONIC}: {@code c / |c|}, the projection GPU cube maps sample with, so exported
 *       faces load as a cube map; texels near the cube's corners cover about 5.2 times less area
 *       than at a face's centre.</li>
 *   <li>{@link #UNIFORM}: {@code x' = x·√(1 − y²/2 − z²/2 + y²z²/3)} and cyclically, a mapping
 *       that spreads texels far more evenly (largest to smallest texel area 4/3, measured numerically) for
 *       planet renderers that build their own cube-sphere meshes with the same formula.</li>
 * </ul>
 */
public enum CubeMapping {
    GNOMONIC, UNIFORM;

    /** The unit-sphere point of cube point {@code (x, y, z)} (one component ±1), in double precision. */
    public double[] toSphere(double x, double y, double z) {
        if (this == GNOMONIC) {
            double length = Math.sqrt(x * x + y * y + z * z);
            return new double[] {x / length, y / length, z / length};
        }
        double x2 = x * x;
        double y2 = y * y;
        double z2 = z * z;
        return new double[] {
                x * Math.sqrt(1.0 - (y2 + z2) * 0.5 + y2 * z2 / 3.0),
                y * Math.sqrt(1.0 - (z2 + x2) * 0.5 + z2 * x2 / 3.0),
                z * Math.sqrt(1.0 - (x2 + y2) * 0.5 + x2 * y2 / 3.0)};
    }
}
