package org.orogen.shader.reference;

/**
 * Fractal Brownian motion of gradient noise in double precision, twin of the {@code fractal.fbm}
 * node: {@code h(w) = amplitude · Σ_i gain^i · n_i(G_i · w + o_i) / Σ_i gain^i}, where
 * {@code G_i} is octave i's quantized frame ({@link Lattice#frame}), {@code o_i} its seed offset
 * and {@code n_i} gradient noise keyed with the octave's seed. Dividing by the amplitude sum
 * keeps the result in [-amplitude, amplitude]. Gradients are per metre.
 *
 * @param scale       feature size of the first octave, metres
 * @param amplitude   output multiplier, metres
 * @param octaves     number of octaves, at least 1
 * @param lacunarity  frequency ratio between octaves
 * @param gain        amplitude ratio between octaves
 * @param rotate      rotate each octave by the next power of the 3-4-5 rotation
 * @param seed        the node seed (already mixed with the graph seed)
 */
public record Fbm(float scale, float amplitude, int octaves, float lacunarity, float gain, boolean rotate, int seed) {

    public Fbm {
        if (!(scale > 0)) {
            throw new IllegalArgumentException("fBm scale must be a positive number of metres, got " + scale);
        }
        if (octaves < 1) {
            throw new IllegalArgumentException("fBm needs at least one octave, got " + octaves);
        }
    }

    /** The fBm value and its gradient per metre at world position {@code (x, y)} metres. */
    public NoiseSample sample(double x, double y) {
        double sum = 0, dx = 0, dy = 0, weight = 0;
        float frequency = Lattice.baseFrequency(scale);
        float a = 1.0f;
        for (int i = 0; i < octaves; i++) {
            NoiseSample n = Octaves.gradient(x, y, Lattice.frame(frequency, i, rotate), IntegerHash.octaveSeed(seed, i));
            sum += a * n.value();
            dx += a * n.dx();
            dy += a * n.dy();
            weight += a;
            frequency = Lattice.nextFrequency(frequency, lacunarity);
            a *= gain;
        }
        return new NoiseSample(sum, dx, dy).times(amplitude / weight);
    }
}
