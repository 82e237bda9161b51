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
int u_alps_grass_off_cliffs_mode;
float u_alps_lowlands_falloff;
float u_alps_lowlands_high;
float u_alps_lowlands_low;
float u_alps_massif_amplitude;
float u_alps_massif_gain;
float u_alps_massif_lacunarity;
int u_alps_massif_octaves;
float u_alps_massif_prewarpGain;
float u_alps_massif_prewarpLacunarity;
int u_alps_massif_prewarpOctaves;
float u_alps_massif_prewarpScale;
float u_alps_massif_prewarpStrength;
bool u_alps_massif_rotateOctaves;
float u_alps_massif_scale;
uint u_alps_massif_seed;
float u_alps_massif_warp;
int u_alps_snow_off_cliffs_mode;
float u_alps_snowline_falloff;
float u_alps_snowline_high;
float u_alps_snowline_low;
float u_alps_steep_highAngle;
float u_alps_steep_lowAngle;
float u_alps_steep_step;
float u_alps_valleys_high;
float u_alps_valleys_low;
float u_alps_valleys_peakSharpen;
float u_alps_valleys_valleyFill;
float u_floor_smoothness;
int u_meadows_mode;
float u_rim_value;
int u_rock_above_floor_mode;
float u_trough_ax;
float u_trough_ay;
float u_trough_bx;
float u_trough_by;
float u_trough_heightA;
float u_trough_heightB;
int u_trough_profile;
float u_trough_width;
float u_valley_floor_falloff;
float u_valley_floor_high;
float u_valley_floor_low;

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
void f_alps_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node alps/steep (mask.slope)
// ... library text elided ...
// ---- end node alps/steep

void ogn_loadParameters() {
    u_alps_grass_off_cliffs_mode = ogn_parameterInt(0);
    u_alps_lowlands_falloff = ogn_parameterFloat(1);
    u_alps_lowlands_high = ogn_parameterFloat(2);
    u_alps_lowlands_low = ogn_parameterFloat(3);
    u_alps_massif_amplitude = ogn_parameterFloat(4);
    u_alps_massif_gain = ogn_parameterFloat(5);
    u_alps_massif_lacunarity = ogn_parameterFloat(6);
    u_alps_massif_octaves = ogn_parameterInt(7);
    u_alps_massif_prewarpGain = ogn_parameterFloat(8);
    u_alps_massif_prewarpLacunarity = ogn_parameterFloat(9);
    u_alps_massif_prewarpOctaves = ogn_parameterInt(10);
    u_alps_massif_prewarpScale = ogn_parameterFloat(11);
    u_alps_massif_prewarpStrength = ogn_parameterFloat(12);
    u_alps_massif_rotateOctaves = ogn_parameterBool(13);
    u_alps_massif_scale = ogn_parameterFloat(14);
    u_alps_massif_seed = ogn_parameterUint(15);
    u_alps_massif_warp = ogn_parameterFloat(16);
    u_alps_snow_off_cliffs_mode = ogn_parameterInt(17);
    u_alps_snowline_falloff = ogn_parameterFloat(18);
    u_alps_snowline_high = ogn_parameterFloat(19);
    u_alps_snowline_low = ogn_parameterFloat(20);
    u_alps_steep_highAngle = ogn_parameterFloat(21);
    u_alps_steep_lowAngle = ogn_parameterFloat(22);
    u_alps_steep_step = ogn_parameterFloat(23);
    u_alps_valleys_high = ogn_parameterFloat(24);
    u_alps_valleys_low = ogn_parameterFloat(25);
    u_alps_valleys_peakSharpen = ogn_parameterFloat(26);
    u_alps_valleys_valleyFill = ogn_parameterFloat(27);
    u_floor_smoothness = ogn_parameterFloat(28);
    u_meadows_mode = ogn_parameterInt(29);
    u_rim_value = ogn_parameterFloat(30);
    u_rock_above_floor_mode = ogn_parameterInt(31);
    u_trough_ax = ogn_parameterFloat(32);
    u_trough_ay = ogn_parameterFloat(33);
    u_trough_bx = ogn_parameterFloat(34);
    u_trough_by = ogn_parameterFloat(35);
    u_trough_heightA = ogn_parameterFloat(36);
    u_trough_heightB = ogn_parameterFloat(37);
    u_trough_profile = ogn_parameterInt(38);
    u_trough_width = ogn_parameterFloat(39);
    u_valley_floor_falloff = ogn_parameterFloat(40);
    u_valley_floor_high = ogn_parameterFloat(41);
    u_valley_floor_low = ogn_parameterFloat(42);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_alps_massif_value; ogn_scape_swiss_turbulence(p, u_alps_massif_scale, u_alps_massif_amplitude, u_alps_massif_octaves, u_alps_massif_lacunarity, u_alps_massif_gain, u_alps_massif_warp, u_alps_massif_rotateOctaves, u_alps_massif_prewarpStrength, u_alps_massif_prewarpScale, u_alps_massif_prewarpOctaves, u_alps_massif_prewarpLacunarity, u_alps_massif_prewarpGain, u_alps_massif_seed, n_alps_massif_value);
    vec3 n_alps_valleys_result; ogn_filter_valley_peak(p, n_alps_massif_value, u_alps_valleys_low, u_alps_valleys_high, u_alps_valleys_valleyFill, u_alps_valleys_peakSharpen, n_alps_valleys_result);
    vec3 n_alps_lowlands_mask; ogn_mask_height_band(p, n_alps_valleys_result, u_alps_lowlands_low, u_alps_lowlands_high, u_alps_lowlands_falloff, n_alps_lowlands_mask);
    vec3 n_alps_snowline_mask; ogn_mask_height_band(p, n_alps_valleys_result, u_alps_snowline_low, u_alps_snowline_high, u_alps_snowline_falloff, n_alps_snowline_mask);
    f_alps_steep_height_point = n_alps_valleys_result; vec3 n_alps_steep_mask; f_alps_steep(p, u_alps_steep_lowAngle, u_alps_steep_highAngle, u_alps_steep_step, n_alps_steep_mask);
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
    o_mask_0 = vec4(n_meadows_result.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_rock_above_floor_result.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_alps_snow_off_cliffs_result.x, 0.0, 0.0, 0.0);
}
