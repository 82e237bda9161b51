#version 330 core
// Behind the globe: a plain background and, with u_rim, the atmosphere's glow just outside the
// limb (a shell u_rimWidth radii thick, brighter on the day side). The glow ends at the shell, so
// the picture's corners are exactly the background.
in vec2 v_uv;
out vec4 o_colour;
uniform mat4 u_inverseViewProjection;
uniform vec3 u_background;     // display colour (sRGB, 0..1)
uniform float u_rim;           // atmosphere strength, 0 = none
uniform float u_rimWidth;      // shell thickness above the highest point, radii
uniform float u_top;           // largest displaced radius
//! common

void main() {
    vec3 colour = u_background;
    if (u_rim > 0.0) {
        vec4 far = u_inverseViewProjection * vec4(v_uv * 2.0 - 1.0, 1.0, 1.0);
        vec3 dir = normalize(far.xyz / far.w - u_cameraPosition);
        float along = max(-dot(u_cameraPosition, dir), 0.0);
        vec3 closest = u_cameraPosition + dir * along;
        float height = (length(closest) - 1.0) / (u_top - 1.0 + u_rimWidth);
        if (height < 1.0) {
            float glow = pow(1.0 - clamp(height, 0.0, 1.0), 2.5);
            float day = smoothstep(-0.3, 0.4, dot(normalize(closest), u_sunDirection));
            colour += vec3(0.20, 0.40, 0.95) * glow * u_rim * (0.12 + 0.88 * day);
        }
    }
    o_colour = vec4(colour, 1.0);
}
