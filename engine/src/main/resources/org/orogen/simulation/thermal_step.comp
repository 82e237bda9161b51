#version 430 core
// Thermal erosion (docs/algorithms.md, "Thermal erosion"): one whole step in one dispatch, for
// GPUs. An 18 x 18 work group writes a 16 x 16 tile. It loads the heights of the tile plus 2 cells
// on each side into shared memory; each invocation computes, for its cell of the tile plus 1 cell on
// each side, what that cell sends to each of its 8 neighbours (excess e_k over the angle of repose; strength *
// max_k(e_k) / 2 in all, split in proportion to e_k) and keeps the outflows in shared memory;
// then each invocation of the inner 16 x 16 adds up what its neighbours send to its cell, in a
// fixed order (k = 0 .. 7).
// No atomics: the same bits on every run. Cells outside the grid hold a height no cell can drop
// to (OUTSIDE), so nothing flows to them without a test per neighbour, and they send nothing
// (closed border: mass is kept up to rounding).
layout(local_size_x = 18, local_size_y = 18) in;
layout(r32f, binding = 0) uniform readonly image2D u_height;
layout(r32f, binding = 1) uniform writeonly image2D o_height;
uniform int u_cellsX;
uniform int u_cellsY;
uniform float u_limit;    // tan(angle) * spacing: the largest stable drop to a side neighbour, metres
uniform float u_fraction; // strength / 2

const int TILE = 16;
const int H_SIDE = TILE + 4; // heights: the tile and 2 cells on each side
const int S_SIDE = TILE + 2; // outflows: the tile and 1 cell on each side
const float OUTSIDE = 3.0e38;
shared float s_height[H_SIDE * H_SIDE];
shared float s_keep[S_SIDE * S_SIDE];    // height minus everything the cell sends
shared float s_out[8 * S_SIDE * S_SIDE]; // what the cell sends towards direction k: [k * S_SIDE² + i]

const ivec2 DIRS[8] = ivec2[](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                              ivec2(1, 1), ivec2(-1, -1), ivec2(-1, 1), ivec2(1, -1));

bool inGrid(ivec2 g) {
    return g.x >= 0 && g.y >= 0 && g.x < u_cellsX && g.y < u_cellsY;
}

void main() {
    ivec2 tile = ivec2(gl_WorkGroupID.xy) * TILE;
    ivec2 local = ivec2(gl_LocalInvocationID.xy); // this invocation's cell of the outflow region
    int t = int(gl_LocalInvocationIndex);
    for (int i = t; i < H_SIDE * H_SIDE; i += S_SIDE * S_SIDE) {
        ivec2 g = tile - 2 + ivec2(i % H_SIDE, i / H_SIDE);
        s_height[i] = inGrid(g) ? imageLoad(u_height, g).x : OUTSIDE;
    }
    barrier();
    int own = local.y * S_SIDE + local.x;
    {
        ivec2 p = local + 1; // in the height region
        float h = s_height[p.y * H_SIDE + p.x];
        float diagonal = u_limit * 1.41421356;
        float e[8];
        float total = 0.0;
        float largest = 0.0;
        for (int k = 0; k < 8; k++) {
            ivec2 n = p + DIRS[k];
            e[k] = max(h - s_height[n.y * H_SIDE + n.x] - (k < 4 ? u_limit : diagonal), 0.0);
            total += e[k];
            largest = max(largest, e[k]);
        }
        bool sends = h < OUTSIDE && total > 0.0;
        float scale = sends ? u_fraction * largest / total : 0.0;
        for (int k = 0; k < 8; k++) {
            s_out[k * S_SIDE * S_SIDE + own] = e[k] * scale;
        }
        s_keep[own] = h - (sends ? u_fraction * largest : 0.0);
    }
    barrier();
    ivec2 c = tile + local - 1;
    if (any(lessThan(local, ivec2(1))) || any(greaterThan(local, ivec2(TILE))) || !inGrid(c)) {
        return;
    }
    float next = s_keep[own];
    for (int k = 0; k < 8; k++) {
        ivec2 n = local + DIRS[k];
        next += s_out[(k ^ 1) * S_SIDE * S_SIDE + n.y * S_SIDE + n.x]; // direction k ^ 1 is the opposite of k
    }
    imageStore(o_height, c, vec4(next, 0.0, 0.0, 0.0));
}
