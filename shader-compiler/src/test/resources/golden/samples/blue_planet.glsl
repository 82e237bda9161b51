#version 400 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "highlands"
layout(location = 2) out vec4 o_mask_1; // mask "sea"
layout(location = 3) out vec4 o_mask_2; // mask "snow"
layout(location = 4) out vec4 o_colour; // (r, g, b, 1) linear

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_belt_edge0;
float u_belt_edge1;
int u_colour_caps_mode;
float u_colour_caps_opacity;
float u_colour_ground_high;
float u_colour_ground_low;
int u_colour_ground_ramp_count;
int u_colour_ground_ramp_mode;
vec4 u_colour_ground_ramp_stops[16];
float u_colour_snow_blue;
float u_colour_snow_green;
float u_colour_snow_red;
float u_continents_gain;
float u_continents_lacunarity;
int u_continents_levels;
int u_continents_octaves;
float u_continents_raw_amplitude;
float u_continents_raw_gain;
float u_continents_raw_lacunarity;
int u_continents_raw_octaves;
bool u_continents_raw_rotateOctaves;
float u_continents_raw_scale;
uint u_continents_raw_seed;
float u_continents_scale;
uint u_continents_seed;
float u_continents_strength;
float u_highlands_falloff;
float u_highlands_high;
float u_highlands_low;
float u_hills_amplitude;
float u_hills_gain;
float u_hills_lacunarity;
int u_hills_octaves;
bool u_hills_rotateOctaves;
float u_hills_scale;
uint u_hills_seed;
float u_lapse_offset;
float u_lapse_scale;
float u_ranges_raw_amplitude;
float u_ranges_raw_gain;
float u_ranges_raw_lacunarity;
int u_ranges_raw_octaves;
float u_ranges_raw_offset;
bool u_ranges_raw_rotateOctaves;
float u_ranges_raw_scale;
uint u_ranges_raw_seed;
float u_ranges_raw_weightGain;
float u_sea_falloff;
float u_sea_high;
float u_sea_level_value;
float u_sea_low;
float u_shelf_offset;
float u_shelf_scale;
float u_snow_edge0;
float u_snow_edge1;

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

// ---- helper planet
// ... library text elided ...
// ---- end helper planet

// ---- helper fractal
// ... library text elided ...
// ---- end helper fractal

// ---- node type colour.blend
// ... library text elided ...
// ---- end node type colour.blend

// ---- node type colour.constant
// ... library text elided ...
// ---- end node type colour.constant

// ---- node type colour.gradient_map
// ... library text elided ...
// ---- end node type colour.gradient_map

// ---- node type combine.abs
// ... library text elided ...
// ---- end node type combine.abs

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.max
// ... library text elided ...
// ---- end node type combine.max

// ---- node type combine.multiply
// ... library text elided ...
// ---- end node type combine.multiply

// ---- node type combine.scale_offset
// ... library text elided ...
// ---- end node type combine.scale_offset

// ---- node type combine.smoothstep
// ... library text elided ...
// ---- end node type combine.smoothstep

// ---- node type fractal.fbm
// ... library text elided ...
// ---- end node type fractal.fbm

// ---- node type fractal.ridged_multifractal
// ... library text elided ...
// ---- end node type fractal.ridged_multifractal

// ---- node type input.constant
// ... library text elided ...
// ---- end node type input.constant

// ---- node type input.planet
// ... library text elided ...
// ---- end node type input.planet

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- prototypes
vec3 s_continents_raw_value(vec3 p);
void f_continents(vec3 p, float scale, float strength, int octaves, float lacunarity, float gain, int levels, uint seed, out vec3 result);

// ---- node continents (warp.domain)
// ... library text elided ...
// ---- end node continents

// ---- sampled source continents_raw.value
vec3 s_continents_raw_value(vec3 p) {
    vec3 n_continents_raw_value; ogn_fractal_fbm(p, u_continents_raw_scale, u_continents_raw_amplitude, u_continents_raw_octaves, u_continents_raw_lacunarity, u_continents_raw_gain, u_continents_raw_rotateOctaves, u_continents_raw_seed, n_continents_raw_value);
    return n_continents_raw_value;
}

void ogn_loadParameters() {
    u_belt_edge0 = ogn_parameterFloat(0);
    u_belt_edge1 = ogn_parameterFloat(1);
    u_colour_caps_mode = ogn_parameterInt(2);
    u_colour_caps_opacity = ogn_parameterFloat(3);
    u_colour_ground_high = ogn_parameterFloat(4);
    u_colour_ground_low = ogn_parameterFloat(5);
    u_colour_ground_ramp_count = ogn_parameterInt(6);
    u_colour_ground_ramp_mode = ogn_parameterInt(7);
    ogn_parameterStops(8, u_colour_ground_ramp_stops);
    u_colour_snow_blue = ogn_parameterFloat(72);
    u_colour_snow_green = ogn_parameterFloat(73);
    u_colour_snow_red = ogn_parameterFloat(74);
    u_continents_gain = ogn_parameterFloat(75);
    u_continents_lacunarity = ogn_parameterFloat(76);
    u_continents_levels = ogn_parameterInt(77);
    u_continents_octaves = ogn_parameterInt(78);
    u_continents_raw_amplitude = ogn_parameterFloat(79);
    u_continents_raw_gain = ogn_parameterFloat(80);
    u_continents_raw_lacunarity = ogn_parameterFloat(81);
    u_continents_raw_octaves = ogn_parameterInt(82);
    u_continents_raw_rotateOctaves = ogn_parameterBool(83);
    u_continents_raw_scale = ogn_parameterFloat(84);
    u_continents_raw_seed = ogn_parameterUint(85);
    u_continents_scale = ogn_parameterFloat(86);
    u_continents_seed = ogn_parameterUint(87);
    u_continents_strength = ogn_parameterFloat(88);
    u_highlands_falloff = ogn_parameterFloat(89);
    u_highlands_high = ogn_parameterFloat(90);
    u_highlands_low = ogn_parameterFloat(91);
    u_hills_amplitude = ogn_parameterFloat(92);
    u_hills_gain = ogn_parameterFloat(93);
    u_hills_lacunarity = ogn_parameterFloat(94);
    u_hills_octaves = ogn_parameterInt(95);
    u_hills_rotateOctaves = ogn_parameterBool(96);
    u_hills_scale = ogn_parameterFloat(97);
    u_hills_seed = ogn_parameterUint(98);
    u_lapse_offset = ogn_parameterFloat(99);
    u_lapse_scale = ogn_parameterFloat(100);
    u_ranges_raw_amplitude = ogn_parameterFloat(101);
    u_ranges_raw_gain = ogn_parameterFloat(102);
    u_ranges_raw_lacunarity = ogn_parameterFloat(103);
    u_ranges_raw_octaves = ogn_parameterInt(104);
    u_ranges_raw_offset = ogn_parameterFloat(105);
    u_ranges_raw_rotateOctaves = ogn_parameterBool(106);
    u_ranges_raw_scale = ogn_parameterFloat(107);
    u_ranges_raw_seed = ogn_parameterUint(108);
    u_ranges_raw_weightGain = ogn_parameterFloat(109);
    u_sea_falloff = ogn_parameterFloat(110);
    u_sea_high = ogn_parameterFloat(111);
    u_sea_level_value = ogn_parameterFloat(112);
    u_sea_low = ogn_parameterFloat(113);
    u_shelf_offset = ogn_parameterFloat(114);
    u_shelf_scale = ogn_parameterFloat(115);
    u_snow_edge0 = ogn_parameterFloat(116);
    u_snow_edge1 = ogn_parameterFloat(117);
}

void main() {
    ogn_loadParameters();
    vec3 p = ogn_planetSetup(u_anchor + ivec2(round(u_origin + gl_FragCoord.xy - 0.5)), 6371000.0lf);
    vec3 n_colour_snow_colour; ogn_colour_constant(p, u_colour_snow_red, u_colour_snow_green, u_colour_snow_blue, n_colour_snow_colour);
    vec3 n_continents_result; f_continents(p, u_continents_scale, u_continents_strength, u_continents_octaves, u_continents_lacunarity, u_continents_gain, u_continents_levels, u_continents_seed, n_continents_result);
    vec3 n_belt_result; ogn_combine_smoothstep(p, n_continents_result, u_belt_edge0, u_belt_edge1, n_belt_result);
    vec3 n_hills_value; ogn_fractal_fbm(p, u_hills_scale, u_hills_amplitude, u_hills_octaves, u_hills_lacunarity, u_hills_gain, u_hills_rotateOctaves, u_hills_seed, n_hills_value);
    vec3 n_planet_latitude, n_planet_longitude; ogn_input_planet(p, n_planet_latitude, n_planet_longitude);
    vec3 n_abs_latitude_result; ogn_combine_abs(p, n_planet_latitude, n_abs_latitude_result);
    vec3 n_ranges_raw_value; ogn_fractal_ridged_multifractal(p, u_ranges_raw_scale, u_ranges_raw_amplitude, u_ranges_raw_octaves, u_ranges_raw_lacunarity, u_ranges_raw_gain, u_ranges_raw_offset, u_ranges_raw_weightGain, u_ranges_raw_rotateOctaves, u_ranges_raw_seed, n_ranges_raw_value);
    vec3 n_ranges_result; ogn_combine_multiply(p, n_ranges_raw_value, n_belt_result, n_ranges_result);
    vec3 n_sea_level_result; ogn_input_constant(p, u_sea_level_value, n_sea_level_result);
    vec3 n_shelf_result; ogn_combine_scale_offset(p, n_continents_result, u_shelf_scale, u_shelf_offset, n_shelf_result);
    vec3 n_land_result; ogn_combine_add(p, n_shelf_result, n_ranges_result, n_land_result);
    vec3 n_relief_result; ogn_combine_add(p, n_land_result, n_hills_value, n_relief_result);
    vec3 n_above_sea_result; ogn_combine_max(p, n_relief_result, n_sea_level_result, n_above_sea_result);
    vec3 n_colour_ground_colour; ogn_colour_gradient_map(p, n_relief_result, u_colour_ground_low, u_colour_ground_high, u_colour_ground_ramp_mode, u_colour_ground_ramp_count, u_colour_ground_ramp_stops, n_colour_ground_colour);
    vec3 n_highlands_mask; ogn_mask_height_band(p, n_relief_result, u_highlands_low, u_highlands_high, u_highlands_falloff, n_highlands_mask);
    vec3 n_lapse_result; ogn_combine_scale_offset(p, n_above_sea_result, u_lapse_scale, u_lapse_offset, n_lapse_result);
    vec3 n_sea_mask; ogn_mask_height_band(p, n_relief_result, u_sea_low, u_sea_high, u_sea_falloff, n_sea_mask);
    vec3 n_snow_index_result; ogn_combine_add(p, n_abs_latitude_result, n_lapse_result, n_snow_index_result);
    vec3 n_snow_result; ogn_combine_smoothstep(p, n_snow_index_result, u_snow_edge0, u_snow_edge1, n_snow_result);
    vec3 n_colour_caps_colour; ogn_colour_blend(p, n_colour_ground_colour, n_colour_snow_colour, ogn_clampToUnit(n_snow_result), u_colour_caps_mode, u_colour_caps_opacity, n_colour_caps_colour);
    o_height = vec4(n_relief_result, 0.0);
    o_mask_0 = vec4(n_highlands_mask.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_sea_mask.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(ogn_clampToUnit(n_snow_result).x, 0.0, 0.0, 0.0);
    o_colour = vec4(n_colour_caps_colour, 1.0);
}
