#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "rock"
layout(location = 2) out vec4 o_mask_1; // mask "sand"
layout(location = 3) out vec4 o_mask_2; // mask "sediment"
layout(location = 4) out vec4 o_colour; // (r, g, b, 1) linear

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_canyon_walls_edge0;
float u_canyon_walls_edge1;
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
float u_colour_sediment_high;
float u_colour_sediment_low;
int u_colour_sediment_ramp_count;
int u_colour_sediment_ramp_mode;
vec4 u_colour_sediment_ramp_stops[16];
float u_floor_noise_amplitude;
float u_floor_noise_gain;
float u_floor_noise_lacunarity;
int u_floor_noise_octaves;
bool u_floor_noise_rotateOctaves;
float u_floor_noise_scale;
uint u_floor_noise_seed;
float u_floors_falloff;
float u_floors_high;
float u_floors_low;
float u_grain_amplitude;
float u_grain_scale;
uint u_grain_seed;
float u_layers_offset;
float u_layers_sharpness;
float u_layers_spacing;
float u_mesa_edges_edge0;
float u_mesa_edges_edge1;
bool u_mesas_clampResult;
float u_mesas_inMax;
float u_mesas_inMin;
float u_mesas_outMax;
float u_mesas_outMin;
int u_paint_rock_mode;
float u_paint_rock_opacity;
int u_paint_sediment_mode;
float u_paint_sediment_opacity;
float u_rivers_amplitude;
float u_rivers_gain;
float u_rivers_lacunarity;
int u_rivers_octaves;
bool u_rivers_rotateOctaves;
float u_rivers_scale;
uint u_rivers_seed;
float u_sand_mask_pivot;
float u_steep_highAngle;
float u_steep_lowAngle;
float u_steep_step;
float u_tableland_amplitude;
float u_tableland_gain;
float u_tableland_lacunarity;
int u_tableland_octaves;
bool u_tableland_rotateOctaves;
float u_tableland_scale;
uint u_tableland_seed;
int u_treads_mode;

// ---- helper colour
// ... library text elided ...
// ---- end helper colour

// ---- helper convert
// ... library text elided ...
// ---- end helper convert

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

// ---- node type colour.blend
// ... library text elided ...
// ---- end node type colour.blend

// ---- node type colour.gradient_map
// ... library text elided ...
// ---- end node type colour.gradient_map

// ---- node type combine.abs
// ... library text elided ...
// ---- end node type combine.abs

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.invert
// ... library text elided ...
// ---- end node type combine.invert

// ---- node type combine.multiply
// ... library text elided ...
// ---- end node type combine.multiply

// ---- node type combine.remap
// ... library text elided ...
// ---- end node type combine.remap

// ---- node type combine.smoothstep
// ... library text elided ...
// ---- end node type combine.smoothstep

// ---- node type combine.terrace
// ... library text elided ...
// ---- end node type combine.terrace

// ---- node type fractal.fbm
// ... library text elided ...
// ---- end node type fractal.fbm

// ---- node type mask.combine
// ... library text elided ...
// ---- end node type mask.combine

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type noise.value
// ... library text elided ...
// ---- end node type noise.value

// ---- prototypes
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

void ogn_loadParameters() {
    u_canyon_walls_edge0 = ogn_parameterFloat(0);
    u_canyon_walls_edge1 = ogn_parameterFloat(1);
    u_colour_ground_high = ogn_parameterFloat(2);
    u_colour_ground_low = ogn_parameterFloat(3);
    u_colour_ground_ramp_count = ogn_parameterInt(4);
    u_colour_ground_ramp_mode = ogn_parameterInt(5);
    ogn_parameterStops(6, u_colour_ground_ramp_stops);
    u_colour_rock_high = ogn_parameterFloat(70);
    u_colour_rock_low = ogn_parameterFloat(71);
    u_colour_rock_ramp_count = ogn_parameterInt(72);
    u_colour_rock_ramp_mode = ogn_parameterInt(73);
    ogn_parameterStops(74, u_colour_rock_ramp_stops);
    u_colour_sediment_high = ogn_parameterFloat(138);
    u_colour_sediment_low = ogn_parameterFloat(139);
    u_colour_sediment_ramp_count = ogn_parameterInt(140);
    u_colour_sediment_ramp_mode = ogn_parameterInt(141);
    ogn_parameterStops(142, u_colour_sediment_ramp_stops);
    u_floor_noise_amplitude = ogn_parameterFloat(206);
    u_floor_noise_gain = ogn_parameterFloat(207);
    u_floor_noise_lacunarity = ogn_parameterFloat(208);
    u_floor_noise_octaves = ogn_parameterInt(209);
    u_floor_noise_rotateOctaves = ogn_parameterBool(210);
    u_floor_noise_scale = ogn_parameterFloat(211);
    u_floor_noise_seed = ogn_parameterUint(212);
    u_floors_falloff = ogn_parameterFloat(213);
    u_floors_high = ogn_parameterFloat(214);
    u_floors_low = ogn_parameterFloat(215);
    u_grain_amplitude = ogn_parameterFloat(216);
    u_grain_scale = ogn_parameterFloat(217);
    u_grain_seed = ogn_parameterUint(218);
    u_layers_offset = ogn_parameterFloat(219);
    u_layers_sharpness = ogn_parameterFloat(220);
    u_layers_spacing = ogn_parameterFloat(221);
    u_mesa_edges_edge0 = ogn_parameterFloat(222);
    u_mesa_edges_edge1 = ogn_parameterFloat(223);
    u_mesas_clampResult = ogn_parameterBool(224);
    u_mesas_inMax = ogn_parameterFloat(225);
    u_mesas_inMin = ogn_parameterFloat(226);
    u_mesas_outMax = ogn_parameterFloat(227);
    u_mesas_outMin = ogn_parameterFloat(228);
    u_paint_rock_mode = ogn_parameterInt(229);
    u_paint_rock_opacity = ogn_parameterFloat(230);
    u_paint_sediment_mode = ogn_parameterInt(231);
    u_paint_sediment_opacity = ogn_parameterFloat(232);
    u_rivers_amplitude = ogn_parameterFloat(233);
    u_rivers_gain = ogn_parameterFloat(234);
    u_rivers_lacunarity = ogn_parameterFloat(235);
    u_rivers_octaves = ogn_parameterInt(236);
    u_rivers_rotateOctaves = ogn_parameterBool(237);
    u_rivers_scale = ogn_parameterFloat(238);
    u_rivers_seed = ogn_parameterUint(239);
    u_sand_mask_pivot = ogn_parameterFloat(240);
    u_steep_highAngle = ogn_parameterFloat(241);
    u_steep_lowAngle = ogn_parameterFloat(242);
    u_steep_step = ogn_parameterFloat(243);
    u_tableland_amplitude = ogn_parameterFloat(244);
    u_tableland_gain = ogn_parameterFloat(245);
    u_tableland_lacunarity = ogn_parameterFloat(246);
    u_tableland_octaves = ogn_parameterInt(247);
    u_tableland_rotateOctaves = ogn_parameterBool(248);
    u_tableland_scale = ogn_parameterFloat(249);
    u_tableland_seed = ogn_parameterUint(250);
    u_treads_mode = ogn_parameterInt(251);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_floor_noise_value; ogn_fractal_fbm(p, u_floor_noise_scale, u_floor_noise_amplitude, u_floor_noise_octaves, u_floor_noise_lacunarity, u_floor_noise_gain, u_floor_noise_rotateOctaves, u_floor_noise_seed, n_floor_noise_value);
    vec3 n_grain_value; ogn_noise_value(p, u_grain_scale, u_grain_amplitude, u_grain_seed, n_grain_value);
    vec3 n_rivers_value; ogn_fractal_fbm(p, u_rivers_scale, u_rivers_amplitude, u_rivers_octaves, u_rivers_lacunarity, u_rivers_gain, u_rivers_rotateOctaves, u_rivers_seed, n_rivers_value);
    vec3 n_fold_result; ogn_combine_abs(p, n_rivers_value, n_fold_result);
    vec3 n_canyon_walls_result; ogn_combine_smoothstep(p, n_fold_result, u_canyon_walls_edge0, u_canyon_walls_edge1, n_canyon_walls_result);
    vec3 n_tableland_value; ogn_fractal_fbm(p, u_tableland_scale, u_tableland_amplitude, u_tableland_octaves, u_tableland_lacunarity, u_tableland_gain, u_tableland_rotateOctaves, u_tableland_seed, n_tableland_value);
    vec3 n_mesa_edges_result; ogn_combine_smoothstep(p, n_tableland_value, u_mesa_edges_edge0, u_mesa_edges_edge1, n_mesa_edges_result);
    vec3 n_mesas_result; ogn_combine_remap(p, n_mesa_edges_result, u_mesas_inMin, u_mesas_inMax, u_mesas_outMin, u_mesas_outMax, u_mesas_clampResult, n_mesas_result);
    vec3 n_cut_result; ogn_combine_multiply(p, n_mesas_result, n_canyon_walls_result, n_cut_result);
    vec3 n_land_result; ogn_combine_add(p, n_cut_result, n_floor_noise_value, n_land_result);
    vec3 n_layers_result; ogn_combine_terrace(p, n_land_result, u_layers_spacing, u_layers_sharpness, u_layers_offset, n_layers_result);
    vec3 n_rough_result; ogn_combine_add(p, n_layers_result, n_grain_value, n_rough_result);
    vec3 n_colour_ground_colour; ogn_colour_gradient_map(p, n_rough_result, u_colour_ground_low, u_colour_ground_high, u_colour_ground_ramp_mode, u_colour_ground_ramp_count, u_colour_ground_ramp_stops, n_colour_ground_colour);
    vec3 n_colour_rock_colour; ogn_colour_gradient_map(p, n_rough_result, u_colour_rock_low, u_colour_rock_high, u_colour_rock_ramp_mode, u_colour_rock_ramp_count, u_colour_rock_ramp_stops, n_colour_rock_colour);
    vec3 n_colour_sediment_colour; ogn_colour_gradient_map(p, n_rough_result, u_colour_sediment_low, u_colour_sediment_high, u_colour_sediment_ramp_mode, u_colour_sediment_ramp_count, u_colour_sediment_ramp_stops, n_colour_sediment_colour);
    vec3 n_floors_mask; ogn_mask_height_band(p, n_rough_result, u_floors_low, u_floors_high, u_floors_falloff, n_floors_mask);
    f_steep_height_point = n_rough_result; vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_paint_rock_colour; ogn_colour_blend(p, n_colour_ground_colour, n_colour_rock_colour, n_steep_mask, u_paint_rock_mode, u_paint_rock_opacity, n_paint_rock_colour);
    vec3 n_paint_sediment_colour; ogn_colour_blend(p, n_paint_rock_colour, n_colour_sediment_colour, n_floors_mask, u_paint_sediment_mode, u_paint_sediment_opacity, n_paint_sediment_colour);
    vec3 n_treads_result; ogn_mask_combine(p, n_steep_mask, n_floors_mask, u_treads_mode, n_treads_result);
    vec3 n_sand_mask_result; ogn_combine_invert(p, n_treads_result, u_sand_mask_pivot, n_sand_mask_result);
    o_height = vec4(n_rough_result, 0.0);
    o_mask_0 = vec4(n_steep_mask.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(ogn_clampToUnit(n_sand_mask_result).x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_floors_mask.x, 0.0, 0.0, 0.0);
    o_colour = vec4(n_paint_sediment_colour, 1.0);
}
