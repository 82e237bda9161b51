package org.orogen.shader.reference;

/**
 * Value noise with quintic fade and analytic derivatives (Quilez's {@code morenoise}),
 * docs/algorithms.md §2; twin of {@code ogn_valueNoise}. Corner values are
 * {@code 2 · unitFloat(hash.x) − 1}, so the output lies in [-1, 1] with no further factor.
 * Gradients are per lattice cell.
 */
public final class ValueNoise {

    private ValueNoise() {
    }

    public static NoiseSample sample(int cx, int cy, double fx, double fy, int seedMix) {
        double a = corner(cx, cy, seedMix);
        double b = corner(cx + 1, cy, seedMix);
        double c = corner(cx, cy + 1, seedMix);
        double d = corner(cx + 1, cy + 1, seedMix);
        double ux = Fade.value(fx), uy = Fade.value(fy);
        double k = a - b - c + d;
        double n = a + (b - a) * ux + (c - a) * uy + k * ux * uy;
        return new NoiseSample(n,
                Fade.derivative(fx) * ((b - a) + k * uy),
                Fade.derivative(fy) * ((c - a) + k * ux));
    }

    private static double corner(int cx, int cy, int seedMix) {
        return 2.0 * IntegerHash.unitFloat(IntegerHash.cell(cx, cy, seedMix).x()) - 1.0;
    }
}
