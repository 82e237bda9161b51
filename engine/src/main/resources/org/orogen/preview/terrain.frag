#version 330 core
// Terrain surface: per-pixel normals from the baked gradient, sun with soft shadows (the sun's
// visibility per bake texel, ray-marched once per bake and sun by SunShadow), sky ambient, the
// graph's colour output as albedo (or, without one, a height/slope palette tinted by mask
// outputs), contour lines, fog. With u_flatColour.a > 0 it draws that colour instead (the
// wireframe overlay).
in vec2 v_uv;
in vec3 v_local;
out vec4 o_colour;

uniform sampler2D u_height;
uniform vec2 u_extentSize;
uniform vec2 u_bakeSize;
uniform float u_exaggeration;
uniform float u_contourInterval;  // metres; 0 = no contour lines
uniform sampler2D u_sunShadow;    // the sun's visibility per bake texel (shadow.glsl), linear filtering
uniform int u_hasSunShadow;       // 0 = no shadows
uniform vec4 u_flatColour;
//! common
//! surface

vec2 bakeCoord(vec2 uv) {
    return (uv * (u_bakeSize - 1.0) + 0.5) / u_bakeSize;
}

void main() {
    if (u_flatColour.a > 0.0) {
        o_colour = vec4(toDisplay(applyFog(u_flatColour.rgb, v_local)), u_flatColour.a);
        return;
    }
    vec2 tc = bakeCoord(v_uv);
    vec4 field = texture(u_height, tc);
    vec2 gradient = field.yz * u_exaggeration;
    vec3 n = normalize(vec3(-gradient, 1.0));
    float slope = length(gradient);

    vec3 albedo = u_hasAlbedo == 1 ? clamp(texture(u_albedo, tc).rgb, 0.0, 1.0)
            : maskTint(paletteColour(field.x, slope), tc);
    float visibility = u_sunDirection.z <= 0.0 ? 0.0 : u_hasSunShadow == 1 ? texture(u_sunShadow, tc).x : 1.0;
    float sun = max(dot(n, u_sunDirection), 0.0) * visibility;
    vec3 sky = mix(vec3(0.30, 0.36, 0.45), vec3(0.45, 0.58, 0.80), 0.5 + 0.5 * n.z);
    vec3 bounce = vec3(0.25, 0.22, 0.18) * (0.5 - 0.5 * n.z);
    vec3 lit = albedo * (vec3(2.3, 2.12, 1.87) * sun + sky * 0.45 + bounce);

    if (u_contourInterval > 0.0) {
        float f = field.x / u_contourInterval;
        float distanceToLine = abs(fract(f + 0.5) - 0.5);
        float line = 1.0 - smoothstep(0.0, 1.2 * fwidth(f), distanceToLine);
        lit = mix(lit, vec3(0.05, 0.04, 0.03), 0.7 * line);
    }
    o_colour = vec4(toDisplay(applyFog(lit, v_local)), 1.0);
}
