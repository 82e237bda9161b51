#version 430 core
// Hydraulic erosion, one whole step in one pass (GPUs; hydraulic_common.glsl, prepended): a work
// group reads the state of its 16 x 16 cells and two cells around them into shared memory, computes the
// outflow of its cells and the ring of cells around them (step 1 of hydraulic_flux.comp, the ring done
// again by each neighbouring group), then the water update of its cells (step 2 of
// hydraulic_water.comp) from those outflows. One dispatch and one barrier a step instead of two, and
// the outflows are not read back from memory. It reads through texture fetches, which GPUs cache
// better than image loads (the same values: the textures are unfiltered, read at whole texels).
layout(local_size_x = 16, local_size_y = 16) in;
layout(binding = 0) uniform sampler2D u_state;
layout(binding = 1) uniform sampler2D u_flux;
layout(binding = 2) uniform sampler2D u_aux;
layout(rgba32f, binding = 3) uniform writeonly image2D o_state;
layout(rgba32f, binding = 4) uniform writeonly image2D o_aux;
layout(rgba32f, binding = 5) uniform writeonly image2D o_flux;

const int TILE = 16; // 8 x 8 groups took 8-10 % longer on an H200, 32 x 32 about 30 %
const int STATES = TILE + 4;  // state: the tile and 2 cells around
const int OUTFLOWS = TILE + 2; // outflow: the tile and 1 cell around
shared vec4 states[STATES * STATES];
shared vec4 outflows[OUTFLOWS * OUTFLOWS];

vec4 stateAt(ivec2 origin, ivec2 cell) {
    ivec2 t = cell - origin + 2;
    return states[t.y * STATES + t.x];
}

vec4 outflowAt(ivec2 origin, ivec2 cell) {
    ivec2 t = cell - origin + 1;
    return outflows[t.y * OUTFLOWS + t.x];
}

void main() {
    ivec2 origin = ivec2(gl_WorkGroupID.xy) * TILE;
    int thread = int(gl_LocalInvocationIndex);
    for (int i = thread; i < STATES * STATES; i += TILE * TILE) {
        ivec2 cell = origin - 2 + ivec2(i % STATES, i / STATES);
        states[i] = inside(cell) ? texelFetch(u_state, cell, 0) : vec4(0.0);
    }
    barrier();
    for (int i = thread; i < OUTFLOWS * OUTFLOWS; i += TILE * TILE) {
        ivec2 cell = origin - 1 + ivec2(i % OUTFLOWS, i / OUTFLOWS);
        vec4 result = vec4(0.0);
        if (inside(cell)) {
            vec4 o[4];
            bool in4[4];
            for (int k = 0; k < 4; k++) {
                ivec2 n = cell + DIRS[k];
                in4[k] = inside(n);
                o[k] = stateAt(origin, n);
            }
            result = hydraulicOutflow(stateAt(origin, cell), texelFetch(u_flux, cell, 0), o, in4);
        }
        outflows[i] = result;
    }
    barrier();
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (!inside(c)) {
        return;
    }
    vec4 fn[4];
    vec4 o[4];
    bool in4[4];
    for (int k = 0; k < 4; k++) {
        ivec2 n = c + DIRS[k];
        in4[k] = inside(n);
        fn[k] = outflowAt(origin, n);
        o[k] = stateAt(origin, n);
    }
    ivec2 last = ivec2(u_cellsX - 1, u_cellsY - 1);
    vec4 t = vec4(stateAt(origin, clamp(c - ivec2(1, 0), ivec2(0), last)).x,
            stateAt(origin, clamp(c + ivec2(1, 0), ivec2(0), last)).x,
            stateAt(origin, clamp(c - ivec2(0, 1), ivec2(0), last)).x,
            stateAt(origin, clamp(c + ivec2(0, 1), ivec2(0), last)).x);
    vec4 f = outflowAt(origin, c);
    vec4 state;
    vec4 nextAux;
    hydraulicWater(stateAt(origin, c), f, fn, o, in4, t, texelFetch(u_aux, c, 0), state, nextAux);
    imageStore(o_state, c, state);
    imageStore(o_aux, c, nextAux);
    imageStore(o_flux, c, f);
}
