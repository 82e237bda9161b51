#version 430 core
// hydrology.flow's river mask (docs/algorithms.md, "River width") by jump flooding (Rong and Tan,
// "Jump flooding in GPU with applications to Voronoi diagram and distance transform", I3D 2006).
// A cell's score for channel cell o is W(o)/2 - |x - o|; each cell keeps the channel cell of the
// largest score it has seen (ties: the lower index), looking at its own and the 8 cells `step`
// away, for steps halving down to 1 (then 1 once more). One of SEED, JUMP or PAINT follows #version:
//   SEED   origin = the cell itself where its drainage area reaches u_start, else none; radius W/2
//   JUMP   one jump-flooding pass from originIn to originOut
//   PAINT  mask = strength(A_o) · clamp(0.5 + score / l, 0, 1)
layout(local_size_x = 8, local_size_y = 8) in;
const uint NONE = 0xFFFFFFFFu;
layout(std430, binding = 0) buffer River { float river[]; };
layout(std430, binding = 3) buffer Area { float area[]; };
layout(std430, binding = 4) buffer Radius { float radius[]; };  // W/2 of channel cells, metres
layout(std430, binding = 5) buffer OriginIn { uint originIn[]; };
layout(std430, binding = 6) buffer OriginOut { uint originOut[]; };
layout(std430, binding = 7) buffer Status { uint status[]; }; // [1]: largest area's float bits
uniform ivec2 u_cells;
uniform float u_spacing;
uniform int u_step;
uniform float u_start;     // m²
uniform float u_full;      // m²
uniform float u_width;     // m at 1 km²
uniform float u_widthExponent;

float score(ivec2 c, uint o) {
    ivec2 at = ivec2(int(o % uint(u_cells.x)), int(o / uint(u_cells.x)));
    return radius[o] - u_spacing * length(vec2(c - at));
}

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cells.x || c.y >= u_cells.y) {
        return;
    }
    int i = c.y * u_cells.x + c.x;
#if defined(SEED)
    float a = area[i];
    bool channel = a >= u_start;
    originOut[i] = channel ? uint(i) : NONE;
    radius[i] = channel ? 0.5 * u_width * pow(a / 1.0e6, u_widthExponent) : 0.0;
    atomicMax(status[1], floatBitsToUint(max(a, 0.0)));
#elif defined(JUMP)
    uint best = originIn[i];
    float bestScore = best == NONE ? 0.0 : score(c, best);
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            ivec2 n = c + u_step * ivec2(dx, dy);
            if ((dx == 0 && dy == 0) || any(lessThan(n, ivec2(0))) || any(greaterThanEqual(n, u_cells))) {
                continue;
            }
            uint o = originIn[n.y * u_cells.x + n.x];
            if (o == NONE || o == best) {
                continue;
            }
            float s = score(c, o);
            if (best == NONE || s > bestScore || (s == bestScore && o < best)) {
                best = o;
                bestScore = s;
            }
        }
    }
    originOut[i] = best;
#else
    uint o = originIn[i];
    float mask = 0.0;
    if (o != NONE) {
        float strength = clamp(log(area[o] / u_start) / log(u_full / u_start), 0.0, 1.0);
        mask = strength * clamp(0.5 + score(c, o) / u_spacing, 0.0, 1.0);
    }
    river[i] = mask;
#endif
}
