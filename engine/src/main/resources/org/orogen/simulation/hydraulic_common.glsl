// Hydraulic erosion (virtual pipes, Mei, Decaudin, Hu 2007): the arithmetic of one step for one cell,
// shared by the two passes (hydraulic_flux.comp, hydraulic_water.comp) and the fused step
// (hydraulic_step.comp). The caller supplies the cell's values and its 4 neighbours' (-x, +x, -y, +y)
// and whether each neighbour is inside the grid; the border is closed (no pipe leaves the grid).
uniform int u_cellsX;
uniform int u_cellsY;
uniform float u_dt;          // seconds
uniform float u_spacing;     // l, metres
uniform float u_rain;        // metres of water per second
uniform float u_capacity;    // Kc, seconds
uniform float u_minTilt;     // floor of sin(tilt)
uniform float u_dissolve;    // fraction of the capacity deficit dissolved per step (Ks dt)
uniform float u_deposit;     // fraction of the surplus deposited per step (Kd dt)
uniform float u_evaporation; // fraction of water evaporated per step (Ke dt)

const ivec2 DIRS[4] = ivec2[](ivec2(-1, 0), ivec2(1, 0), ivec2(0, -1), ivec2(0, 1));

bool inside(ivec2 n) {
    return n.x >= 0 && n.y >= 0 && n.x < u_cellsX && n.y < u_cellsY;
}

// Rain, then the outflow through the pipes, f' = max(0, f + dt * g * l * dh) (pipe cross-section
// l^2, length l), scaled by K = min(1, d1 l^2 / (sum f' dt)) so a cell never sends more water than
// it holds. s: the cell's state (terrain, water, sediment, deposited), f: its outflow last step,
// o[k]: neighbour k's state.
vec4 hydraulicOutflow(vec4 s, vec4 f, vec4 o[4], bool in4[4]) {
    float d1 = s.y + u_dt * u_rain;
    float surface = s.x + d1;
    vec4 next = vec4(0.0);
    for (int k = 0; k < 4; k++) {
        if (in4[k]) {
            float dh = surface - (o[k].x + o[k].y + u_dt * u_rain);
            next[k] = max(0.0, f[k] + u_dt * 9.81 * u_spacing * dh);
        }
    }
    float out_ = (next.x + next.y) + (next.z + next.w);
    float k = out_ > 0.0 ? min(1.0, d1 * u_spacing * u_spacing / (out_ * u_dt)) : 0.0;
    vec4 result = next * k;
    if (any(isnan(result)) || any(isinf(result))) {
        result = vec4(0.0);
    }
    return result;
}

// Water in and out through the pipes; sediment carried with the water, each pipe taking the share of
// the cell's sediment that it takes of the cell's water (an upwind, mass-conserving form of the
// transport step); velocity from the mean flux; then dissolution or deposition towards the capacity
// C = Kc max(sin(tilt), floor) |v|; then evaporation of water (sediment stays). Terrain + sediment is
// kept exactly up to float rounding. A non-finite result resets the cell to its terrain without water
// or sediment. f: the cell's new outflow, fn[k]: neighbour k's, o[k]: neighbour k's state,
// terrain: the terrain at -x, +x, -y, +y (clamped to the grid), aux: (wetness sum, velocity).
void hydraulicWater(vec4 s, vec4 f, vec4 fn[4], vec4 o[4], bool in4[4], vec4 terrain, vec4 aux,
                    out vec4 state, out vec4 nextAux) {
    float area = u_spacing * u_spacing;
    float d1 = s.y + u_dt * u_rain;
    float outflow = (f.x + f.y) + (f.z + f.w);
    float inflow = 0.0;
    float sedimentIn = 0.0;
    vec4 fin = vec4(0.0); // inflow from -x, +x, -y, +y
    for (int k = 0; k < 4; k++) {
        if (in4[k]) {
            float q = fn[k][k ^ 1]; // the neighbour's pipe towards this cell
            fin[k] = q;
            inflow += q;
            float dn = o[k].y + u_dt * u_rain;
            float share = dn > 0.0 ? min(q * u_dt / (dn * area), 1.0) : 0.0;
            sedimentIn += o[k].z * share;
        }
    }
    float leaving = d1 > 0.0 ? min(outflow * u_dt / (d1 * area), 1.0) : 0.0;
    float sediment = s.z * (1.0 - leaving) + sedimentIn;
    float d2 = max(d1 + u_dt * (inflow - outflow) / area, 0.0);
    float mean = 0.5 * (d1 + d2);
    // Mean flux through the cell along x and y (m^3/s), over the cross-section l * mean depth.
    float wx = 0.5 * ((fin.x - f.x) + (f.y - fin.y));
    float wy = 0.5 * ((fin.z - f.z) + (f.w - fin.w));
    vec2 v = mean > 1.0e-4 ? vec2(wx, wy) / (u_spacing * mean) : vec2(0.0);
    float gx = (terrain.y - terrain.x) / (2.0 * u_spacing);
    float gy = (terrain.w - terrain.z) / (2.0 * u_spacing);
    float g2 = gx * gx + gy * gy;
    float sinTilt = sqrt(g2 / (1.0 + g2));
    float capacity = u_capacity * max(sinTilt, u_minTilt) * length(v);
    float b = s.x;
    float deposited = s.w;
    if (capacity > sediment) {
        float amount = u_dissolve * (capacity - sediment);
        b -= amount;
        sediment += amount;
    } else {
        float amount = u_deposit * (sediment - capacity);
        b += amount;
        sediment -= amount;
        deposited += amount;
    }
    float d3 = d2 * (1.0 - u_evaporation);
    state = vec4(b, d3, sediment, deposited);
    nextAux = vec4(aux.x + d3, v, 0.0);
    if (any(isnan(state)) || any(isinf(state)) || any(isnan(nextAux)) || any(isinf(nextAux))) {
        state = vec4(isnan(s.x) || isinf(s.x) ? 0.0 : s.x, 0.0, 0.0, 0.0);
        nextAux = vec4(0.0);
    }
}
