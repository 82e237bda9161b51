#version 430 core
// Thermal erosion, step 1 of 2 (docs/algorithms.md, "Thermal erosion"): how much material each
// cell sends to each of its 8 neighbours. Excess over neighbour k: e_k = max(h - h_k - tan(angle)
// * dist_k, 0); the cell sends strength * max_k(e_k) / 2 in all, split in proportion to e_k
// (half of the largest excess: what levels the steepest pair when it exchanges with no one else;
// more would overshoot). Cells outside the grid receive nothing (closed border: mass is kept).
layout(local_size_x = 8, local_size_y = 8) in;
layout(r32f, binding = 0) uniform readonly image2D u_height;
layout(rgba32f, binding = 1) uniform writeonly image2D o_outA; // to +x, -x, +y, -y
layout(rgba32f, binding = 2) uniform writeonly image2D o_outB; // to +x+y, -x-y, -x+y, +x-y
uniform int u_cellsX;
uniform int u_cellsY;
uniform float u_limit;    // tan(angle) * spacing: the largest stable drop to a side neighbour, metres
uniform float u_fraction; // strength / 2

const ivec2 DIRS[8] = ivec2[](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                              ivec2(1, 1), ivec2(-1, -1), ivec2(-1, 1), ivec2(1, -1));

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    float h = imageLoad(u_height, c).x;
    float e[8];
    float total = 0.0;
    float largest = 0.0;
    for (int k = 0; k < 8; k++) {
        ivec2 n = c + DIRS[k];
        float ek = 0.0;
        if (n.x >= 0 && n.y >= 0 && n.x < u_cellsX && n.y < u_cellsY) {
            float limit = k < 4 ? u_limit : u_limit * 1.41421356;
            ek = max(h - imageLoad(u_height, n).x - limit, 0.0);
        }
        e[k] = ek;
        total += ek;
        largest = max(largest, ek);
    }
    float scale = total > 0.0 ? u_fraction * largest / total : 0.0;
    imageStore(o_outA, c, vec4(e[0], e[1], e[2], e[3]) * scale);
    imageStore(o_outB, c, vec4(e[4], e[5], e[6], e[7]) * scale);
}
