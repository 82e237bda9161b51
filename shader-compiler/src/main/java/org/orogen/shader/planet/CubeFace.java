package org.orogen.shader.planet;

/**
 * The six faces of a cube-sphere planet, in OpenGL cube-map order (+X, −X, +Y, −Y, +Z, −Z), with
 * the orientation of OpenGL's (and Direct3D's) cube-map face table: an exported face image, row 0
 * at the top and column 0 at the left, loads as that cube-map face, so sampling the cube map with
 * a surface direction returns the height there. The planet's north pole is +Y; longitude 0 is +Z
 * and longitude 90° east is +X.
 *
 * <p>Face pixel {@code (i, j)} of an {@code n × n} face, with {@code j} counted from the face's
 * bottom row (the engine's rows grow north), lies at cube point
 * {@code axis + s · right + t · up}, with {@code s = (2i − (n − 1)) / (n − 1)} and
 * {@code t = (2j − (n − 1)) / (n − 1)}, both in [−1, 1]. Edge pixels lie exactly on the cube's
 * edges, so neighbouring faces sample the same points there.
 */
public enum CubeFace {
    POS_X("px", new int[] {1, 0, 0}, new int[] {0, 0, -1}, new int[] {0, 1, 0}),
    NEG_X("nx", new int[] {-1, 0, 0}, new int[] {0, 0, 1}, new int[] {0, 1, 0}),
    POS_Y("py", new int[] {0, 1, 0}, new int[] {1, 0, 0}, new int[] {0, 0, -1}),
    NEG_Y("ny", new int[] {0, -1, 0}, new int[] {1, 0, 0}, new int[] {0, 0, 1}),
    POS_Z("pz", new int[] {0, 0, 1}, new int[] {1, 0, 0}, new int[] {0, 1, 0}),
    NEG_Z("nz", new int[] {0, 0, -1}, new int[] {-1, 0, 0}, new int[] {0, 1, 0});

    private final String label;
    private final int[] axis;
    private final int[] right;
    private final int[] up;

    CubeFace(String label, int[] axis, int[] right, int[] up) {
        this.label = label;
        this.axis = axis;
        this.right = right;
        this.up = up;
    }

    /** Short name used in file names: px, nx, py, ny, pz, nz. */
    public String label() {
        return label;
    }

    /** The face's outward axis (a unit vector along x, y or z). */
    public int[] axis() {
        return axis.clone();
    }

    /** The cube direction of growing columns (image left to right). */
    public int[] right() {
        return right.clone();
    }

    /** The cube direction of growing rows counted from the bottom (image bottom to top). */
    public int[] up() {
        return up.clone();
    }

    /** Component {@code c} of the cube point {@code axis + s · right + t · up} (exact: one term is non-zero). */
    public double cubeComponent(int c, double s, double t) {
        return axis[c] + right[c] * s + up[c] * t;
    }
}
