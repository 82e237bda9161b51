package org.orogen.shader.reference;

/**
 * 3D gradient noise with quintic fade and analytic gradient, twin of the 3D
 * {@code ogn_gradientNoiseAndPseudo} in {@code org/orogen/glsl/noise.glsl} (planets). Corner
 * gradients are Perlin's 12 cube-edge directions {@code (±1, ±1, 0) / √2} etc., four of them twice
 * (16 in all, picked by the top 4 bits of the corner hash; Perlin, "Improving noise", 2002). The
 * raw noise of unit gradients is bounded by {@code √3 / 2}; results are multiplied by
 * {@link #NORMALIZATION} so that values lie in [-1, 1]. Gradients are per lattice cell.
 */
public final class GradientNoise3 {

    /** Output factor mapping the raw range ±√3/2 onto ±1 (the float literal of noise.glsl). */
    public static final double NORMALIZATION = 1.15470053837925153f;
    /** 1/√2 as the float literal of noise.glsl. */
    static final double HALF_SQRT2 = 0.70710678118654752f;

    private GradientNoise3() {
    }

    /** The gradient direction for a corner hash word ({@code ogn_gradientDirection(uvec3)}), {x, y, z}. */
    public static double[] direction(int h) {
        int k = h >>> 28;
        double a = (k & 1) == 0 ? HALF_SQRT2 : -HALF_SQRT2;
        double b = (k & 2) == 0 ? HALF_SQRT2 : -HALF_SQRT2;
        if (k < 4) {
            return new double[] {a, b, 0};
        } else if (k < 8) {
            return new double[] {a, 0, b};
        } else if (k < 12) {
            return new double[] {0, a, b};
        }
        return k < 14 ? new double[] {a, b, 0} : new double[] {0, a, b};
    }

    /** {value, d/dx, d/dy, d/dz} (per cell) at fraction {@code f} of cell {@code c}. */
    public static double[] sample(int[] c, double[] f, int seedMix) {
        double[][] g = new double[8][];
        double[] v = new double[8];
        for (int corner = 0; corner < 8; corner++) {
            int ox = corner & 1;
            int oy = (corner >> 1) & 1;
            int oz = (corner >> 2) & 1;
            g[corner] = direction(IntegerHash.cell(c[0] + ox, c[1] + oy, c[2] + oz, seedMix)[0]);
            v[corner] = g[corner][0] * (f[0] - ox) + g[corner][1] * (f[1] - oy) + g[corner][2] * (f[2] - oz);
        }
        // corners a..h of noise.glsl: a=000, b=100, c=010, d=110, e=001, f=101, g=011, h=111
        double va = v[0], vb = v[1], vc = v[2], vd = v[3], ve = v[4], vf = v[5], vg = v[6], vh = v[7];
        double ux = Fade.value(f[0]), uy = Fade.value(f[1]), uz = Fade.value(f[2]);
        double kxy = va - vb - vc + vd;
        double kyz = va - vc - ve + vg;
        double kzx = va - vb - ve + vf;
        double kxyz = -va + vb + vc - vd + ve - vf - vg + vh;
        double n = va + ux * (vb - va) + uy * (vc - va) + uz * (ve - va) + ux * uy * kxy + uy * uz * kyz
                + uz * ux * kzx + ux * uy * uz * kxyz;
        double[] fade = {
                Fade.derivative(f[0]) * (vb - va + uy * kxy + uz * kzx + uy * uz * kxyz),
                Fade.derivative(f[1]) * (vc - va + uz * kyz + ux * kxy + uz * ux * kxyz),
                Fade.derivative(f[2]) * (ve - va + ux * kzx + uy * kyz + ux * uy * kxyz)};
        double[] out = {NORMALIZATION * n, 0, 0, 0};
        for (int i = 0; i < 3; i++) {
            double grad = g[0][i] + ux * (g[1][i] - g[0][i]) + uy * (g[2][i] - g[0][i]) + uz * (g[4][i] - g[0][i])
                    + ux * uy * (g[0][i] - g[1][i] - g[2][i] + g[3][i])
                    + uy * uz * (g[0][i] - g[2][i] - g[4][i] + g[6][i])
                    + uz * ux * (g[0][i] - g[1][i] - g[4][i] + g[5][i])
                    + ux * uy * uz * (-g[0][i] + g[1][i] + g[2][i] - g[3][i] + g[4][i] - g[5][i] - g[6][i] + g[7][i]);
            out[1 + i] = NORMALIZATION * (grad + fade[i]);
        }
        return out;
    }
}
