#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "mix"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_a_amplitude;
float u_a_scale;
uint u_a_seed;
float u_b_direction;
float u_b_height;
float u_b_originX;
float u_b_originY;
float u_b_slope;
float u_band_falloff;
float u_band_high;
float u_band_low;
float u_clamp_maximum;
float u_clamp_minimum;
int u_curve_curve_count;
vec2 u_curve_curve_points[16];
float u_detail_erosion;
float u_detail_strength;
float u_divide_epsilon;
float u_inside_strength;
float u_invert_pivot;
int u_mc_mode;
float u_power_exponent;
bool u_remap_clampResult;
float u_remap_inMax;
float u_remap_inMin;
float u_remap_outMax;
float u_remap_outMin;
float u_scale_offset;
float u_scale_scale;
float u_smooth_edge0;
float u_smooth_edge1;
float u_smooth_max_smoothness;
float u_smooth_min_smoothness;
float u_valley_high;
float u_valley_low;
float u_valley_peakSharpen;
float u_valley_valleyFill;

// ---- helper convert
// ... library text elided ...
// ---- end helper convert

// ---- helper hash
// ... library text elided ...
// ---- end helper hash

// ---- helper lattice
// ... library text elided ...
// ---- end helper lattice

// ---- helper monotone_curve
// ... library text elided ...
// ---- end helper monotone_curve

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

// ---- helper smooth_min
// ... library text elided ...
// ---- end helper smooth_min

// ---- node type combine.abs
// ... library text elided ...
// ---- end node type combine.abs

// ---- node type combine.apply_inside_mask
// ... library text elided ...
// ---- end node type combine.apply_inside_mask

// ---- node type combine.clamp
// ... library text elided ...
// ---- end node type combine.clamp

// ---- node type combine.curve
// ... library text elided ...
// ---- end node type combine.curve

// ---- node type combine.divide
// ... library text elided ...
// ---- end node type combine.divide

// ---- node type combine.invert
// ... library text elided ...
// ---- end node type combine.invert

// ---- node type combine.max
// ... library text elided ...
// ---- end node type combine.max

// ---- node type combine.min
// ... library text elided ...
// ---- end node type combine.min

// ---- node type combine.multiply
// ... library text elided ...
// ---- end node type combine.multiply

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

// ---- node type combine.smooth_min
// ... library text elided ...
// ---- end node type combine.smooth_min

// ---- node type combine.smoothstep
// ... library text elided ...
// ---- end node type combine.smoothstep

// ---- node type combine.subtract
// ... library text elided ...
// ---- end node type combine.subtract

// ---- node type filter.slope_damped_detail
// ... library text elided ...
// ---- end node type filter.slope_damped_detail

// ---- node type filter.valley_peak
// ... library text elided ...
// ---- end node type filter.valley_peak

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

// ---- node type shape.slope_plane
// ... library text elided ...
// ---- end node type shape.slope_plane

void ogn_loadParameters() {
    u_a_amplitude = ogn_parameterFloat(0);
    u_a_scale = ogn_parameterFloat(1);
    u_a_seed = ogn_parameterUint(2);
    u_b_direction = ogn_parameterFloat(3);
    u_b_height = ogn_parameterFloat(4);
    u_b_originX = ogn_parameterFloat(5);
    u_b_originY = ogn_parameterFloat(6);
    u_b_slope = ogn_parameterFloat(7);
    u_band_falloff = ogn_parameterFloat(8);
    u_band_high = ogn_parameterFloat(9);
    u_band_low = ogn_parameterFloat(10);
    u_clamp_maximum = ogn_parameterFloat(11);
    u_clamp_minimum = ogn_parameterFloat(12);
    u_curve_curve_count = ogn_parameterInt(13);
    ogn_parameterPoints(14, u_curve_curve_points);
    u_detail_erosion = ogn_parameterFloat(46);
    u_detail_strength = ogn_parameterFloat(47);
    u_divide_epsilon = ogn_parameterFloat(48);
    u_inside_strength = ogn_parameterFloat(49);
    u_invert_pivot = ogn_parameterFloat(50);
    u_mc_mode = ogn_parameterInt(51);
    u_power_exponent = ogn_parameterFloat(52);
    u_remap_clampResult = ogn_parameterBool(53);
    u_remap_inMax = ogn_parameterFloat(54);
    u_remap_inMin = ogn_parameterFloat(55);
    u_remap_outMax = ogn_parameterFloat(56);
    u_remap_outMin = ogn_parameterFloat(57);
    u_scale_offset = ogn_parameterFloat(58);
    u_scale_scale = ogn_parameterFloat(59);
    u_smooth_edge0 = ogn_parameterFloat(60);
    u_smooth_edge1 = ogn_parameterFloat(61);
    u_smooth_max_smoothness = ogn_parameterFloat(62);
    u_smooth_min_smoothness = ogn_parameterFloat(63);
    u_valley_high = ogn_parameterFloat(64);
    u_valley_low = ogn_parameterFloat(65);
    u_valley_peakSharpen = ogn_parameterFloat(66);
    u_valley_valleyFill = ogn_parameterFloat(67);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_a_value, n_a_pseudo; ogn_noise_gradient(p, u_a_scale, u_a_amplitude, u_a_seed, n_a_value, n_a_pseudo);
    vec3 n_b_result; ogn_shape_slope_plane(p, u_b_originX, u_b_originY, u_b_height, u_b_direction, u_b_slope, n_b_result);
    vec3 n_band_mask; ogn_mask_height_band(p, n_a_value, u_band_low, u_band_high, u_band_falloff, n_band_mask);
    vec3 n_pos_x, n_pos_y; ogn_input_position(p, n_pos_x, n_pos_y);
    vec3 n_mc_result; ogn_mask_combine(p, n_band_mask, ogn_clampToUnit(n_pos_y), u_mc_mode, n_mc_result);
    vec3 n_subtract_result; ogn_combine_subtract(p, n_a_value, n_b_result, n_subtract_result);
    vec3 n_multiply_result; ogn_combine_multiply(p, n_subtract_result, n_b_result, n_multiply_result);
    vec3 n_divide_result; ogn_combine_divide(p, n_multiply_result, n_b_result, u_divide_epsilon, n_divide_result);
    vec3 n_min_result; ogn_combine_min(p, n_divide_result, n_b_result, n_min_result);
    vec3 n_max_result; ogn_combine_max(p, n_min_result, n_b_result, n_max_result);
    vec3 n_smooth_min_result; ogn_combine_smooth_min(p, n_max_result, n_b_result, u_smooth_min_smoothness, n_smooth_min_result);
    vec3 n_smooth_max_result; ogn_combine_smooth_max(p, n_smooth_min_result, n_b_result, u_smooth_max_smoothness, n_smooth_max_result);
    vec3 n_scale_result; ogn_combine_scale_offset(p, n_smooth_max_result, u_scale_scale, u_scale_offset, n_scale_result);
    vec3 n_remap_result; ogn_combine_remap(p, n_scale_result, u_remap_inMin, u_remap_inMax, u_remap_outMin, u_remap_outMax, u_remap_clampResult, n_remap_result);
    vec3 n_clamp_result; ogn_combine_clamp(p, n_remap_result, u_clamp_minimum, u_clamp_maximum, n_clamp_result);
    vec3 n_abs_result; ogn_combine_abs(p, n_clamp_result, n_abs_result);
    vec3 n_invert_result; ogn_combine_invert(p, n_abs_result, u_invert_pivot, n_invert_result);
    vec3 n_power_result; ogn_combine_power(p, n_invert_result, u_power_exponent, n_power_result);
    vec3 n_smooth_result; ogn_combine_smoothstep(p, n_power_result, u_smooth_edge0, u_smooth_edge1, n_smooth_result);
    vec3 n_curve_result; ogn_combine_curve(p, n_smooth_result, u_curve_curve_count, u_curve_curve_points, n_curve_result);
    vec3 n_valley_result; ogn_filter_valley_peak(p, n_curve_result, u_valley_low, u_valley_high, u_valley_valleyFill, u_valley_peakSharpen, n_valley_result);
    vec3 n_detail_result; ogn_filter_slope_damped_detail(p, n_valley_result, n_a_value, u_detail_strength, u_detail_erosion, n_detail_result);
    vec3 n_inside_result; ogn_combine_apply_inside_mask(p, n_detail_result, n_pos_x, n_band_mask, u_inside_strength, n_inside_result);
    o_height = vec4(n_inside_result, 0.0);
    o_mask_0 = vec4(n_mc_result.x, 0.0, 0.0, 0.0);
}
