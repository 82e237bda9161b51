#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "rock"
layout(location = 2) out vec4 o_mask_1; // mask "snow"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_band_falloff;
float u_band_high;
float u_band_low;
float u_base_amplitude;
float u_base_gain;
float u_base_lacunarity;
int u_base_octaves;
bool u_base_rotateOctaves;
float u_base_scale;
uint u_base_seed;
float u_falloff_centerX;
float u_falloff_centerY;
float u_falloff_innerRadius;
float u_falloff_outerRadius;
float u_peak_centerX;
float u_peak_centerY;
float u_peak_height;
int u_peak_profile;
float u_peak_radius;
float u_sea_value;
float u_slope_highAngle;
float u_slope_lowAngle;
float u_slope_step;
float u_steps_offset;
float u_steps_sharpness;
float u_steps_spacing;

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

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.blend
// ... library text elided ...
// ---- end node type combine.blend

// ---- node type combine.terrace
// ... library text elided ...
// ---- end node type combine.terrace

// ---- node type fractal.fbm
// ... library text elided ...
// ---- end node type fractal.fbm

// ---- node type input.constant
// ... library text elided ...
// ---- end node type input.constant

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
void f_slope(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node slope (mask.slope)
// ... library text elided ...
// ---- end node slope

void ogn_loadParameters() {
    u_band_falloff = ogn_parameterFloat(0);
    u_band_high = ogn_parameterFloat(1);
    u_band_low = ogn_parameterFloat(2);
    u_base_amplitude = ogn_parameterFloat(3);
    u_base_gain = ogn_parameterFloat(4);
    u_base_lacunarity = ogn_parameterFloat(5);
    u_base_octaves = ogn_parameterInt(6);
    u_base_rotateOctaves = ogn_parameterBool(7);
    u_base_scale = ogn_parameterFloat(8);
    u_base_seed = ogn_parameterUint(9);
    u_falloff_centerX = ogn_parameterFloat(10);
    u_falloff_centerY = ogn_parameterFloat(11);
    u_falloff_innerRadius = ogn_parameterFloat(12);
    u_falloff_outerRadius = ogn_parameterFloat(13);
    u_peak_centerX = ogn_parameterFloat(14);
    u_peak_centerY = ogn_parameterFloat(15);
    u_peak_height = ogn_parameterFloat(16);
    u_peak_profile = ogn_parameterInt(17);
    u_peak_radius = ogn_parameterFloat(18);
    u_sea_value = ogn_parameterFloat(19);
    u_slope_highAngle = ogn_parameterFloat(20);
    u_slope_lowAngle = ogn_parameterFloat(21);
    u_slope_step = ogn_parameterFloat(22);
    u_steps_offset = ogn_parameterFloat(23);
    u_steps_sharpness = ogn_parameterFloat(24);
    u_steps_spacing = ogn_parameterFloat(25);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_base_value; ogn_fractal_fbm(p, u_base_scale, u_base_amplitude, u_base_octaves, u_base_lacunarity, u_base_gain, u_base_rotateOctaves, u_base_seed, n_base_value);
    vec3 n_falloff_mask; ogn_shape_radial_falloff(p, u_falloff_centerX, u_falloff_centerY, u_falloff_innerRadius, u_falloff_outerRadius, n_falloff_mask);
    vec3 n_peak_result; ogn_shape_cone(p, u_peak_centerX, u_peak_centerY, u_peak_radius, u_peak_height, u_peak_profile, n_peak_result);
    vec3 n_land_result; ogn_combine_add(p, n_base_value, n_peak_result, n_land_result);
    vec3 n_sea_result; ogn_input_constant(p, u_sea_value, n_sea_result);
    vec3 n_shore_result; ogn_combine_blend(p, n_sea_result, n_land_result, n_falloff_mask, n_shore_result);
    vec3 n_steps_result; ogn_combine_terrace(p, n_shore_result, u_steps_spacing, u_steps_sharpness, u_steps_offset, n_steps_result);
    vec3 n_band_mask; ogn_mask_height_band(p, n_steps_result, u_band_low, u_band_high, u_band_falloff, n_band_mask);
    f_slope_height_point = n_steps_result; vec3 n_slope_mask; f_slope(p, u_slope_lowAngle, u_slope_highAngle, u_slope_step, n_slope_mask);
    o_height = vec4(n_steps_result, 0.0);
    o_mask_0 = vec4(n_slope_mask.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_band_mask.x, 0.0, 0.0, 0.0);
}
