// Maps [inMin, inMax] linearly onto [outMin, outMax]; with `clampResult` values outside the
// input range stick to the ends (and have zero gradient there).
void ogn_combine_remap(OgnPos p, vec3 value, float inMin, float inMax, float outMin, float outMax,
                       bool clampResult, out vec3 result) {
    float span = inMax - inMin;
    span = abs(span) < 1e-12 ? (span < 0.0 ? -1e-12 : 1e-12) : span;
    float t = (value.x - inMin) / span;
    float dt = 1.0 / span;
    if (clampResult && (t < 0.0 || t > 1.0)) {
        t = clamp(t, 0.0, 1.0);
        dt = 0.0;
    }
    float k = outMax - outMin;
    result = vec3(outMin + t * k, value.yz * dt * k);
}
