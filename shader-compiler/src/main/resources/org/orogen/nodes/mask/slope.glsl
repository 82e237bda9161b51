// Slope mask: 0 below `lowAngle`, 1 above `highAngle` (degrees from horizontal), smoothstep
// between. The slope comes from the source's analytic gradient; the mask's own gradient is a
// forward difference over `step` metres (two extra evaluations of the source).
float $FN_at(vec2 q, float lowAngle, float highAngle) {
    vec3 h = $SAMPLE_height(q);
    float angle = degrees(atan(length(h.yz)));
    return smoothstep(lowAngle, max(highAngle, lowAngle + 1e-4), angle);
}

void $FN(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask) {
    float e = max(step, 1e-4);
    float m = $FN_at(p, lowAngle, highAngle);
    float mx = $FN_at(p + vec2(e, 0.0), lowAngle, highAngle);
    float my = $FN_at(p + vec2(0.0, e), lowAngle, highAngle);
    mask = vec3(m, (mx - m) / e, (my - m) / e);
}
