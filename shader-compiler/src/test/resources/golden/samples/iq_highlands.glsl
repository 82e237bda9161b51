#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "grass"
layout(location = 2) out vec4 o_mask_1; // mask "rock"
layout(location = 3) out vec4 o_mask_2; // mask "snow"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_detailed_erosion;
float u_detailed_strength;
float u_fine_amplitude;
float u_fine_gain;
float u_fine_lacunarity;
int u_fine_octaves;
bool u_fine_rotateOctaves;
float u_fine_scale;
uint u_fine_seed;
int u_grass_off_cliffs_mode;
float u_lowlands_falloff;
float u_lowlands_high;
float u_lowlands_low;
int u_snow_off_cliffs_mode;
float u_steep_highAngle;
float u_steep_lowAngle;
float u_steep_step;
float u_tops_falloff;
float u_tops_high;
float u_tops_low;
float u_upland_amplitude;
int u_upland_derivative;
float u_upland_erosion;
float u_upland_gain;
float u_upland_lacunarity;
int u_upland_octaves;
float u_upland_prewarpGain;
float u_upland_prewarpLacunarity;
int u_upland_prewarpOctaves;
float u_upland_prewarpScale;
float u_upland_prewarpStrength;
bool u_upland_rotateOctaves;
float u_upland_scale;
uint u_upland_seed;
float u_valleys_high;
float u_valleys_low;
float u_valleys_peakSharpen;
float u_valleys_valleyFill;

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
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

void ogn_loadParameters() {
    u_detailed_erosion = ogn_parameterFloat(0);
    u_detailed_strength = ogn_parameterFloat(1);
    u_fine_amplitude = ogn_parameterFloat(2);
    u_fine_gain = ogn_parameterFloat(3);
    u_fine_lacunarity = ogn_parameterFloat(4);
    u_fine_octaves = ogn_parameterInt(5);
    u_fine_rotateOctaves = ogn_parameterBool(6);
    u_fine_scale = ogn_parameterFloat(7);
    u_fine_seed = ogn_parameterUint(8);
    u_grass_off_cliffs_mode = ogn_parameterInt(9);
    u_lowlands_falloff = ogn_parameterFloat(10);
    u_lowlands_high = ogn_parameterFloat(11);
    u_lowlands_low = ogn_parameterFloat(12);
    u_snow_off_cliffs_mode = ogn_parameterInt(13);
    u_steep_highAngle = ogn_parameterFloat(14);
    u_steep_lowAngle = ogn_parameterFloat(15);
    u_steep_step = ogn_parameterFloat(16);
    u_tops_falloff = ogn_parameterFloat(17);
    u_tops_high = ogn_parameterFloat(18);
    u_tops_low = ogn_parameterFloat(19);
    u_upland_amplitude = ogn_parameterFloat(20);
    u_upland_derivative = ogn_parameterInt(21);
    u_upland_erosion = ogn_parameterFloat(22);
    u_upland_gain = ogn_parameterFloat(23);
    u_upland_lacunarity = ogn_parameterFloat(24);
    u_upland_octaves = ogn_parameterInt(25);
    u_upland_prewarpGain = ogn_parameterFloat(26);
    u_upland_prewarpLacunarity = ogn_parameterFloat(27);
    u_upland_prewarpOctaves = ogn_parameterInt(28);
    u_upland_prewarpScale = ogn_parameterFloat(29);
    u_upland_prewarpStrength = ogn_parameterFloat(30);
    u_upland_rotateOctaves = ogn_parameterBool(31);
    u_upland_scale = ogn_parameterFloat(32);
    u_upland_seed = ogn_parameterUint(33);
    u_valleys_high = ogn_parameterFloat(34);
    u_valleys_low = ogn_parameterFloat(35);
    u_valleys_peakSharpen = ogn_parameterFloat(36);
    u_valleys_valleyFill = ogn_parameterFloat(37);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_fine_value; ogn_fractal_fbm(p, u_fine_scale, u_fine_amplitude, u_fine_octaves, u_fine_lacunarity, u_fine_gain, u_fine_rotateOctaves, u_fine_seed, n_fine_value);
    vec3 n_upland_value; ogn_scape_iq_turbulence(p, u_upland_scale, u_upland_amplitude, u_upland_octaves, u_upland_lacunarity, u_upland_gain, u_upland_erosion, u_upland_derivative, u_upland_rotateOctaves, u_upland_prewarpStrength, u_upland_prewarpScale, u_upland_prewarpOctaves, u_upland_prewarpLacunarity, u_upland_prewarpGain, u_upland_seed, n_upland_value);
    vec3 n_detailed_result; ogn_filter_slope_damped_detail(p, n_upland_value, n_fine_value, u_detailed_strength, u_detailed_erosion, n_detailed_result);
    f_steep_height_point = n_upland_value; vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_valleys_result; ogn_filter_valley_peak(p, n_detailed_result, u_valleys_low, u_valleys_high, u_valleys_valleyFill, u_valleys_peakSharpen, n_valleys_result);
    vec3 n_lowlands_mask; ogn_mask_height_band(p, n_valleys_result, u_lowlands_low, u_lowlands_high, u_lowlands_falloff, n_lowlands_mask);
    vec3 n_grass_off_cliffs_result; ogn_mask_combine(p, n_lowlands_mask, n_steep_mask, u_grass_off_cliffs_mode, n_grass_off_cliffs_result);
    vec3 n_tops_mask; ogn_mask_height_band(p, n_valleys_result, u_tops_low, u_tops_high, u_tops_falloff, n_tops_mask);
    vec3 n_snow_off_cliffs_result; ogn_mask_combine(p, n_tops_mask, n_steep_mask, u_snow_off_cliffs_mode, n_snow_off_cliffs_result);
    o_height = vec4(n_valleys_result, 0.0);
    o_mask_0 = vec4(n_grass_off_cliffs_result.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_steep_mask.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_snow_off_cliffs_result.x, 0.0, 0.0, 0.0);
}
