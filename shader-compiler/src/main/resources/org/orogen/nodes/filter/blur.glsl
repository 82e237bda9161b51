//! require taps
// Gaussian blur (sigma = radius / 3). In a pass plan the compiler does not use this function: it
// bakes the source and runs the separable two-pass kernel of glsl/blur_pass.glsl. This template
// is the single-program fallback (compile(), or a blur inside a warp's source): 5 x 5 samples of
// the source at spacing radius / 2, Gaussian-weighted and normalised; value and gradient are
// blurred with the same weights.
void $FN(vec2 p, float radius, out vec3 value) {
    float r = max(radius, 0.0);
    float sigma = max(r / 3.0, 1.0e-6);
    vec3 sum = vec3(0.0);
    float total = 0.0;
    for (int i = 0; i < ogn_tap_count(25, radius); i++) {
        vec2 k = vec2(float(i % 5) - 2.0, float(i / 5) - 2.0) * 0.5 * r;
        float w = exp(-0.5 * dot(k, k) / (sigma * sigma));
        sum += w * $SAMPLE_height(p + k); // one copy of the source: see taps.glsl
        total += w;
    }
    value = sum / total;
}
