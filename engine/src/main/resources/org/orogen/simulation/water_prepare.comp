#version 430 core
// hydrology.water_level: the start of a SPREAD relaxation (flow_relax.comp) over the filled
// heights of flow_prepare.comp / flow_relax.comp FILL. The Java side puts SEA or LAKES on the line
// after #version:
//   SEA    state 0 on border cells below sea level, else 1; a cell below sea level off the border
//          takes the smallest state of its 8 neighbours, so the 0 spreads through the cells below
//          sea level connected to the border (a flood fill from the border; 0 marks the sea)
//   LAKES  state = the cell's height; a cell of a depression (filled above its height, not sea)
//          takes the smallest state of its neighbours in the same depression (same filled
//          height), so each depression's cells end at its floor height
// Sea level is a double, as on the CPU, so "below" is decided exactly as WaterLevel.compute does.
layout(local_size_x = 8, local_size_y = 8) in;
layout(std430, binding = 0) buffer Terrain { float terrain[]; };
layout(std430, binding = 1) buffer Filled { float filled[]; };
layout(std430, binding = 2) buffer Masks { uint masks[]; };
layout(std430, binding = 3) buffer State { float state[]; };
layout(std430, binding = 4) buffer Sea { float sea[]; }; // LAKES: the SEA relaxation's result
uniform ivec2 u_cells;
uniform double u_seaLevel; // metres; -infinity for no sea

const ivec2 NB[8] = ivec2[8](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                             ivec2(1, 1), ivec2(-1, -1), ivec2(-1, 1), ivec2(1, -1));

int gridIndex(ivec2 c) {
    return c.y * u_cells.x + c.x;
}

bool inDepression(int i) {
    return sea[i] != 0.0 && filled[i] > terrain[i];
}

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cells.x || c.y >= u_cells.y) {
        return;
    }
    int i = gridIndex(c);
#if defined(SEA)
    bool below = double(terrain[i]) < u_seaLevel;
    bool border = c.x == 0 || c.y == 0 || c.x == u_cells.x - 1 || c.y == u_cells.y - 1;
    state[i] = below && border ? 0.0 : 1.0;
    masks[i] = below && !border ? 0xFFu : 0u;
#else
    state[i] = terrain[i];
    uint mask = 0u;
    if (inDepression(i)) {
        for (int k = 0; k < 8; k++) {
            ivec2 n = c + NB[k];
            if (all(greaterThanEqual(n, ivec2(0))) && all(lessThan(n, u_cells))) {
                int j = gridIndex(n);
                if (inDepression(j) && filled[j] == filled[i]) {
                    mask |= 1u << k;
                }
            }
        }
    }
    masks[i] = mask;
#endif
}
