// Tap loops for nodes that sample their source at several positions.
//
// A sampling node evaluates its whole upstream graph at every tap, and GLSL compilers inline
// every call: N literal calls paste the upstream code N times, and nested sampling nodes
// multiply that (a curvature mask over warped turbulence took Mesa/LLVM many minutes to
// compile). A loop whose trip count the compiler cannot see keeps a single copy of the
// upstream code, because it cannot unroll it. ogn_tap_count returns `taps` for every finite
// parameter value, but depends on a uniform, so it is not a compile-time constant.
int ogn_tap_count(int taps, float anyParameter) {
    return anyParameter > -3.0e38 ? taps : 0;
}

// The same count for a node whose taps read a texture an earlier stage baked (the compiler
// substitutes it there): the read is a few texel fetches, so unrolling costs little code, and a
// visible count lets the compiler drop taps whose results nothing uses.
int ogn_baked_tap_count(int taps, float anyParameter) {
    return taps;
}

// The i-th of the four cross-shaped taps (+x, -x, +y, -y), unit length.
vec2 ogn_cross_tap(int i) {
    float s = (i & 1) == 0 ? 1.0 : -1.0;
    return i < 2 ? vec2(s, 0.0) : vec2(0.0, s);
}

// The i-th of the three forward-difference taps (centre, +x, +y), unit length.
vec2 ogn_forward_tap(int i) {
    return i == 0 ? vec2(0.0) : (i == 1 ? vec2(1.0, 0.0) : vec2(0.0, 1.0));
}
