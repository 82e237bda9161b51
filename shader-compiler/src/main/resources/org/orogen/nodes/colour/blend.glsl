// Blend modes on linear RGB, then mix(a, blended, mask * opacity).
void ogn_colour_blend(OgnPos p, vec3 a, vec3 b, vec3 mask, int mode, float opacity, out vec3 colour) {
    vec3 r = b;
    if (mode == 1) {
        r = a * b;
    } else if (mode == 2) {
        r = 1.0 - (1.0 - a) * (1.0 - b);
    } else if (mode == 3) {
        r = mix(2.0 * a * b, 1.0 - 2.0 * (1.0 - a) * (1.0 - b), step(vec3(0.5), a));
    } else if (mode == 4) {
        r = a + b;
    } else if (mode == 5) {
        r = min(a, b);
    } else if (mode == 6) {
        r = max(a, b);
    }
    colour = mix(a, r, clamp(mask.x * opacity, 0.0, 1.0));
}
