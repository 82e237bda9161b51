//! require hessian
//! require taps
//! taps on axes
// Ridge and crease maps from the principal curvatures (eigenvalues of the Hessian, sampled as
// in the curvature node): ridges where the terrain bends down strongly across some direction
// (most negative eigenvalue), creases (gullies, valley lines) where it bends up.
// `scale` metres: the radius of curvature that saturates the mask. Zero gradients.
void $FN(OgnPos p, float step, float scale, out vec3 ridge, out vec3 crease) {
    float e = max(step, 1e-4);
    vec3 g[4] = vec3[4](vec3(0.0), vec3(0.0), vec3(0.0), vec3(0.0));
    for (int i = 0; i < ogn_tap_count(4, step); i++) {
        g[i] = $SAMPLE_height(ogn_displace(p, e * ogn_cross_tap(i))); // one copy of the source: see taps.glsl
    }
    vec3 hs = ogn_hessian(g[0], g[1], g[2], g[3], e);
    float mean = 0.5 * (hs.x + hs.y);
    float radius = sqrt(0.25 * (hs.x - hs.y) * (hs.x - hs.y) + hs.z * hs.z);
    float lowest = mean - radius;
    float highest = mean + radius;
    ridge = vec3(clamp(-lowest * scale, 0.0, 1.0), 0.0, 0.0);
    crease = vec3(clamp(highest * scale, 0.0, 1.0), 0.0, 0.0);
}
