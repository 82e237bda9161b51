#version 430
// Reduces the heights of a bake block's RGBA32F texture (r) to their extrema (bake.HeightReduction),
// on the GPU, so that measuring an export's height range reads back three numbers per band.
//
// min and max are exact and order-independent on keys: a float's bits mapped to a uint whose
// unsigned order is the float order (-inf < ... < -0 < +0 < ... < +inf). NaN is skipped. Because a
// scan in grid order keeps the first of the equal values -0 and +0, the earliest zero is kept too:
// atomicMin of (index in the band << 1 | sign bit). Each invocation reduces ROWS_PER_INVOCATION pixels
// of a column in registers, the work group (64 columns x 32 rows) in shared memory, and one invocation
// merges the group's result into the buffer with three atomics.
layout(local_size_x = 64, local_size_y = 4) in;
const int ROWS_PER_INVOCATION = 8; // a group covers 4 x 8 = 32 rows (HeightReduction.GROUP_ROWS)
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
    int x = int(gl_GlobalInvocationID.x);
    uint lowest = 0xFFFFFFFFu;
    uint highest = 0u;
    uint zero = 0xFFFFFFFFu;
    for (int k = 0; k < ROWS_PER_INVOCATION; k++) {
        int y = int(gl_WorkGroupID.y * gl_WorkGroupSize.y) * ROWS_PER_INVOCATION + k * int(gl_WorkGroupSize.y)
                + int(gl_LocalInvocationID.y);
        if (x >= u_size.x || y >= u_size.y) {
            continue;
        }
        uint bits = floatBitsToUint(imageLoad(u_block, ivec2(x, u_blockHeight - 1 - y)).r);
        uint magnitude = bits & 0x7FFFFFFFu;
        if (magnitude <= 0x7F800000u) { // not NaN (tested on the bits: no fast-math folding)
            uint key = orderedKey(bits);
            lowest = min(lowest, key);
            highest = max(highest, key);
            if (magnitude == 0u) {
                zero = min(zero, ((u_index + uint(y) * u_rowStride + uint(x)) << 1) | (bits >> 31));
            }
        }
    }
    if (highest != 0u) {
        atomicMin(s_min, lowest);
        atomicMax(s_max, highest);
        atomicMin(s_zero, zero);
    }
    memoryBarrierShared();
    barrier();
    if (gl_LocalInvocationIndex == 0u && s_max != 0u) {
        atomicMin(minKey, s_min);
        atomicMax(maxKey, s_max);
        atomicMin(firstZero, s_zero);
    }
}
