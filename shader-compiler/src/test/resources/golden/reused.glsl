#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "high"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_ground_amplitude;
float u_ground_scale;
uint u_ground_seed;

// ---- helper hash
// ... library text elided ...
// ---- end helper hash

// ---- helper lattice
// ... library text elided ...
// ---- end helper lattice

// ---- helper noise
// ... library text elided ...
// ---- end helper noise

// ---- helper parameters
// ... library text elided ...
// ---- end helper parameters

// ---- helper position
// ... library text elided ...
// ---- end helper position

// ---- helper fractal
// ... library text elided ...
// ---- end helper fractal

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.max
// ... library text elided ...
// ---- end node type combine.max

// ---- node type fractal.ridged
// ... library text elided ...
// ---- end node type fractal.ridged

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type noise.gradient
// ... library text elided ...
// ---- end node type noise.gradient

// ---- subgraph parts/ridge_detail.graph
void g_ridge_detail(vec2 p, vec3 a_base, int base, out vec3 r_height, out vec3 r_high) {
    float u_band_falloff;
    float u_band_high;
    float u_band_low;
    float u_ridges_amplitude;
    bool u_ridges_doubleRidged;
    float u_ridges_gain;
    float u_ridges_lacunarity;
    int u_ridges_octaves;
    bool u_ridges_rotateOctaves;
    float u_ridges_scale;
    uint u_ridges_seed;
    u_band_falloff = ogn_parameterFloat(base + 0);
    u_band_high = ogn_parameterFloat(base + 1);
    u_band_low = ogn_parameterFloat(base + 2);
    u_ridges_amplitude = ogn_parameterFloat(base + 3);
    u_ridges_doubleRidged = ogn_parameterBool(base + 4);
    u_ridges_gain = ogn_parameterFloat(base + 5);
    u_ridges_lacunarity = ogn_parameterFloat(base + 6);
    u_ridges_octaves = ogn_parameterInt(base + 7);
    u_ridges_rotateOctaves = ogn_parameterBool(base + 8);
    u_ridges_scale = ogn_parameterFloat(base + 9);
    u_ridges_seed = ogn_parameterUint(base + 10);
    vec3 n_in_base_value = a_base;
    vec3 n_ridges_value; ogn_fractal_ridged(p, u_ridges_scale, u_ridges_amplitude, u_ridges_octaves, u_ridges_lacunarity, u_ridges_gain, u_ridges_doubleRidged, u_ridges_rotateOctaves, u_ridges_seed, n_ridges_value);
    vec3 n_sum_result; ogn_combine_add(p, n_in_base_value, n_ridges_value, n_sum_result);
    vec3 n_band_mask; ogn_mask_height_band(p, n_sum_result, u_band_low, u_band_high, u_band_falloff, n_band_mask);
    r_height = n_sum_result;
    r_high = n_band_mask;
}

void ogn_loadParameters() {
    u_ground_amplitude = ogn_parameterFloat(0);
    u_ground_scale = ogn_parameterFloat(1);
    u_ground_seed = ogn_parameterUint(2);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_ground_value, n_ground_pseudo; ogn_noise_gradient(p, u_ground_scale, u_ground_amplitude, u_ground_seed, n_ground_value, n_ground_pseudo);
    vec3 n_a_height, n_a_high; g_ridge_detail(p, n_ground_value, 3, n_a_height, n_a_high);
    vec3 n_c_height, n_c_high; g_ridge_detail(p, n_ground_value, 14, n_c_height, n_c_high);
    vec3 n_sum_result; ogn_combine_add(p, n_a_height, n_c_height, n_sum_result);
    vec3 n_top_result; ogn_combine_max(p, n_sum_result, n_a_height, n_top_result);
    o_height = vec4(n_top_result, 0.0);
    o_mask_0 = vec4(n_c_high.x, 0.0, 0.0, 0.0);
}
