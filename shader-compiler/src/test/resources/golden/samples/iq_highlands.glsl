#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "grass"
layout(location = 2) out vec4 o_mask_1; // mask "rock"
layout(location = 3) out vec4 o_mask_2; // mask "snow"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform float u_detailed_erosion;
uniform float u_detailed_strength;
uniform float u_fine_amplitude;
uniform float u_fine_gain;
uniform float u_fine_lacunarity;
uniform int u_fine_octaves;
uniform bool u_fine_rotateOctaves;
uniform float u_fine_scale;
uniform uint u_fine_seed;
uniform int u_grass_off_cliffs_mode;
uniform float u_lowlands_falloff;
uniform float u_lowlands_high;
uniform float u_lowlands_low;
uniform int u_snow_off_cliffs_mode;
uniform float u_steep_highAngle;
uniform float u_steep_lowAngle;
uniform float u_steep_step;
uniform float u_tops_falloff;
uniform float u_tops_high;
uniform float u_tops_low;
uniform float u_upland_amplitude;
uniform int u_upland_derivative;
uniform float u_upland_erosion;
uniform float u_upland_gain;
uniform float u_upland_lacunarity;
uniform int u_upland_octaves;
uniform float u_upland_prewarpGain;
uniform float u_upland_prewarpLacunarity;
uniform int u_upland_prewarpOctaves;
uniform float u_upland_prewarpScale;
uniform float u_upland_prewarpStrength;
uniform bool u_upland_rotateOctaves;
uniform float u_upland_scale;
uniform uint u_upland_seed;
uniform float u_valleys_high;
uniform float u_valleys_low;
uniform float u_valleys_peakSharpen;
uniform float u_valleys_valleyFill;

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

// ---- node type filter.slope_damped_detail
// ... library text elided ...
// ---- end node type filter.slope_damped_detail

// ---- node type filter.valley_peak
// ... library text elided ...
// ---- end node type filter.valley_peak

// ---- node type fractal.fbm
// ... library text elided ...
// ---- end node type fractal.fbm

// ---- node type mask.combine
// ... library text elided ...
// ---- end node type mask.combine

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type scape.iq_turbulence
// ... library text elided ...
// ---- end node type scape.iq_turbulence

// ---- prototypes
vec3 s_upland_value(vec2 p);
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

// ---- sampled source upland.value
vec3 s_upland_value(vec2 p) {
    vec3 n_upland_value; ogn_scape_iq_turbulence(p, u_upland_scale, u_upland_amplitude, u_upland_octaves, u_upland_lacunarity, u_upland_gain, u_upland_erosion, u_upland_derivative, u_upland_rotateOctaves, u_upland_prewarpStrength, u_upland_prewarpScale, u_upland_prewarpOctaves, u_upland_prewarpLacunarity, u_upland_prewarpGain, u_upland_seed, n_upland_value);
    return n_upland_value;
}

void main() {
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_fine_value; ogn_fractal_fbm(p, u_fine_scale, u_fine_amplitude, u_fine_octaves, u_fine_lacunarity, u_fine_gain, u_fine_rotateOctaves, u_fine_seed, n_fine_value);
    vec3 n_upland_value; ogn_scape_iq_turbulence(p, u_upland_scale, u_upland_amplitude, u_upland_octaves, u_upland_lacunarity, u_upland_gain, u_upland_erosion, u_upland_derivative, u_upland_rotateOctaves, u_upland_prewarpStrength, u_upland_prewarpScale, u_upland_prewarpOctaves, u_upland_prewarpLacunarity, u_upland_prewarpGain, u_upland_seed, n_upland_value);
    vec3 n_detailed_result; ogn_filter_slope_damped_detail(p, n_upland_value, n_fine_value, u_detailed_strength, u_detailed_erosion, n_detailed_result);
    vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_valleys_result; ogn_filter_valley_peak(p, n_detailed_result, u_valleys_low, u_valleys_high, u_valleys_valleyFill, u_valleys_peakSharpen, n_valleys_result);
    vec3 n_lowlands_mask; ogn_mask_height_band(p, n_valleys_result, u_lowlands_low, u_lowlands_high, u_lowlands_falloff, n_lowlands_mask);
    vec3 n_grass_off_cliffs_result; ogn_mask_combine(p, n_lowlands_mask, n_steep_mask, u_grass_off_cliffs_mode, n_grass_off_cliffs_result);
    vec3 n_tops_mask; ogn_mask_height_band(p, n_valleys_result, u_tops_low, u_tops_high, u_tops_falloff, n_tops_mask);
    vec3 n_snow_off_cliffs_result; ogn_mask_combine(p, n_tops_mask, n_steep_mask, u_snow_off_cliffs_mode, n_snow_off_cliffs_result);
    o_height = vec4(n_valleys_result, 0.0);
    o_mask_0 = vec4(n_grass_off_cliffs_result, 0.0);
    o_mask_1 = vec4(n_steep_mask, 0.0);
    o_mask_2 = vec4(n_snow_off_cliffs_result, 0.0);
}
