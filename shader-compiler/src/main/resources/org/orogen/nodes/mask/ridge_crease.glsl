//! require hessian
// Ridge and crease maps from the principal curvatures (eigenvalues of the Hessian, sampled as
// in the curvature node): ridges where the terrain bends down strongly across some direction
// (most negative eigenvalue), creases (gullies, valley lines) where it bends up.
// `scale` metres: the radius of curvature that saturates the mask. Zero gradients.
void $FN(vec2 p, float step, float scale, out vec3 ridge, out vec3 crease) {
    float e = max(step, 1e-4);
    vec3 hs = ogn_hessian($SAMPLE_height(p + vec2(e, 0.0)), $SAMPLE_height(p - vec2(e, 0.0)),
                          $SAMPLE_height(p + vec2(0.0, e)), $SAMPLE_height(p - vec2(0.0, e)), e);
    float mean = 0.5 * (hs.x + hs.y);
    float radius = sqrt(0.25 * (hs.x - hs.y) * (hs.x - hs.y) + hs.z * hs.z);
    float lowest = mean - radius;
    float highest = mean + radius;
    ridge = vec3(clamp(-lowest * scale, 0.0, 1.0), 0.0, 0.0);
    crease = vec3(clamp(highest * scale, 0.0, 1.0), 0.0, 0.0);
}
