package org.orogen.shader.reference;

/**
 * Gradient (Perlin) noise with quintic fade and analytic derivatives, docs/algorithms.md §2; twin of
 * {@code ogn_gradientNoise} in {@code org/orogen/glsl/noise.glsl}.
 *
 * <p>Corner gradients are one of 16 unit directions at angles {@code (k + 1/2) · 2π/16} (none
 * along an axis), picked by the top 4 bits of the corner's hash ({@link #direction}). The raw noise is bounded by
 * {@code √2 / 2}; every result is multiplied by {@link #NORMALIZATION} = √2 so that values lie in
 * [-1, 1] (typical standard deviation about 0.3). Gradients are per lattice cell.
 */
public final class GradientNoise {

    /** Output factor that maps the raw range ±√2/2 onto ±1. */
    public static final double NORMALIZATION = Math.sqrt(2.0);
    /** First-octant direction at 11.25°, as the exact float literal in noise.glsl. */
    static final float A_X = (float) Math.cos(Math.PI / 16), A_Y = (float) Math.sin(Math.PI / 16);
    /** First-octant direction at 33.75°. */
    static final float B_X = (float) Math.cos(3 * Math.PI / 16), B_Y = (float) Math.sin(3 * Math.PI / 16);

    private GradientNoise() {
    }

    /**
     * The gradient direction for a corner hash ({@code ogn_gradientDirection}): bit 28 picks the
     * 11.25° or the 33.75° direction, bit 29 swaps x and y, bit 30 negates x, bit 31 negates y —
     * the 16 directions at {@code (k + 1/2) · 2π/16}.
     *
     * @return {x, y}
     */
    public static double[] direction(int h) {
        boolean b = (h & 0x10000000) != 0;
        double x = b ? B_X : A_X;
        double y = b ? B_Y : A_Y;
        if ((h & 0x20000000) != 0) {
            double t = x;
            x = y;
            y = t;
        }
        return new double[] {(h & 0x40000000) != 0 ? -x : x, (h & 0x80000000) != 0 ? -y : y};
    }

    /** Noise value and exact gradient (per cell) at fraction {@code (fx, fy)} of cell {@code (cx, cy)}. */
    public static NoiseSample sample(int cx, int cy, double fx, double fy, int seedMix) {
        return evaluate(cx, cy, fx, fy, seedMix, false);
    }

    /**
     * The Scape "pseudo-derivative" variant: same value, but the gradient keeps only the fade
     * derivative terms ({@code du ⊙ (...)}) and drops the corner gradients. Not a true gradient;
     * used by IQ turbulence for its look.
     */
    public static NoiseSample pseudoDerivative(int cx, int cy, double fx, double fy, int seedMix) {
        return evaluate(cx, cy, fx, fy, seedMix, true);
    }

    private static NoiseSample evaluate(int cx, int cy, double fx, double fy, int seedMix, boolean pseudo) {
        double[] ga = direction(IntegerHash.cell(cx, cy, seedMix).x());
        double[] gb = direction(IntegerHash.cell(cx + 1, cy, seedMix).x());
        double[] gc = direction(IntegerHash.cell(cx, cy + 1, seedMix).x());
        double[] gd = direction(IntegerHash.cell(cx + 1, cy + 1, seedMix).x());
        double gax = ga[0], gay = ga[1];
        double gbx = gb[0], gby = gb[1];
        double gcx = gc[0], gcy = gc[1];
        double gdx = gd[0], gdy = gd[1];
        double va = gax * fx + gay * fy;
        double vb = gbx * (fx - 1) + gby * fy;
        double vc = gcx * fx + gcy * (fy - 1);
        double vd = gdx * (fx - 1) + gdy * (fy - 1);
        double ux = Fade.value(fx), uy = Fade.value(fy);
        double dux = Fade.derivative(fx), duy = Fade.derivative(fy);
        double k = va - vb - vc + vd;
        double n = va + ux * (vb - va) + uy * (vc - va) + ux * uy * k;
        double fadeX = dux * (uy * k + vb - va);
        double fadeY = duy * (ux * k + vc - va);
        double dx = fadeX;
        double dy = fadeY;
        if (!pseudo) {
            dx += gax + ux * (gbx - gax) + uy * (gcx - gax) + ux * uy * (gax - gbx - gcx + gdx);
            dy += gay + ux * (gby - gay) + uy * (gcy - gay) + ux * uy * (gay - gby - gcy + gdy);
        }
        return new NoiseSample(n, dx, dy).times(NORMALIZATION);
    }
}
