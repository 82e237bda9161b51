#version 430 core
// hydrology.water_level, last pass: water, sea, lakes, depth and surface as (value, d/dx, d/dy, 0)
// per cell, the gradient by central differences (one-sided on the border) as in flow_output.comp.
// A cell is sea where the SEA relaxation left 0; it is lake where it lies in a depression (filled
// above its height, not sea) whose floor (the LAKES relaxation's result) lies at least
// u_lakeMinDepth below the spill height. Depth and the comparison are in doubles, as on the CPU.
layout(local_size_x = 8, local_size_y = 8) in;
layout(std430, binding = 0) buffer Terrain { float terrain[]; };
layout(std430, binding = 1) buffer Filled { float filled[]; };
layout(std430, binding = 3) buffer Floor { float lakeFloor[]; };
layout(std430, binding = 4) buffer Sea { float sea[]; };
layout(rgba32f, binding = 0) uniform writeonly image2D o_water;
layout(rgba32f, binding = 1) uniform writeonly image2D o_sea;
layout(rgba32f, binding = 2) uniform writeonly image2D o_lakes;
layout(rgba32f, binding = 3) uniform writeonly image2D o_depth;
layout(rgba32f, binding = 4) uniform writeonly image2D o_surface;
uniform ivec2 u_cells;
uniform float u_spacing;
uniform double u_seaLevel;     // metres (only read on sea cells)
uniform double u_lakeMinDepth; // metres

bool isSea(int i) {
    return sea[i] == 0.0;
}

bool isLake(int i) {
    return !isSea(i) && filled[i] > terrain[i]
            && double(filled[i]) - double(lakeFloor[i]) >= u_lakeMinDepth;
}

/** The water surface of cell i: sea level, a lake's spill height, or the ground where dry. */
float surface(int i) {
    return isSea(i) ? float(u_seaLevel) : isLake(i) ? filled[i] : terrain[i];
}

/** (water, sea, lake, depth) of cell i. */
vec4 water(int i) {
    bool inSea = isSea(i);
    bool inLake = isLake(i);
    float depth = inSea ? float(u_seaLevel - double(terrain[i])) : inLake ? filled[i] - terrain[i] : 0.0;
    return vec4(inSea || inLake ? 1.0 : 0.0, inSea ? 1.0 : 0.0, inLake ? 1.0 : 0.0, depth);
}

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cells.x || c.y >= u_cells.y) {
        return;
    }
    int e = c.y * u_cells.x + min(c.x + 1, u_cells.x - 1);
    int w = c.y * u_cells.x + max(c.x - 1, 0);
    int n = min(c.y + 1, u_cells.y - 1) * u_cells.x + c.x;
    int s = max(c.y - 1, 0) * u_cells.x + c.x;
    float dx = float(min(c.x + 1, u_cells.x - 1) - max(c.x - 1, 0)) * u_spacing;
    float dy = float(min(c.y + 1, u_cells.y - 1) - max(c.y - 1, 0)) * u_spacing;
    vec4 here = water(c.y * u_cells.x + c.x);
    vec4 ddx = (water(e) - water(w)) / dx;
    vec4 ddy = (water(n) - water(s)) / dy;
    imageStore(o_water, c, vec4(here.x, ddx.x, ddy.x, 0.0));
    imageStore(o_sea, c, vec4(here.y, ddx.y, ddy.y, 0.0));
    imageStore(o_lakes, c, vec4(here.z, ddx.z, ddy.z, 0.0));
    imageStore(o_depth, c, vec4(here.w, ddx.w, ddy.w, 0.0));
    int i = c.y * u_cells.x + c.x;
    imageStore(o_surface, c, vec4(surface(i), (surface(e) - surface(w)) / dx, (surface(n) - surface(s)) / dy, 0.0));
}
