//! require hessian
//! require taps
//! taps on axes
// Curvature: the Laplacian of the source (1/m) from four samples of its gradient `step`
// metres away, and a mask mapping it to [0, 1] (0.5 flat, towards 1 convex/ridges, towards 0
// concave/valleys; `scale` metres is the radius of curvature that saturates the mask).
// Gradients of both outputs are not computed (zero): they would need third derivatives.
void $FN(OgnPos p, float step, float scale, out vec3 curvature, out vec3 mask) {
    float e = max(step, 1e-4);
    vec3 g[4] = vec3[4](vec3(0.0), vec3(0.0), vec3(0.0), vec3(0.0));
    for (int i = 0; i < ogn_tap_count(4, step); i++) {
        g[i] = $SAMPLE_height(ogn_displace(p, e * ogn_cross_tap(i))); // one copy of the source: see taps.glsl
    }
    vec3 hs = ogn_hessian(g[0], g[1], g[2], g[3], e);
    float laplacian = hs.x + hs.y;
    curvature = vec3(laplacian, 0.0, 0.0);
    mask = vec3(clamp(0.5 - 0.5 * laplacian * scale, 0.0, 1.0), 0.0, 0.0);
}
