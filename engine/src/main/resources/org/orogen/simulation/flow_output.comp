#version 430 core
// hydrology.flow, last pass: area, river mask and filled height as (value, d/dx, d/dy, 0) per
// cell, the gradient by central differences (one-sided on the border), as every simulation output.
layout(local_size_x = 8, local_size_y = 8) in;
layout(std430, binding = 0) buffer River { float river[]; };
layout(std430, binding = 1) buffer Filled { float filled[]; };
layout(std430, binding = 3) buffer Area { float area[]; };
layout(rgba32f, binding = 0) uniform writeonly image2D o_area;
layout(rgba32f, binding = 1) uniform writeonly image2D o_river;
layout(rgba32f, binding = 2) uniform writeonly image2D o_filled;
uniform ivec2 u_cells;
uniform float u_spacing;

#define STORE(image, values) { \
    float east = values[c.y * u_cells.x + e]; float west = values[c.y * u_cells.x + w]; \
    float north = values[n * u_cells.x + c.x]; float south = values[s * u_cells.x + c.x]; \
    imageStore(image, c, vec4(values[c.y * u_cells.x + c.x], (east - west) / (float(e - w) * u_spacing), \
        (north - south) / (float(n - s) * u_spacing), 0.0)); }

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cells.x || c.y >= u_cells.y) {
        return;
    }
    int e = min(c.x + 1, u_cells.x - 1);
    int w = max(c.x - 1, 0);
    int n = min(c.y + 1, u_cells.y - 1);
    int s = max(c.y - 1, 0);
    STORE(o_area, area)
    STORE(o_river, river)
    STORE(o_filled, filled)
}
