#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "rock"
layout(location = 2) out vec4 o_mask_1; // mask "sand"
layout(location = 3) out vec4 o_mask_2; // mask "sediment"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform float u_canyon_walls_edge0;
uniform float u_canyon_walls_edge1;
uniform float u_floor_noise_amplitude;
uniform float u_floor_noise_gain;
uniform float u_floor_noise_lacunarity;
uniform int u_floor_noise_octaves;
uniform bool u_floor_noise_rotateOctaves;
uniform float u_floor_noise_scale;
uniform uint u_floor_noise_seed;
uniform float u_floors_falloff;
uniform float u_floors_high;
uniform float u_floors_low;
uniform float u_grain_amplitude;
uniform float u_grain_scale;
uniform uint u_grain_seed;
uniform float u_layers_offset;
uniform float u_layers_sharpness;
uniform float u_layers_spacing;
uniform float u_mesa_edges_edge0;
uniform float u_mesa_edges_edge1;
uniform bool u_mesas_clampResult;
uniform float u_mesas_inMax;
uniform float u_mesas_inMin;
uniform float u_mesas_outMax;
uniform float u_mesas_outMin;
uniform float u_rivers_amplitude;
uniform float u_rivers_gain;
uniform float u_rivers_lacunarity;
uniform int u_rivers_octaves;
uniform bool u_rivers_rotateOctaves;
uniform float u_rivers_scale;
uniform uint u_rivers_seed;
uniform float u_sand_mask_pivot;
uniform float u_steep_highAngle;
uniform float u_steep_lowAngle;
uniform float u_steep_step;
uniform float u_tableland_amplitude;
uniform float u_tableland_gain;
uniform float u_tableland_lacunarity;
uniform int u_tableland_octaves;
uniform bool u_tableland_rotateOctaves;
uniform float u_tableland_scale;
uniform uint u_tableland_seed;
uniform int u_treads_mode;

// ---- helper convert
// ... library text elided ...
// ---- end helper convert

// ---- helper hash
// ... library text elided ...
// ---- end helper hash

// ---- helper noise
// ... library text elided ...
// ---- end helper noise

// ---- helper position
// ... library text elided ...
// ---- end helper position

// ---- helper fractal
// ... library text elided ...
// ---- end helper fractal

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

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
vec3 s_rough_result(vec2 p);
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

// ---- sampled source rough.result
vec3 s_rough_result(vec2 p) {
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
    return n_rough_result;
}

void main() {
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
    vec3 n_floors_mask; ogn_mask_height_band(p, n_rough_result, u_floors_low, u_floors_high, u_floors_falloff, n_floors_mask);
    vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_treads_result; ogn_mask_combine(p, n_steep_mask, n_floors_mask, u_treads_mode, n_treads_result);
    vec3 n_sand_mask_result; ogn_combine_invert(p, n_treads_result, u_sand_mask_pivot, n_sand_mask_result);
    o_height = vec4(n_rough_result, 0.0);
    o_mask_0 = vec4(n_steep_mask, 0.0);
    o_mask_1 = vec4(ogn_clampToUnit(n_sand_mask_result), 0.0);
    o_mask_2 = vec4(n_floors_mask, 0.0);
}
