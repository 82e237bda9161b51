#version 430 core
// Thermal erosion (docs/algorithms.md, "Thermal erosion"), u_steps (at most STEPS) steps in one
// dispatch. A work group owns a TILE x TILE tile of cells; it loads the tile plus a halo of
// 2 x STEPS cells into shared memory, runs the steps there and writes only the tile. One step
// changes a cell from its neighbours' heights and their neighbours' (what a neighbour sends
// depends on that neighbour's own neighbours), so each step the cells still exact shrink by 2 on
// every side: after STEPS steps exactly the tile is left, equal to STEPS steps over the whole grid.
// TILE and STEPS are defined by ThermalErosion before this text (ThermalBlocking).
//
// The step: excess over neighbour k, e_k = max(h - h_k - tan(angle) * dist_k, 0); the cell sends
// strength * max_k(e_k) / 2 in all, split in proportion to e_k (half of the largest excess: what
// levels the steepest pair when it exchanges with no one else; more would overshoot). Phase 1
// keeps per cell only scale = strength / 2 * max(e) / sum(e): what it sends to k is e_k * scale,
// and its neighbour recomputes e_k from the two heights with the same operations, so what leaves
// a cell is what arrives. Phase 2: a cell loses what it sends and gains what each neighbour sends
// towards it, summed in a fixed order: no atomics, the same bits on every run. Cells outside the
// grid are no neighbours (closed border: mass is kept).
layout(local_size_x = 256) in;
layout(r32f, binding = 0) uniform readonly image2D u_height;
layout(r32f, binding = 1) uniform writeonly image2D o_height;
uniform int u_cellsX;
uniform int u_cellsY;
uniform int u_steps;      // steps of this dispatch, 1 .. STEPS
uniform float u_limit;    // tan(angle) * spacing: the largest stable drop to a side neighbour, metres
uniform float u_fraction; // strength / 2

const int HALO = 2 * STEPS;
const int REGION = TILE + 2 * HALO;
const int CELLS = REGION * REGION;
const int THREADS = 256;
const int PER_THREAD = (CELLS + THREADS - 1) / THREADS;

shared float s_height[CELLS];
shared float s_scale[CELLS];

// Direction k ^ 1 is the opposite of direction k.
const ivec2 DIRS[8] = ivec2[](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                              ivec2(1, 1), ivec2(-1, -1), ivec2(-1, 1), ivec2(1, -1));

ivec2 origin;

bool inGrid(ivec2 p) {
    ivec2 g = origin + p;
    return g.x >= 0 && g.y >= 0 && g.x < u_cellsX && g.y < u_cellsY;
}

ivec2 at(int index) {
    return ivec2(index % REGION, index / REGION);
}

int indexOf(ivec2 p) {
    return p.y * REGION + p.x;
}

bool within(ivec2 p, int margin) {
    return p.x >= margin && p.y >= margin && p.x < REGION - margin && p.y < REGION - margin;
}

float limit(int k) {
    return k < 4 ? u_limit : u_limit * 1.41421356;
}

/** Excess of the cell at p over its neighbour in direction k; 0 where that neighbour is outside the grid. */
float excess(ivec2 p, float h, int k) {
    ivec2 n = p + DIRS[k];
    return inGrid(n) ? max(h - s_height[indexOf(n)] - limit(k), 0.0) : 0.0;
}

float scaleAt(ivec2 p) {
    float h = s_height[indexOf(p)];
    float total = 0.0;
    float largest = 0.0;
    for (int k = 0; k < 8; k++) {
        float e = excess(p, h, k);
        total += e;
        largest = max(largest, e);
    }
    return total > 0.0 ? u_fraction * largest / total : 0.0;
}

float steppedAt(ivec2 p) {
    float h = s_height[indexOf(p)];
    float scale = s_scale[indexOf(p)];
    float o[8];
    for (int k = 0; k < 8; k++) {
        o[k] = excess(p, h, k) * scale;
    }
    float next = h - ((o[0] + o[1]) + (o[2] + o[3])) - ((o[4] + o[5]) + (o[6] + o[7]));
    for (int k = 0; k < 8; k++) {
        ivec2 n = p + DIRS[k];
        if (inGrid(n)) {
            next += excess(n, s_height[indexOf(n)], k ^ 1) * s_scale[indexOf(n)];
        }
    }
    return next;
}

void main() {
    origin = ivec2(gl_WorkGroupID.xy) * TILE - HALO;
    int thread = int(gl_LocalInvocationIndex);
    for (int i = 0; i < PER_THREAD; i++) {
        int index = thread + i * THREADS;
        if (index < CELLS) {
            ivec2 p = at(index);
            s_height[index] = inGrid(p) ? imageLoad(u_height, origin + p).x : 0.0;
        }
    }
    barrier();
    float next[PER_THREAD];
    for (int s = 1; s <= u_steps; s++) {
        // Exact after s - 1 steps: heights 2 (s - 1) cells in from the region's edge; so scales
        // 2 s - 1 cells in, and the new heights 2 s cells in.
        for (int i = 0; i < PER_THREAD; i++) {
            int index = thread + i * THREADS;
            ivec2 p = at(index);
            if (index < CELLS && within(p, 2 * s - 1) && inGrid(p)) {
                s_scale[index] = scaleAt(p);
            }
        }
        barrier();
        for (int i = 0; i < PER_THREAD; i++) {
            int index = thread + i * THREADS;
            ivec2 p = at(index);
            if (index < CELLS && within(p, 2 * s) && inGrid(p)) {
                next[i] = steppedAt(p);
            }
        }
        barrier();
        for (int i = 0; i < PER_THREAD; i++) {
            int index = thread + i * THREADS;
            ivec2 p = at(index);
            if (index < CELLS && within(p, 2 * s) && inGrid(p)) {
                s_height[index] = next[i];
            }
        }
        barrier();
    }
    for (int i = 0; i < PER_THREAD; i++) {
        int index = thread + i * THREADS;
        ivec2 p = at(index);
        if (index < CELLS && within(p, HALO) && inGrid(p)) {
            imageStore(o_height, origin + p, vec4(s_height[index], 0.0, 0.0, 0.0));
        }
    }
}
