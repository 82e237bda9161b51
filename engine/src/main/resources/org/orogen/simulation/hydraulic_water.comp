#version 430 core
// Hydraulic erosion, step 2 of 2, one gather per cell (no atomics): water in and out through the
// pipes; sediment carried with the water, each pipe taking the share of the cell's sediment that it
// takes of the cell's water (an upwind, mass-conserving form of the transport step); velocity from
// the mean flux; then dissolution or deposition towards the capacity C = Kc max(sin(tilt), floor)
// |v|; then evaporation of water (sediment stays). Terrain + sediment is kept exactly up to float
// rounding. A non-finite result resets the cell to its terrain without water or sediment.
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_state;
layout(rgba32f, binding = 1) uniform readonly image2D u_flux;
layout(rgba32f, binding = 2) uniform readonly image2D u_aux;
layout(rgba32f, binding = 3) uniform writeonly image2D o_state;
layout(rgba32f, binding = 4) uniform writeonly image2D o_aux;
uniform int u_cellsX;
uniform int u_cellsY;
uniform float u_dt;
uniform float u_spacing;
uniform float u_rain;
uniform float u_capacity;    // Kc, seconds
uniform float u_minTilt;     // floor of sin(tilt)
uniform float u_dissolve;    // fraction of the capacity deficit dissolved per step (Ks dt)
uniform float u_deposit;     // fraction of the surplus deposited per step (Kd dt)
uniform float u_evaporation; // fraction of water evaporated per step (Ke dt)

const ivec2 DIRS[4] = ivec2[](ivec2(-1, 0), ivec2(1, 0), ivec2(0, -1), ivec2(0, 1));

bool inside(ivec2 n) {
    return n.x >= 0 && n.y >= 0 && n.x < u_cellsX && n.y < u_cellsY;
}

float terrain(ivec2 n) {
    return imageLoad(u_state, clamp(n, ivec2(0), ivec2(u_cellsX - 1, u_cellsY - 1))).x;
}

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    float area = u_spacing * u_spacing;
    vec4 s = imageLoad(u_state, c);
    float d1 = s.y + u_dt * u_rain;
    vec4 f = imageLoad(u_flux, c);
    float outflow = (f.x + f.y) + (f.z + f.w);
    float inflow = 0.0;
    float sedimentIn = 0.0;
    vec4 fin = vec4(0.0); // inflow from -x, +x, -y, +y
    for (int k = 0; k < 4; k++) {
        ivec2 n = c + DIRS[k];
        if (inside(n)) {
            vec4 fn = imageLoad(u_flux, n);
            float q = fn[k ^ 1]; // the neighbour's pipe towards this cell
            fin[k] = q;
            inflow += q;
            vec4 o = imageLoad(u_state, n);
            float dn = o.y + u_dt * u_rain;
            float share = dn > 0.0 ? min(q * u_dt / (dn * area), 1.0) : 0.0;
            sedimentIn += o.z * share;
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
    float gx = (terrain(c + ivec2(1, 0)) - terrain(c - ivec2(1, 0))) / (2.0 * u_spacing);
    float gy = (terrain(c + ivec2(0, 1)) - terrain(c - ivec2(0, 1))) / (2.0 * u_spacing);
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
    vec4 aux = imageLoad(u_aux, c);
    vec4 state = vec4(b, d3, sediment, deposited);
    vec4 nextAux = vec4(aux.x + d3, v, 0.0);
    if (any(isnan(state)) || any(isinf(state)) || any(isnan(nextAux)) || any(isinf(nextAux))) {
        state = vec4(isnan(s.x) || isinf(s.x) ? 0.0 : s.x, 0.0, 0.0, 0.0);
        nextAux = vec4(0.0);
    }
    imageStore(o_state, c, state);
    imageStore(o_aux, c, nextAux);
}
