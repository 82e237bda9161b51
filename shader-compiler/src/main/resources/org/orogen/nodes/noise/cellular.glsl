//! require fractal
// Cellular (Worley) noise: distances in units of the cell size (scale) times amplitude.
// Gradients are exact except on the Voronoi edges where they jump.
void ogn_noise_cellular(OgnPos p, float scale, float amplitude, float jitter, uint seed,
                        out vec3 f1, out vec3 f2, out vec3 f2MinusF1) {
    OgnFrame G = ogn_octaveFrame(ogn_baseFrequency(scale), 0, false);
    vec3 a;
    vec3 b;
    ogn_cellularOctave(p, G, ogn_octaveSeed(seed, 0), clamp(jitter, 0.0, 1.0), a, b);
    f1 = amplitude * a;
    f2 = amplitude * b;
    f2MinusF1 = amplitude * (b - a);
}
