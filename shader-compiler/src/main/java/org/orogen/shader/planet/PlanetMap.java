package org.orogen.shader.planet;

/**
 * How the pixels of a planet bake are laid out: the six cube faces side by side, or one
 * equirectangular (longitude × latitude) map. A planet bake places its blocks in <em>map
 * pixels</em>: world position {@code (x, y)} of the plane machinery is the integer pixel
 * {@code (x, y)} of this map, {@code y} growing north, and the shader turns it into a surface
 * point. This class is the double-precision Java twin of that mapping (planet.glsl).
 *
 * <ul>
 *   <li>{@link Layout#CUBE}: {@code width = 6 n}, {@code height = n}; face {@code x / n} in
 *       {@link CubeFace} order, face pixel {@code (x mod n, y)}.</li>
 *   <li>{@link Layout#EQUIRECTANGULAR}: longitude {@code −180° + 360° · x / (width − 1)},
 *       latitude {@code −90° + 180° · y / (height − 1)}: the first and last columns both lie on
 *       the 180° meridian, the first and last rows on the poles (pixels on grid vertices, as
 *       everywhere in Orogen).</li>
 * </ul>
 *
 * @param layout  cube faces or equirectangular
 * @param width   map pixels along x (6 × face size for cube faces)
 * @param height  map pixels along y (the face size for cube faces)
 * @param mapping cube-to-sphere mapping (ignored by the equirectangular layout)
 */
public record PlanetMap(Layout layout, int width, int height, CubeMapping mapping) {

    /** Pixel layouts of a planet bake. */
    public enum Layout {
        CUBE, EQUIRECTANGULAR;

        /** The code the shader reads in {@code u_planetMap.x}. */
        public int code() {
            return ordinal();
        }
    }

    /** GLSL name of the {@code vec4} uniform: (layout code, width, height, mapping code). */
    public static final String UNIFORM = "u_planetMap";

    public PlanetMap {
        if (layout == null || mapping == null) {
            throw new IllegalArgumentException("A planet map needs a layout and a cube mapping");
        }
        if (width < 2 || height < 2) {
            throw new IllegalArgumentException("A planet map needs at least 2 x 2 pixels, got " + width + "x" + height);
        }
        if (layout == Layout.CUBE && width != 6 * height) {
            throw new IllegalArgumentException("A cube layout is six n x n faces side by side (width 6n), got "
                    + width + "x" + height);
        }
        if ((long) width * 2 >= (1L << 24) || (long) height * 2 >= (1L << 24)) {
            throw new IllegalArgumentException("A planet map side must stay below 2^23 pixels, got " + width + "x" + height);
        }
    }

    /** Six {@code n × n} faces. */
    public static PlanetMap cube(int faceSize, CubeMapping mapping) {
        return new PlanetMap(Layout.CUBE, 6 * faceSize, faceSize, mapping);
    }

    /** An equirectangular map of {@code width × height} pixels. */
    public static PlanetMap equirectangular(int width, int height) {
        return new PlanetMap(Layout.EQUIRECTANGULAR, width, height, CubeMapping.GNOMONIC);
    }

    /** Pixels along a cube face's side (the height); for an equirectangular map, its height. */
    public int faceSize() {
        return height;
    }

    /** The face holding map column {@code x} (cube layout only). */
    public CubeFace face(long x) {
        if (layout != Layout.CUBE) {
            throw new IllegalStateException("An equirectangular map has no faces");
        }
        return CubeFace.values()[(int) (x / height)];
    }

    /** The four values of {@link #UNIFORM}. */
    public float[] uniformValue() {
        return new float[] {layout.code(), width, height, mapping.ordinal()};
    }

    /**
     * Unit-sphere point of map pixel {@code (x, y)} ({@code y} counted from the bottom row), in
     * double precision. For the cube layout the face coordinates are formed from integers
     * ({@code (2i − (n − 1)) / (n − 1)}), so a pixel on a shared edge gets the same point from both faces; every
     * pixel of an equirectangular map's first and last rows is exactly its pole.
     */
    public double[] unitPoint(long x, long y) {
        if (layout == Layout.CUBE) {
            int n = height;
            CubeFace f = face(x);
            long i = x - (long) f.ordinal() * n;
            double s = (double) (2 * i - (n - 1)) / (n - 1);
            double t = (double) (2 * y - (n - 1)) / (n - 1);
            return mapping.toSphere(f.cubeComponent(0, s, t), f.cubeComponent(1, s, t), f.cubeComponent(2, s, t));
        }
        if (y == 0 || y == height - 1) {
            // A pole, one point for every column: cos(±90°) is not 0 in floating point (shader twin: planet.glsl).
            return new double[] {0.0, y == 0 ? -1.0 : 1.0, 0.0};
        }
        double lon = Math.toRadians(-180.0 + 360.0 * x / (width - 1));
        double lat = Math.toRadians(-90.0 + 180.0 * y / (height - 1));
        return unitPoint(lat, lon);
    }

    /** Unit-sphere point at latitude and longitude (radians): north is +Y, longitude 0 is +Z, 90° east is +X. */
    public static double[] unitPoint(double latitude, double longitude) {
        double c = Math.cos(latitude);
        return new double[] {c * Math.sin(longitude), Math.sin(latitude), c * Math.cos(longitude)};
    }
}
