#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "alluvium_sediment"
layout(location = 2) out vec4 o_mask_1; // mask "grass_wetness"
layout(location = 3) out vec4 o_mask_2; // mask "lake_water"
layout(location = 4) out vec4 o_mask_3; // mask "river_water"
layout(location = 5) out vec4 o_mask_4; // mask "sea_water"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_hills_amplitude;
float u_hills_gain;
float u_hills_lacunarity;
int u_hills_octaves;
bool u_hills_rotateOctaves;
float u_hills_scale;
uint u_hills_seed;
float u_meander_gain;
float u_meander_lacunarity;
int u_meander_levels;
int u_meander_octaves;
float u_meander_scale;
uint u_meander_seed;
float u_meander_strength;
float u_rain_capacity;
float u_rain_cellSize;
float u_rain_deposit;
float u_rain_dissolve;
float u_rain_duration;
float u_rain_evaporation;
float u_rain_minTilt;
float u_rain_rain;
float u_rain_sedimentDepth;
float u_rain_waterDepth;
float u_rivers_cellSize;
float u_rivers_exponent;
float u_rivers_riverFull;
float u_rivers_riverStart;
float u_rivers_riverWidth;
float u_rivers_widthExponent;
float u_tilt_direction;
float u_tilt_height;
float u_tilt_originX;
float u_tilt_originY;
float u_tilt_slope;
float u_valley_line_ax;
float u_valley_line_ay;
float u_valley_line_bx;
float u_valley_line_by;
float u_valley_line_heightA;
float u_valley_line_heightB;
int u_valley_line_profile;
float u_valley_line_width;
float u_water_cellSize;
bool u_water_hasSea;
float u_water_lakeMinDepth;
float u_water_seaLevel;

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

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.subtract
// ... library text elided ...
// ---- end node type combine.subtract

// ---- node type fractal.fbm
// ... library text elided ...
// ---- end node type fractal.fbm

// ---- node type shape.ridge_line
// ... library text elided ...
// ---- end node type shape.ridge_line

// ---- node type shape.slope_plane
// ... library text elided ...
// ---- end node type shape.slope_plane

// ---- prototypes
vec3 s_carved_result(vec2 p);
vec3 s_rain_height(vec2 p);
vec3 s_valley_line_result(vec2 p);
void f_meander(vec2 p, float scale, float strength, int octaves, float lacunarity, float gain, int levels, uint seed, out vec3 result);
void f_rain(vec2 p, float rain, float duration, float evaporation, float capacity, float minTilt, float dissolve, float deposit, float cellSize, float sedimentDepth, float waterDepth, out vec3 height, out vec3 sediment, out vec3 water, out vec3 wetness);
void f_rivers(vec2 p, float exponent, float riverStart, float riverFull, float riverWidth, float widthExponent, float cellSize, out vec3 area, out vec3 river, out vec3 filled);
void f_water(vec2 p, bool hasSea, float seaLevel, float lakeMinDepth, float cellSize, out vec3 water, out vec3 sea, out vec3 lakes, out vec3 depth, out vec3 surface);

// ---- node meander (warp.domain)
// ... library text elided ...
// ---- end node meander

// ---- node rain (erosion.hydraulic)
// ... library text elided ...
// ---- end node rain

// ---- node rivers (hydrology.flow)
// ... library text elided ...
// ---- end node rivers

// ---- node water (hydrology.water_level)
// ... library text elided ...
// ---- end node water

// ---- sampled source carved.result
vec3 s_carved_result(vec2 p) {
    vec3 n_hills_value; ogn_fractal_fbm(p, u_hills_scale, u_hills_amplitude, u_hills_octaves, u_hills_lacunarity, u_hills_gain, u_hills_rotateOctaves, u_hills_seed, n_hills_value);
    vec3 n_tilt_result; ogn_shape_slope_plane(p, u_tilt_originX, u_tilt_originY, u_tilt_height, u_tilt_direction, u_tilt_slope, n_tilt_result);
    vec3 n_land_result; ogn_combine_add(p, n_tilt_result, n_hills_value, n_land_result);
    vec3 n_meander_result; f_meander(p, u_meander_scale, u_meander_strength, u_meander_octaves, u_meander_lacunarity, u_meander_gain, u_meander_levels, u_meander_seed, n_meander_result);
    vec3 n_carved_result; ogn_combine_subtract(p, n_land_result, n_meander_result, n_carved_result);
    return n_carved_result;
}

// ---- sampled source rain.height
vec3 s_rain_height(vec2 p) {
    vec3 n_rain_height, n_rain_sediment, n_rain_water, n_rain_wetness; f_rain(p, u_rain_rain, u_rain_duration, u_rain_evaporation, u_rain_capacity, u_rain_minTilt, u_rain_dissolve, u_rain_deposit, u_rain_cellSize, u_rain_sedimentDepth, u_rain_waterDepth, n_rain_height, n_rain_sediment, n_rain_water, n_rain_wetness);
    return n_rain_height;
}

// ---- sampled source valley_line.result
vec3 s_valley_line_result(vec2 p) {
    vec3 n_valley_line_result; ogn_shape_ridge_line(p, u_valley_line_ax, u_valley_line_ay, u_valley_line_bx, u_valley_line_by, u_valley_line_heightA, u_valley_line_heightB, u_valley_line_width, u_valley_line_profile, n_valley_line_result);
    return n_valley_line_result;
}

void ogn_loadParameters() {
    u_hills_amplitude = ogn_parameterFloat(0);
    u_hills_gain = ogn_parameterFloat(1);
    u_hills_lacunarity = ogn_parameterFloat(2);
    u_hills_octaves = ogn_parameterInt(3);
    u_hills_rotateOctaves = ogn_parameterBool(4);
    u_hills_scale = ogn_parameterFloat(5);
    u_hills_seed = ogn_parameterUint(6);
    u_meander_gain = ogn_parameterFloat(7);
    u_meander_lacunarity = ogn_parameterFloat(8);
    u_meander_levels = ogn_parameterInt(9);
    u_meander_octaves = ogn_parameterInt(10);
    u_meander_scale = ogn_parameterFloat(11);
    u_meander_seed = ogn_parameterUint(12);
    u_meander_strength = ogn_parameterFloat(13);
    u_rain_capacity = ogn_parameterFloat(14);
    u_rain_cellSize = ogn_parameterFloat(15);
    u_rain_deposit = ogn_parameterFloat(16);
    u_rain_dissolve = ogn_parameterFloat(17);
    u_rain_duration = ogn_parameterFloat(18);
    u_rain_evaporation = ogn_parameterFloat(19);
    u_rain_minTilt = ogn_parameterFloat(20);
    u_rain_rain = ogn_parameterFloat(21);
    u_rain_sedimentDepth = ogn_parameterFloat(22);
    u_rain_waterDepth = ogn_parameterFloat(23);
    u_rivers_cellSize = ogn_parameterFloat(24);
    u_rivers_exponent = ogn_parameterFloat(25);
    u_rivers_riverFull = ogn_parameterFloat(26);
    u_rivers_riverStart = ogn_parameterFloat(27);
    u_rivers_riverWidth = ogn_parameterFloat(28);
    u_rivers_widthExponent = ogn_parameterFloat(29);
    u_tilt_direction = ogn_parameterFloat(30);
    u_tilt_height = ogn_parameterFloat(31);
    u_tilt_originX = ogn_parameterFloat(32);
    u_tilt_originY = ogn_parameterFloat(33);
    u_tilt_slope = ogn_parameterFloat(34);
    u_valley_line_ax = ogn_parameterFloat(35);
    u_valley_line_ay = ogn_parameterFloat(36);
    u_valley_line_bx = ogn_parameterFloat(37);
    u_valley_line_by = ogn_parameterFloat(38);
    u_valley_line_heightA = ogn_parameterFloat(39);
    u_valley_line_heightB = ogn_parameterFloat(40);
    u_valley_line_profile = ogn_parameterInt(41);
    u_valley_line_width = ogn_parameterFloat(42);
    u_water_cellSize = ogn_parameterFloat(43);
    u_water_hasSea = ogn_parameterBool(44);
    u_water_lakeMinDepth = ogn_parameterFloat(45);
    u_water_seaLevel = ogn_parameterFloat(46);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_rain_height, n_rain_sediment, n_rain_water, n_rain_wetness; f_rain(p, u_rain_rain, u_rain_duration, u_rain_evaporation, u_rain_capacity, u_rain_minTilt, u_rain_dissolve, u_rain_deposit, u_rain_cellSize, u_rain_sedimentDepth, u_rain_waterDepth, n_rain_height, n_rain_sediment, n_rain_water, n_rain_wetness);
    vec3 n_rivers_area, n_rivers_river, n_rivers_filled; f_rivers(p, u_rivers_exponent, u_rivers_riverStart, u_rivers_riverFull, u_rivers_riverWidth, u_rivers_widthExponent, u_rivers_cellSize, n_rivers_area, n_rivers_river, n_rivers_filled);
    vec3 n_water_water, n_water_sea, n_water_lakes, n_water_depth, n_water_surface; f_water(p, u_water_hasSea, u_water_seaLevel, u_water_lakeMinDepth, u_water_cellSize, n_water_water, n_water_sea, n_water_lakes, n_water_depth, n_water_surface);
    o_height = vec4(n_rain_height, 0.0);
    o_mask_0 = vec4(n_rain_sediment.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_rain_wetness.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_water_lakes.x, 0.0, 0.0, 0.0);
    o_mask_3 = vec4(n_rivers_river.x, 0.0, 0.0, 0.0);
    o_mask_4 = vec4(n_water_sea.x, 0.0, 0.0, 0.0);
}
