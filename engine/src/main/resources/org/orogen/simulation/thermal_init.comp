#version 430 core
// Thermal erosion, before the steps: the input's height (first channel) into the single-channel
// state the blocked steps read and write (thermal_steps.comp).
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_input;
layout(r32f, binding = 1) uniform writeonly image2D o_height;
uniform int u_cellsX;
uniform int u_cellsY;

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    imageStore(o_height, c, vec4(imageLoad(u_input, c).x, 0.0, 0.0, 0.0));
}
