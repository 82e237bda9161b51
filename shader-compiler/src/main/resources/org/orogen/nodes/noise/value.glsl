//! require fractal
// Value noise in [-1, 1] times amplitude, exact gradient.
void ogn_noise_value(OgnPos p, float scale, float amplitude, uint seed, out vec3 value) {
    OgnFrame G = ogn_octaveFrame(ogn_baseFrequency(scale), 0, false);
    value = amplitude * ogn_valueOctave(p, G, ogn_octaveSeed(seed, 0));
}
