//! require fractal
// Musgrave's ridged multifractal: signal_i = (offset - |n_i|)^2, weighted from octave 1 on by
// weight = clamp(signal_{i-1} * weightGain, 0, 1) (sharp ridges stay detailed, valleys smooth),
// result = sum of w_i * signal_i with spectral weights w_i = gain^i, divided by the sum of w_i,
// times amplitude. Exact gradient (product rule; clamp and |n| kinks give one-sided values).
void ogn_fractal_ridged_multifractal(OgnPos p, float scale, float amplitude, int octaves, float lacunarity,
                                     float gain, float offset, float weightGain, bool rotateOctaves,
                                     uint seed, out vec3 value) {
    float frequency = ogn_baseFrequency(scale);
    vec3 result = vec3(0.0);
    vec3 signal = vec3(0.0);
    float w = 1.0;
    float wSum = 0.0;
    for (int i = 0; i < clamp(octaves, 1, 16); i++) {
        vec3 n = ogn_gradientOctave(p, ogn_octaveFrame(frequency, i, rotateOctaves), ogn_octaveSeed(seed, i));
        vec3 weight = vec3(1.0, 0.0, 0.0);
        if (i > 0) {
            float raw = signal.x * weightGain;
            weight = raw <= 0.0 ? vec3(0.0) : raw >= 1.0 ? vec3(1.0, 0.0, 0.0) : weightGain * signal;
        }
        float ridge = offset - abs(n.x);
        vec3 s = vec3(ridge * ridge, -2.0 * ridge * sign(n.x) * n.yz);
        signal = vec3(s.x * weight.x, s.yz * weight.x + s.x * weight.yz);
        result += w * signal;
        wSum += w;
        frequency = ogn_nextFrequency(frequency, lacunarity);
        w *= gain;
    }
    value = amplitude * result / max(wSum, 1e-6);
}
