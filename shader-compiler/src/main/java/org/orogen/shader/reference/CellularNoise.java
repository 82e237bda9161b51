package org.orogen.shader.reference;

/**
 * Cellular (Worley) noise: distances to the nearest (F1) and second-nearest (F2) feature point,
 * with gradients, docs/algorithms.md §2; twin of {@code ogn_cellular}.
 *
 * <p>Each lattice cell holds one feature point at {@code cell + 0.5 + jitter · (u − 0.5)}, with
 * {@code u} two hash-derived numbers in [0, 1). The search covers the 5×5 cells around the
 * sample, which is exact for every jitter in [0, 1] (a 3×3 search misses F2 near cell corners).
 * Distances are in lattice cells (F1 lies in [0, about 1.1]); gradients are per cell: the unit
 * vector from the feature point to the sample.
 */
public final class CellularNoise {

    private CellularNoise() {
    }

    /** F1 and F2 with gradients. */
    public record Sample(NoiseSample f1, NoiseSample f2) {
    }

    public static Sample sample(int cx, int cy, double fx, double fy, int seedMix, double jitter) {
        double d1 = Double.MAX_VALUE, d2 = Double.MAX_VALUE;
        double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
        for (int j = -2; j <= 2; j++) {
            for (int i = -2; i <= 2; i++) {
                IntegerHash.Pair h = IntegerHash.cell(cx + i, cy + j, seedMix);
                // offset from the feature point to the sample, in cells
                double ox = fx - (i + 0.5 + jitter * (IntegerHash.unitFloat(h.x()) - 0.5));
                double oy = fy - (j + 0.5 + jitter * (IntegerHash.unitFloat(h.y()) - 0.5));
                double d = Math.sqrt(ox * ox + oy * oy);
                if (d < d1) {
                    d2 = d1; x2 = x1; y2 = y1;
                    d1 = d; x1 = ox; y1 = oy;
                } else if (d < d2) {
                    d2 = d; x2 = ox; y2 = oy;
                }
            }
        }
        double s1 = 1.0 / Math.max(d1, 1e-9), s2 = 1.0 / Math.max(d2, 1e-9);
        return new Sample(new NoiseSample(d1, x1 * s1, y1 * s1), new NoiseSample(d2, x2 * s2, y2 * s2));
    }

    /**
     * 3D cellular noise (planets), twin of {@code ogn_cellular(uvec3, ...)}: one feature point per
     * 3D cell as in 2D, searched over the 5×5×5 cells around the sample (exact for jitter in
     * [0, 1]: F2 ≤ √3, while every cell three away along an axis is at least 2 cells away).
     *
     * @return {F1, F2}, each {distance, d/dx, d/dy, d/dz} in lattice cells
     */
    public static double[][] sample3(int[] c, double[] f, int seedMix, double jitter) {
        double d1 = Double.MAX_VALUE, d2 = Double.MAX_VALUE;
        double[] o1 = new double[3], o2 = new double[3];
        for (int k = -2; k <= 2; k++) {
            for (int j = -2; j <= 2; j++) {
                for (int i = -2; i <= 2; i++) {
                    int[] h = IntegerHash.cell(c[0] + i, c[1] + j, c[2] + k, seedMix);
                    int[] offset = {i, j, k};
                    double[] o = new double[3];
                    for (int a = 0; a < 3; a++) {
                        o[a] = f[a] - (offset[a] + 0.5 + jitter * (IntegerHash.unitFloat(h[a]) - 0.5));
                    }
                    double d = Math.sqrt(o[0] * o[0] + o[1] * o[1] + o[2] * o[2]);
                    if (d < d1) {
                        d2 = d1; o2 = o1;
                        d1 = d; o1 = o;
                    } else if (d < d2) {
                        d2 = d; o2 = o;
                    }
                }
            }
        }
        return new double[][] {unitGradient(d1, o1), unitGradient(d2, o2)};
    }

    private static double[] unitGradient(double d, double[] o) {
        double s = 1.0 / Math.max(d, 1e-9);
        return new double[] {d, o[0] * s, o[1] * s, o[2] * s};
    }
}
