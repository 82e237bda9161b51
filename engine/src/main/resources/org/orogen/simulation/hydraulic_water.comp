#version 430 core
// Hydraulic erosion, step 2 of 2, one gather per cell (no atomics; hydraulic_common.glsl, prepended):
// water, sediment transport, erosion and evaporation from the outflows step 1 wrote.
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_state;
layout(rgba32f, binding = 1) uniform readonly image2D u_flux;
layout(rgba32f, binding = 2) uniform readonly image2D u_aux;
layout(rgba32f, binding = 3) uniform writeonly image2D o_state;
layout(rgba32f, binding = 4) uniform writeonly image2D o_aux;

float terrain(ivec2 n) {
    return imageLoad(u_state, clamp(n, ivec2(0), ivec2(u_cellsX - 1, u_cellsY - 1))).x;
}

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    vec4 fn[4];
    vec4 o[4];
    bool in4[4];
    for (int k = 0; k < 4; k++) {
        ivec2 n = c + DIRS[k];
        in4[k] = inside(n);
        fn[k] = in4[k] ? imageLoad(u_flux, n) : vec4(0.0);
        o[k] = in4[k] ? imageLoad(u_state, n) : vec4(0.0);
    }
    vec4 t = vec4(terrain(c - ivec2(1, 0)), terrain(c + ivec2(1, 0)), terrain(c - ivec2(0, 1)),
            terrain(c + ivec2(0, 1)));
    vec4 state;
    vec4 nextAux;
    hydraulicWater(imageLoad(u_state, c), imageLoad(u_flux, c), fn, o, in4, t, imageLoad(u_aux, c), state, nextAux);
    imageStore(o_state, c, state);
    imageStore(o_aux, c, nextAux);
}
