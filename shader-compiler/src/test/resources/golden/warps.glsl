#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "convex"
layout(location = 2) out vec4 o_mask_1; // mask "gullies"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform float u_curv_scale;
uniform float u_curv_step;
uniform float u_domain_gain;
uniform float u_domain_lacunarity;
uniform int u_domain_levels;
uniform int u_domain_octaves;
uniform float u_domain_scale;
uniform uint u_domain_seed;
uniform float u_domain_strength;
uniform float u_down_strength;
uniform float u_fields_strength;
uniform float u_guide_ax;
uniform float u_guide_ay;
uniform float u_guide_bx;
uniform float u_guide_by;
uniform float u_guide_heightA;
uniform float u_guide_heightB;
uniform int u_guide_profile;
uniform float u_guide_width;
uniform float u_ox_amplitude;
uniform float u_ox_scale;
uniform uint u_ox_seed;
uniform float u_oy_amplitude;
uniform float u_oy_scale;
uniform uint u_oy_seed;
uniform float u_ridges_scale;
uniform float u_ridges_step;
uniform float u_swiss_amplitude;
uniform float u_swiss_gain;
uniform float u_swiss_lacunarity;
uniform int u_swiss_octaves;
uniform float u_swiss_prewarpGain;
uniform float u_swiss_prewarpLacunarity;
uniform int u_swiss_prewarpOctaves;
uniform float u_swiss_prewarpScale;
uniform float u_swiss_prewarpStrength;
uniform bool u_swiss_rotateOctaves;
uniform float u_swiss_scale;
uniform uint u_swiss_seed;
uniform float u_swiss_warp;

// ---- helper hash
// ... library text elided ...
// ---- end helper hash

// ---- helper hessian
// ... library text elided ...
// ---- end helper hessian

// ---- helper noise
// ... library text elided ...
// ---- end helper noise

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

void main() {
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_guide_result; ogn_shape_ridge_line(p, u_guide_ax, u_guide_ay, u_guide_bx, u_guide_by, u_guide_heightA, u_guide_heightB, u_guide_width, u_guide_profile, n_guide_result);
    vec3 n_down_result; f_down(p, n_guide_result, u_down_strength, n_down_result);
    vec3 n_sum_result; ogn_combine_add(p, n_down_result, n_guide_result, n_sum_result);
    vec3 n_curv_curvature, n_curv_mask; f_curv(p, u_curv_step, u_curv_scale, n_curv_curvature, n_curv_mask);
    vec3 n_ridges_ridge, n_ridges_crease; f_ridges(p, u_ridges_step, u_ridges_scale, n_ridges_ridge, n_ridges_crease);
    o_height = vec4(n_sum_result, 0.0);
    o_mask_0 = vec4(n_curv_mask, 0.0);
    o_mask_1 = vec4(n_ridges_crease, 0.0);
}
