package org.orogen.shader.reference;

/**
 * Gradient (Perlin) noise with quintic fade and analytic derivatives, ALGORITHMS.md §2; twin of
 * {@code ogn_gradientNoise} in {@code org/orogen/glsl/noise.glsl}.
 *
 * <p>Corner gradients are one of 16 unit directions at angles {@code (k + 1/2) · 2π/16} (none
 * along an axis), picked by the top 4 bits of the corner's hash. The raw noise is bounded by
 * {@code √2 / 2}; every result is multiplied by {@link #NORMALIZATION} = √2 so that values lie in
 * [-1, 1] (typical standard deviation about 0.3). Gradients are per lattice cell.
 */
public final class GradientNoise {

    /** Output factor that maps the raw range ±√2/2 onto ±1. */
    public static final double NORMALIZATION = Math.sqrt(2.0);
    private static final float[] DIR_X = new float[16];
    private static final float[] DIR_Y = new float[16];

    static {
        for (int k = 0; k < 16; k++) {
            double angle = (k + 0.5) * (2.0 * Math.PI / 16.0);
            DIR_X[k] = (float) Math.cos(angle);
            DIR_Y[k] = (float) Math.sin(angle);
        }
    }

    private GradientNoise() {
    }

    /** X component of gradient direction {@code k} as the float literal in noise.glsl. */
    public static float directionX(int k) {
        return DIR_X[k];
    }

    /** Y component of gradient direction {@code k}. */
    public static float directionY(int k) {
        return DIR_Y[k];
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
        int ka = IntegerHash.cell(cx, cy, seedMix).x() >>> 28;
        int kb = IntegerHash.cell(cx + 1, cy, seedMix).x() >>> 28;
        int kc = IntegerHash.cell(cx, cy + 1, seedMix).x() >>> 28;
        int kd = IntegerHash.cell(cx + 1, cy + 1, seedMix).x() >>> 28;
        double gax = DIR_X[ka], gay = DIR_Y[ka];
        double gbx = DIR_X[kb], gby = DIR_Y[kb];
        double gcx = DIR_X[kc], gcy = DIR_Y[kc];
        double gdx = DIR_X[kd], gdy = DIR_Y[kd];
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
