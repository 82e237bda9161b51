//! require fractal
// Musgrave's hybrid multifractal ("Texturing & Modeling", ch. 16): signal_i = (n_i + offset) * w_i
// with w_i = gain^i; result = signal_0, weight = signal_0; per octave: weight = min(weight, 1),
// result += weight * signal_i, weight *= signal_i. Smooth valleys, rough peaks. Divided by the
// sum of w_i (keeps the scale independent of the octave count), times amplitude. Exact gradient
// (product rule; the min() contributes a zero gradient where it clamps).
void ogn_fractal_hybrid(OgnPos p, float scale, float amplitude, int octaves, float lacunarity, float gain,
                        float offset, bool rotateOctaves, uint seed, out vec3 value) {
    float frequency = ogn_baseFrequency(scale);
    vec3 result = ogn_gradientOctave(p, ogn_octaveFrame(frequency, 0, rotateOctaves), ogn_octaveSeed(seed, 0))
            + vec3(offset, 0.0, 0.0);
    vec3 weight = result;
    float w = 1.0;
    float wSum = 1.0;
    for (int i = 1; i < clamp(octaves, 1, 16); i++) {
        frequency = ogn_nextFrequency(frequency, lacunarity);
        w *= gain;
        wSum += w;
        if (weight.x > 1.0) {
            weight = vec3(1.0, 0.0, 0.0);
        }
        vec3 n = ogn_gradientOctave(p, ogn_octaveFrame(frequency, i, rotateOctaves), ogn_octaveSeed(seed, i));
        vec3 signal = w * (n + vec3(offset, 0.0, 0.0));
        vec3 product = vec3(weight.x * signal.x, weight.x * signal.yz + signal.x * weight.yz);
        result += product;
        weight = product;
    }
    value = amplitude * result / wSum;
}
