#version 430 core
// Thermal erosion, convergence check (docs/algorithms.md, "Thermal erosion"): the largest excess of
// any cell's drop to a neighbour over the angle of repose, max over cells and k of
// max(h - h_k - limit_k, 0) in metres, into u_slot of the result buffer. Each invocation takes 2 x 2
// cells, the work group reduces its 32 x 32 cells in shared memory and adds one atomicMax of the
// float's bits: for non-negative floats the order of the bits is the order of the values, and a
// maximum does not depend on the order the groups run in, so the result is the same bits every run.
layout(local_size_x = 16, local_size_y = 16) in;
layout(r32f, binding = 0) uniform readonly image2D u_height;
layout(std430, binding = 0) buffer Excess {
    uint o_excess[];
};
uniform int u_cellsX;
uniform int u_cellsY;
uniform float u_limit; // tan(angle) * spacing: the largest stable drop to a side neighbour, metres
uniform int u_slot;

const ivec2 DIRS[8] = ivec2[](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                              ivec2(1, 1), ivec2(-1, -1), ivec2(-1, 1), ivec2(1, -1));
shared float s_largest[256];

float excess(ivec2 c) {
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return 0.0;
    }
    float h = imageLoad(u_height, c).x;
    float diagonal = u_limit * 1.41421356;
    float largest = 0.0;
    for (int k = 0; k < 8; k++) {
        ivec2 n = c + DIRS[k];
        if (n.x >= 0 && n.y >= 0 && n.x < u_cellsX && n.y < u_cellsY) {
            largest = max(largest, h - imageLoad(u_height, n).x - (k < 4 ? u_limit : diagonal));
        }
    }
    return largest;
}

void main() {
    ivec2 base = ivec2(gl_GlobalInvocationID.xy) * 2;
    int t = int(gl_LocalInvocationIndex);
    s_largest[t] = max(max(excess(base), excess(base + ivec2(1, 0))),
                       max(excess(base + ivec2(0, 1)), excess(base + ivec2(1, 1))));
    barrier();
    for (int stride = 128; stride > 0; stride >>= 1) {
        if (t < stride) {
            s_largest[t] = max(s_largest[t], s_largest[t + stride]);
        }
        barrier();
    }
    if (t == 0 && s_largest[0] > 0.0) {
        atomicMax(o_excess[u_slot], floatBitsToUint(s_largest[0]));
    }
}
