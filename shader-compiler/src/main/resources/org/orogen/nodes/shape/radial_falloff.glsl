//! require position
//! require profile
// Island mask: 1 inside the inner radius, 0 beyond the outer radius, smoothstep between.
void ogn_shape_radial_falloff(vec2 p, float centerX, float centerY, float innerRadius,
                              float outerRadius, out vec3 mask) {
    vec2 w = ogn_worldPosition(p); // absolute world metres (float precision)
    vec2 d = w - vec2(centerX, centerY);
    float r = length(d);
    float width = max(outerRadius - innerRadius, 1e-6);
    float t = clamp((r - innerRadius) / width, 0.0, 1.0);
    float m = 1.0 - t * t * (3.0 - 2.0 * t);
    float dmdr = -6.0 * t * (1.0 - t) / width;
    vec2 grad = r > 0.0 ? dmdr * d / r : vec2(0.0);
    mask = vec3(m, grad);
}
