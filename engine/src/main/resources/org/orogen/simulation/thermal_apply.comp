#version 430 core
// Thermal erosion, step 2 of 2: gather. A cell loses what it sends and gains what each
// neighbour sends towards it, summed in a fixed order: no atomics, the same bits on every run.
layout(local_size_x = 8, local_size_y = 8) in;
layout(r32f, binding = 0) uniform readonly image2D u_height;
layout(rgba32f, binding = 1) uniform readonly image2D u_outA;
layout(rgba32f, binding = 2) uniform readonly image2D u_outB;
layout(r32f, binding = 3) uniform writeonly image2D o_height;
uniform int u_cellsX;
uniform int u_cellsY;

const ivec2 DIRS[8] = ivec2[](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                              ivec2(1, 1), ivec2(-1, -1), ivec2(-1, 1), ivec2(1, -1));

float sent(ivec2 cell, int k) {
    return k < 4 ? imageLoad(u_outA, cell)[k] : imageLoad(u_outB, cell)[k - 4];
}

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    vec4 a = imageLoad(u_outA, c);
    vec4 b = imageLoad(u_outB, c);
    float h = imageLoad(u_height, c).x - ((a.x + a.y) + (a.z + a.w)) - ((b.x + b.y) + (b.z + b.w));
    for (int k = 0; k < 8; k++) {
        ivec2 n = c + DIRS[k];
        if (n.x >= 0 && n.y >= 0 && n.x < u_cellsX && n.y < u_cellsY) {
            h += sent(n, k ^ 1); // direction k ^ 1 is the opposite of k
        }
    }
    imageStore(o_height, c, vec4(h, 0.0, 0.0, 0.0));
}
