#version 430 core
// Hydraulic erosion (virtual pipes, Mei, Decaudin, Hu 2007), step 1 of 2: rain, then the outflow
// through the pipes to the 4 neighbours, f' = max(0, f + dt * g * l * dh) (pipe cross-section
// l^2, length l), scaled by K = min(1, d1 l^2 / (sum f' dt)) so a cell never sends more water
// than it holds. The border is closed (no pipe leaves the grid).
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_state;
layout(rgba32f, binding = 1) uniform readonly image2D u_flux;
layout(rgba32f, binding = 2) uniform writeonly image2D o_flux;
uniform int u_cellsX;
uniform int u_cellsY;
uniform float u_dt;      // seconds
uniform float u_spacing; // l, metres
uniform float u_rain;    // metres of water per second

const ivec2 DIRS[4] = ivec2[](ivec2(-1, 0), ivec2(1, 0), ivec2(0, -1), ivec2(0, 1));

bool inside(ivec2 n) {
    return n.x >= 0 && n.y >= 0 && n.x < u_cellsX && n.y < u_cellsY;
}

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    vec4 s = imageLoad(u_state, c);
    float d1 = s.y + u_dt * u_rain;
    float surface = s.x + d1;
    vec4 f = imageLoad(u_flux, c);
    vec4 next = vec4(0.0);
    for (int k = 0; k < 4; k++) {
        ivec2 n = c + DIRS[k];
        if (inside(n)) {
            vec4 o = imageLoad(u_state, n);
            float dh = surface - (o.x + o.y + u_dt * u_rain);
            next[k] = max(0.0, f[k] + u_dt * 9.81 * u_spacing * dh);
        }
    }
    float out_ = (next.x + next.y) + (next.z + next.w);
    float k = out_ > 0.0 ? min(1.0, d1 * u_spacing * u_spacing / (out_ * u_dt)) : 0.0;
    vec4 result = next * k;
    if (any(isnan(result)) || any(isinf(result))) {
        result = vec4(0.0);
    }
    imageStore(o_flux, c, result);
}
