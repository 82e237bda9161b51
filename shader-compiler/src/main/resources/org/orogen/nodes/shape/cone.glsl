//! require position
//! require profile
// A mountain: height * profile(r / radius) around a centre.
void ogn_shape_cone(vec2 p, float centerX, float centerY, float radius, float height,
                    int profile, out vec3 result) {
    vec2 w = ogn_worldPosition(p); // absolute world metres (float precision)
    vec2 d = w - vec2(centerX, centerY);
    float r = length(d);
    float rad = max(radius, 1e-6);
    vec2 f = ogn_profile(profile, r / rad);
    // The crest of a cone has no gradient; report 0 there rather than NaN.
    vec2 grad = r > 0.0 ? height * f.y / rad * d / r : vec2(0.0);
    result = vec3(height * f.x, grad);
}
