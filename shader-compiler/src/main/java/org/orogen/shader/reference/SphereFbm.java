package org.orogen.shader.reference;

import org.orogen.shader.planet.TangentFrame;

/**
 * fBm of 3D gradient noise on a sphere in double precision, twin of {@code fractal.fbm} in a
 * sphere graph (and, with one octave and no rotation, of {@code noise.gradient}): the same sum as
 * {@link Fbm} with 3D frames ({@link Lattice3}) at the surface point, and the 3D gradient
 * projected onto the tangent frame. Gradients are per metre along the frame's x and y.
 *
 * @param scale      feature size of the first octave, metres
 * @param amplitude  output multiplier, metres
 * @param octaves    number of octaves, at least 1
 * @param lacunarity frequency ratio between octaves
 * @param gain       amplitude ratio between octaves
 * @param rotate     rotate each octave by the next power of the 3D rotation
 * @param seed       the node seed (already mixed with the graph seed)
 */
public record SphereFbm(float scale, float amplitude, int octaves, float lacunarity, float gain, boolean rotate,
                        int seed) {

    public SphereFbm {
        new Fbm(scale, amplitude, octaves, lacunarity, gain, rotate, seed); // the same parameter checks
    }

    /** The value and its gradient per metre along {@code frame} at surface point {@code w} (metres). */
    public NoiseSample sample(double[] w, TangentFrame frame) {
        double sum = 0;
        double[] gradient = new double[3];
        double weight = 0;
        float frequency = Lattice.baseFrequency(scale);
        float a = 1.0f;
        for (int i = 0; i < octaves; i++) {
            float[] g = Lattice3.frame(frequency, i, rotate);
            int octaveSeed = IntegerHash.octaveSeed(seed, i);
            Lattice3.Point p = Lattice3.locate(w, g, Lattice3.octaveOffset(octaveSeed));
            double[] n = GradientNoise3.sample(p.cell(), p.f(), octaveSeed);
            double[] world = Lattice3.toWorld(g, new double[] {n[1], n[2], n[3]});
            sum += a * n[0];
            for (int c = 0; c < 3; c++) {
                gradient[c] += a * world[c];
            }
            weight += a;
            frequency = Lattice.nextFrequency(frequency, lacunarity);
            a *= gain;
        }
        return new NoiseSample(sum, frame.alongX(gradient), frame.alongY(gradient)).times(amplitude / weight);
    }
}
