//! require fractal
// fBm: sum of gain^i * n(G_i p + o_i) over the octaves, divided by the sum of gain^i (so the
// result stays in [-1, 1]), times amplitude. Exact gradient: sum of gain^i * transpose(G_i) grad n.
void ogn_fractal_fbm(OgnPos p, float scale, float amplitude, int octaves, float lacunarity, float gain,
                     bool rotateOctaves, uint seed, out vec3 value) {
    vec3 sum = vec3(0.0);
    float weight = 0.0;
    float a = 1.0;
    float frequency = ogn_baseFrequency(scale);
    for (int i = 0; i < clamp(octaves, 1, 16); i++) {
        sum += a * ogn_gradientOctave(p, ogn_octaveFrame(frequency, i, rotateOctaves), ogn_octaveSeed(seed, i));
        weight += a;
        frequency = ogn_nextFrequency(frequency, lacunarity);
        a *= gain;
    }
    value = amplitude * sum / max(weight, 1e-6);
}
