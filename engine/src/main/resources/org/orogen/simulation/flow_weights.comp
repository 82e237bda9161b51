#version 430 core
// hydrology.flow: each cell's outflow, for the drainage area (flow_relax.comp, AREA). A cell with
// lower neighbours sends to them with weights tan(slope)^p × contour length (0.5 for the sides,
// 0.354 for the diagonals; Freeman 1991, Quinn et al. 1991). A cell on a flat (flat distance > 0)
// sends to its neighbours at the same height and a smaller distance, as if each step towards the
// outlet fell one unit. Stored: the steepest slope s_max, and 1 / sum of (s / s_max)^p × contour,
// so that no power overflows whatever p is; a cell that sends nowhere stores 0 and 0.
layout(local_size_x = 8, local_size_y = 8) in;
const ivec2 NB[8] = ivec2[8](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                             ivec2(1, 1), ivec2(-1, -1), ivec2(-1, 1), ivec2(1, -1));
layout(std430, binding = 1) buffer Filled { float filled[]; };
layout(std430, binding = 2) buffer Flat { uint flatDist[]; };
layout(std430, binding = 4) buffer Scale { float slopeScale[]; };
layout(std430, binding = 5) buffer InvTotal { float invTotal[]; };
uniform ivec2 u_cells;
uniform float u_spacing;
uniform float u_exponent;

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cells.x || c.y >= u_cells.y) {
        return;
    }
    int i = c.y * u_cells.x + c.x;
    float here = filled[i];
    uint distance = flatDist[i];
    float slope[8];
    float steepest = 0.0;
    for (int k = 0; k < 8; k++) {
        ivec2 n = c + NB[k];
        slope[k] = 0.0;
        if (any(lessThan(n, ivec2(0))) || any(greaterThanEqual(n, u_cells))) {
            continue;
        }
        int j = n.y * u_cells.x + n.x;
        float dist = k < 4 ? u_spacing : u_spacing * sqrt(2.0);
        if (distance > 0u) {
            slope[k] = filled[j] == here && flatDist[j] < distance ? 1.0 / dist : 0.0;
        } else {
            slope[k] = here > filled[j] ? (here - filled[j]) / dist : 0.0;
        }
        steepest = max(steepest, slope[k]);
    }
    float total = 0.0;
    for (int k = 0; k < 8; k++) {
        if (slope[k] > 0.0) {
            total += pow(slope[k] / steepest, u_exponent) * (k < 4 ? 0.5 : 0.354);
        }
    }
    slopeScale[i] = total > 0.0 ? steepest : 0.0;
    invTotal[i] = total > 0.0 ? 1.0 / total : 0.0;
}
