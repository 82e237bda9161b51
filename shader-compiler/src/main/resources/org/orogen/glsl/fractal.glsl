//! require noise
//! require position
// fractal.glsl — one noise octave at an anchor-relative position p (2D on a plane, 3D on a sphere): the octave's seed offset,
// the exact lattice split (position.glsl), the noise, and the chain rule back to metres.
// Gradients returned here are per metre. Java twin: org.orogen.shader.reference.Octaves.

// Seed-derived fractional lattice offset of an octave: keeps all octaves from sitting on a
// lattice point (where gradient noise is zero) at the same place.
#ifdef OGN_SPHERE
vec3 ogn_octaveOffset(uint octaveSeed) {
    uvec3 h = ogn_pcg3d(uvec3(octaveSeed, 0x2545F491u, 0u));
    return vec3(ogn_unitFloat(h.x), ogn_unitFloat(h.y), ogn_unitFloat(h.z));
}
#else
vec2 ogn_octaveOffset(uint octaveSeed) {
    uvec2 h = ogn_pcg2d(uvec2(octaveSeed, 0x2545F491u));
    return vec2(ogn_unitFloat(h.x), ogn_unitFloat(h.y));
}
#endif

OgnLatticePoint ogn_octaveLattice(OgnPos p, OgnFrame G, uint octaveSeed) {
    return ogn_lattice(p, G, ogn_octaveOffset(octaveSeed));
}

// Gradient noise octave; `pseudo` receives the pseudo-derivative per metre.
vec3 ogn_gradientOctaveAndPseudo(OgnPos p, OgnFrame G, uint octaveSeed, out vec2 pseudo) {
    OgnLatticePoint l = ogn_octaveLattice(p, G, octaveSeed);
    OgnPos latticePseudo;
    OgnNoise n = ogn_gradientNoiseAndPseudo(l.cell, l.f, octaveSeed, latticePseudo);
    pseudo = ogn_toWorld(G, latticePseudo);
    return vec3(n.x, ogn_toWorld(G, ogn_noiseGradient(n)));
}

// Gradient noise octave (value, gradient along the frame) whose gradient and pseudo-derivative are also given
// as slopes (OgnSlope: what a node adds up and moves by; on a sphere the same on every map).
vec3 ogn_gradientOctaveSlopes(OgnPos p, OgnFrame G, uint octaveSeed, out OgnSlope slope, out OgnSlope pseudo) {
    OgnLatticePoint l = ogn_octaveLattice(p, G, octaveSeed);
    OgnPos latticePseudo;
    OgnNoise n = ogn_gradientNoiseAndPseudo(l.cell, l.f, octaveSeed, latticePseudo);
    slope = ogn_slope(G, ogn_noiseGradient(n));
    pseudo = ogn_slope(G, latticePseudo);
    return vec3(n.x, ogn_toWorld(G, ogn_noiseGradient(n)));
}

vec3 ogn_gradientOctave(OgnPos p, OgnFrame G, uint octaveSeed) {
    vec2 unused;
    return ogn_gradientOctaveAndPseudo(p, G, octaveSeed, unused);
}

vec3 ogn_valueOctave(OgnPos p, OgnFrame G, uint octaveSeed) {
    OgnLatticePoint l = ogn_octaveLattice(p, G, octaveSeed);
    OgnNoise n = ogn_valueNoise(l.cell, l.f, octaveSeed);
    return vec3(n.x, ogn_toWorld(G, ogn_noiseGradient(n)));
}

// Cellular noise octave: F1 and F2 (lattice cells) with gradients per metre (along the tangent
// frame on a sphere).
void ogn_cellularOctave(OgnPos p, OgnFrame G, uint octaveSeed, float jitter, out vec3 f1, out vec3 f2) {
    OgnLatticePoint l = ogn_octaveLattice(p, G, octaveSeed);
    OgnNoise a;
    OgnNoise b;
    ogn_cellular(l.cell, l.f, octaveSeed, jitter, a, b);
    f1 = vec3(a.x, ogn_toWorld(G, ogn_noiseGradient(a)));
    f2 = vec3(b.x, ogn_toWorld(G, ogn_noiseGradient(b)));
}

// Plain fBm of gradient noise, normalized by the sum of octave amplitudes (result in [-1, 1]);
// used by nodes that need a cheap turbulence field (the Scape pre-warp).
vec3 ogn_fbm(OgnPos p, float scale, int octaves, float lacunarity, float gain, uint seed) {
    vec3 sum = vec3(0.0);
    float weight = 0.0;
    float a = 1.0;
    float frequency = ogn_baseFrequency(scale);
    for (int i = 0; i < octaves; i++) {
        sum += a * ogn_gradientOctave(p, ogn_octaveFrame(frequency, i, true), ogn_octaveSeed(seed, i));
        weight += a;
        frequency = ogn_nextFrequency(frequency, lacunarity);
        a *= gain;
    }
    return sum / max(weight, 1e-6);
}
