#version 330 core
// The 2D map: height in false colour with hillshade, one mask in grey, or the normal map
// (OpenGL convention: +y green). Image rows run top-down (north at the top) when u_flipY is 1.
in vec2 v_uv;
out vec4 o_colour;
uniform sampler2D u_height;
uniform sampler2D u_mask;
uniform int u_mode;              // 0 height, 1 mask, 2 normal map
uniform vec2 u_heightRange;
uniform int u_flipY;

vec3 falseColour(float t) {
    // Blue -> green -> yellow -> brown -> white, like a hypsometric tint.
    vec3 c0 = vec3(0.10, 0.20, 0.55);
    vec3 c1 = vec3(0.15, 0.55, 0.30);
    vec3 c2 = vec3(0.85, 0.80, 0.35);
    vec3 c3 = vec3(0.55, 0.35, 0.20);
    vec3 c4 = vec3(0.97, 0.97, 0.97);
    if (t < 0.25) return mix(c0, c1, t / 0.25);
    if (t < 0.5) return mix(c1, c2, (t - 0.25) / 0.25);
    if (t < 0.75) return mix(c2, c3, (t - 0.5) / 0.25);
    return mix(c3, c4, (t - 0.75) / 0.25);
}

void main() {
    vec2 uv = vec2(v_uv.x, u_flipY == 1 ? 1.0 - v_uv.y : v_uv.y);
    vec4 field = texture(u_height, uv);
    vec3 n = normalize(vec3(-field.yz, 1.0));
    if (u_mode == 1) {
        float m = clamp(texture(u_mask, uv).x, 0.0, 1.0);
        o_colour = vec4(vec3(m), 1.0);
    } else if (u_mode == 2) {
        o_colour = vec4(n * 0.5 + 0.5, 1.0);
    } else {
        float span = max(u_heightRange.y - u_heightRange.x, 1e-3);
        float t = clamp((field.x - u_heightRange.x) / span, 0.0, 1.0);
        float shade = 0.55 + 0.45 * max(dot(n, normalize(vec3(-0.6, 0.6, 0.55))), 0.0);
        o_colour = vec4(falseColour(t) * shade, 1.0);
    }
}
