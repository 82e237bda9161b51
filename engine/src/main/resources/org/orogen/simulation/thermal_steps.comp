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
// shares per cell only scale = strength / 2 * max(e) / sum(e) (what it sends to k is e_k * scale)
// and keeps h - strength / 2 * max(e) (what it sends in all) in a register. Phase 2 adds what each
// neighbour sends towards the cell, e_k * scale of that neighbour, e_k recomputed from the two
// heights with the same operations; summed in a fixed order: no atomics, the same bits on every
// run. Cells outside the grid are no neighbours (closed border: mass is kept up to rounding).
layout(local_size_x = 16, local_size_y = 16) in;
layout(r32f, binding = 0) uniform readonly image2D u_height;
layout(r32f, binding = 1) uniform writeonly image2D o_height;
uniform int u_cellsX;
uniform int u_cellsY;
uniform int u_steps;      // steps of this dispatch, 1 .. STEPS
uniform float u_limit;    // tan(angle) * spacing: the largest stable drop to a side neighbour, metres
uniform float u_fraction; // strength / 2

const int HALO = 2 * STEPS;
const int REGION = TILE + 2 * HALO;
const int SIDE = (REGION + 15) / 16; // 16 x 16 invocations cover the region in SIDE x SIDE passes
const int PER_THREAD = SIDE * SIDE;

shared float s_height[REGION * REGION];
shared float s_scale[REGION * REGION];

// Direction k ^ 1 is the opposite of direction k.
const ivec2 DIRS[8] = ivec2[](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                              ivec2(1, 1), ivec2(-1, -1), ivec2(-1, 1), ivec2(1, -1));

ivec2 origin;   // the region's first cell on the grid
ivec2 gridLow;  // the grid's cells in region coordinates: gridLow <= p < gridHigh
ivec2 gridHigh;

bool inGrid(ivec2 p) {
    return all(greaterThanEqual(p, gridLow)) && all(lessThan(p, gridHigh));
}

/** The region cell of this invocation's pass {@code i}. */
ivec2 cellOf(int i) {
    return ivec2(gl_LocalInvocationID.xy) + 16 * ivec2(i % SIDE, i / SIDE);
}

int indexOf(ivec2 p) {
    return p.y * REGION + p.x;
}

/** Whether p is at least {@code margin} cells inside the region (and so inside the region at all). */
bool within(ivec2 p, int margin) {
    return all(greaterThanEqual(p, ivec2(margin))) && all(lessThan(p, ivec2(REGION - margin)));
}

float limit(int k) {
    return k < 4 ? u_limit : u_limit * 1.41421356;
}

/** Excess of the cell at p (height h) over its neighbour in direction k; 0 where that neighbour is outside the grid. */
float excess(ivec2 p, float h, int k) {
    ivec2 n = p + DIRS[k];
    return inGrid(n) ? max(h - s_height[indexOf(n)] - limit(k), 0.0) : 0.0;
}

void main() {
    origin = ivec2(gl_WorkGroupID.xy) * TILE - HALO;
    gridLow = max(-origin, ivec2(0));
    gridHigh = min(ivec2(u_cellsX, u_cellsY) - origin, ivec2(REGION));
    for (int i = 0; i < PER_THREAD; i++) {
        ivec2 p = cellOf(i);
        if (within(p, 0)) {
            s_height[indexOf(p)] = inGrid(p) ? imageLoad(u_height, origin + p).x : 0.0;
        }
    }
    barrier();
    float next[PER_THREAD];
    for (int s = 1; s <= u_steps; s++) {
        // Exact after s - 1 steps: the heights 2 (s - 1) cells in from the region's edge; so the
        // scales 2 s - 1 cells in, and the new heights 2 s cells in.
        for (int i = 0; i < PER_THREAD; i++) {
            ivec2 p = cellOf(i);
            if (within(p, 2 * s - 1) && inGrid(p)) {
                float h = s_height[indexOf(p)];
                float total = 0.0;
                float largest = 0.0;
                for (int k = 0; k < 8; k++) {
                    float e = excess(p, h, k);
                    total += e;
                    largest = max(largest, e);
                }
                s_scale[indexOf(p)] = total > 0.0 ? u_fraction * largest / total : 0.0;
                next[i] = h - u_fraction * largest;
            }
        }
        barrier();
        for (int i = 0; i < PER_THREAD; i++) {
            ivec2 p = cellOf(i);
            if (within(p, 2 * s) && inGrid(p)) {
                for (int k = 0; k < 8; k++) {
                    ivec2 n = p + DIRS[k];
                    if (inGrid(n)) {
                        next[i] += excess(n, s_height[indexOf(n)], k ^ 1) * s_scale[indexOf(n)];
                    }
                }
            }
        }
        barrier();
        for (int i = 0; i < PER_THREAD; i++) {
            ivec2 p = cellOf(i);
            if (within(p, 2 * s) && inGrid(p)) {
                s_height[indexOf(p)] = next[i];
            }
        }
        barrier();
    }
    for (int i = 0; i < PER_THREAD; i++) {
        ivec2 p = cellOf(i);
        if (within(p, HALO) && inGrid(p)) {
            imageStore(o_height, origin + p, vec4(s_height[indexOf(p)], 0.0, 0.0, 0.0));
        }
    }
}
