//! require fractal
// scape.glsl — shared parts of the Scape family (seeds 000, 001): the optional pre-warp of p by
// two cheap turbulence fields, and the chain rule back through it.

// Pre-warped position q = p + strength * (Wx(p), Wy(p)), with Wx, Wy plain fBm in [-1, 1] (own
// scale, octaves, lacunarity and gain; seeds derived from the node seed). wx, wy receive the two
// fields with gradients for ogn_prewarpGradient. strength 0 (the default) costs nothing.
OgnPos ogn_prewarp(OgnPos p, float strength, float scale, int octaves, float lacunarity, float gain, uint seed,
                 out vec3 wx, out vec3 wy) {
    wx = vec3(0.0);
    wy = vec3(0.0);
    if (strength == 0.0) {
        return p;
    }
    wx = ogn_fbm(p, scale, clamp(octaves, 1, 8), lacunarity, gain, seed ^ 0x68E31DA4u);
    wy = ogn_fbm(p, scale, clamp(octaves, 1, 8), lacunarity, gain, seed ^ 0xB5297A4Du);
#ifdef OGN_SPHERE
    // A third field: a world-axis vector field, the same on every cube face (planet.glsl).
    return ogn_warpWorld(p, strength, wx, wy, ogn_fbm(p, scale, clamp(octaves, 1, 8), lacunarity, gain,
            seed ^ 0x9E3779B9u));
#else
    return ogn_displace(p, strength * vec2(wx.x, wy.x));
#endif
}

// Gradient with respect to p of a function whose gradient with respect to q is g:
// transpose(J) g with J = I + strength * [grad Wx; grad Wy].
vec2 ogn_prewarpGradient(vec2 g, float strength, vec3 wx, vec3 wy) {
    return g + strength * (g.x * wx.yz + g.y * wy.yz);
}
