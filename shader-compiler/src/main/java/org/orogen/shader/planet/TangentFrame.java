package org.orogen.shader.planet;

/**
 * The orthonormal frame in which sphere programs express gradients (twin of {@code ogn_planetSetup}
 * in {@code org/orogen/glsl/planet.glsl}): the outward normal (the local vertical), x = the map's
 * column direction (a cube face's {@code right}, or east on an equirectangular map) projected onto
 * the tangent plane, and y = normal × x (the row direction: a face's {@code up}, or north). A
 * height gradient {@code (dh/dx, dh/dy)} of a sphere bake is per metre along x and y, so a normal
 * map built from it is in this (the face's or map's) tangent space.
 *
 * @param normal unit outward normal
 * @param x      unit tangent along the map's columns
 * @param y      unit tangent along the map's rows
 */
public record TangentFrame(double[] normal, double[] x, double[] y) {

    /** The frame at map pixel {@code (px, py)} of {@code map}. */
    public static TangentFrame at(PlanetMap map, long px, long py) {
        double[] n = map.unitPoint(px, py);
        double[] right;
        if (map.layout() == PlanetMap.Layout.CUBE) {
            int[] r = map.face(Math.max(0, Math.min(px, map.width() - 1))).right();
            right = new double[] {r[0], r[1], r[2]};
        } else {
            double lon = Math.toRadians(-180.0 + 360.0 * px / (map.width() - 1));
            right = new double[] {Math.cos(lon), 0, -Math.sin(lon)};
        }
        double d = dot(right, n);
        double[] x = normalize(new double[] {right[0] - d * n[0], right[1] - d * n[1], right[2] - d * n[2]});
        double[] y = {n[1] * x[2] - n[2] * x[1], n[2] * x[0] - n[0] * x[2], n[0] * x[1] - n[1] * x[0]};
        return new TangentFrame(n, x, y);
    }

    /** The component of a 3D vector along x. */
    public double alongX(double[] v) {
        return dot(v, x);
    }

    /** The component of a 3D vector along y. */
    public double alongY(double[] v) {
        return dot(v, y);
    }

    /** The point {@code origin + dx · x + dy · y} (a step in the tangent plane). */
    public double[] step(double[] origin, double dx, double dy) {
        return new double[] {origin[0] + dx * x[0] + dy * y[0], origin[1] + dx * x[1] + dy * y[1],
                origin[2] + dx * x[2] + dy * y[2]};
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    private static double[] normalize(double[] v) {
        double l = Math.sqrt(dot(v, v));
        return new double[] {v[0] / l, v[1] / l, v[2] / l};
    }
}
