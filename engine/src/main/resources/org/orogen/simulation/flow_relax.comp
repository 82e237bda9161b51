#version 430 core
// hydrology.flow and hydrology.water_level: tile-local relaxation towards a fixed point
// (docs/algorithms.md, "Flow", "Water level"). The Java side puts one of FILL, FLAT, AREA or
// SPREAD on the line after #version:
//   FILL  filled(c) = h(c) on the border, else max(h(c), min over the 8 neighbours of filled(n))
//   FLAT  flat(c) = 0 where c is on the border or has a lower neighbour, else
//         1 + min over the neighbours n at the same filled height of flat(n)
//   AREA  area(c) = l² + sum over the neighbours n that send to c of area(n) · fraction(n -> c)
//   SPREAD v(c) = min(v(c), min over the neighbours n in c's mask of v(n)): the smallest value of
//         each region that the masks connect reaches all of it (the water level's sea and lakes);
//         the state is the buffer bound to 3, the masks (bit k: neighbour k) the one bound to 2
// Each work group owns a TILE² tile; it loads the tile with a one-cell halo into shared memory,
// relaxes it until nothing changes (at most MAX_SWEEPS sweeps) and writes back the cells that
// changed. Updates only lower (FILL, FLAT, SPREAD) or, on a DAG, settle (AREA), so the fixed point is the
// same whatever order cells and tiles update in, and a halo read while a neighbour tile writes it
// is harmless. A tile runs only when itself or a neighbour tile changed in the previous dispatch.
layout(local_size_x = 16, local_size_y = 16) in;

const int TILE = 32;
const int SIDE = TILE + 2;
const int MAX_SWEEPS = TILE / 2; // a tile not settled by then goes on in the next dispatch
const int PER_THREAD = 4; // each invocation owns cells (x + 16 i, y + 16 j), i, j in {0, 1}
// Neighbour offsets: the 4 sides first, then the 4 diagonals (as PriorityFlood.DX / DY).
const ivec2 NB[8] = ivec2[8](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                             ivec2(1, 1), ivec2(-1, -1), ivec2(-1, 1), ivec2(1, -1));

layout(std430, binding = 0) buffer Terrain { float terrain[]; };  // heights, non-finite cleaned
layout(std430, binding = 1) buffer Filled { float filled[]; };
layout(std430, binding = 2) buffer Flat { uint flatDist[]; };    // SPREAD: the masks
layout(std430, binding = 3) buffer Area { float area[]; };
layout(std430, binding = 4) buffer Scale { float slopeScale[]; };  // a cell's steepest outflow slope
layout(std430, binding = 5) buffer InvTotal { float invTotal[]; }; // 1 / its outflow weights' sum
layout(std430, binding = 6) buffer Tiles { uint tileChanged[]; };  // 2 × tiles: previous, this dispatch
layout(std430, binding = 7) buffer Status { uint dispatchChanged[]; };

uniform ivec2 u_cells;
uniform ivec2 u_tiles;
uniform int u_parity;     // which half of tileChanged this dispatch writes
uniform int u_slot;       // where this dispatch reports a change
uniform float u_spacing;  // metres
uniform float u_exponent; // p of tan(slope)^p

#if defined(FLAT)
#define VALUE uint
#define STATE flatDist
#define OUTSIDE 0xFFFFFFFFu
#elif defined(FILL)
#define VALUE float
#define STATE filled
#define OUTSIDE uintBitsToFloat(0x7F800000u)
#elif defined(SPREAD)
#define VALUE float
#define STATE area
#define OUTSIDE uintBitsToFloat(0x7F800000u)
#else
#define VALUE float
#define STATE area
#define OUTSIDE 0.0
#endif

shared VALUE s_value[SIDE * SIDE];
shared uint s_changed[3];
shared uint s_wrote;

bool inGrid(ivec2 c) {
    return all(greaterThanEqual(c, ivec2(0))) && all(lessThan(c, u_cells));
}

bool onBorder(ivec2 c) {
    return c.x == 0 || c.y == 0 || c.x == u_cells.x - 1 || c.y == u_cells.y - 1;
}

int gridIndex(ivec2 c) {
    return c.y * u_cells.x + c.x;
}

int sharedIndex(ivec2 local) {
    return (local.y + 1) * SIDE + local.x + 1;
}

#if defined(AREA)
/** The fraction of neighbour n's area that flows to c (0 when n does not send to c). */
float fractionFrom(ivec2 n, ivec2 c, int k) {
    int ni = gridIndex(n);
    int ci = gridIndex(c);
    float scale = slopeScale[ni];
    if (!(scale > 0.0)) {
        return 0.0;
    }
    float dist = k < 4 ? u_spacing : u_spacing * sqrt(2.0);
    float slope;
    if (flatDist[ni] > 0u) {
        // n lies on a flat: it sends along decreasing distance to the flat's outlets.
        if (filled[ci] != filled[ni] || flatDist[ci] >= flatDist[ni]) {
            return 0.0;
        }
        slope = 1.0 / dist;
    } else {
        float drop = filled[ni] - filled[ci];
        if (!(drop > 0.0)) {
            return 0.0;
        }
        slope = drop / dist;
    }
    return pow(slope / scale, u_exponent) * (k < 4 ? 0.5 : 0.354) * invTotal[ni];
}
#endif

void main() {
    ivec2 tile = ivec2(gl_WorkGroupID.xy);
    int tiles = u_tiles.x * u_tiles.y;
    int previous = u_parity == 0 ? tiles : 0;
    int current = u_parity == 0 ? 0 : tiles;
    bool awake = false;
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            ivec2 t = tile + ivec2(dx, dy);
            if (all(greaterThanEqual(t, ivec2(0))) && all(lessThan(t, u_tiles))
                    && tileChanged[previous + t.y * u_tiles.x + t.x] != 0u) {
                awake = true;
            }
        }
    }
    uint lid = gl_LocalInvocationIndex;
    if (!awake) { // the same for the whole group
        if (lid == 0u) {
            tileChanged[current + tile.y * u_tiles.x + tile.x] = 0u;
        }
        return;
    }
    ivec2 origin = tile * TILE;
    for (int s = int(lid); s < SIDE * SIDE; s += 256) {
        ivec2 c = origin + ivec2(s % SIDE, s / SIDE) - ivec2(1);
        s_value[s] = inGrid(c) ? STATE[gridIndex(c)] : OUTSIDE;
    }
    if (lid == 0u) {
        s_changed[0] = 0u;
        s_changed[1] = 0u;
        s_changed[2] = 0u;
        s_wrote = 0u;
    }

    // What each owned cell needs besides its neighbours' values, kept in registers.
    bool live[PER_THREAD];
    int slot[PER_THREAD];
    int cell[PER_THREAD];
#if defined(FILL)
    float floorHeight[PER_THREAD];
#elif defined(FLAT)
    uint sameHeight[PER_THREAD]; // bit k: neighbour k is at the same filled height
#elif defined(SPREAD)
    uint spreadMask[PER_THREAD]; // bit k: take neighbour k's value
#else
    float fraction[PER_THREAD][8];
#endif
    for (int i = 0; i < PER_THREAD; i++) {
        ivec2 local = ivec2(gl_LocalInvocationID.xy) + 16 * ivec2(i & 1, i >> 1);
        ivec2 c = origin + local;
        slot[i] = sharedIndex(local);
        cell[i] = gridIndex(c);
        live[i] = inGrid(c);
#if defined(FILL)
        floorHeight[i] = live[i] ? terrain[cell[i]] : 0.0;
        live[i] = live[i] && !onBorder(c); // border cells keep their height
#elif defined(FLAT)
        sameHeight[i] = 0u;
        if (live[i]) {
            float here = filled[cell[i]];
            bool outlet = onBorder(c);
            for (int k = 0; k < 8 && !outlet; k++) {
                float there = filled[gridIndex(c + NB[k])];
                outlet = there < here;
                if (there == here) {
                    sameHeight[i] |= 1u << k;
                }
            }
            if (outlet) {
                sameHeight[i] = 0xFFFFFFFFu; // marks an outlet: its distance is 0
            }
        }
#elif defined(SPREAD)
        spreadMask[i] = live[i] ? flatDist[cell[i]] : 0u;
        live[i] = spreadMask[i] != 0u;
#else
        for (int k = 0; k < 8; k++) {
            ivec2 n = c + NB[k];
            fraction[i][k] = live[i] && inGrid(n) ? fractionFrom(n, c, k) : 0.0;
        }
#endif
    }
    VALUE loaded[PER_THREAD];
    memoryBarrierShared();
    barrier();
    for (int i = 0; i < PER_THREAD; i++) {
        loaded[i] = s_value[slot[i]];
    }
    barrier(); // every invocation has read its cells before any is updated

    // One barrier per sweep: sweep p reports into s_changed[p % 3] and clears the word of sweep
    // p - 1, which every invocation read before it reached this sweep's barrier.
    for (int sweep = 0; sweep < MAX_SWEEPS; sweep++) {
        int p = sweep % 3;
        bool changed = false;
        for (int i = 0; i < PER_THREAD; i++) {
            if (!live[i]) {
                continue;
            }
            int s = slot[i];
#if defined(FILL)
            float lowest = OUTSIDE;
            for (int k = 0; k < 8; k++) {
                lowest = min(lowest, s_value[s + NB[k].y * SIDE + NB[k].x]);
            }
            VALUE next = max(floorHeight[i], lowest);
            bool update = next < s_value[s];
#elif defined(FLAT)
            VALUE next = 0u;
            if (sameHeight[i] != 0xFFFFFFFFu) {
                uint nearest = OUTSIDE;
                for (int k = 0; k < 8; k++) {
                    if ((sameHeight[i] & (1u << k)) != 0u) {
                        nearest = min(nearest, s_value[s + NB[k].y * SIDE + NB[k].x]);
                    }
                }
                next = nearest == OUTSIDE ? OUTSIDE : nearest + 1u;
            }
            bool update = next < s_value[s];
#elif defined(SPREAD)
            VALUE next = s_value[s];
            for (int k = 0; k < 8; k++) {
                if ((spreadMask[i] & (1u << k)) != 0u) {
                    next = min(next, s_value[s + NB[k].y * SIDE + NB[k].x]);
                }
            }
            bool update = next < s_value[s];
#else
            float sum = u_spacing * u_spacing;
            for (int k = 0; k < 8; k++) {
                sum += s_value[s + NB[k].y * SIDE + NB[k].x] * fraction[i][k];
            }
            VALUE next = sum;
            bool update = next != s_value[s];
#endif
            if (update) {
                s_value[s] = next;
                changed = true;
            }
        }
        if (changed) {
            s_changed[p] = 1u;
        }
        memoryBarrierShared();
        barrier();
        uint anyChanged = s_changed[p];
        if (lid == 0u) {
            s_changed[(sweep + 2) % 3] = 0u;
        }
        if (anyChanged == 0u) {
            break;
        }
    }

    bool wrote = false;
    for (int i = 0; i < PER_THREAD; i++) {
        if (live[i] && s_value[slot[i]] != loaded[i]) {
            STATE[cell[i]] = s_value[slot[i]];
            wrote = true;
        }
    }
    if (wrote) {
        s_wrote = 1u;
    }
    memoryBarrierShared();
    barrier();
    if (lid == 0u) {
        tileChanged[current + tile.y * u_tiles.x + tile.x] = s_wrote;
        if (s_wrote != 0u) {
            dispatchChanged[u_slot] = 1u;
        }
    }
}
