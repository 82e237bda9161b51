#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "grass"
layout(location = 2) out vec4 o_mask_1; // mask "river"
layout(location = 3) out vec4 o_mask_2; // mask "rock"
layout(location = 4) out vec4 o_mask_3; // mask "snow"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_axis_ax;
float u_axis_ay;
float u_axis_bx;
float u_axis_by;
float u_axis_heightA;
float u_axis_heightB;
int u_axis_profile;
float u_axis_width;
bool u_envelope_clampResult;
float u_envelope_inMax;
float u_envelope_inMin;
float u_envelope_outMax;
float u_envelope_outMin;
int u_grass_off_cliffs_mode;
float u_lowlands_falloff;
float u_lowlands_high;
float u_lowlands_low;
float u_plains_amplitude;
float u_plains_gain;
float u_plains_lacunarity;
int u_plains_octaves;
bool u_plains_rotateOctaves;
float u_plains_scale;
uint u_plains_seed;
float u_ridges_amplitude;
float u_ridges_gain;
float u_ridges_lacunarity;
int u_ridges_octaves;
float u_ridges_offset;
bool u_ridges_rotateOctaves;
float u_ridges_scale;
uint u_ridges_seed;
float u_ridges_weightGain;
float u_rivers_cellSize;
float u_rivers_channelArea;
float u_rivers_diffusion;
float u_rivers_duration;
float u_rivers_erodibility;
float u_rivers_m;
float u_rivers_n;
float u_rivers_uplift;
int u_snow_off_cliffs_mode;
float u_snowline_falloff;
float u_snowline_high;
float u_snowline_low;
float u_steep_highAngle;
float u_steep_lowAngle;
float u_steep_step;
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

// ---- helper profile
// ... library text elided ...
// ---- end helper profile

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.multiply
// ... library text elided ...
// ---- end node type combine.multiply

// ---- node type combine.remap
// ... library text elided ...
// ---- end node type combine.remap

// ---- node type filter.valley_peak
// ... library text elided ...
// ---- end node type filter.valley_peak

// ---- node type fractal.multifractal
// ... library text elided ...
// ---- end node type fractal.multifractal

// ---- node type fractal.ridged_multifractal
// ... library text elided ...
// ---- end node type fractal.ridged_multifractal

// ---- node type mask.combine
// ... library text elided ...
// ---- end node type mask.combine

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type shape.ridge_line
// ... library text elided ...
// ---- end node type shape.ridge_line

// ---- prototypes
vec3 s_valleys_result(vec2 p);
void f_rivers(vec2 p, float duration, float uplift, float erodibility, float m, float n, float diffusion, float channelArea, float cellSize, out vec3 height, out vec3 rivers, out vec3 eroded);
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node rivers (erosion.fluvial)
// ... library text elided ...
// ---- end node rivers

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

// ---- sampled source valleys.result
vec3 s_valleys_result(vec2 p) {
    vec3 n_axis_result; ogn_shape_ridge_line(p, u_axis_ax, u_axis_ay, u_axis_bx, u_axis_by, u_axis_heightA, u_axis_heightB, u_axis_width, u_axis_profile, n_axis_result);
    vec3 n_envelope_result; ogn_combine_remap(p, n_axis_result, u_envelope_inMin, u_envelope_inMax, u_envelope_outMin, u_envelope_outMax, u_envelope_clampResult, n_envelope_result);
    vec3 n_plains_value; ogn_fractal_multifractal(p, u_plains_scale, u_plains_amplitude, u_plains_octaves, u_plains_lacunarity, u_plains_gain, u_plains_rotateOctaves, u_plains_seed, n_plains_value);
    vec3 n_ridges_value; ogn_fractal_ridged_multifractal(p, u_ridges_scale, u_ridges_amplitude, u_ridges_octaves, u_ridges_lacunarity, u_ridges_gain, u_ridges_offset, u_ridges_weightGain, u_ridges_rotateOctaves, u_ridges_seed, n_ridges_value);
    vec3 n_range_result; ogn_combine_multiply(p, n_ridges_value, n_envelope_result, n_range_result);
    vec3 n_land_result; ogn_combine_add(p, n_range_result, n_plains_value, n_land_result);
    vec3 n_valleys_result; ogn_filter_valley_peak(p, n_land_result, u_valleys_low, u_valleys_high, u_valleys_valleyFill, u_valleys_peakSharpen, n_valleys_result);
    return n_valleys_result;
}

void ogn_loadParameters() {
    u_axis_ax = ogn_parameterFloat(0);
    u_axis_ay = ogn_parameterFloat(1);
    u_axis_bx = ogn_parameterFloat(2);
    u_axis_by = ogn_parameterFloat(3);
    u_axis_heightA = ogn_parameterFloat(4);
    u_axis_heightB = ogn_parameterFloat(5);
    u_axis_profile = ogn_parameterInt(6);
    u_axis_width = ogn_parameterFloat(7);
    u_envelope_clampResult = ogn_parameterBool(8);
    u_envelope_inMax = ogn_parameterFloat(9);
    u_envelope_inMin = ogn_parameterFloat(10);
    u_envelope_outMax = ogn_parameterFloat(11);
    u_envelope_outMin = ogn_parameterFloat(12);
    u_grass_off_cliffs_mode = ogn_parameterInt(13);
    u_lowlands_falloff = ogn_parameterFloat(14);
    u_lowlands_high = ogn_parameterFloat(15);
    u_lowlands_low = ogn_parameterFloat(16);
    u_plains_amplitude = ogn_parameterFloat(17);
    u_plains_gain = ogn_parameterFloat(18);
    u_plains_lacunarity = ogn_parameterFloat(19);
    u_plains_octaves = ogn_parameterInt(20);
    u_plains_rotateOctaves = ogn_parameterBool(21);
    u_plains_scale = ogn_parameterFloat(22);
    u_plains_seed = ogn_parameterUint(23);
    u_ridges_amplitude = ogn_parameterFloat(24);
    u_ridges_gain = ogn_parameterFloat(25);
    u_ridges_lacunarity = ogn_parameterFloat(26);
    u_ridges_octaves = ogn_parameterInt(27);
    u_ridges_offset = ogn_parameterFloat(28);
    u_ridges_rotateOctaves = ogn_parameterBool(29);
    u_ridges_scale = ogn_parameterFloat(30);
    u_ridges_seed = ogn_parameterUint(31);
    u_ridges_weightGain = ogn_parameterFloat(32);
    u_rivers_cellSize = ogn_parameterFloat(33);
    u_rivers_channelArea = ogn_parameterFloat(34);
    u_rivers_diffusion = ogn_parameterFloat(35);
    u_rivers_duration = ogn_parameterFloat(36);
    u_rivers_erodibility = ogn_parameterFloat(37);
    u_rivers_m = ogn_parameterFloat(38);
    u_rivers_n = ogn_parameterFloat(39);
    u_rivers_uplift = ogn_parameterFloat(40);
    u_snow_off_cliffs_mode = ogn_parameterInt(41);
    u_snowline_falloff = ogn_parameterFloat(42);
    u_snowline_high = ogn_parameterFloat(43);
    u_snowline_low = ogn_parameterFloat(44);
    u_steep_highAngle = ogn_parameterFloat(45);
    u_steep_lowAngle = ogn_parameterFloat(46);
    u_steep_step = ogn_parameterFloat(47);
    u_valleys_high = ogn_parameterFloat(48);
    u_valleys_low = ogn_parameterFloat(49);
    u_valleys_peakSharpen = ogn_parameterFloat(50);
    u_valleys_valleyFill = ogn_parameterFloat(51);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_rivers_height, n_rivers_rivers, n_rivers_eroded; f_rivers(p, u_rivers_duration, u_rivers_uplift, u_rivers_erodibility, u_rivers_m, u_rivers_n, u_rivers_diffusion, u_rivers_channelArea, u_rivers_cellSize, n_rivers_height, n_rivers_rivers, n_rivers_eroded);
    vec3 n_lowlands_mask; ogn_mask_height_band(p, n_rivers_height, u_lowlands_low, u_lowlands_high, u_lowlands_falloff, n_lowlands_mask);
    vec3 n_snowline_mask; ogn_mask_height_band(p, n_rivers_height, u_snowline_low, u_snowline_high, u_snowline_falloff, n_snowline_mask);
    f_steep_height_point = n_rivers_height; vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_grass_off_cliffs_result; ogn_mask_combine(p, n_lowlands_mask, n_steep_mask, u_grass_off_cliffs_mode, n_grass_off_cliffs_result);
    vec3 n_snow_off_cliffs_result; ogn_mask_combine(p, n_snowline_mask, n_steep_mask, u_snow_off_cliffs_mode, n_snow_off_cliffs_result);
    o_height = vec4(n_rivers_height, 0.0);
    o_mask_0 = vec4(n_grass_off_cliffs_result.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_rivers_rivers.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_steep_mask.x, 0.0, 0.0, 0.0);
    o_mask_3 = vec4(n_snow_off_cliffs_result.x, 0.0, 0.0, 0.0);
}
