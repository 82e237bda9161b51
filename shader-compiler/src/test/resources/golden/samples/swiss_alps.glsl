#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.
// exact lattice products by integer operations (lattice.glsl)

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "grass"
layout(location = 2) out vec4 o_mask_1; // mask "rock"
layout(location = 3) out vec4 o_mask_2; // mask "snow"
layout(location = 4) out vec4 o_colour; // (r, g, b, 1) linear

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform int u_firstRow;     // compute: first block row dispatched
// Node parameters: globals set from u_parameters by ogn_loadParameters() (parameters.glsl)
int u_colour_ground_flat_count;
int u_colour_ground_flat_mode;
vec4 u_colour_ground_flat_stops[16];
float u_colour_ground_high;
float u_colour_ground_low;
float u_colour_ground_slopeEnd;
float u_colour_ground_slopeStart;
int u_colour_ground_steep_count;
int u_colour_ground_steep_mode;
vec4 u_colour_ground_steep_stops[16];
float u_colour_snow_high;
float u_colour_snow_low;
int u_colour_snow_ramp_count;
int u_colour_snow_ramp_mode;
vec4 u_colour_snow_ramp_stops[16];
int u_grass_off_cliffs_mode;
float u_lowlands_falloff;
float u_lowlands_high;
float u_lowlands_low;
float u_massif_amplitude;
float u_massif_gain;
float u_massif_lacunarity;
int u_massif_octaves;
float u_massif_prewarpGain;
float u_massif_prewarpLacunarity;
int u_massif_prewarpOctaves;
float u_massif_prewarpScale;
float u_massif_prewarpStrength;
bool u_massif_rotateOctaves;
float u_massif_scale;
uint u_massif_seed;
float u_massif_warp;
int u_paint_snow_mode;
float u_paint_snow_opacity;
int u_snow_off_cliffs_mode;
float u_snowline_falloff;
float u_snowline_high;
float u_snowline_low;
float u_steep_highAngle;
float u_steep_lowAngle;
float u_steep_step;
float u_valleys_high;
float u_valleys_low;
float u_valleys_peakSharpen;
float u_valleys_valleyFill;

// ---- helper colour
// ... library text elided ...
// ---- end helper colour

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

// ---- node type colour.blend
// ... library text elided ...
// ---- end node type colour.blend

// ---- node type colour.gradient_map
// ... library text elided ...
// ---- end node type colour.gradient_map

// ---- node type colour.height_slope_lut
// ... library text elided ...
// ---- end node type colour.height_slope_lut

// ---- node type filter.valley_peak
// ... library text elided ...
// ---- end node type filter.valley_peak

// ---- node type mask.combine
// ... library text elided ...
// ---- end node type mask.combine

// ---- node type mask.height_band
// ... library text elided ...
// ---- end node type mask.height_band

// ---- node type scape.swiss_turbulence
// ... library text elided ...
// ---- end node type scape.swiss_turbulence

// ---- prototypes
void f_steep(vec2 p, float lowAngle, float highAngle, float step, out vec3 mask);

// ---- node steep (mask.slope)
// ... library text elided ...
// ---- end node steep

void ogn_loadParameters() {
    u_colour_ground_flat_count = ogn_parameterInt(0);
    u_colour_ground_flat_mode = ogn_parameterInt(1);
    ogn_parameterStops(2, u_colour_ground_flat_stops);
    u_colour_ground_high = ogn_parameterFloat(66);
    u_colour_ground_low = ogn_parameterFloat(67);
    u_colour_ground_slopeEnd = ogn_parameterFloat(68);
    u_colour_ground_slopeStart = ogn_parameterFloat(69);
    u_colour_ground_steep_count = ogn_parameterInt(70);
    u_colour_ground_steep_mode = ogn_parameterInt(71);
    ogn_parameterStops(72, u_colour_ground_steep_stops);
    u_colour_snow_high = ogn_parameterFloat(136);
    u_colour_snow_low = ogn_parameterFloat(137);
    u_colour_snow_ramp_count = ogn_parameterInt(138);
    u_colour_snow_ramp_mode = ogn_parameterInt(139);
    ogn_parameterStops(140, u_colour_snow_ramp_stops);
    u_grass_off_cliffs_mode = ogn_parameterInt(204);
    u_lowlands_falloff = ogn_parameterFloat(205);
    u_lowlands_high = ogn_parameterFloat(206);
    u_lowlands_low = ogn_parameterFloat(207);
    u_massif_amplitude = ogn_parameterFloat(208);
    u_massif_gain = ogn_parameterFloat(209);
    u_massif_lacunarity = ogn_parameterFloat(210);
    u_massif_octaves = ogn_parameterInt(211);
    u_massif_prewarpGain = ogn_parameterFloat(212);
    u_massif_prewarpLacunarity = ogn_parameterFloat(213);
    u_massif_prewarpOctaves = ogn_parameterInt(214);
    u_massif_prewarpScale = ogn_parameterFloat(215);
    u_massif_prewarpStrength = ogn_parameterFloat(216);
    u_massif_rotateOctaves = ogn_parameterBool(217);
    u_massif_scale = ogn_parameterFloat(218);
    u_massif_seed = ogn_parameterUint(219);
    u_massif_warp = ogn_parameterFloat(220);
    u_paint_snow_mode = ogn_parameterInt(221);
    u_paint_snow_opacity = ogn_parameterFloat(222);
    u_snow_off_cliffs_mode = ogn_parameterInt(223);
    u_snowline_falloff = ogn_parameterFloat(224);
    u_snowline_high = ogn_parameterFloat(225);
    u_snowline_low = ogn_parameterFloat(226);
    u_steep_highAngle = ogn_parameterFloat(227);
    u_steep_lowAngle = ogn_parameterFloat(228);
    u_steep_step = ogn_parameterFloat(229);
    u_valleys_high = ogn_parameterFloat(230);
    u_valleys_low = ogn_parameterFloat(231);
    u_valleys_peakSharpen = ogn_parameterFloat(232);
    u_valleys_valleyFill = ogn_parameterFloat(233);
}

void main() {
    ogn_loadParameters();
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_massif_value; ogn_scape_swiss_turbulence(p, u_massif_scale, u_massif_amplitude, u_massif_octaves, u_massif_lacunarity, u_massif_gain, u_massif_warp, u_massif_rotateOctaves, u_massif_prewarpStrength, u_massif_prewarpScale, u_massif_prewarpOctaves, u_massif_prewarpLacunarity, u_massif_prewarpGain, u_massif_seed, n_massif_value);
    vec3 n_valleys_result; ogn_filter_valley_peak(p, n_massif_value, u_valleys_low, u_valleys_high, u_valleys_valleyFill, u_valleys_peakSharpen, n_valleys_result);
    vec3 n_colour_ground_colour; ogn_colour_height_slope_lut(p, n_valleys_result, u_colour_ground_low, u_colour_ground_high, u_colour_ground_slopeStart, u_colour_ground_slopeEnd, u_colour_ground_flat_mode, u_colour_ground_flat_count, u_colour_ground_flat_stops, u_colour_ground_steep_mode, u_colour_ground_steep_count, u_colour_ground_steep_stops, n_colour_ground_colour);
    vec3 n_colour_snow_colour; ogn_colour_gradient_map(p, n_valleys_result, u_colour_snow_low, u_colour_snow_high, u_colour_snow_ramp_mode, u_colour_snow_ramp_count, u_colour_snow_ramp_stops, n_colour_snow_colour);
    vec3 n_lowlands_mask; ogn_mask_height_band(p, n_valleys_result, u_lowlands_low, u_lowlands_high, u_lowlands_falloff, n_lowlands_mask);
    vec3 n_snowline_mask; ogn_mask_height_band(p, n_valleys_result, u_snowline_low, u_snowline_high, u_snowline_falloff, n_snowline_mask);
    f_steep_height_point = n_valleys_result; vec3 n_steep_mask; f_steep(p, u_steep_lowAngle, u_steep_highAngle, u_steep_step, n_steep_mask);
    vec3 n_grass_off_cliffs_result; ogn_mask_combine(p, n_lowlands_mask, n_steep_mask, u_grass_off_cliffs_mode, n_grass_off_cliffs_result);
    vec3 n_snow_off_cliffs_result; ogn_mask_combine(p, n_snowline_mask, n_steep_mask, u_snow_off_cliffs_mode, n_snow_off_cliffs_result);
    vec3 n_paint_snow_colour; ogn_colour_blend(p, n_colour_ground_colour, n_colour_snow_colour, n_snow_off_cliffs_result, u_paint_snow_mode, u_paint_snow_opacity, n_paint_snow_colour);
    o_height = vec4(n_valleys_result, 0.0);
    o_mask_0 = vec4(n_grass_off_cliffs_result.x, 0.0, 0.0, 0.0);
    o_mask_1 = vec4(n_steep_mask.x, 0.0, 0.0, 0.0);
    o_mask_2 = vec4(n_snow_off_cliffs_result.x, 0.0, 0.0, 0.0);
    o_colour = vec4(n_paint_snow_colour, 1.0);
}
