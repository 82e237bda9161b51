#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_n2_amplitude;
float u_n2_jitter;
float u_n2_scale;
uint u_n2_seed;
float u_noise_amplitude;
float u_noise_scale;
uint u_noise_seed;

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

// ---- node type combine.add
// ... library text elided ...
// ---- end node type combine.add

// ---- node type combine.max
// ... library text elided ...
// ---- end node type combine.max

// ---- node type combine.multiply
// ... library text elided ...
// ---- end node type combine.multiply

// ---- node type noise.cellular
// ... library text elided ...
// ---- end node type noise.cellular

// ---- node type noise.gradient
// ... library text elided ...
// ---- end node type noise.gradient

void ogn_loadParameters() {
    u_n2_amplitude = ogn_parameterFloat(0);
    u_n2_jitter = ogn_parameterFloat(1);
    u_n2_scale = ogn_parameterFloat(2);
    u_n2_seed = ogn_parameterUint(3);
    u_noise_amplitude = ogn_parameterFloat(4);
    u_noise_scale = ogn_parameterFloat(5);
    u_noise_seed = ogn_parameterUint(6);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_n2_f1, n_n2_f2, n_n2_f2MinusF1; ogn_noise_cellular(p, u_n2_scale, u_n2_amplitude, u_n2_jitter, u_n2_seed, n_n2_f1, n_n2_f2, n_n2_f2MinusF1);
    vec3 n_noise_value, n_noise_pseudo; ogn_noise_gradient(p, u_noise_scale, u_noise_amplitude, u_noise_seed, n_noise_value, n_noise_pseudo);
    vec3 n_s1_result; ogn_combine_add(p, n_noise_value, n_n2_f1, n_s1_result);
    vec3 n_prod_result; ogn_combine_multiply(p, n_s1_result, n_s1_result, n_prod_result);
    vec3 n_max_result; ogn_combine_max(p, n_prod_result, n_noise_value, n_max_result);
    o_height = vec4(n_max_result, 0.0);
}
