#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "grass"
layout(location = 2) out vec4 o_mask_1; // mask "rock"
layout(location = 3) out vec4 o_mask_2; // mask "sediment"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_crest_mask_edge0;
float u_crest_mask_edge1;
float u_flat_highAngle;
float u_flat_lowAngle;
float u_flat_step;
float u_floor_mask_edge0;
float u_floor_mask_edge1;
float u_gentle_pivot;
int u_grass_only_mode;
float u_gullies_cellScale;
float u_gullies_detail;
float u_gullies_gain;
float u_gullies_gullyWeight;
float u_gullies_lacunarity;
float u_gullies_normalization;
int u_gullies_octaves;
float u_gullies_offset;
float u_gullies_onset;
float u_gullies_scale;
uint u_gullies_seed;
float u_gullies_strength;
float u_gullies_terrainBase;
float u_gullies_terrainRelief;
float u_hills_amplitude;
float u_hills_gain;
float u_hills_lacunarity;
int u_hills_octaves;
bool u_hills_rotateOctaves;
float u_hills_scale;
uint u_hills_seed;
int u_rocky_mode;
float u_steep_highAngle;
float u_steep_lowAngle;
float u_steep_step;
float u_tilt_direction;
float u_tilt_height;
float u_tilt_originX;
float u_tilt_originY;
float u_tilt_slope;

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

// ---- helper phacelle
// ... library text elided ...
// ---- end helper phacelle

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.invert
// ... library text elided ...
// ---- end node type combine.invert

// ---- node type combine.smoothstep
// ... library text elided ...
// ---- end node type combine.smoothstep

// ---- node type erosion.gully
// ... library text elided ...
// ---- end node type erosion.gully

// ---- node type fractal.fbm
// ... library text elided ...
// ---- end node type fractal.fbm

// ---- node type mask.combine
// ... library text elided ...
// ---- end node type mask.combine

// ---- node type shape.slope_plane
// ... library text elided ...
// ---- end node type shape.slope_plane

// ---- prototypes
void f_flat(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node flat (mask.slope)
// ... library text elided ...
// ---- end node flat

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

void ogn_loadParameters() {
    u_crest_mask_edge0 = ogn_parameterFloat(0);
    u_crest_mask_edge1 = ogn_parameterFloat(1);
    u_flat_highAngle = ogn_parameterFloat(2);
    u_flat_lowAngle = ogn_parameterFloat(3);
    u_flat_step = ogn_parameterFloat(4);
    u_floor_mask_edge0 = ogn_parameterFloat(5);
    u_floor_mask_edge1 = ogn_parameterFloat(6);
    u_gentle_pivot = ogn_parameterFloat(7);
    u_grass_only_mode = ogn_parameterInt(8);
    u_gullies_cellScale = ogn_parameterFloat(9);
    u_gullies_detail = ogn_parameterFloat(10);
    u_gullies_gain = ogn_parameterFloat(11);
    u_gullies_gullyWeight = ogn_parameterFloat(12);
    u_gullies_lacunarity = ogn_parameterFloat(13);
    u_gullies_normalization = ogn_parameterFloat(14);
    u_gullies_octaves = ogn_parameterInt(15);
    u_gullies_offset = ogn_parameterFloat(16);
    u_gullies_onset = ogn_parameterFloat(17);
    u_gullies_scale = ogn_parameterFloat(18);
    u_gullies_seed = ogn_parameterUint(19);
    u_gullies_strength = ogn_parameterFloat(20);
    u_gullies_terrainBase = ogn_parameterFloat(21);
    u_gullies_terrainRelief = ogn_parameterFloat(22);
    u_hills_amplitude = ogn_parameterFloat(23);
    u_hills_gain = ogn_parameterFloat(24);
    u_hills_lacunarity = ogn_parameterFloat(25);
    u_hills_octaves = ogn_parameterInt(26);
    u_hills_rotateOctaves = ogn_parameterBool(27);
    u_hills_scale = ogn_parameterFloat(28);
    u_hills_seed = ogn_parameterUint(29);
    u_rocky_mode = ogn_parameterInt(30);
    u_steep_highAngle = ogn_parameterFloat(31);
    u_steep_lowAngle = ogn_parameterFloat(32);
    u_steep_step = ogn_parameterFloat(33);
    u_tilt_direction = ogn_parameterFloat(34);
    u_tilt_height = ogn_parameterFloat(35);
    u_tilt_originX = ogn_parameterFloat(36);
    u_tilt_originY = ogn_parameterFloat(37);
    u_tilt_slope = ogn_parameterFloat(38);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_hills_value; ogn_fractal_fbm(p, u_hills_scale, u_hills_amplitude, u_hills_octaves, u_hills_lacunarity, u_hills_gain, u_hills_rotateOctaves, u_hills_seed, n_hills_value);
    vec3 n_tilt_result; ogn_shape_slope_plane(p, u_tilt_originX, u_tilt_originY, u_tilt_height, u_tilt_direction, u_tilt_slope, n_tilt_result);
    vec3 n_tilted_result; ogn_combine_add(p, n_hills_value, n_tilt_result, n_tilted_result);
    vec3 n_terrain_result; ogn_combine_add(p, n_tilted_result, vec3(0.0, 0.0, 0.0), n_terrain_result);
    vec3 n_gullies_eroded, n_gullies_ridges; ogn_erosion_gully(p, n_terrain_result, u_gullies_scale, u_gullies_strength, u_gullies_gullyWeight, u_gullies_detail, u_gullies_octaves, u_gullies_lacunarity, u_gullies_gain, u_gullies_cellScale, u_gullies_normalization, u_gullies_onset, u_gullies_terrainBase, u_gullies_terrainRelief, u_gullies_offset, u_gullies_seed, n_gullies_eroded, n_gullies_ridges);
    vec3 n_crest_mask_result; ogn_combine_smoothstep(p, n_gullies_ridges, u_crest_mask_edge0, u_crest_mask_edge1, n_crest_mask_result);
    f_flat_height_point = n_gullies_eroded; vec3 n_flat_mask; f_flat(p, u_flat_lowAngle, u_flat_highAngle, u_flat_step, n_flat_mask);
    vec3 n_floor_mask_result; ogn_combine_smoothstep(p, n_gullies_ridges, u_floor_mask_edge0, u_floor_mask_edge1, n_floor_mask_result);
    vec3 n_gentle_result; ogn_combine_invert(p, n_flat_mask, u_gentle_pivot, n_gentle_result);
    vec3 n_grass_only_result; ogn_mask_combine(p, ogn_clampToUnit(n_gentle_result), ogn_clampToUnit(n_floor_mask_result), u_grass_only_mode, n_grass_only_result);
    f_steep_height_point = n_gullies_eroded; vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_rocky_result; ogn_mask_combine(p, n_steep_mask, ogn_clampToUnit(n_crest_mask_result), u_rocky_mode, n_rocky_result);
    o_height = vec4(n_gullies_eroded, 0.0);
    o_mask_0 = vec4(n_grass_only_result.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_rocky_result.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(ogn_clampToUnit(n_floor_mask_result).x, 0.0, 0.0, 0.0);
}
