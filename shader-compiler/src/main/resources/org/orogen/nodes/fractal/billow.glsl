//! require fractal
// Billow: fBm of |n| (gradient sign(n) grad n), normalized to [0, 1], times amplitude.
void ogn_fractal_billow(OgnPos p, float scale, float amplitude, int octaves, float lacunarity, float gain,
                        bool rotateOctaves, uint seed, out vec3 value) {
    vec3 sum = vec3(0.0);
    float weight = 0.0;
    float a = 1.0;
    float frequency = ogn_baseFrequency(scale);
    for (int i = 0; i < clamp(octaves, 1, 16); i++) {
        vec3 n = ogn_gradientOctave(p, ogn_octaveFrame(frequency, i, rotateOctaves), ogn_octaveSeed(seed, i));
        sum += a * (n.x < 0.0 ? -n : n);
        weight += a;
        frequency = ogn_nextFrequency(frequency, lacunarity);
        a *= gain;
    }
    value = amplitude * sum / max(weight, 1e-6);
}
