#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "grass"
layout(location = 2) out vec4 o_mask_1; // mask "rock"
layout(location = 3) out vec4 o_mask_2; // mask "sand"
layout(location = 4) out vec4 o_colour; // (r, g, b, 1) linear

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
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
int u_colour_ground_flat_count;
int u_colour_ground_flat_mode;
vec4 u_colour_ground_flat_stops[16];
float u_colour_ground_high;
float u_colour_ground_low;
float u_colour_ground_slopeEnd;
float u_colour_ground_slopeStart;
int u_colour_ground_steep_count;
int u_colour_ground_steep_mode;
vec4 u_colour_ground_steep_stops[16];
float u_colour_sand_high;
float u_colour_sand_low;
int u_colour_sand_ramp_count;
int u_colour_sand_ramp_mode;
vec4 u_colour_sand_ramp_stops[16];
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
int u_paint_sand_mode;
float u_paint_sand_opacity;
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

// ---- helper profile
// ... library text elided ...
// ---- end helper profile

// ---- helper smooth_min
// ... library text elided ...
// ---- end helper smooth_min

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type colour.blend
// ... library text elided ...
// ---- end node type colour.blend

// ---- node type colour.gradient_map
// ... library text elided ...
// ---- end node type colour.gradient_map

// ---- node type colour.height_slope_lut
// ... library text elided ...
// ---- end node type colour.height_slope_lut

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
    u_colour_ground_flat_count = ogn_parameterInt(10);
    u_colour_ground_flat_mode = ogn_parameterInt(11);
    ogn_parameterStops(12, u_colour_ground_flat_stops);
    u_colour_ground_high = ogn_parameterFloat(76);
    u_colour_ground_low = ogn_parameterFloat(77);
    u_colour_ground_slopeEnd = ogn_parameterFloat(78);
    u_colour_ground_slopeStart = ogn_parameterFloat(79);
    u_colour_ground_steep_count = ogn_parameterInt(80);
    u_colour_ground_steep_mode = ogn_parameterInt(81);
    ogn_parameterStops(82, u_colour_ground_steep_stops);
    u_colour_sand_high = ogn_parameterFloat(146);
    u_colour_sand_low = ogn_parameterFloat(147);
    u_colour_sand_ramp_count = ogn_parameterInt(148);
    u_colour_sand_ramp_mode = ogn_parameterInt(149);
    ogn_parameterStops(150, u_colour_sand_ramp_stops);
    u_concave_exponent = ogn_parameterFloat(214);
    u_cone_centerX = ogn_parameterFloat(215);
    u_cone_centerY = ogn_parameterFloat(216);
    u_cone_height = ogn_parameterFloat(217);
    u_cone_profile = ogn_parameterInt(218);
    u_cone_radius = ogn_parameterFloat(219);
    u_crater_centerX = ogn_parameterFloat(220);
    u_crater_centerY = ogn_parameterFloat(221);
    u_crater_height = ogn_parameterFloat(222);
    u_crater_profile = ogn_parameterInt(223);
    u_crater_radius = ogn_parameterFloat(224);
    u_foothills_offset = ogn_parameterFloat(225);
    u_foothills_raw_amplitude = ogn_parameterFloat(226);
    u_foothills_raw_gain = ogn_parameterFloat(227);
    u_foothills_raw_lacunarity = ogn_parameterFloat(228);
    u_foothills_raw_octaves = ogn_parameterInt(229);
    u_foothills_raw_offset = ogn_parameterFloat(230);
    u_foothills_raw_rotateOctaves = ogn_parameterBool(231);
    u_foothills_raw_scale = ogn_parameterFloat(232);
    u_foothills_raw_seed = ogn_parameterUint(233);
    u_foothills_scale = ogn_parameterFloat(234);
    u_grass_off_cliffs_mode = ogn_parameterInt(235);
    u_green_falloff = ogn_parameterFloat(236);
    u_green_high = ogn_parameterFloat(237);
    u_green_low = ogn_parameterFloat(238);
    u_lava_amplitude = ogn_parameterFloat(239);
    u_lava_doubleRidged = ogn_parameterBool(240);
    u_lava_gain = ogn_parameterFloat(241);
    u_lava_lacunarity = ogn_parameterFloat(242);
    u_lava_octaves = ogn_parameterInt(243);
    u_lava_rotateOctaves = ogn_parameterBool(244);
    u_lava_scale = ogn_parameterFloat(245);
    u_lava_seed = ogn_parameterUint(246);
    u_paint_sand_mode = ogn_parameterInt(247);
    u_paint_sand_opacity = ogn_parameterFloat(248);
    u_rocky_mode = ogn_parameterInt(249);
    u_seafloor_value = ogn_parameterFloat(250);
    u_shelf_smoothness = ogn_parameterFloat(251);
    u_steep_highAngle = ogn_parameterFloat(252);
    u_steep_lowAngle = ogn_parameterFloat(253);
    u_steep_step = ogn_parameterFloat(254);
    u_streaks_strength = ogn_parameterFloat(255);
    u_volcano_clampResult = ogn_parameterBool(256);
    u_volcano_inMax = ogn_parameterFloat(257);
    u_volcano_inMin = ogn_parameterFloat(258);
    u_volcano_outMax = ogn_parameterFloat(259);
    u_volcano_outMin = ogn_parameterFloat(260);
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
    vec3 n_colour_ground_colour; ogn_colour_height_slope_lut(p, n_shelf_result, u_colour_ground_low, u_colour_ground_high, u_colour_ground_slopeStart, u_colour_ground_slopeEnd, u_colour_ground_flat_mode, u_colour_ground_flat_count, u_colour_ground_flat_stops, u_colour_ground_steep_mode, u_colour_ground_steep_count, u_colour_ground_steep_stops, n_colour_ground_colour);
    vec3 n_colour_sand_colour; ogn_colour_gradient_map(p, n_shelf_result, u_colour_sand_low, u_colour_sand_high, u_colour_sand_ramp_mode, u_colour_sand_ramp_count, u_colour_sand_ramp_stops, n_colour_sand_colour);
    vec3 n_green_mask; ogn_mask_height_band(p, n_shelf_result, u_green_low, u_green_high, u_green_falloff, n_green_mask);
    vec3 n_paint_sand_colour; ogn_colour_blend(p, n_colour_ground_colour, n_colour_sand_colour, n_beach_mask, u_paint_sand_mode, u_paint_sand_opacity, n_paint_sand_colour);
    f_steep_height_point = n_shelf_result; vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_rocky_result; ogn_mask_combine(p, n_steep_mask, n_ashfield_mask, u_rocky_mode, n_rocky_result);
    vec3 n_grass_off_cliffs_result; ogn_mask_combine(p, n_green_mask, n_rocky_result, u_grass_off_cliffs_mode, n_grass_off_cliffs_result);
    o_height = vec4(n_shelf_result, 0.0);
    o_mask_0 = vec4(n_grass_off_cliffs_result.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_rocky_result.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_beach_mask.x, 0.0, 0.0, 0.0);
    o_colour = vec4(n_paint_sand_colour, 1.0);
}
