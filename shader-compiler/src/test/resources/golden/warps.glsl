#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "convex"
layout(location = 2) out vec4 o_mask_1; // mask "gullies"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_curv_scale;
float u_curv_step;
float u_domain_gain;
float u_domain_lacunarity;
int u_domain_levels;
int u_domain_octaves;
float u_domain_scale;
uint u_domain_seed;
float u_domain_strength;
float u_down_strength;
float u_fields_strength;
float u_guide_ax;
float u_guide_ay;
float u_guide_bx;
float u_guide_by;
float u_guide_heightA;
float u_guide_heightB;
int u_guide_profile;
float u_guide_width;
float u_ox_amplitude;
float u_ox_scale;
uint u_ox_seed;
float u_oy_amplitude;
float u_oy_scale;
uint u_oy_seed;
float u_ridges_scale;
float u_ridges_step;
float u_swiss_amplitude;
float u_swiss_gain;
float u_swiss_lacunarity;
int u_swiss_octaves;
float u_swiss_prewarpGain;
float u_swiss_prewarpLacunarity;
int u_swiss_prewarpOctaves;
float u_swiss_prewarpScale;
float u_swiss_prewarpStrength;
bool u_swiss_rotateOctaves;
float u_swiss_scale;
uint u_swiss_seed;
float u_swiss_warp;

// ---- helper hash
// ... library text elided ...
// ---- end helper hash

// ---- helper hessian
// ... library text elided ...
// ---- end helper hessian

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

// ---- helper scape
// ... library text elided ...
// ---- end helper scape

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type noise.value
// ... library text elided ...
// ---- end node type noise.value

// ---- node type scape.swiss_turbulence
// ... library text elided ...
// ---- end node type scape.swiss_turbulence

// ---- node type shape.ridge_line
// ... library text elided ...
// ---- end node type shape.ridge_line

// ---- prototypes
vec3 s_domain_result(vec2 p);
vec3 s_fields_result(vec2 p);
vec3 s_sum_result(vec2 p);
vec3 s_swiss_value(vec2 p);
void f_curv(vec2 p, float step, float scale, out vec3 curvature, out vec3 mask);
void f_domain(vec2 p, float scale, float strength, int octaves, float lacunarity, float gain, int levels, uint seed, out vec3 result);
void f_down(vec2 p, vec3 guide, float strength, out vec3 result);
void f_fields(vec2 p, vec3 offsetX, vec3 offsetY, float strength, out vec3 result);
void f_ridges(vec2 p, float step, float scale, out vec3 ridge, out vec3 crease);

// ---- node curv (mask.curvature)
// ... library text elided ...
// ---- end node curv

// ---- node domain (warp.domain)
// ... library text elided ...
// ---- end node domain

// ---- node down (warp.downslope)
// ... library text elided ...
// ---- end node down

// ---- node fields (warp.by_fields)
// ... library text elided ...
// ---- end node fields

// ---- node ridges (mask.ridge_crease)
// ... library text elided ...
// ---- end node ridges

// ---- sampled source domain.result
vec3 s_domain_result(vec2 p) {
    vec3 n_domain_result; f_domain(p, u_domain_scale, u_domain_strength, u_domain_octaves, u_domain_lacunarity, u_domain_gain, u_domain_levels, u_domain_seed, n_domain_result);
    return n_domain_result;
}

// ---- sampled source fields.result
vec3 s_fields_result(vec2 p) {
    vec3 n_ox_value; ogn_noise_value(p, u_ox_scale, u_ox_amplitude, u_ox_seed, n_ox_value);
    vec3 n_oy_value; ogn_noise_value(p, u_oy_scale, u_oy_amplitude, u_oy_seed, n_oy_value);
    vec3 n_fields_result; f_fields(p, n_ox_value, n_oy_value, u_fields_strength, n_fields_result);
    return n_fields_result;
}

// ---- sampled source sum.result
vec3 s_sum_result(vec2 p) {
    vec3 n_guide_result; ogn_shape_ridge_line(p, u_guide_ax, u_guide_ay, u_guide_bx, u_guide_by, u_guide_heightA, u_guide_heightB, u_guide_width, u_guide_profile, n_guide_result);
    vec3 n_down_result; f_down(p, n_guide_result, u_down_strength, n_down_result);
    vec3 n_sum_result; ogn_combine_add(p, n_down_result, n_guide_result, n_sum_result);
    return n_sum_result;
}

// ---- sampled source swiss.value
vec3 s_swiss_value(vec2 p) {
    vec3 n_swiss_value; ogn_scape_swiss_turbulence(p, u_swiss_scale, u_swiss_amplitude, u_swiss_octaves, u_swiss_lacunarity, u_swiss_gain, u_swiss_warp, u_swiss_rotateOctaves, u_swiss_prewarpStrength, u_swiss_prewarpScale, u_swiss_prewarpOctaves, u_swiss_prewarpLacunarity, u_swiss_prewarpGain, u_swiss_seed, n_swiss_value);
    return n_swiss_value;
}

void ogn_loadParameters() {
    u_curv_scale = ogn_parameterFloat(0);
    u_curv_step = ogn_parameterFloat(1);
    u_domain_gain = ogn_parameterFloat(2);
    u_domain_lacunarity = ogn_parameterFloat(3);
    u_domain_levels = ogn_parameterInt(4);
    u_domain_octaves = ogn_parameterInt(5);
    u_domain_scale = ogn_parameterFloat(6);
    u_domain_seed = ogn_parameterUint(7);
    u_domain_strength = ogn_parameterFloat(8);
    u_down_strength = ogn_parameterFloat(9);
    u_fields_strength = ogn_parameterFloat(10);
    u_guide_ax = ogn_parameterFloat(11);
    u_guide_ay = ogn_parameterFloat(12);
    u_guide_bx = ogn_parameterFloat(13);
    u_guide_by = ogn_parameterFloat(14);
    u_guide_heightA = ogn_parameterFloat(15);
    u_guide_heightB = ogn_parameterFloat(16);
    u_guide_profile = ogn_parameterInt(17);
    u_guide_width = ogn_parameterFloat(18);
    u_ox_amplitude = ogn_parameterFloat(19);
    u_ox_scale = ogn_parameterFloat(20);
    u_ox_seed = ogn_parameterUint(21);
    u_oy_amplitude = ogn_parameterFloat(22);
    u_oy_scale = ogn_parameterFloat(23);
    u_oy_seed = ogn_parameterUint(24);
    u_ridges_scale = ogn_parameterFloat(25);
    u_ridges_step = ogn_parameterFloat(26);
    u_swiss_amplitude = ogn_parameterFloat(27);
    u_swiss_gain = ogn_parameterFloat(28);
    u_swiss_lacunarity = ogn_parameterFloat(29);
    u_swiss_octaves = ogn_parameterInt(30);
    u_swiss_prewarpGain = ogn_parameterFloat(31);
    u_swiss_prewarpLacunarity = ogn_parameterFloat(32);
    u_swiss_prewarpOctaves = ogn_parameterInt(33);
    u_swiss_prewarpScale = ogn_parameterFloat(34);
    u_swiss_prewarpStrength = ogn_parameterFloat(35);
    u_swiss_rotateOctaves = ogn_parameterBool(36);
    u_swiss_scale = ogn_parameterFloat(37);
    u_swiss_seed = ogn_parameterUint(38);
    u_swiss_warp = ogn_parameterFloat(39);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_guide_result; ogn_shape_ridge_line(p, u_guide_ax, u_guide_ay, u_guide_bx, u_guide_by, u_guide_heightA, u_guide_heightB, u_guide_width, u_guide_profile, n_guide_result);
    vec3 n_down_result; f_down(p, n_guide_result, u_down_strength, n_down_result);
    vec3 n_sum_result; ogn_combine_add(p, n_down_result, n_guide_result, n_sum_result);
    vec3 n_curv_curvature, n_curv_mask; f_curv(p, u_curv_step, u_curv_scale, n_curv_curvature, n_curv_mask);
    vec3 n_ridges_ridge, n_ridges_crease; f_ridges(p, u_ridges_step, u_ridges_scale, n_ridges_ridge, n_ridges_crease);
    o_height = vec4(n_sum_result, 0.0);
    o_mask_0 = vec4(n_curv_mask.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_ridges_crease.x, 0.0, 0.0, 0.0);
}
