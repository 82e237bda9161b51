// Radial profiles shared by the shape nodes. t is the normalised distance from the crest
// (0 at the crest, 1 at the foot). Returns vec2(f(t), f'(t)); f(0) = 1.
// kind: 0 cone (linear), 1 dome (parabolic), 2 bell (smooth at crest and foot), 3 gaussian.
vec2 ogn_profile(int kind, float t) {
    t = max(t, 0.0);
    if (kind == 3) {
        // exp(-4.5 t^2) is 0.011 at t = 1: the foot blends into the surroundings.
        float f = exp(-4.5 * t * t);
        return vec2(f, -9.0 * t * f);
    }
    if (t >= 1.0) {
        return vec2(0.0);
    }
    if (kind == 0) {
        return vec2(1.0 - t, -1.0);
    }
    if (kind == 1) {
        return vec2(1.0 - t * t, -2.0 * t);
    }
    float s = 1.0 - t * t;
    return vec2(s * s, -4.0 * t * s);
}
