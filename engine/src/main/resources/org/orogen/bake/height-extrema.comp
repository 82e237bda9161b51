#version 430
// Reduces the heights of a bake block's RGBA32F texture (r) to their extrema (bake.HeightReduction),
// on the GPU, so that measuring an export's height range reads back three numbers per band.
//
// min and max are exact and order-independent on keys: a float's bits mapped to a uint whose
// unsigned order is the float order (-inf < ... < -0 < +0 < ... < +inf). NaN is skipped. Because a
// scan in grid order keeps the first of the equal values -0 and +0, the earliest zero is kept too:
// atomicMin of (index in the band << 1 | sign bit). Each work group reduces in shared memory first,
// then one invocation merges into the buffer with three atomics.
layout(local_size_x = 64, local_size_y = 4) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_block;
layout(std430, binding = 0) buffer Extrema {
    uint minKey;    // 0xFFFFFFFF: no value yet
    uint maxKey;    // 0: no value yet
    uint firstZero; // 0xFFFFFFFF: no zero yet
};
uniform ivec2 u_size;      // columns and grid rows inside the grid and the band
uniform int u_blockHeight; // texture rows; texture row 0 is the block's southernmost grid row
uniform uint u_index;      // index in the band (row-major, north row first) of the block's first pixel
uniform uint u_rowStride;  // band width

shared uint s_min;
shared uint s_max;
shared uint s_zero;

uint orderedKey(uint bits) {
    return (bits & 0x80000000u) != 0u ? ~bits : bits | 0x80000000u;
}

void main() {
    if (gl_LocalInvocationIndex == 0u) {
        s_min = 0xFFFFFFFFu;
        s_max = 0u;
        s_zero = 0xFFFFFFFFu;
    }
    memoryBarrierShared();
    barrier();
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (p.x < u_size.x && p.y < u_size.y) {
        uint bits = floatBitsToUint(imageLoad(u_block, ivec2(p.x, u_blockHeight - 1 - p.y)).r);
        uint magnitude = bits & 0x7FFFFFFFu;
        if (magnitude <= 0x7F800000u) { // not NaN (tested on the bits: no fast-math folding)
            uint key = orderedKey(bits);
            atomicMin(s_min, key);
            atomicMax(s_max, key);
            if (magnitude == 0u) {
                uint index = u_index + uint(p.y) * u_rowStride + uint(p.x);
                atomicMin(s_zero, (index << 1) | (bits >> 31));
            }
        }
    }
    memoryBarrierShared();
    barrier();
    if (gl_LocalInvocationIndex == 0u && s_max != 0u) {
        atomicMin(minKey, s_min);
        atomicMax(maxKey, s_max);
        atomicMin(firstZero, s_zero);
    }
}
