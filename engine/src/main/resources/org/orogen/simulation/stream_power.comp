#version 430 core
#extension GL_ARB_gpu_shader_fp64 : enable
// The passes of erosion.fluvial's GPU solver (StreamPowerOnGpu.java; docs/algorithms.md, "Fluvial
// erosion"), one program, the pass chosen by u_pass. Heights in doubles: the depression fill's rise
// (1e-6 of a cell length) is below a float's resolution at mountain heights.
//
// The sequential solver visits cells along a stack, each after its receiver. Here every pass that
// follows the receivers runs by pointer jumping: each cell holds a pointer to a cell downstream and
// what it knows about the path up to it; a round joins that with what the pointed-to cell knows and
// jumps twice as far. After ceil(log2(cells)) rounds every pointer has passed an outlet (-1).
//
// The incision of a cell is affine in its receiver's new height x, (L + f x) / (1 + f), so it composes
// along the chains as affine maps; the raise that follows it (and diffusion), max(height, x + least
// drop), composes in max-plus algebra. Both are what the sequential solver computes along its stack.
layout(local_size_x = 256) in;

struct Chain {
    double a;    // new height = a + b * (new height of cell next) (incision),
    double b;    //   or max(a, new height of next + b) (raise); next -1: a is the new height
    int next;
    int pad;
};

layout(std430, binding = 0) buffer Heights { double z[]; };
// The new heights: the diffusion's, or those the chains solved.
layout(std430, binding = 1) buffer Solved { double solved[]; };
layout(std430, binding = 2) buffer Receivers { int receiver[]; };
// Drainage area in cells: the counts of this round, those of the next (0 before it adds to them),
// those of the round after (set to 0 by this one); pointers 2^round and 2^(round+1) cells downstream
// (-1 past the outlet).
layout(std430, binding = 3) buffer CountsIn { uint countIn[]; };
layout(std430, binding = 4) buffer CountsOut { uint countOut[]; };
layout(std430, binding = 5) buffer CountsCleared { uint countCleared[]; };
layout(std430, binding = 6) buffer NextIn { int nextIn[]; };
layout(std430, binding = 7) buffer NextOut { int nextOut[]; };
// The chains: this round's, the next.
layout(std430, binding = 8) buffer ChainsIn { Chain chainIn[]; };
layout(std430, binding = 9) buffer ChainsOut { Chain chainOut[]; };
// Cells a pass counts: fill values changed by a sweep, output values that overflowed float.
layout(std430, binding = 10) buffer Counter { uint counted; };
// The node's input heights (non-finite values read as 0): what the depression fill raises.
layout(std430, binding = 11) buffer Ground { double ground[]; };

// The node's input (value in x) and outputs (value, d/dx, d/dy, 0): height, rivers, eroded depth.
layout(rgba32f, binding = 0) uniform readonly image2D u_input;
layout(rgba32f, binding = 1) uniform writeonly image2D u_outHeight;
layout(rgba32f, binding = 2) uniform writeonly image2D u_outRivers;
layout(rgba32f, binding = 3) uniform writeonly image2D u_outEroded;

const int RECEIVERS = 0;     // receiver of each cell; countIn = 1, countOut = 0, nextIn = receiver
const int AREA = 1;          // countOut (and countOut[next]) += countIn, nextOut = next of next
const int INCISE_START = 2;  // chainIn = the incision of each cell, affine in its receiver's new height
const int RAISE_START = 3;   // chainIn = (height, least drop, receiver)
const int CHAIN_INCISE = 4;  // chainOut = chainIn composed with chainIn[next] (affine)
const int CHAIN_RAISE = 5;   // chainOut = chainIn composed with chainIn[next] (max-plus)
const int CHAIN_END = 6;     // solved = chainIn.a
const int DIFFUSE = 7;       // solved = z + rate * laplacian(z)
const int OUTPUT = 8;        // the outputs from z, countIn and ground
const int GROUND = 9;        // ground = the input image's values
const int FILL_START = 10;   // z = ground on the border, above any height inside
const int FILL_SWEEP = 11;   // solved = max(ground, lowest neighbour of z + least drop) inside

uniform int u_pass;
uniform int u_width;
uniform int u_height;
uniform double u_spacing;
uniform double u_diagonal;
uniform double u_uplift;      // metres per iteration
uniform double u_coefficient; // erodibility * time step
uniform float u_m;            // drainage area exponent
uniform double u_rise;        // least drop kept to the receiver
uniform double u_rate;        // diffusion: kd * substep / spacing^2
uniform double u_lifted;      // uplift over the whole duration, metres
uniform double u_channel;     // drainage area where the rivers mask starts, m^2
uniform float u_riverSpan;    // the mask reaches 1 at this multiple of the channel area
uniform bool u_count;         // FILL_SWEEP counts the cells it changes

const ivec2 NEIGHBOUR[8] = ivec2[8](ivec2(1, 0), ivec2(-1, 0), ivec2(0, 1), ivec2(0, -1),
                                    ivec2(1, 1), ivec2(-1, -1), ivec2(-1, 1), ivec2(1, -1));

bool border(int x, int y) {
    return x == 0 || y == 0 || x == u_width - 1 || y == u_height - 1;
}

// The steepest lower of the 8 neighbours (ties: the first in NEIGHBOUR's order), or the cell itself.
int steepest(int i, int x, int y) {
    int best = i;
    if (border(x, y)) {
        return best;
    }
    double steepestSlope = 0.0;
    for (int k = 0; k < 8; k++) {
        int j = (y + NEIGHBOUR[k].y) * u_width + x + NEIGHBOUR[k].x;
        double slope = (z[i] - z[j]) / (k < 4 ? u_spacing : u_diagonal);
        if (slope > steepestSlope) {
            steepestSlope = slope;
            best = j;
        }
    }
    return best;
}

// The incision (slope exponent 1): lifted height L, f = K dt A^m / distance; the new height
// (L + f x) / (1 + f) of the implicit update, x the receiver's new height.
Chain incision(int i, int x, int y) {
    double lifted = z[i] + u_uplift;
    int r = receiver[i];
    if (border(x, y)) {
        return Chain(z[i], 0.0, -1, 0);
    }
    if (r == i) {
        return Chain(lifted, 0.0, -1, 0);
    }
    double area = double(countIn[i]) * u_spacing * u_spacing;
    double power = u_m == 0.5 ? sqrt(area) : double(pow(float(area), u_m));
    bool side = r == i + 1 || r == i - 1 || r == i + u_width || r == i - u_width;
    double f = u_coefficient * power / (side ? u_spacing : u_diagonal);
    return Chain(lifted / (1.0 + f), f / (1.0 + f), r, 0);
}

// Output k (0 height, 1 rivers, 2 eroded depth) at cell j, in doubles as FluvialErosion computes it on
// the CPU (the logarithm in float: GLSL has none in double).
double outputValue(int k, int j) {
    if (k == 0) {
        return z[j];
    }
    if (k == 1) {
        double area = double(countIn[j]) * u_spacing * u_spacing;
        return clamp(double(log(float(area / u_channel)) / log(u_riverSpan)), 0.0lf, 1.0lf);
    }
    return ground[j] + (border(j % u_width, j / u_width) ? 0.0lf : u_lifted) - z[j];
}

// (value, d/dx, d/dy, 0) of output k at (x, y): central differences, one-sided at the border.
vec4 texel(int k, int x, int y) {
    int east = min(x + 1, u_width - 1);
    int west = max(x - 1, 0);
    int north = min(y + 1, u_height - 1);
    int south = max(y - 1, 0);
    double dx = (outputValue(k, y * u_width + east) - outputValue(k, y * u_width + west))
            / (double(east - west) * u_spacing);
    double dy = (outputValue(k, north * u_width + x) - outputValue(k, south * u_width + x))
            / (double(north - south) * u_spacing);
    vec4 t = vec4(float(outputValue(k, y * u_width + x)), float(dx), float(dy), 0.0);
    bvec4 bad = bvec4(isnan(t.x) || isinf(t.x), isnan(t.y) || isinf(t.y), isnan(t.z) || isinf(t.z), false);
    if (any(bad)) {
        atomicAdd(counted, uint(bad.x) + uint(bad.y) + uint(bad.z));
        t = mix(t, vec4(0.0), bvec4(bad));
    }
    return t;
}

void main() {
    // Rows of at most 65535 work groups (the least limit GL guarantees), so any grid fits.
    int i = int(gl_GlobalInvocationID.y * gl_NumWorkGroups.x * gl_WorkGroupSize.x + gl_GlobalInvocationID.x);
    if (i >= u_width * u_height) {
        return;
    }
    int x = i % u_width;
    int y = i / u_width;
    if (u_pass == RECEIVERS) {
        int r = steepest(i, x, y);
        receiver[i] = r;
        countIn[i] = 1u;
        countOut[i] = 0u;
        nextIn[i] = r == i ? -1 : r;
    } else if (u_pass == AREA) {
        // Counts within 2^(round+1) cells upstream: those within 2^round, and those of the cells
        // 2^round upstream. Integer atomics: the same sums in any order.
        uint count = countIn[i];
        int next = nextIn[i];
        atomicAdd(countOut[i], count);
        if (next >= 0) {
            atomicAdd(countOut[next], count);
        }
        nextOut[i] = next < 0 ? -1 : nextIn[next];
        countCleared[i] = 0u;
    } else if (u_pass == INCISE_START) {
        chainIn[i] = incision(i, x, y);
    } else if (u_pass == RAISE_START) {
        int r = receiver[i];
        chainIn[i] = Chain(z[i], u_rise, r == i ? -1 : r, 0);
    } else if (u_pass == CHAIN_INCISE || u_pass == CHAIN_RAISE) {
        Chain c = chainIn[i];
        if (c.next >= 0) {
            Chain d = chainIn[c.next];
            c = u_pass == CHAIN_INCISE ? Chain(c.a + c.b * d.a, c.b * d.b, d.next, 0)
                                       : Chain(max(c.a, d.a + c.b), c.b + d.b, d.next, 0);
        }
        chainOut[i] = c;
    } else if (u_pass == CHAIN_END) {
        solved[i] = chainIn[i].a;
    } else if (u_pass == OUTPUT) {
        imageStore(u_outHeight, ivec2(x, y), texel(0, x, y));
        imageStore(u_outRivers, ivec2(x, y), texel(1, x, y));
        imageStore(u_outEroded, ivec2(x, y), texel(2, x, y));
    } else if (u_pass == GROUND) {
        float given = imageLoad(u_input, ivec2(x, y)).x;
        ground[i] = isnan(given) || isinf(given) ? 0.0lf : double(given);
    } else if (u_pass == FILL_START) {
        z[i] = border(x, y) ? ground[i] : 1.0e300lf;
    } else if (u_pass == FILL_SWEEP) {
        // The priority-flood's result is the one fixed point of this map (every cell inside at least
        // its ground and the least drop above its lowest neighbour); sweeping down from above reaches it.
        double next = z[i];
        if (!border(x, y)) {
            double lowest = z[i + NEIGHBOUR[0].y * u_width + NEIGHBOUR[0].x];
            for (int k = 1; k < 8; k++) {
                lowest = min(lowest, z[i + NEIGHBOUR[k].y * u_width + NEIGHBOUR[k].x]);
            }
            next = max(ground[i], lowest + u_rise);
        }
        solved[i] = next;
        if (u_count && next != z[i]) {
            atomicAdd(counted, 1u);
        }
    } else if (u_pass == DIFFUSE) {
        if (border(x, y)) {
            solved[i] = z[i];
        } else {
            double laplace = z[i - 1] + z[i + 1] + z[i - u_width] + z[i + u_width] - 4.0 * z[i];
            solved[i] = z[i] + u_rate * laplace;
        }
    }
}
