#version 430 core
// hydrology.flow, first pass: the input's heights into the terrain buffer (a non-finite value
// reads 0 and is counted), and the start of the depression fill: the border at its height, every
// other cell at +infinity, from where the fill's relaxation only lowers (flow_relax.comp, FILL).
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_input;
layout(std430, binding = 0) buffer Terrain { float terrain[]; };
layout(std430, binding = 1) buffer Filled { float filled[]; };
layout(std430, binding = 7) buffer Status { uint status[]; }; // [0]: non-finite inputs
uniform ivec2 u_cells;

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cells.x || c.y >= u_cells.y) {
        return;
    }
    float h = imageLoad(u_input, c).x;
    if (isnan(h) || isinf(h)) {
        h = 0.0;
        atomicAdd(status[0], 1u);
    }
    int i = c.y * u_cells.x + c.x;
    bool border = c.x == 0 || c.y == 0 || c.x == u_cells.x - 1 || c.y == u_cells.y - 1;
    terrain[i] = h;
    filled[i] = border ? h : uintBitsToFloat(0x7F800000u);
}
