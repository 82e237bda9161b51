#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "grass"
layout(location = 2) out vec4 o_mask_1; // mask "rock"
layout(location = 3) out vec4 o_mask_2; // mask "sand"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_ashfield_falloff;
float u_ashfield_high;
float u_ashfield_low;
float u_beach_falloff;
float u_beach_high;
float u_beach_low;
float u_coast_centerX;
float u_coast_centerY;
float u_coast_innerRadius;
float u_coast_outerRadius;
float u_concave_exponent;
float u_cone_centerX;
float u_cone_centerY;
float u_cone_height;
int u_cone_profile;
float u_cone_radius;
float u_crater_centerX;
float u_crater_centerY;
float u_crater_height;
int u_crater_profile;
float u_crater_radius;
float u_foothills_offset;
float u_foothills_raw_amplitude;
float u_foothills_raw_gain;
float u_foothills_raw_lacunarity;
int u_foothills_raw_octaves;
float u_foothills_raw_offset;
bool u_foothills_raw_rotateOctaves;
float u_foothills_raw_scale;
uint u_foothills_raw_seed;
float u_foothills_scale;
int u_grass_off_cliffs_mode;
float u_green_falloff;
float u_green_high;
float u_green_low;
float u_lava_amplitude;
bool u_lava_doubleRidged;
float u_lava_gain;
float u_lava_lacunarity;
int u_lava_octaves;
bool u_lava_rotateOctaves;
float u_lava_scale;
uint u_lava_seed;
int u_rocky_mode;
float u_seafloor_value;
float u_shelf_smoothness;
float u_steep_highAngle;
float u_steep_lowAngle;
float u_steep_step;
float u_streaks_strength;
bool u_volcano_clampResult;
float u_volcano_inMax;
float u_volcano_inMin;
float u_volcano_outMax;
float u_volcano_outMin;

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

// ---- helper profile
// ... library text elided ...
// ---- end helper profile

// ---- helper smooth_min
// ... library text elided ...
// ---- end helper smooth_min

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.blend
// ... library text elided ...
// ---- end node type combine.blend

// ---- node type combine.power
// ... library text elided ...
// ---- end node type combine.power

// ---- node type combine.remap
// ... library text elided ...
// ---- end node type combine.remap

// ---- node type combine.scale_offset
// ... library text elided ...
// ---- end node type combine.scale_offset

// ---- node type combine.smooth_max
// ... library text elided ...
// ---- end node type combine.smooth_max

// ---- node type fractal.hybrid
// ... library text elided ...
// ---- end node type fractal.hybrid

// ---- node type fractal.ridged
// ... library text elided ...
// ---- end node type fractal.ridged

// ---- node type input.constant
// ... library text elided ...
// ---- end node type input.constant

// ---- node type mask.combine
// ... library text elided ...
// ---- end node type mask.combine

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type shape.cone
// ... library text elided ...
// ---- end node type shape.cone

// ---- node type shape.radial_falloff
// ... library text elided ...
// ---- end node type shape.radial_falloff

// ---- prototypes
vec3 s_lava_value(vec2 p);
vec3 s_shelf_result(vec2 p);
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);
void f_streaks(vec2 p, vec3 guide, float strength, out vec3 result);

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

// ---- node streaks (warp.downslope)
// ... library text elided ...
// ---- end node streaks

// ---- sampled source lava.value
vec3 s_lava_value(vec2 p) {
    vec3 n_lava_value; ogn_fractal_ridged(p, u_lava_scale, u_lava_amplitude, u_lava_octaves, u_lava_lacunarity, u_lava_gain, u_lava_doubleRidged, u_lava_rotateOctaves, u_lava_seed, n_lava_value);
    return n_lava_value;
}

// ---- sampled source shelf.result
vec3 s_shelf_result(vec2 p) {
    vec3 n_coast_mask; ogn_shape_radial_falloff(p, u_coast_centerX, u_coast_centerY, u_coast_innerRadius, u_coast_outerRadius, n_coast_mask);
    vec3 n_cone_result; ogn_shape_cone(p, u_cone_centerX, u_cone_centerY, u_cone_radius, u_cone_height, u_cone_profile, n_cone_result);
    vec3 n_concave_result; ogn_combine_power(p, n_cone_result, u_concave_exponent, n_concave_result);
    vec3 n_crater_result; ogn_shape_cone(p, u_crater_centerX, u_crater_centerY, u_crater_radius, u_crater_height, u_crater_profile, n_crater_result);
    vec3 n_foothills_raw_value; ogn_fractal_hybrid(p, u_foothills_raw_scale, u_foothills_raw_amplitude, u_foothills_raw_octaves, u_foothills_raw_lacunarity, u_foothills_raw_gain, u_foothills_raw_offset, u_foothills_raw_rotateOctaves, u_foothills_raw_seed, n_foothills_raw_value);
    vec3 n_foothills_result; ogn_combine_scale_offset(p, n_foothills_raw_value, u_foothills_scale, u_foothills_offset, n_foothills_result);
    vec3 n_seafloor_result; ogn_input_constant(p, u_seafloor_value, n_seafloor_result);
    vec3 n_volcano_result; ogn_combine_remap(p, n_concave_result, u_volcano_inMin, u_volcano_inMax, u_volcano_outMin, u_volcano_outMax, u_volcano_clampResult, n_volcano_result);
    vec3 n_summit_result; ogn_combine_add(p, n_volcano_result, n_crater_result, n_summit_result);
    vec3 n_streaks_result; f_streaks(p, n_summit_result, u_streaks_strength, n_streaks_result);
    vec3 n_flanks_result; ogn_combine_add(p, n_summit_result, n_streaks_result, n_flanks_result);
    vec3 n_land_result; ogn_combine_add(p, n_flanks_result, n_foothills_result, n_land_result);
    vec3 n_island_result; ogn_combine_blend(p, n_seafloor_result, n_land_result, n_coast_mask, n_island_result);
    vec3 n_shelf_result; ogn_combine_smooth_max(p, n_island_result, n_seafloor_result, u_shelf_smoothness, n_shelf_result);
    return n_shelf_result;
}

void ogn_loadParameters() {
    u_ashfield_falloff = ogn_parameterFloat(0);
    u_ashfield_high = ogn_parameterFloat(1);
    u_ashfield_low = ogn_parameterFloat(2);
    u_beach_falloff = ogn_parameterFloat(3);
    u_beach_high = ogn_parameterFloat(4);
    u_beach_low = ogn_parameterFloat(5);
    u_coast_centerX = ogn_parameterFloat(6);
    u_coast_centerY = ogn_parameterFloat(7);
    u_coast_innerRadius = ogn_parameterFloat(8);
    u_coast_outerRadius = ogn_parameterFloat(9);
    u_concave_exponent = ogn_parameterFloat(10);
    u_cone_centerX = ogn_parameterFloat(11);
    u_cone_centerY = ogn_parameterFloat(12);
    u_cone_height = ogn_parameterFloat(13);
    u_cone_profile = ogn_parameterInt(14);
    u_cone_radius = ogn_parameterFloat(15);
    u_crater_centerX = ogn_parameterFloat(16);
    u_crater_centerY = ogn_parameterFloat(17);
    u_crater_height = ogn_parameterFloat(18);
    u_crater_profile = ogn_parameterInt(19);
    u_crater_radius = ogn_parameterFloat(20);
    u_foothills_offset = ogn_parameterFloat(21);
    u_foothills_raw_amplitude = ogn_parameterFloat(22);
    u_foothills_raw_gain = ogn_parameterFloat(23);
    u_foothills_raw_lacunarity = ogn_parameterFloat(24);
    u_foothills_raw_octaves = ogn_parameterInt(25);
    u_foothills_raw_offset = ogn_parameterFloat(26);
    u_foothills_raw_rotateOctaves = ogn_parameterBool(27);
    u_foothills_raw_scale = ogn_parameterFloat(28);
    u_foothills_raw_seed = ogn_parameterUint(29);
    u_foothills_scale = ogn_parameterFloat(30);
    u_grass_off_cliffs_mode = ogn_parameterInt(31);
    u_green_falloff = ogn_parameterFloat(32);
    u_green_high = ogn_parameterFloat(33);
    u_green_low = ogn_parameterFloat(34);
    u_lava_amplitude = ogn_parameterFloat(35);
    u_lava_doubleRidged = ogn_parameterBool(36);
    u_lava_gain = ogn_parameterFloat(37);
    u_lava_lacunarity = ogn_parameterFloat(38);
    u_lava_octaves = ogn_parameterInt(39);
    u_lava_rotateOctaves = ogn_parameterBool(40);
    u_lava_scale = ogn_parameterFloat(41);
    u_lava_seed = ogn_parameterUint(42);
    u_rocky_mode = ogn_parameterInt(43);
    u_seafloor_value = ogn_parameterFloat(44);
    u_shelf_smoothness = ogn_parameterFloat(45);
    u_steep_highAngle = ogn_parameterFloat(46);
    u_steep_lowAngle = ogn_parameterFloat(47);
    u_steep_step = ogn_parameterFloat(48);
    u_streaks_strength = ogn_parameterFloat(49);
    u_volcano_clampResult = ogn_parameterBool(50);
    u_volcano_inMax = ogn_parameterFloat(51);
    u_volcano_inMin = ogn_parameterFloat(52);
    u_volcano_outMax = ogn_parameterFloat(53);
    u_volcano_outMin = ogn_parameterFloat(54);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_coast_mask; ogn_shape_radial_falloff(p, u_coast_centerX, u_coast_centerY, u_coast_innerRadius, u_coast_outerRadius, n_coast_mask);
    vec3 n_cone_result; ogn_shape_cone(p, u_cone_centerX, u_cone_centerY, u_cone_radius, u_cone_height, u_cone_profile, n_cone_result);
    vec3 n_concave_result; ogn_combine_power(p, n_cone_result, u_concave_exponent, n_concave_result);
    vec3 n_crater_result; ogn_shape_cone(p, u_crater_centerX, u_crater_centerY, u_crater_radius, u_crater_height, u_crater_profile, n_crater_result);
    vec3 n_foothills_raw_value; ogn_fractal_hybrid(p, u_foothills_raw_scale, u_foothills_raw_amplitude, u_foothills_raw_octaves, u_foothills_raw_lacunarity, u_foothills_raw_gain, u_foothills_raw_offset, u_foothills_raw_rotateOctaves, u_foothills_raw_seed, n_foothills_raw_value);
    vec3 n_foothills_result; ogn_combine_scale_offset(p, n_foothills_raw_value, u_foothills_scale, u_foothills_offset, n_foothills_result);
    vec3 n_seafloor_result; ogn_input_constant(p, u_seafloor_value, n_seafloor_result);
    vec3 n_volcano_result; ogn_combine_remap(p, n_concave_result, u_volcano_inMin, u_volcano_inMax, u_volcano_outMin, u_volcano_outMax, u_volcano_clampResult, n_volcano_result);
    vec3 n_summit_result; ogn_combine_add(p, n_volcano_result, n_crater_result, n_summit_result);
    vec3 n_streaks_result; f_streaks(p, n_summit_result, u_streaks_strength, n_streaks_result);
    vec3 n_flanks_result; ogn_combine_add(p, n_summit_result, n_streaks_result, n_flanks_result);
    vec3 n_land_result; ogn_combine_add(p, n_flanks_result, n_foothills_result, n_land_result);
    vec3 n_island_result; ogn_combine_blend(p, n_seafloor_result, n_land_result, n_coast_mask, n_island_result);
    vec3 n_shelf_result; ogn_combine_smooth_max(p, n_island_result, n_seafloor_result, u_shelf_smoothness, n_shelf_result);
    vec3 n_ashfield_mask; ogn_mask_height_band(p, n_shelf_result, u_ashfield_low, u_ashfield_high, u_ashfield_falloff, n_ashfield_mask);
    vec3 n_beach_mask; ogn_mask_height_band(p, n_shelf_result, u_beach_low, u_beach_high, u_beach_falloff, n_beach_mask);
    vec3 n_green_mask; ogn_mask_height_band(p, n_shelf_result, u_green_low, u_green_high, u_green_falloff, n_green_mask);
    vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_rocky_result; ogn_mask_combine(p, n_steep_mask, n_ashfield_mask, u_rocky_mode, n_rocky_result);
    vec3 n_grass_off_cliffs_result; ogn_mask_combine(p, n_green_mask, n_rocky_result, u_grass_off_cliffs_mode, n_grass_off_cliffs_result);
    o_height = vec4(n_shelf_result, 0.0);
    o_mask_0 = vec4(n_grass_off_cliffs_result, 0.0);
    o_mask_1 = vec4(n_rocky_result, 0.0);
    o_mask_2 = vec4(n_beach_mask, 0.0);
}
