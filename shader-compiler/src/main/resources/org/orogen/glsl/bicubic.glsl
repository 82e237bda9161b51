// Catmull-Rom bicubic lookup of a single-channel float texture with its derivatives.
// tc is in texel units with texel centres at integer + 0.5; edges clamp. Returns
// (value, d/dtc.x, d/dtc.y). Catmull-Rom interpolates the samples (a DEM keeps its values)
// and is C1, so the gradient is continuous across texel borders.
vec4 ogn_catmull_rom_weights(float t) {
    float t2 = t * t;
    float t3 = t2 * t;
    return 0.5 * vec4(-t3 + 2.0 * t2 - t, 3.0 * t3 - 5.0 * t2 + 2.0,
                      -3.0 * t3 + 4.0 * t2 + t, t3 - t2);
}

vec4 ogn_catmull_rom_slopes(float t) {
    float t2 = t * t;
    return 0.5 * vec4(-3.0 * t2 + 4.0 * t - 1.0, 9.0 * t2 - 10.0 * t,
                      -9.0 * t2 + 8.0 * t + 1.0, 3.0 * t2 - 2.0 * t);
}

vec3 ogn_bicubic(sampler2D tex, vec2 tc) {
    ivec2 size = textureSize(tex, 0);
    vec2 s = tc - 0.5;
    vec2 base = floor(s);
    vec2 f = s - base;
    vec4 wx = ogn_catmull_rom_weights(f.x);
    vec4 wy = ogn_catmull_rom_weights(f.y);
    vec4 dx = ogn_catmull_rom_slopes(f.x);
    vec4 dy = ogn_catmull_rom_slopes(f.y);
    vec3 result = vec3(0.0);
    for (int j = 0; j < 4; j++) {
        vec3 row = vec3(0.0);
        for (int i = 0; i < 4; i++) {
            ivec2 texel = clamp(ivec2(base) + ivec2(i - 1, j - 1), ivec2(0), size - 1);
            float v = texelFetch(tex, texel, 0).r;
            row += v * vec3(wx[i], dx[i], wx[i]);
        }
        result += vec3(row.x * wy[j], row.y * wy[j], row.z * dy[j]);
    }
    return result;
}
