#version 430 core
// Hydraulic erosion, outputs as (value, d/dx, d/dy, 0), gradients by central differences on the
// simulation grid (one-sided at the border): height = terrain + the sediment still carried
// (settled at the end, so soil is kept), sediment mask = deposited / u_sedimentDepth, water mask
// = final depth / u_waterDepth, wetness = mean depth over the run / u_waterDepth (on a finer cascade
// level weighted with the coarser levels' wetness, channel w of u_coarser, by simulated time).
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_state;
layout(rgba32f, binding = 1) uniform readonly image2D u_aux;
layout(rgba32f, binding = 2) uniform writeonly image2D o_height;
layout(rgba32f, binding = 3) uniform writeonly image2D o_sediment;
layout(rgba32f, binding = 4) uniform writeonly image2D o_water;
layout(rgba32f, binding = 5) uniform writeonly image2D o_wetness;
layout(rgba32f, binding = 6) uniform readonly image2D u_coarser;
uniform int u_cellsX;
uniform int u_cellsY;
uniform float u_spacing;
uniform float u_steps;
uniform float u_sedimentDepth;
uniform float u_waterDepth;
uniform float u_coarserWeight; // 0 at level 0

float clean(float v) {
    return isnan(v) || isinf(v) ? 0.0 : v;
}

vec4 fields(ivec2 c) {
    vec4 s = imageLoad(u_state, c);
    vec4 a = imageLoad(u_aux, c);
    float wetness = clamp(clean(a.x / (u_steps * u_waterDepth)), 0.0, 1.0);
    if (u_coarserWeight > 0.0) {
        wetness = mix(wetness, clamp(clean(imageLoad(u_coarser, c).w), 0.0, 1.0), u_coarserWeight);
    }
    return vec4(clean(s.x + s.z), clamp(clean(s.w / u_sedimentDepth), 0.0, 1.0),
                clamp(clean(s.y / u_waterDepth), 0.0, 1.0), wetness);
}

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    ivec2 w = ivec2(max(c.x - 1, 0), c.y);
    ivec2 e = ivec2(min(c.x + 1, u_cellsX - 1), c.y);
    ivec2 s = ivec2(c.x, max(c.y - 1, 0));
    ivec2 n = ivec2(c.x, min(c.y + 1, u_cellsY - 1));
    vec4 here = fields(c);
    vec4 gx = (fields(e) - fields(w)) / (float(e.x - w.x) * u_spacing);
    vec4 gy = (fields(n) - fields(s)) / (float(n.y - s.y) * u_spacing);
    imageStore(o_height, c, vec4(here.x, gx.x, gy.x, 0.0));
    imageStore(o_sediment, c, vec4(here.y, gx.y, gy.y, 0.0));
    imageStore(o_water, c, vec4(here.z, gx.z, gy.z, 0.0));
    imageStore(o_wetness, c, vec4(here.w, gx.w, gy.w, 0.0));
}
