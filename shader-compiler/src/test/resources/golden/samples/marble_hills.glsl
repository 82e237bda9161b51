#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "dirt"
layout(location = 2) out vec4 o_mask_1; // mask "grass"
layout(location = 3) out vec4 o_mask_2; // mask "rock"

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
float u_marble_gain;
float u_marble_lacunarity;
int u_marble_levels;
int u_marble_octaves;
float u_marble_scale;
uint u_marble_seed;
float u_marble_strength;
float u_meadows_falloff;
float u_meadows_high;
float u_meadows_low;
int u_shape_curve_count;
vec2 u_shape_curve_points[16];
float u_slopes_falloff;
float u_slopes_high;
float u_slopes_low;
float u_smear_amplitude;
float u_smear_distortion;
float u_smear_distortionScale;
float u_smear_scale;
uint u_smear_seed;
float u_tops_falloff;
float u_tops_high;
float u_tops_low;

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

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.curve
// ... library text elided ...
// ---- end node type combine.curve

// ---- node type fractal.fbm
// ... library text elided ...
// ---- end node type fractal.fbm

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type noise.distorted
// ... library text elided ...
// ---- end node type noise.distorted

// ---- prototypes
vec3 s_hills_value(vec2 p);
void f_marble(vec2 p, float scale, float strength, int octaves, float lacunarity, float gain, int levels, uint seed, out vec3 result);

// ---- node marble (warp.domain)
// ... library text elided ...
// ---- end node marble

// ---- sampled source hills.value
vec3 s_hills_value(vec2 p) {
    vec3 n_hills_value; ogn_fractal_fbm(p, u_hills_scale, u_hills_amplitude, u_hills_octaves, u_hills_lacunarity, u_hills_gain, u_hills_rotateOctaves, u_hills_seed, n_hills_value);
    return n_hills_value;
}

void ogn_loadParameters() {
    u_hills_amplitude = ogn_parameterFloat(0);
    u_hills_gain = ogn_parameterFloat(1);
    u_hills_lacunarity = ogn_parameterFloat(2);
    u_hills_octaves = ogn_parameterInt(3);
    u_hills_rotateOctaves = ogn_parameterBool(4);
    u_hills_scale = ogn_parameterFloat(5);
    u_hills_seed = ogn_parameterUint(6);
    u_marble_gain = ogn_parameterFloat(7);
    u_marble_lacunarity = ogn_parameterFloat(8);
    u_marble_levels = ogn_parameterInt(9);
    u_marble_octaves = ogn_parameterInt(10);
    u_marble_scale = ogn_parameterFloat(11);
    u_marble_seed = ogn_parameterUint(12);
    u_marble_strength = ogn_parameterFloat(13);
    u_meadows_falloff = ogn_parameterFloat(14);
    u_meadows_high = ogn_parameterFloat(15);
    u_meadows_low = ogn_parameterFloat(16);
    u_shape_curve_count = ogn_parameterInt(17);
    ogn_parameterPoints(18, u_shape_curve_points);
    u_slopes_falloff = ogn_parameterFloat(50);
    u_slopes_high = ogn_parameterFloat(51);
    u_slopes_low = ogn_parameterFloat(52);
    u_smear_amplitude = ogn_parameterFloat(53);
    u_smear_distortion = ogn_parameterFloat(54);
    u_smear_distortionScale = ogn_parameterFloat(55);
    u_smear_scale = ogn_parameterFloat(56);
    u_smear_seed = ogn_parameterUint(57);
    u_tops_falloff = ogn_parameterFloat(58);
    u_tops_high = ogn_parameterFloat(59);
    u_tops_low = ogn_parameterFloat(60);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_marble_result; f_marble(p, u_marble_scale, u_marble_strength, u_marble_octaves, u_marble_lacunarity, u_marble_gain, u_marble_levels, u_marble_seed, n_marble_result);
    vec3 n_smear_value; ogn_noise_distorted(p, u_smear_scale, u_smear_amplitude, u_smear_distortion, u_smear_distortionScale, u_smear_seed, n_smear_value);
    vec3 n_land_result; ogn_combine_add(p, n_marble_result, n_smear_value, n_land_result);
    vec3 n_shape_result; ogn_combine_curve(p, n_land_result, u_shape_curve_count, u_shape_curve_points, n_shape_result);
    vec3 n_meadows_mask; ogn_mask_height_band(p, n_shape_result, u_meadows_low, u_meadows_high, u_meadows_falloff, n_meadows_mask);
    vec3 n_slopes_mask; ogn_mask_height_band(p, n_shape_result, u_slopes_low, u_slopes_high, u_slopes_falloff, n_slopes_mask);
    vec3 n_tops_mask; ogn_mask_height_band(p, n_shape_result, u_tops_low, u_tops_high, u_tops_falloff, n_tops_mask);
    o_height = vec4(n_shape_result, 0.0);
    o_mask_0 = vec4(n_slopes_mask.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_meadows_mask.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_tops_mask.x, 0.0, 0.0, 0.0);
}
