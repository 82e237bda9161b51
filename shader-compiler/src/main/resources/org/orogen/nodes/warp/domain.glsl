//! require fractal
// Quilez domain warp (docs/algorithms.md section 5). One level: w = p + strength * q(p) with
// q = (fbm_a, fbm_b); two levels: w = p + strength * r(p + strength * q(p)). The fBm fields are
// normalised to [-1, 1], so strength is the largest displacement in metres.
// Gradient: grad (source o w) = J^T grad source(w), J = I + strength [grad r_x; grad r_y], and
// for two levels grad (r o w1) = J1^T grad r. On a sphere a third field makes q (and r) a world-axis
// vector field (planet.glsl, ogn_warpWorld), so a point that two cube faces share is warped alike on both.
void $FN(OgnPos p, float scale, float strength, int octaves, float lacunarity, float gain, int levels,
         uint seed, out vec3 result) {
    // Each component gets its own seed so x and y displacements are uncorrelated.
    vec3 qx = ogn_fbm(p, scale, octaves, lacunarity, gain, seed ^ 0x1B873593u);
    vec3 qy = ogn_fbm(p, scale, octaves, lacunarity, gain, seed ^ 0xCC9E2D51u);
#ifdef OGN_SPHERE
    // A third field makes (qx, qy, qz) a world-axis vector field, the same on every cube face (planet.glsl).
    OgnPos w = ogn_warpWorld(p, strength, qx, qy, ogn_fbm(p, scale, octaves, lacunarity, gain, seed ^ 0x27D4EB2Fu));
#else
    OgnPos w = ogn_displace(p, strength * vec2(qx.x, qy.x));
#endif
    mat2 jacobian = mat2(1.0 + strength * qx.y, strength * qy.y,
                         strength * qx.z, 1.0 + strength * qy.z);
    if (levels >= 1) {
        vec3 rx = ogn_fbm(w, scale, octaves, lacunarity, gain, seed ^ 0x85EBCA6Bu);
        vec3 ry = ogn_fbm(w, scale, octaves, lacunarity, gain, seed ^ 0xC2B2AE35u);
#ifdef OGN_SPHERE
        w = ogn_warpWorld(p, strength, rx, ry, ogn_fbm(w, scale, octaves, lacunarity, gain, seed ^ 0x165667B1u));
#else
        w = ogn_displace(p, strength * vec2(rx.x, ry.x));
#endif
        vec2 drx = rx.yz * jacobian;
        vec2 dry = ry.yz * jacobian;
        jacobian = mat2(1.0 + strength * drx.x, strength * dry.x,
                        strength * drx.y, 1.0 + strength * dry.y);
    }
    vec3 s = $SAMPLE_source(w);
    result = vec3(s.x, s.yz * jacobian);
}
