package org.orogen.shader.reference;

/**
 * The 3D lattice of planets, twin of the frame helpers in {@code org/orogen/glsl/planet.glsl}:
 * octave frames {@code G = quantize(frequency · R^i)}, with {@code R} the rotation by
 * {@code atan2(3, 4)} about the axis {@code (2, 3, 6) / 7} (an irrational fraction of a turn) and
 * every entry truncated to 12 significant bits ({@link Lattice#quantize}) as in 2D, the seed
 * offset of an octave, and the double-precision split of {@code G · w + offset} into a cell and a
 * fraction.
 */
public final class Lattice3 {
    /** Rotation table length: octave {@code i} uses entry {@code i % ROTATIONS}. */
    public static final int ROTATIONS = 16;
    /** Row-major entries {@code R^i[r][c]}, each float and quantized (the GLSL table {@code OGN_ROTATION3}). */
    private static final float[][] ROTATION = new float[ROTATIONS][9];

    static {
        double[] k = {2.0 / 7, 3.0 / 7, 6.0 / 7};
        double theta = Math.atan2(0.6, 0.8);
        double[][] cross = {{0, -k[2], k[1]}, {k[2], 0, -k[0]}, {-k[1], k[0], 0}};
        for (int i = 0; i < ROTATIONS; i++) {
            double c = Math.cos(i * theta);
            double s = Math.sin(i * theta);
            for (int r = 0; r < 3; r++) {
                for (int col = 0; col < 3; col++) {
                    double v = (r == col ? c : 0) + s * cross[r][col] + (1 - c) * k[r] * k[col];
                    ROTATION[i][3 * r + col] = Lattice.quantize((float) v);
                }
            }
        }
    }

    private Lattice3() {
    }

    /** A lattice position: wrapped integer cell (unsigned 32-bit in ints) and fraction in [0, 1)³. */
    public record Point(int[] cell, double[] f) {
    }

    /** Entry {@code (row, column)} of octave {@code i}'s quantized rotation. */
    public static float rotation(int octave, int row, int column) {
        return ROTATION[Math.floorMod(octave, ROTATIONS)][3 * row + column];
    }

    /** Octave frame, row-major ({@code ogn_octaveFrame} in planet.glsl): identity rotation when not rotating. */
    public static float[] frame(float frequency, int octave, boolean rotate) {
        float[] g = new float[9];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                float rot = rotate ? rotation(octave, r, c) : (r == c ? 1f : 0f);
                g[3 * r + c] = Lattice.quantize(frequency * rot);
            }
        }
        return g;
    }

    /** The seed-derived fractional lattice offset of an octave ({@code ogn_octaveOffset} on a sphere). */
    public static double[] octaveOffset(int octaveSeed) {
        int[] h = IntegerHash.pcg3d(octaveSeed, IntegerHash.OFFSET_SALT, 0);
        return new double[] {IntegerHash.unitFloat(h[0]), IntegerHash.unitFloat(h[1]), IntegerHash.unitFloat(h[2])};
    }

    /** Locates a 3D point (metres) in double precision: {@code G · w + offset}, split into cell and fraction. */
    public static Point locate(double[] w, float[] g, double[] offset) {
        int[] cell = new int[3];
        double[] f = new double[3];
        for (int r = 0; r < 3; r++) {
            double x = g[3 * r] * w[0] + g[3 * r + 1] * w[1] + g[3 * r + 2] * w[2] + offset[r];
            double i = Math.floor(x);
            cell[r] = (int) (long) i;
            f[r] = x - i;
        }
        return new Point(cell, f);
    }

    /** A gradient per lattice cell as a gradient per metre in 3D: {@code Gᵀ · g}. */
    public static double[] toWorld(float[] g, double[] lattice) {
        double[] out = new double[3];
        for (int c = 0; c < 3; c++) {
            out[c] = g[c] * lattice[0] + g[3 + c] * lattice[1] + g[6 + c] * lattice[2];
        }
        return out;
    }
}
