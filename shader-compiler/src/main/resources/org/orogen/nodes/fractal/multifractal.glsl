//! require fractal
// Multifractal (seed 002): t_0 = n_0; t_{i+1} = t_i + t_i * w_i * n_i with spectral weight
// w_i = gain^i (= lacunarity^(-iH)); flat areas stay flat, rough areas get rougher.
// Exact gradient: grad t_{i+1} = grad t_i (1 + w_i n_i) + t_i w_i grad n_i. Result times amplitude.
void ogn_fractal_multifractal(OgnPos p, float scale, float amplitude, int octaves, float lacunarity, float gain,
                              bool rotateOctaves, uint seed, out vec3 value) {
    float frequency = ogn_baseFrequency(scale);
    vec3 t = ogn_gradientOctave(p, ogn_octaveFrame(frequency, 0, rotateOctaves), ogn_octaveSeed(seed, 0));
    float w = 1.0;
    for (int i = 1; i < clamp(octaves, 1, 16); i++) {
        frequency = ogn_nextFrequency(frequency, lacunarity);
        w *= gain;
        vec3 n = ogn_gradientOctave(p, ogn_octaveFrame(frequency, i, rotateOctaves), ogn_octaveSeed(seed, i));
        t = vec3(t.x * (1.0 + w * n.x), t.yz * (1.0 + w * n.x) + t.x * w * n.yz);
    }
    value = amplitude * t;
}
