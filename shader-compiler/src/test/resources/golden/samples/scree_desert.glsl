#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "rock"
layout(location = 2) out vec4 o_mask_1; // mask "scree_debris"
layout(location = 3) out vec4 o_mask_2; // mask "wash_sand"
layout(location = 4) out vec4 o_colour; // (r, g, b, 1) linear

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_colour_grade_contrast;
float u_colour_grade_hue;
float u_colour_grade_saturation;
float u_colour_grade_value;
float u_colour_ground_high;
float u_colour_ground_low;
int u_colour_ground_ramp_count;
int u_colour_ground_ramp_mode;
vec4 u_colour_ground_ramp_stops[16];
float u_colour_rock_high;
float u_colour_rock_low;
int u_colour_rock_ramp_count;
int u_colour_rock_ramp_mode;
vec4 u_colour_rock_ramp_stops[16];
float u_colour_wash_sand_high;
float u_colour_wash_sand_low;
int u_colour_wash_sand_ramp_count;
int u_colour_wash_sand_ramp_mode;
vec4 u_colour_wash_sand_ramp_stops[16];
float u_drainage_cellSize;
float u_drainage_exponent;
float u_drainage_riverFull;
float u_drainage_riverStart;
float u_drainage_riverWidth;
float u_drainage_widthExponent;
int u_paint_rock_mode;
float u_paint_rock_opacity;
int u_paint_wash_sand_mode;
float u_paint_wash_sand_opacity;
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

// ---- helper colour
// ... library text elided ...
// ---- end helper colour

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

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type colour.adjust
// ... library text elided ...
// ---- end node type colour.adjust

// ---- node type colour.blend
// ... library text elided ...
// ---- end node type colour.blend

// ---- node type colour.gradient_map
// ... library text elided ...
// ---- end node type colour.gradient_map

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
    u_colour_grade_contrast = ogn_parameterFloat(0);
    u_colour_grade_hue = ogn_parameterFloat(1);
    u_colour_grade_saturation = ogn_parameterFloat(2);
    u_colour_grade_value = ogn_parameterFloat(3);
    u_colour_ground_high = ogn_parameterFloat(4);
    u_colour_ground_low = ogn_parameterFloat(5);
    u_colour_ground_ramp_count = ogn_parameterInt(6);
    u_colour_ground_ramp_mode = ogn_parameterInt(7);
    ogn_parameterStops(8, u_colour_ground_ramp_stops);
    u_colour_rock_high = ogn_parameterFloat(72);
    u_colour_rock_low = ogn_parameterFloat(73);
    u_colour_rock_ramp_count = ogn_parameterInt(74);
    u_colour_rock_ramp_mode = ogn_parameterInt(75);
    ogn_parameterStops(76, u_colour_rock_ramp_stops);
    u_colour_wash_sand_high = ogn_parameterFloat(140);
    u_colour_wash_sand_low = ogn_parameterFloat(141);
    u_colour_wash_sand_ramp_count = ogn_parameterInt(142);
    u_colour_wash_sand_ramp_mode = ogn_parameterInt(143);
    ogn_parameterStops(144, u_colour_wash_sand_ramp_stops);
    u_drainage_cellSize = ogn_parameterFloat(208);
    u_drainage_exponent = ogn_parameterFloat(209);
    u_drainage_riverFull = ogn_parameterFloat(210);
    u_drainage_riverStart = ogn_parameterFloat(211);
    u_drainage_riverWidth = ogn_parameterFloat(212);
    u_drainage_widthExponent = ogn_parameterFloat(213);
    u_paint_rock_mode = ogn_parameterInt(214);
    u_paint_rock_opacity = ogn_parameterFloat(215);
    u_paint_wash_sand_mode = ogn_parameterInt(216);
    u_paint_wash_sand_opacity = ogn_parameterFloat(217);
    u_steep_highAngle = ogn_parameterFloat(218);
    u_steep_lowAngle = ogn_parameterFloat(219);
    u_steep_step = ogn_parameterFloat(220);
    u_strata_offset = ogn_parameterFloat(221);
    u_strata_sharpness = ogn_parameterFloat(222);
    u_strata_spacing = ogn_parameterFloat(223);
    u_table_amplitude = ogn_parameterFloat(224);
    u_table_gain = ogn_parameterFloat(225);
    u_table_lacunarity = ogn_parameterFloat(226);
    u_table_octaves = ogn_parameterInt(227);
    u_table_rotateOctaves = ogn_parameterBool(228);
    u_table_scale = ogn_parameterFloat(229);
    u_table_seed = ogn_parameterUint(230);
    u_weathering_cellSize = ogn_parameterFloat(231);
    u_weathering_duration = ogn_parameterFloat(232);
    u_weathering_screeDepth = ogn_parameterFloat(233);
    u_weathering_strength = ogn_parameterFloat(234);
    u_weathering_talusAngle = ogn_parameterFloat(235);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_weathering_height, n_weathering_talus; f_weathering(p, u_weathering_talusAngle, u_weathering_duration, u_weathering_strength, u_weathering_cellSize, u_weathering_screeDepth, n_weathering_height, n_weathering_talus);
    vec3 n_colour_ground_colour; ogn_colour_gradient_map(p, n_weathering_height, u_colour_ground_low, u_colour_ground_high, u_colour_ground_ramp_mode, u_colour_ground_ramp_count, u_colour_ground_ramp_stops, n_colour_ground_colour);
    vec3 n_colour_rock_colour; ogn_colour_gradient_map(p, n_weathering_height, u_colour_rock_low, u_colour_rock_high, u_colour_rock_ramp_mode, u_colour_rock_ramp_count, u_colour_rock_ramp_stops, n_colour_rock_colour);
    vec3 n_colour_wash_sand_colour; ogn_colour_gradient_map(p, n_weathering_height, u_colour_wash_sand_low, u_colour_wash_sand_high, u_colour_wash_sand_ramp_mode, u_colour_wash_sand_ramp_count, u_colour_wash_sand_ramp_stops, n_colour_wash_sand_colour);
    vec3 n_drainage_area, n_drainage_river, n_drainage_filled; f_drainage(p, u_drainage_exponent, u_drainage_riverStart, u_drainage_riverFull, u_drainage_riverWidth, u_drainage_widthExponent, u_drainage_cellSize, n_drainage_area, n_drainage_river, n_drainage_filled);
    f_steep_height_point = n_weathering_height; vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_paint_rock_colour; ogn_colour_blend(p, n_colour_ground_colour, n_colour_rock_colour, n_steep_mask, u_paint_rock_mode, u_paint_rock_opacity, n_paint_rock_colour);
    vec3 n_paint_wash_sand_colour; ogn_colour_blend(p, n_paint_rock_colour, n_colour_wash_sand_colour, n_drainage_river, u_paint_wash_sand_mode, u_paint_wash_sand_opacity, n_paint_wash_sand_colour);
    vec3 n_colour_grade_result; ogn_colour_adjust(p, n_paint_wash_sand_colour, u_colour_grade_hue, u_colour_grade_saturation, u_colour_grade_value, u_colour_grade_contrast, n_colour_grade_result);
    o_height = vec4(n_weathering_height, 0.0);
    o_mask_0 = vec4(n_steep_mask.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_weathering_talus.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_drainage_river.x, 0.0, 0.0, 0.0);
    o_colour = vec4(n_colour_grade_result, 1.0);
}
