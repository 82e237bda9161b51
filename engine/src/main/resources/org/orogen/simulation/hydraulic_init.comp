#version 430 core
// Hydraulic erosion, initial state: terrain from the input, no water, no sediment, no flux.
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_input;
layout(rgba32f, binding = 1) uniform writeonly image2D o_state; // terrain b, water d, sediment s, deposited
layout(rgba32f, binding = 2) uniform writeonly image2D o_flux;  // outflow to -x, +x, -y, +y (m^3/s)
layout(rgba32f, binding = 3) uniform writeonly image2D o_aux;   // summed water depth, vx, vy, 0
uniform int u_cellsX;
uniform int u_cellsY;

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    float b = imageLoad(u_input, c).x;
    imageStore(o_state, c, vec4(isnan(b) || isinf(b) ? 0.0 : b, 0.0, 0.0, 0.0));
    imageStore(o_flux, c, vec4(0.0));
    imageStore(o_aux, c, vec4(0.0));
}
