// Surface colours shared by the plane terrain and the globe (pasted by PreviewShaders): the
// graph's colour output as albedo, or without one a height/slope palette tinted by mask outputs.
uniform sampler2D u_mask0;
uniform sampler2D u_mask1;
uniform sampler2D u_mask2;
uniform sampler2D u_mask3;
uniform int u_maskCount;          // masks bound (0..4)
uniform sampler2D u_albedo;       // the graph's colour output, linear RGB (when u_hasAlbedo is 1)
uniform int u_hasAlbedo;
uniform vec3 u_maskColours[4];
uniform vec2 u_heightRange;       // baked min, max (metres, unscaled)

vec3 paletteColour(float h, float slope) {
    float span = max(u_heightRange.y - u_heightRange.x, 1e-3);
    float t = clamp((h - u_heightRange.x) / span, 0.0, 1.0);
    // Linear albedos (what a photo's sRGB colours are before gamma): dark, like real ground.
    vec3 low = vec3(0.07, 0.12, 0.035);
    vec3 mid = vec3(0.13, 0.11, 0.065);
    vec3 high = vec3(0.16, 0.145, 0.13);
    vec3 rock = vec3(0.13, 0.12, 0.11);
    vec3 snow = vec3(0.80, 0.83, 0.88);
    vec3 c = t < 0.5 ? mix(low, mid, smoothstep(0.1, 0.5, t)) : mix(mid, high, smoothstep(0.5, 0.8, t));
    c = mix(c, rock, smoothstep(0.55, 0.95, slope));
    float snowCover = smoothstep(0.78, 0.88, t) * (1.0 - smoothstep(0.5, 0.9, slope));
    return mix(c, snow, snowCover);
}

vec3 maskTint(vec3 c, vec2 tc) {
    if (u_maskCount > 0) c = mix(c, u_maskColours[0], 0.85 * clamp(texture(u_mask0, tc).x, 0.0, 1.0));
    if (u_maskCount > 1) c = mix(c, u_maskColours[1], 0.85 * clamp(texture(u_mask1, tc).x, 0.0, 1.0));
    if (u_maskCount > 2) c = mix(c, u_maskColours[2], 0.85 * clamp(texture(u_mask2, tc).x, 0.0, 1.0));
    if (u_maskCount > 3) c = mix(c, u_maskColours[3], 0.85 * clamp(texture(u_mask3, tc).x, 0.0, 1.0));
    return c;
}
