// Polynomial smooth minimum (Quilez) with its gradient. k is the blend width in value units.
// With h = clamp(0.5 + 0.5 (b - a) / k, 0, 1) the value is mix(b, a, h) - k h (1 - h);
// the terms from dh cancel exactly, so the gradient is mix(grad b, grad a, h).
vec3 ogn_smooth_min(vec3 a, vec3 b, float k) {
    float kk = max(k, 1e-6);
    float h = clamp(0.5 + 0.5 * (b.x - a.x) / kk, 0.0, 1.0);
    return vec3(mix(b.x, a.x, h) - kk * h * (1.0 - h), mix(b.yz, a.yz, h));
}
