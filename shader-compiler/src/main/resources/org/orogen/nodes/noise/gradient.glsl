//! require fractal
// Gradient (Perlin) noise in [-1, 1] (raw range times sqrt(2)) times amplitude. `value` carries
// the exact gradient; `pseudo` the same value with Scape's pseudo-derivative (not a gradient).
void ogn_noise_gradient(OgnPos p, float scale, float amplitude, uint seed, out vec3 value, out vec3 pseudo) {
    OgnFrame G = ogn_octaveFrame(ogn_baseFrequency(scale), 0, false);
    vec2 pseudoGradient;
    vec3 n = ogn_gradientOctaveAndPseudo(p, G, ogn_octaveSeed(seed, 0), pseudoGradient);
    value = amplitude * n;
    pseudo = amplitude * vec3(n.x, pseudoGradient);
}
