// Hermite smoothstep of the value between edge0 and edge1 (0 below, 1 above).
void ogn_combine_smoothstep(OgnPos p, vec3 value, float edge0, float edge1, out vec3 result) {
    float span = edge1 - edge0;
    span = abs(span) < 1e-12 ? 1e-12 : span;
    float t = clamp((value.x - edge0) / span, 0.0, 1.0);
    result = vec3(t * t * (3.0 - 2.0 * t), 6.0 * t * (1.0 - t) / span * value.yz);
}
