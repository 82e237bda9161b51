#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "grass"
layout(location = 2) out vec4 o_mask_1; // mask "rock"
layout(location = 3) out vec4 o_mask_2; // mask "snow"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
float u_crest_amplitude;
bool u_crest_doubleRidged;
float u_crest_gain;
float u_crest_lacunarity;
int u_crest_octaves;
bool u_crest_rotateOctaves;
float u_crest_scale;
uint u_crest_seed;
float u_high_falloff;
float u_high_high;
float u_high_low;
float u_hills_amplitude;
float u_hills_gain;
float u_hills_lacunarity;
int u_hills_octaves;
bool u_hills_rotateOctaves;
float u_hills_scale;
uint u_hills_seed;
float u_low_falloff;
float u_low_high;
float u_low_low;
uint u_paint_strokes_hashHi;
uint u_paint_strokes_hashLo;
float u_paint_strokes_reach;
float u_steep_highAngle;
float u_steep_lowAngle;
float u_steep_step;

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

// ---- helper taps
// ... library text elided ...
// ---- end helper taps

// ---- node type fractal.fbm
// ... library text elided ...
// ---- end node type fractal.fbm

// ---- node type fractal.ridged
// ... library text elided ...
// ---- end node type fractal.ridged

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- prototypes
vec3 s_crest_value(vec2 p);
vec3 s_hills_value(vec2 p);
void f_paint(vec2 p, out vec3 height, out vec3 mask);
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node paint (paint.layer)
// ... library text elided ...
// ---- end node paint

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

// ---- sampled source crest.value
vec3 s_crest_value(vec2 p) {
    vec3 n_crest_value; ogn_fractal_ridged(p, u_crest_scale, u_crest_amplitude, u_crest_octaves, u_crest_lacunarity, u_crest_gain, u_crest_doubleRidged, u_crest_rotateOctaves, u_crest_seed, n_crest_value);
    return n_crest_value;
}

// ---- sampled source hills.value
vec3 s_hills_value(vec2 p) {
    vec3 n_hills_value; ogn_fractal_fbm(p, u_hills_scale, u_hills_amplitude, u_hills_octaves, u_hills_lacunarity, u_hills_gain, u_hills_rotateOctaves, u_hills_seed, n_hills_value);
    return n_hills_value;
}

void ogn_loadParameters() {
    u_crest_amplitude = ogn_parameterFloat(0);
    u_crest_doubleRidged = ogn_parameterBool(1);
    u_crest_gain = ogn_parameterFloat(2);
    u_crest_lacunarity = ogn_parameterFloat(3);
    u_crest_octaves = ogn_parameterInt(4);
    u_crest_rotateOctaves = ogn_parameterBool(5);
    u_crest_scale = ogn_parameterFloat(6);
    u_crest_seed = ogn_parameterUint(7);
    u_high_falloff = ogn_parameterFloat(8);
    u_high_high = ogn_parameterFloat(9);
    u_high_low = ogn_parameterFloat(10);
    u_hills_amplitude = ogn_parameterFloat(11);
    u_hills_gain = ogn_parameterFloat(12);
    u_hills_lacunarity = ogn_parameterFloat(13);
    u_hills_octaves = ogn_parameterInt(14);
    u_hills_rotateOctaves = ogn_parameterBool(15);
    u_hills_scale = ogn_parameterFloat(16);
    u_hills_seed = ogn_parameterUint(17);
    u_low_falloff = ogn_parameterFloat(18);
    u_low_high = ogn_parameterFloat(19);
    u_low_low = ogn_parameterFloat(20);
    u_paint_strokes_hashHi = ogn_parameterUint(21);
    u_paint_strokes_hashLo = ogn_parameterUint(22);
    u_paint_strokes_reach = ogn_parameterFloat(23);
    u_steep_highAngle = ogn_parameterFloat(24);
    u_steep_lowAngle = ogn_parameterFloat(25);
    u_steep_step = ogn_parameterFloat(26);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_paint_height, n_paint_mask; f_paint(p, n_paint_height, n_paint_mask);
    vec3 n_high_mask; ogn_mask_height_band(p, n_paint_height, u_high_low, u_high_high, u_high_falloff, n_high_mask);
    vec3 n_low_mask; ogn_mask_height_band(p, n_paint_height, u_low_low, u_low_high, u_low_falloff, n_low_mask);
    f_steep_height_point = n_paint_height; vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    o_height = vec4(n_paint_height, 0.0);
    o_mask_0 = vec4(n_low_mask.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_steep_mask.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_high_mask.x, 0.0, 0.0, 0.0);
}
