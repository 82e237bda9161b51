#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "bright_crest"
layout(location = 2) out vec4 o_mask_1; // mask "dirt"
layout(location = 3) out vec4 o_mask_2; // mask "sand"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_all_value;
float u_crests_falloff;
float u_crests_high;
float u_crests_low;
float u_dunes_amplitude;
float u_dunes_gain;
float u_dunes_lacunarity;
int u_dunes_octaves;
bool u_dunes_rotateOctaves;
float u_dunes_scale;
uint u_dunes_seed;
float u_meander_gain;
float u_meander_lacunarity;
int u_meander_levels;
int u_meander_octaves;
float u_meander_scale;
uint u_meander_seed;
float u_meander_strength;
float u_rippled_erosion;
float u_rippled_strength;
float u_ripples_amplitude;
float u_ripples_scale;
uint u_ripples_seed;
int u_sand_only_mode;
float u_troughs_falloff;
float u_troughs_high;
float u_troughs_low;
float u_wind_strength;

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

// ---- node type filter.slope_damped_detail
// ... library text elided ...
// ---- end node type filter.slope_damped_detail

// ---- node type fractal.billow
// ... library text elided ...
// ---- end node type fractal.billow

// ---- node type input.constant
// ... library text elided ...
// ---- end node type input.constant

// ---- node type input.position
// ... library text elided ...
// ---- end node type input.position

// ---- node type mask.combine
// ... library text elided ...
// ---- end node type mask.combine

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type noise.gradient
// ... library text elided ...
// ---- end node type noise.gradient

// ---- prototypes
vec3 s_dunes_value(vec2 p);
vec3 s_wind_result(vec2 p);
void f_meander(vec2 p, float scale, float strength, int octaves, float lacunarity, float gain, int levels, uint seed, out vec3 result);
void f_wind(vec2 p, vec3 offsetX, vec3 offsetY, float strength, out vec3 result);

// ---- node meander (warp.domain)
// ... library text elided ...
// ---- end node meander

// ---- node wind (warp.by_fields)
// ... library text elided ...
// ---- end node wind

// ---- sampled source dunes.value
vec3 s_dunes_value(vec2 p) {
    vec3 n_dunes_value; ogn_fractal_billow(p, u_dunes_scale, u_dunes_amplitude, u_dunes_octaves, u_dunes_lacunarity, u_dunes_gain, u_dunes_rotateOctaves, u_dunes_seed, n_dunes_value);
    return n_dunes_value;
}

// ---- sampled source wind.result
vec3 s_wind_result(vec2 p) {
    vec3 n_pos_x, n_pos_y; ogn_input_position(p, n_pos_x, n_pos_y);
    vec3 n_wind_result; f_wind(p, n_pos_x, vec3(0.0, 0.0, 0.0), u_wind_strength, n_wind_result);
    return n_wind_result;
}

void ogn_loadParameters() {
    u_all_value = ogn_parameterFloat(0);
    u_crests_falloff = ogn_parameterFloat(1);
    u_crests_high = ogn_parameterFloat(2);
    u_crests_low = ogn_parameterFloat(3);
    u_dunes_amplitude = ogn_parameterFloat(4);
    u_dunes_gain = ogn_parameterFloat(5);
    u_dunes_lacunarity = ogn_parameterFloat(6);
    u_dunes_octaves = ogn_parameterInt(7);
    u_dunes_rotateOctaves = ogn_parameterBool(8);
    u_dunes_scale = ogn_parameterFloat(9);
    u_dunes_seed = ogn_parameterUint(10);
    u_meander_gain = ogn_parameterFloat(11);
    u_meander_lacunarity = ogn_parameterFloat(12);
    u_meander_levels = ogn_parameterInt(13);
    u_meander_octaves = ogn_parameterInt(14);
    u_meander_scale = ogn_parameterFloat(15);
    u_meander_seed = ogn_parameterUint(16);
    u_meander_strength = ogn_parameterFloat(17);
    u_rippled_erosion = ogn_parameterFloat(18);
    u_rippled_strength = ogn_parameterFloat(19);
    u_ripples_amplitude = ogn_parameterFloat(20);
    u_ripples_scale = ogn_parameterFloat(21);
    u_ripples_seed = ogn_parameterUint(22);
    u_sand_only_mode = ogn_parameterInt(23);
    u_troughs_falloff = ogn_parameterFloat(24);
    u_troughs_high = ogn_parameterFloat(25);
    u_troughs_low = ogn_parameterFloat(26);
    u_wind_strength = ogn_parameterFloat(27);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_all_result; ogn_input_constant(p, u_all_value, n_all_result);
    vec3 n_ripples_value, n_ripples_pseudo; ogn_noise_gradient(p, u_ripples_scale, u_ripples_amplitude, u_ripples_seed, n_ripples_value, n_ripples_pseudo);
    vec3 n_meander_result; f_meander(p, u_meander_scale, u_meander_strength, u_meander_octaves, u_meander_lacunarity, u_meander_gain, u_meander_levels, u_meander_seed, n_meander_result);
    vec3 n_rippled_result; ogn_filter_slope_damped_detail(p, n_meander_result, n_ripples_value, u_rippled_strength, u_rippled_erosion, n_rippled_result);
    vec3 n_crests_mask; ogn_mask_height_band(p, n_rippled_result, u_crests_low, u_crests_high, u_crests_falloff, n_crests_mask);
    vec3 n_troughs_mask; ogn_mask_height_band(p, n_rippled_result, u_troughs_low, u_troughs_high, u_troughs_falloff, n_troughs_mask);
    vec3 n_sand_only_result; ogn_mask_combine(p, ogn_clampToUnit(n_all_result), n_troughs_mask, u_sand_only_mode, n_sand_only_result);
    o_height = vec4(n_rippled_result, 0.0);
    o_mask_0 = vec4(n_crests_mask.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_troughs_mask.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_sand_only_result.x, 0.0, 0.0, 0.0);
}
