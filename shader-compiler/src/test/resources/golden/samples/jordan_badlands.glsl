#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "rock"
layout(location = 2) out vec4 o_mask_1; // mask "sand"
layout(location = 3) out vec4 o_mask_2; // mask "sediment"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform float u_cracked_strength;
uniform float u_cracks_amplitude;
uniform float u_cracks_jitter;
uniform float u_cracks_scale;
uniform uint u_cracks_seed;
uniform float u_hills_amplitude;
uniform float u_hills_damp;
uniform float u_hills_damp0;
uniform float u_hills_dampScale;
uniform float u_hills_gain;
uniform float u_hills_gain1;
uniform float u_hills_lacunarity;
uniform int u_hills_octaves;
uniform float u_hills_prewarpGain;
uniform float u_hills_prewarpLacunarity;
uniform int u_hills_prewarpOctaves;
uniform float u_hills_prewarpScale;
uniform float u_hills_prewarpStrength;
uniform bool u_hills_rotateOctaves;
uniform float u_hills_scale;
uniform uint u_hills_seed;
uniform float u_hills_warp;
uniform float u_hills_warp0;
uniform float u_mid_falloff;
uniform float u_mid_high;
uniform float u_mid_low;
uniform int u_sand_off_cliffs_mode;
uniform float u_steep_highAngle;
uniform float u_steep_lowAngle;
uniform float u_steep_step;
uniform float u_strata_offset;
uniform float u_strata_sharpness;
uniform float u_strata_spacing;
uniform float u_washes_falloff;
uniform float u_washes_high;
uniform float u_washes_low;

// ---- helper hash
// ... library text elided ...
// ---- end helper hash

// ---- helper noise
// ... library text elided ...
// ---- end helper noise

// ---- helper position
// ... library text elided ...
// ---- end helper position

// ---- helper fractal
// ... library text elided ...
// ---- end helper fractal

// ---- helper scape
// ... library text elided ...
// ---- end helper scape

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type combine.apply_inside_mask
// ... library text elided ...
// ---- end node type combine.apply_inside_mask

// ---- node type combine.terrace
// ... library text elided ...
// ---- end node type combine.terrace

// ---- node type mask.combine
// ... library text elided ...
// ---- end node type mask.combine

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type noise.cellular
// ... library text elided ...
// ---- end node type noise.cellular

// ---- node type scape.jordan_turbulence
// ... library text elided ...
// ---- end node type scape.jordan_turbulence

// ---- prototypes
vec3 s_strata_result(vec2 p);
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

// ---- sampled source strata.result
vec3 s_strata_result(vec2 p) {
    vec3 n_hills_value; ogn_scape_jordan_turbulence(p, u_hills_scale, u_hills_amplitude, u_hills_octaves, u_hills_lacunarity, u_hills_gain1, u_hills_gain, u_hills_warp0, u_hills_warp, u_hills_damp0, u_hills_damp, u_hills_dampScale, u_hills_rotateOctaves, u_hills_prewarpStrength, u_hills_prewarpScale, u_hills_prewarpOctaves, u_hills_prewarpLacunarity, u_hills_prewarpGain, u_hills_seed, n_hills_value);
    vec3 n_strata_result; ogn_combine_terrace(p, n_hills_value, u_strata_spacing, u_strata_sharpness, u_strata_offset, n_strata_result);
    return n_strata_result;
}

void main() {
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_cracks_f1, n_cracks_f2, n_cracks_f2MinusF1; ogn_noise_cellular(p, u_cracks_scale, u_cracks_amplitude, u_cracks_jitter, u_cracks_seed, n_cracks_f1, n_cracks_f2, n_cracks_f2MinusF1);
    vec3 n_hills_value; ogn_scape_jordan_turbulence(p, u_hills_scale, u_hills_amplitude, u_hills_octaves, u_hills_lacunarity, u_hills_gain1, u_hills_gain, u_hills_warp0, u_hills_warp, u_hills_damp0, u_hills_damp, u_hills_dampScale, u_hills_rotateOctaves, u_hills_prewarpStrength, u_hills_prewarpScale, u_hills_prewarpOctaves, u_hills_prewarpLacunarity, u_hills_prewarpGain, u_hills_seed, n_hills_value);
    vec3 n_strata_result; ogn_combine_terrace(p, n_hills_value, u_strata_spacing, u_strata_sharpness, u_strata_offset, n_strata_result);
    vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_washes_mask; ogn_mask_height_band(p, n_strata_result, u_washes_low, u_washes_high, u_washes_falloff, n_washes_mask);
    vec3 n_cracked_result; ogn_combine_apply_inside_mask(p, n_strata_result, n_cracks_f2MinusF1, n_washes_mask, u_cracked_strength, n_cracked_result);
    vec3 n_mid_mask; ogn_mask_height_band(p, n_cracked_result, u_mid_low, u_mid_high, u_mid_falloff, n_mid_mask);
    vec3 n_sand_off_cliffs_result; ogn_mask_combine(p, n_mid_mask, n_steep_mask, u_sand_off_cliffs_mode, n_sand_off_cliffs_result);
    o_height = vec4(n_cracked_result, 0.0);
    o_mask_0 = vec4(n_steep_mask, 0.0);
    o_mask_1 = vec4(n_sand_off_cliffs_result, 0.0);
    o_mask_2 = vec4(n_washes_mask, 0.0);
}
