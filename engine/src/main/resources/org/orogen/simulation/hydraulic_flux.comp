#version 430 core
// Hydraulic erosion, step 1 of 2 (hydraulic_common.glsl, prepended): each cell's outflow through
// its 4 pipes.
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_state;
layout(rgba32f, binding = 1) uniform readonly image2D u_flux;
layout(rgba32f, binding = 2) uniform writeonly image2D o_flux;

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    vec4 o[4];
    bool in4[4];
    for (int k = 0; k < 4; k++) {
        ivec2 n = c + DIRS[k];
        in4[k] = inside(n);
        o[k] = in4[k] ? imageLoad(u_state, n) : vec4(0.0);
    }
    imageStore(o_flux, c, hydraulicOutflow(imageLoad(u_state, c), imageLoad(u_flux, c), o, in4));
}
