#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "rock"
layout(location = 2) out vec4 o_mask_1; // mask "sand"
layout(location = 3) out vec4 o_mask_2; // mask "sediment"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_cracked_strength;
float u_cracks_amplitude;
float u_cracks_jitter;
float u_cracks_scale;
uint u_cracks_seed;
float u_hills_amplitude;
float u_hills_damp;
float u_hills_damp0;
float u_hills_dampScale;
float u_hills_gain;
float u_hills_gain1;
float u_hills_lacunarity;
int u_hills_octaves;
float u_hills_prewarpGain;
float u_hills_prewarpLacunarity;
int u_hills_prewarpOctaves;
float u_hills_prewarpScale;
float u_hills_prewarpStrength;
bool u_hills_rotateOctaves;
float u_hills_scale;
uint u_hills_seed;
float u_hills_warp;
float u_hills_warp0;
float u_mid_falloff;
float u_mid_high;
float u_mid_low;
int u_sand_off_cliffs_mode;
float u_steep_highAngle;
float u_steep_lowAngle;
float u_steep_step;
float u_strata_offset;
float u_strata_sharpness;
float u_strata_spacing;
float u_washes_falloff;
float u_washes_high;
float u_washes_low;

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

// ---- helper scape
// ... library text elided ...
// ---- end helper scape

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type combine.apply_inside_mask
// ... library text elided ...
// ---- end node type combine.apply_inside_mask

// ---- node type combine.terrace
// ... library text elided ...
// ---- end node type combine.terrace

// ---- node type mask.combine
// ... library text elided ...
// ---- end node type mask.combine

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type noise.cellular
// ... library text elided ...
// ---- end node type noise.cellular

// ---- node type scape.jordan_turbulence
// ... library text elided ...
// ---- end node type scape.jordan_turbulence

// ---- prototypes
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

void ogn_loadParameters() {
    u_cracked_strength = ogn_parameterFloat(0);
    u_cracks_amplitude = ogn_parameterFloat(1);
    u_cracks_jitter = ogn_parameterFloat(2);
    u_cracks_scale = ogn_parameterFloat(3);
    u_cracks_seed = ogn_parameterUint(4);
    u_hills_amplitude = ogn_parameterFloat(5);
    u_hills_damp = ogn_parameterFloat(6);
    u_hills_damp0 = ogn_parameterFloat(7);
    u_hills_dampScale = ogn_parameterFloat(8);
    u_hills_gain = ogn_parameterFloat(9);
    u_hills_gain1 = ogn_parameterFloat(10);
    u_hills_lacunarity = ogn_parameterFloat(11);
    u_hills_octaves = ogn_parameterInt(12);
    u_hills_prewarpGain = ogn_parameterFloat(13);
    u_hills_prewarpLacunarity = ogn_parameterFloat(14);
    u_hills_prewarpOctaves = ogn_parameterInt(15);
    u_hills_prewarpScale = ogn_parameterFloat(16);
    u_hills_prewarpStrength = ogn_parameterFloat(17);
    u_hills_rotateOctaves = ogn_parameterBool(18);
    u_hills_scale = ogn_parameterFloat(19);
    u_hills_seed = ogn_parameterUint(20);
    u_hills_warp = ogn_parameterFloat(21);
    u_hills_warp0 = ogn_parameterFloat(22);
    u_mid_falloff = ogn_parameterFloat(23);
    u_mid_high = ogn_parameterFloat(24);
    u_mid_low = ogn_parameterFloat(25);
    u_sand_off_cliffs_mode = ogn_parameterInt(26);
    u_steep_highAngle = ogn_parameterFloat(27);
    u_steep_lowAngle = ogn_parameterFloat(28);
    u_steep_step = ogn_parameterFloat(29);
    u_strata_offset = ogn_parameterFloat(30);
    u_strata_sharpness = ogn_parameterFloat(31);
    u_strata_spacing = ogn_parameterFloat(32);
    u_washes_falloff = ogn_parameterFloat(33);
    u_washes_high = ogn_parameterFloat(34);
    u_washes_low = ogn_parameterFloat(35);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_cracks_f1, n_cracks_f2, n_cracks_f2MinusF1; ogn_noise_cellular(p, u_cracks_scale, u_cracks_amplitude, u_cracks_jitter, u_cracks_seed, n_cracks_f1, n_cracks_f2, n_cracks_f2MinusF1);
    vec3 n_hills_value; ogn_scape_jordan_turbulence(p, u_hills_scale, u_hills_amplitude, u_hills_octaves, u_hills_lacunarity, u_hills_gain1, u_hills_gain, u_hills_warp0, u_hills_warp, u_hills_damp0, u_hills_damp, u_hills_dampScale, u_hills_rotateOctaves, u_hills_prewarpStrength, u_hills_prewarpScale, u_hills_prewarpOctaves, u_hills_prewarpLacunarity, u_hills_prewarpGain, u_hills_seed, n_hills_value);
    vec3 n_strata_result; ogn_combine_terrace(p, n_hills_value, u_strata_spacing, u_strata_sharpness, u_strata_offset, n_strata_result);
    f_steep_height_point = n_strata_result; vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_washes_mask; ogn_mask_height_band(p, n_strata_result, u_washes_low, u_washes_high, u_washes_falloff, n_washes_mask);
    vec3 n_cracked_result; ogn_combine_apply_inside_mask(p, n_strata_result, n_cracks_f2MinusF1, n_washes_mask, u_cracked_strength, n_cracked_result);
    vec3 n_mid_mask; ogn_mask_height_band(p, n_cracked_result, u_mid_low, u_mid_high, u_mid_falloff, n_mid_mask);
    vec3 n_sand_off_cliffs_result; ogn_mask_combine(p, n_mid_mask, n_steep_mask, u_sand_off_cliffs_mode, n_sand_off_cliffs_result);
    o_height = vec4(n_cracked_result, 0.0);
    o_mask_0 = vec4(n_steep_mask.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_sand_off_cliffs_result.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_washes_mask.x, 0.0, 0.0, 0.0);
}
