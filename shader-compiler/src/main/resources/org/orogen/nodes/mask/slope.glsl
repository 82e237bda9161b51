//! require taps
//! taps on axes
// Slope mask: 0 below `lowAngle`, 1 above `highAngle` (degrees from horizontal), smoothstep
// between. The slope comes from the source's analytic gradient; the mask's own gradient is a
// forward difference over `step` metres (two extra evaluations of the source).
float $FN_at(OgnPos q, float lowAngle, float highAngle) {
    vec3 h = $SAMPLE_height(q);
    float angle = degrees(atan(length(h.yz)));
    return smoothstep(lowAngle, max(highAngle, lowAngle + 1e-4), angle);
}

void $FN(OgnPos p, float lowAngle, float highAngle, float step, out vec3 mask) {
    float e = max(step, 1e-4);
    float m[3] = float[3](0.0, 0.0, 0.0);
    for (int i = 0; i < ogn_tap_count(3, step); i++) {
        m[i] = $FN_at(ogn_displace(p, e * ogn_forward_tap(i)), lowAngle, highAngle); // one copy: see taps.glsl
    }
    mask = vec3(m[0], (m[1] - m[0]) / e, (m[2] - m[0]) / e);
}
