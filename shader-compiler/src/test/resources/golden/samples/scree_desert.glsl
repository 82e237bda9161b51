#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "rock"
layout(location = 2) out vec4 o_mask_1; // mask "scree_debris"
layout(location = 3) out vec4 o_mask_2; // mask "wash_sand"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_drainage_cellSize;
float u_drainage_exponent;
float u_drainage_riverFull;
float u_drainage_riverStart;
float u_drainage_riverWidth;
float u_drainage_widthExponent;
float u_steep_highAngle;
float u_steep_lowAngle;
float u_steep_step;
float u_strata_offset;
float u_strata_sharpness;
float u_strata_spacing;
float u_table_amplitude;
float u_table_gain;
float u_table_lacunarity;
int u_table_octaves;
bool u_table_rotateOctaves;
float u_table_scale;
uint u_table_seed;
float u_weathering_cellSize;
float u_weathering_duration;
float u_weathering_screeDepth;
float u_weathering_strength;
float u_weathering_talusAngle;

// ---- helper hash
// ... library text elided ...
// ---- end helper hash

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

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type combine.terrace
// ... library text elided ...
// ---- end node type combine.terrace

// ---- node type fractal.fbm
// ... library text elided ...
// ---- end node type fractal.fbm

// ---- prototypes
vec3 s_strata_result(vec2 p);
vec3 s_weathering_height(vec2 p);
void f_drainage(vec2 p, float exponent, float riverStart, float riverFull, float riverWidth, float widthExponent, float cellSize, out vec3 area, out vec3 river, out vec3 filled);
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);
void f_weathering(vec2 p, float talusAngle, float duration, float strength, float cellSize, float screeDepth, out vec3 height, out vec3 talus);

// ---- node drainage (hydrology.flow)
// ... library text elided ...
// ---- end node drainage

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

// ---- node weathering (erosion.thermal)
// ... library text elided ...
// ---- end node weathering

// ---- sampled source strata.result
vec3 s_strata_result(vec2 p) {
    vec3 n_table_value; ogn_fractal_fbm(p, u_table_scale, u_table_amplitude, u_table_octaves, u_table_lacunarity, u_table_gain, u_table_rotateOctaves, u_table_seed, n_table_value);
    vec3 n_strata_result; ogn_combine_terrace(p, n_table_value, u_strata_spacing, u_strata_sharpness, u_strata_offset, n_strata_result);
    return n_strata_result;
}

// ---- sampled source weathering.height
vec3 s_weathering_height(vec2 p) {
    vec3 n_weathering_height, n_weathering_talus; f_weathering(p, u_weathering_talusAngle, u_weathering_duration, u_weathering_strength, u_weathering_cellSize, u_weathering_screeDepth, n_weathering_height, n_weathering_talus);
    return n_weathering_height;
}

void ogn_loadParameters() {
    u_drainage_cellSize = ogn_parameterFloat(0);
    u_drainage_exponent = ogn_parameterFloat(1);
    u_drainage_riverFull = ogn_parameterFloat(2);
    u_drainage_riverStart = ogn_parameterFloat(3);
    u_drainage_riverWidth = ogn_parameterFloat(4);
    u_drainage_widthExponent = ogn_parameterFloat(5);
    u_steep_highAngle = ogn_parameterFloat(6);
    u_steep_lowAngle = ogn_parameterFloat(7);
    u_steep_step = ogn_parameterFloat(8);
    u_strata_offset = ogn_parameterFloat(9);
    u_strata_sharpness = ogn_parameterFloat(10);
    u_strata_spacing = ogn_parameterFloat(11);
    u_table_amplitude = ogn_parameterFloat(12);
    u_table_gain = ogn_parameterFloat(13);
    u_table_lacunarity = ogn_parameterFloat(14);
    u_table_octaves = ogn_parameterInt(15);
    u_table_rotateOctaves = ogn_parameterBool(16);
    u_table_scale = ogn_parameterFloat(17);
    u_table_seed = ogn_parameterUint(18);
    u_weathering_cellSize = ogn_parameterFloat(19);
    u_weathering_duration = ogn_parameterFloat(20);
    u_weathering_screeDepth = ogn_parameterFloat(21);
    u_weathering_strength = ogn_parameterFloat(22);
    u_weathering_talusAngle = ogn_parameterFloat(23);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_weathering_height, n_weathering_talus; f_weathering(p, u_weathering_talusAngle, u_weathering_duration, u_weathering_strength, u_weathering_cellSize, u_weathering_screeDepth, n_weathering_height, n_weathering_talus);
    vec3 n_drainage_area, n_drainage_river, n_drainage_filled; f_drainage(p, u_drainage_exponent, u_drainage_riverStart, u_drainage_riverFull, u_drainage_riverWidth, u_drainage_widthExponent, u_drainage_cellSize, n_drainage_area, n_drainage_river, n_drainage_filled);
    vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    o_height = vec4(n_weathering_height, 0.0);
    o_mask_0 = vec4(n_steep_mask, 0.0);
    o_mask_1 = vec4(n_weathering_talus, 0.0);
    o_mask_2 = vec4(n_drainage_river, 0.0);
}
