//! require fractal
// Distorted noise (Musgrave; seed 003): gradient noise looked up at p + distortion * D(p), where
// D = two further gradient noises (own seeds, own scale, rotated lattice). Exact gradient by the
// chain rule: grad = grad n + distortion * (dn/dx * grad Dx + dn/dy * grad Dy).
void ogn_noise_distorted(OgnPos p, float scale, float amplitude, float distortion, float distortionScale,
                         uint seed, out vec3 value) {
    OgnFrame Gd = ogn_octaveFrame(ogn_baseFrequency(distortionScale), 1, true);
    vec3 dx = ogn_gradientOctave(p, Gd, ogn_octaveSeed(seed, 1));
    vec3 dy = ogn_gradientOctave(p, Gd, ogn_octaveSeed(seed, 2));
#ifdef OGN_SPHERE
    // A third noise: a world-axis vector field, the same on every cube face (planet.glsl).
    OgnPos q = ogn_warpWorld(p, distortion, dx, dy, ogn_gradientOctave(p, Gd, ogn_octaveSeed(seed, 3)));
#else
    OgnPos q = ogn_displace(p, distortion * vec2(dx.x, dy.x));
#endif
    vec3 n = ogn_gradientOctave(q, ogn_octaveFrame(ogn_baseFrequency(scale), 0, false), ogn_octaveSeed(seed, 0));
    value = amplitude * vec3(n.x, n.yz + distortion * (n.y * dx.yz + n.z * dy.yz));
}
