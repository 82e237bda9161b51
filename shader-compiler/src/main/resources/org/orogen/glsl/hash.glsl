// hash.glsl — integer hashing for every noise node (docs/algorithms.md §1).
//
// pcg2d (Jarzynski & Olano, JCGT 9(3), 2020) on unsigned 32-bit pairs. uint arithmetic wraps
// modulo 2^32 in GLSL >= 3.30, so results are bit-exact on every driver and equal to the Java
// twin org.orogen.shader.reference.IntegerHash (int arithmetic and >>>). Never use sin-based or
// float hashes: they collapse at large coordinates.

uvec2 ogn_pcg2d(uvec2 v) {
    v = v * 1664525u + 1013904223u;
    v.x += v.y * 1664525u;
    v.y += v.x * 1664525u;
    v = v ^ (v >> 16u);
    v.x += v.y * 1664525u;
    v.y += v.x * 1664525u;
    v = v ^ (v >> 16u);
    return v;
}

// Hashes a node seed once; lattice hashes are keyed with the result.
uint ogn_mixSeed(uint seed) {
    return ogn_pcg2d(uvec2(seed, 0x9E3779B9u)).x;
}

// The mixed seed of fractal octave `octave`; octave 0 equals ogn_mixSeed(seed).
uint ogn_octaveSeed(uint seed, int octave) {
    return ogn_mixSeed(seed + uint(octave) * 0x9E3779B9u);
}

// Hash of one lattice cell (cell coordinates wrap modulo 2^32).
uvec2 ogn_hashCell(uvec2 cell, uint seedMix) {
    return ogn_pcg2d(uvec2(cell.x ^ seedMix, cell.y));
}

// Maps a hash word to [0, 1) from its top 24 bits: exact in float.
float ogn_unitFloat(uint h) {
    return float(h >> 8u) * (1.0 / 16777216.0);
}

// pcg3d (Jarzynski & Olano 2020) on unsigned 32-bit triples: the hash of 3D lattices (planets).
uvec3 ogn_pcg3d(uvec3 v) {
    v = v * 1664525u + 1013904223u;
    v.x += v.y * v.z;
    v.y += v.z * v.x;
    v.z += v.x * v.y;
    v = v ^ (v >> 16u);
    v.x += v.y * v.z;
    v.y += v.z * v.x;
    v.z += v.x * v.y;
    return v;
}

// Hash of one 3D lattice cell (cell coordinates wrap modulo 2^32).
uvec3 ogn_hashCell(uvec3 cell, uint seedMix) {
    return ogn_pcg3d(uvec3(cell.x ^ seedMix, cell.y, cell.z));
}
