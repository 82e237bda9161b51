#version 430 core
// Hydraulic erosion, initial state: terrain from the input, no suspended sediment, no flux; at
// level 0 no water and no deposits, on a finer cascade level the coarser level's water and
// deposits (its masks, packed in u_coarser as (height, sediment, water, wetness), times their depths).
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_input;
layout(rgba32f, binding = 1) uniform writeonly image2D o_state; // terrain b, water d, sediment s, deposited
layout(rgba32f, binding = 2) uniform writeonly image2D o_flux;  // outflow to -x, +x, -y, +y (m^3/s)
layout(rgba32f, binding = 3) uniform writeonly image2D o_aux;   // summed water depth, vx, vy, 0
layout(rgba32f, binding = 4) uniform readonly image2D u_coarser;
uniform int u_cellsX;
uniform int u_cellsY;
uniform int u_refine;
uniform float u_sedimentDepth;
uniform float u_waterDepth;

float clean(float v) {
    return isnan(v) || isinf(v) ? 0.0 : v;
}

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    float b = imageLoad(u_input, c).x;
    vec4 carried = u_refine != 0 ? imageLoad(u_coarser, c) : vec4(0.0);
    imageStore(o_state, c, vec4(clean(b), max(clean(carried.z), 0.0) * u_waterDepth, 0.0,
                                max(clean(carried.y), 0.0) * u_sedimentDepth));
    imageStore(o_flux, c, vec4(0.0));
    imageStore(o_aux, c, vec4(0.0));
}
