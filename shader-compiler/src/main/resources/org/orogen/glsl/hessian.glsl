// Second derivatives of a field from four samples of its analytic gradient at p +- e x and
// p +- e y (central differences of the gradient). gxp etc. are the sampled vec3 fields.
// Returns (hxx, hyy, hxy); hxy averages the two mixed estimates.
vec3 ogn_hessian(vec3 gxp, vec3 gxm, vec3 gyp, vec3 gym, float e) {
    float inv = 0.5 / e;
    float hxx = (gxp.y - gxm.y) * inv;
    float hyy = (gyp.z - gym.z) * inv;
    float hxy = 0.5 * ((gxp.z - gxm.z) + (gyp.y - gym.y)) * inv;
    return vec3(hxx, hyy, hxy);
}
