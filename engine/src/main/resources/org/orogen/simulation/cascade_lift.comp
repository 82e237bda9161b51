#version 430 core
// Coarse-to-fine cascade, lifting level k-1 to level k (half the spacing; fine cell 2i is coarse
// cell i). Bilinear up-sampling of a coarse field at fine cell c averages the coarse cells
// floor(c / 2) and ceil(c / 2) on each axis (equal at even c). The lifted terrain is the fine
// input plus the up-sampled change the coarser levels made: start = in_k + up(h_{k-1} - in_{k-1}),
// which equals up(h_{k-1}) + (in_k - up(in_{k-1})): the coarse result with the input's finer detail.
// carried packs the up-sampled value of each coarser output (output k in channel k).
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_fine;        // input baked on level k
layout(rgba32f, binding = 1) uniform readonly image2D u_coarseInput; // input baked on level k-1
layout(rgba32f, binding = 2) uniform readonly image2D u_out0;        // coarser outputs, (value, d/dx, d/dy, 0)
layout(rgba32f, binding = 3) uniform readonly image2D u_out1;
layout(rgba32f, binding = 4) uniform readonly image2D u_out2;
layout(rgba32f, binding = 5) uniform readonly image2D u_out3;
layout(rgba32f, binding = 6) uniform writeonly image2D o_start;
layout(rgba32f, binding = 7) uniform writeonly image2D o_carried;
uniform int u_cellsX;   // level k
uniform int u_cellsY;
uniform int u_outputs;  // coarser outputs bound (1 to 4)

float clean(float v) {
    return isnan(v) || isinf(v) ? 0.0 : v;
}

#define UP(img, lo, hi) (0.25 * (clean(imageLoad(img, ivec2(lo.x, lo.y)).x) + clean(imageLoad(img, ivec2(hi.x, lo.y)).x) \
    + clean(imageLoad(img, ivec2(lo.x, hi.y)).x) + clean(imageLoad(img, ivec2(hi.x, hi.y)).x)))

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    ivec2 last = ivec2((u_cellsX - 1) / 2, (u_cellsY - 1) / 2);
    ivec2 lo = min(c / 2, last);
    ivec2 hi = min((c + 1) / 2, last);
    float change = UP(u_out0, lo, hi) - UP(u_coarseInput, lo, hi);
    float fine = clean(imageLoad(u_fine, c).x);
    imageStore(o_start, c, vec4(fine + change, 0.0, 0.0, 0.0));
    vec4 carried = vec4(UP(u_out0, lo, hi), 0.0, 0.0, 0.0);
    if (u_outputs > 1) {
        carried.y = UP(u_out1, lo, hi);
    }
    if (u_outputs > 2) {
        carried.z = UP(u_out2, lo, hi);
    }
    if (u_outputs > 3) {
        carried.w = UP(u_out3, lo, hi);
    }
    imageStore(o_carried, c, carried);
}
