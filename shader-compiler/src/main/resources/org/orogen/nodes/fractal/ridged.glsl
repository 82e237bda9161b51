//! require fractal
// Ridged: fBm of 1 - |n| (gradient -sign(n) grad n), normalized to [0, 1], times amplitude.
// Double-ridged (seed 001 comments, rescaled from noise in +-0.5 to our +-1): |1 - 2|n||, which
// also puts ridges in the valleys; gradient sign(1 - 2|n|) * (-2 sign(n)) grad n.
void ogn_fractal_ridged(OgnPos p, float scale, float amplitude, int octaves, float lacunarity, float gain,
                        bool doubleRidged, bool rotateOctaves, uint seed, out vec3 value) {
    vec3 sum = vec3(0.0);
    float weight = 0.0;
    float a = 1.0;
    float frequency = ogn_baseFrequency(scale);
    for (int i = 0; i < clamp(octaves, 1, 16); i++) {
        vec3 n = ogn_gradientOctave(p, ogn_octaveFrame(frequency, i, rotateOctaves), ogn_octaveSeed(seed, i));
        vec3 absN = n.x < 0.0 ? -n : n;
        vec3 r;
        if (doubleRidged) {
            vec3 inner = vec3(1.0, 0.0, 0.0) - 2.0 * absN;
            r = inner.x < 0.0 ? -inner : inner;
        } else {
            r = vec3(1.0, 0.0, 0.0) - absN;
        }
        sum += a * r;
        weight += a;
        frequency = ogn_nextFrequency(frequency, lacunarity);
        a *= gain;
    }
    value = amplitude * sum / max(weight, 1e-6);
}
