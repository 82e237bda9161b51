#version 430
// Quantizes one channel of a bake block's texture (IMAGE_FORMAT, defined by
// bake.BandReadback: rgba32f for heights, r32f for value-only masks) into 16- or 8-bit samples in the band's
// storage buffer (bake.BandReadback): 2 or 4 samples per uint, little end first, one invocation per uint,
// so no two invocations write parts of the same word. Each plane row is a whole number of words; block
// columns start on a multiple of 4 pixels. Every sample is the one the Java function gives for the float;
// bake.BandReadback defines PLANES (textures read, each into its own plane), CHANNEL (texture channel:
// 0 r, 1 g, 2 b) and BITS (per sample: 16 or 8), one build per shape, so the loops unroll. How a sample
// is found depends on UNIT_LEVELS (defined by bake.BandReadback too):
//
// 1 (masks, MaskSamples.unit): v clamped to [0, 1], times u_levels, rounded half up. The product is one
// IEEE multiplication, correctly rounded in GLSL 4.x and kept from contraction by `precise`, so it is
// Java's float product bit for bit; floor and the comparison with 0.5 are exact; NaN, the sign and the
// ends are decided on the bits. No table: table lookups are gathers, several times the cost on llvmpipe.
//
// 0 (16-bit heights, HeightRange.quantize16, computed in double in Java): by thresholds
// (bake.QuantizationTable). The level of a value is the largest k with t[k] <= key(value), where key
// orders the float's bits as integers. The linear estimate is only a first guess; no float arithmetic
// decides a level, so the GPU's rounding, contraction or denormal handling cannot change a sample.
layout(local_size_x = 64, local_size_y = 4) in;
// The textures read: one (16-bit heights), or the block's mask outputs, one plane each (8-bit masks).
layout(IMAGE_FORMAT, binding = 0) uniform readonly image2D u_blocks[8]; // BandPlanes.MASKS_PER_PACK
uniform int u_planeWords;  // words from one plane to the next
layout(std430, binding = 0) writeonly buffer Band { uint w[]; };
layout(std430, binding = 1) readonly buffer Thresholds { int t[]; }; // u_levels + 1 keys; t[0] = INT_MIN
uniform ivec2 u_size;      // columns and grid rows to copy
uniform int u_blockHeight; // texture rows; texture row 0 is the block's southernmost grid row
uniform int u_left;        // texture column of the first column copied
uniform int u_dst;         // word of (first row, first column)
uniform int u_rowWords;    // words per plane row
uniform int u_levels;      // highest level
uniform vec2 u_estimate;   // first guess: level ~ v * x + y (UNIT_LEVELS 0)

#if UNIT_LEVELS
int level(float v) {
    int bits = floatBitsToInt(v);
    if (bits <= 0 || bits > 0x7f800000) {
        return 0; // v <= 0 (-0.0 included), negative NaN, or NaN
    }
    if (bits >= 0x3f800000) {
        return u_levels; // v >= 1, +infinity included
    }
    precise float scaled = v * float(u_levels);
    float whole = floor(scaled);
    return int(whole) + (scaled - whole >= 0.5 ? 1 : 0);
}
#else
int level(float v) {
    int bits = floatBitsToInt(v);
    if ((bits & 0x7fffffff) > 0x7f800000) {
        return 0; // NaN
    }
    int key = bits < 0 ? bits ^ 0x7fffffff : bits;
    float e = v * u_estimate.x + u_estimate.y;
    int q = e > 0.0 ? (e < float(u_levels) ? int(e + 0.5) : u_levels) : 0;
    // The guess is usually right or one off: step a little, then search if still wrong.
    for (int i = 0; i < 2 && q < u_levels && key >= t[q + 1]; i++) {
        q++;
    }
    for (int i = 0; i < 2 && key < t[q]; i++) {
        q--;
    }
    if (key < t[q] || (q < u_levels && key >= t[q + 1])) {
        int lo = 0;
        int hi = u_levels;
        while (lo < hi) {
            int mid = (lo + hi + 1) >> 1;
            if (t[mid] <= key) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        q = lo;
    }
    return q;
}
#endif

void main() {
    int word = int(gl_GlobalInvocationID.x);
    int row = int(gl_GlobalInvocationID.y);
    const int perWord = 32 / BITS;
    int x0 = word * perWord;
    if (x0 >= u_size.x || row >= u_size.y) {
        return;
    }
    int y = u_blockHeight - 1 - row;
    for (int p = 0; p < PLANES; p++) {
        uint samples = 0u;
        for (int s = 0; s < perWord; s++) {
            int x = x0 + s;
            if (x < u_size.x) {
                samples |= uint(level(imageLoad(u_blocks[p], ivec2(u_left + x, y))[CHANNEL])) << uint(s * BITS);
            }
        }
        w[u_dst + p * u_planeWords + row * u_rowWords + word] = samples;
    }
}
