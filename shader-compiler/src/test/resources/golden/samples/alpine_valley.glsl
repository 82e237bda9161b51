#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "grass"
layout(location = 2) out vec4 o_mask_1; // mask "rock"
layout(location = 3) out vec4 o_mask_2; // mask "snow"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_alps_grass_off_cliffs_mode;
uniform float u_alps_lowlands_falloff;
uniform float u_alps_lowlands_high;
uniform float u_alps_lowlands_low;
uniform float u_alps_massif_amplitude;
uniform float u_alps_massif_gain;
uniform float u_alps_massif_lacunarity;
uniform int u_alps_massif_octaves;
uniform float u_alps_massif_prewarpGain;
uniform float u_alps_massif_prewarpLacunarity;
uniform int u_alps_massif_prewarpOctaves;
uniform float u_alps_massif_prewarpScale;
uniform float u_alps_massif_prewarpStrength;
uniform bool u_alps_massif_rotateOctaves;
uniform float u_alps_massif_scale;
uniform uint u_alps_massif_seed;
uniform float u_alps_massif_warp;
uniform int u_alps_snow_off_cliffs_mode;
uniform float u_alps_snowline_falloff;
uniform float u_alps_snowline_high;
uniform float u_alps_snowline_low;
uniform float u_alps_steep_highAngle;
uniform float u_alps_steep_lowAngle;
uniform float u_alps_steep_step;
uniform float u_alps_valleys_high;
uniform float u_alps_valleys_low;
uniform float u_alps_valleys_peakSharpen;
uniform float u_alps_valleys_valleyFill;
uniform float u_floor_smoothness;
uniform int u_meadows_mode;
uniform float u_rim_value;
uniform int u_rock_above_floor_mode;
uniform float u_trough_ax;
uniform float u_trough_ay;
uniform float u_trough_bx;
uniform float u_trough_by;
uniform float u_trough_heightA;
uniform float u_trough_heightB;
uniform int u_trough_profile;
uniform float u_trough_width;
uniform float u_valley_floor_falloff;
uniform float u_valley_floor_high;
uniform float u_valley_floor_low;

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

// ---- helper profile
// ... library text elided ...
// ---- end helper profile

// ---- helper scape
// ... library text elided ...
// ---- end helper scape

// ---- helper smooth_min
// ... library text elided ...
// ---- end helper smooth_min

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.smooth_min
// ... library text elided ...
// ---- end node type combine.smooth_min

// ---- node type filter.valley_peak
// ... library text elided ...
// ---- end node type filter.valley_peak

// ---- node type input.constant
// ... library text elided ...
// ---- end node type input.constant

// ---- node type mask.combine
// ... library text elided ...
// ---- end node type mask.combine

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type scape.swiss_turbulence
// ... library text elided ...
// ---- end node type scape.swiss_turbulence

// ---- node type shape.ridge_line
// ... library text elided ...
// ---- end node type shape.ridge_line

// ---- prototypes
vec3 s_alps_valleys_result(vec2 p);
void f_alps_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node alps/steep (mask.slope)
// ... library text elided ...
// ---- end node alps/steep

// ---- sampled source alps/valleys.result
vec3 s_alps_valleys_result(vec2 p) {
    vec3 n_alps_massif_value; ogn_scape_swiss_turbulence(p, u_alps_massif_scale, u_alps_massif_amplitude, u_alps_massif_octaves, u_alps_massif_lacunarity, u_alps_massif_gain, u_alps_massif_warp, u_alps_massif_rotateOctaves, u_alps_massif_prewarpStrength, u_alps_massif_prewarpScale, u_alps_massif_prewarpOctaves, u_alps_massif_prewarpLacunarity, u_alps_massif_prewarpGain, u_alps_massif_seed, n_alps_massif_value);
    vec3 n_alps_valleys_result; ogn_filter_valley_peak(p, n_alps_massif_value, u_alps_valleys_low, u_alps_valleys_high, u_alps_valleys_valleyFill, u_alps_valleys_peakSharpen, n_alps_valleys_result);
    return n_alps_valleys_result;
}

void main() {
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_alps_massif_value; ogn_scape_swiss_turbulence(p, u_alps_massif_scale, u_alps_massif_amplitude, u_alps_massif_octaves, u_alps_massif_lacunarity, u_alps_massif_gain, u_alps_massif_warp, u_alps_massif_rotateOctaves, u_alps_massif_prewarpStrength, u_alps_massif_prewarpScale, u_alps_massif_prewarpOctaves, u_alps_massif_prewarpLacunarity, u_alps_massif_prewarpGain, u_alps_massif_seed, n_alps_massif_value);
    vec3 n_alps_valleys_result; ogn_filter_valley_peak(p, n_alps_massif_value, u_alps_valleys_low, u_alps_valleys_high, u_alps_valleys_valleyFill, u_alps_valleys_peakSharpen, n_alps_valleys_result);
    vec3 n_alps_lowlands_mask; ogn_mask_height_band(p, n_alps_valleys_result, u_alps_lowlands_low, u_alps_lowlands_high, u_alps_lowlands_falloff, n_alps_lowlands_mask);
    vec3 n_alps_snowline_mask; ogn_mask_height_band(p, n_alps_valleys_result, u_alps_snowline_low, u_alps_snowline_high, u_alps_snowline_falloff, n_alps_snowline_mask);
    vec3 n_alps_steep_mask; f_alps_steep(p, u_alps_steep_lowAngle, u_alps_steep_highAngle, u_alps_steep_step, n_alps_steep_mask);
    vec3 n_alps_grass_off_cliffs_result; ogn_mask_combine(p, n_alps_lowlands_mask, n_alps_steep_mask, u_alps_grass_off_cliffs_mode, n_alps_grass_off_cliffs_result);
    vec3 n_alps_snow_off_cliffs_result; ogn_mask_combine(p, n_alps_snowline_mask, n_alps_steep_mask, u_alps_snow_off_cliffs_mode, n_alps_snow_off_cliffs_result);
    vec3 n_rim_result; ogn_input_constant(p, u_rim_value, n_rim_result);
    vec3 n_trough_result; ogn_shape_ridge_line(p, u_trough_ax, u_trough_ay, u_trough_bx, u_trough_by, u_trough_heightA, u_trough_heightB, u_trough_width, u_trough_profile, n_trough_result);
    vec3 n_u_valley_result; ogn_combine_add(p, n_trough_result, n_rim_result, n_u_valley_result);
    vec3 n_floor_result; ogn_combine_smooth_min(p, n_alps_valleys_result, n_u_valley_result, u_floor_smoothness, n_floor_result);
    vec3 n_valley_floor_mask; ogn_mask_height_band(p, n_floor_result, u_valley_floor_low, u_valley_floor_high, u_valley_floor_falloff, n_valley_floor_mask);
    vec3 n_meadows_result; ogn_mask_combine(p, n_alps_grass_off_cliffs_result, n_valley_floor_mask, u_meadows_mode, n_meadows_result);
    vec3 n_rock_above_floor_result; ogn_mask_combine(p, n_alps_steep_mask, n_valley_floor_mask, u_rock_above_floor_mode, n_rock_above_floor_result);
    o_height = vec4(n_floor_result, 0.0);
    o_mask_0 = vec4(n_meadows_result, 0.0);
    o_mask_1 = vec4(n_rock_above_floor_result, 0.0);
    o_mask_2 = vec4(n_alps_snow_off_cliffs_result, 0.0);
}
