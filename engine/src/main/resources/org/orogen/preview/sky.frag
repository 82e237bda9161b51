#version 330 core
// Sky behind the terrain: gradient, sun disc and glow, for the view ray of each pixel.
in vec2 v_uv;
out vec4 o_colour;
uniform mat4 u_inverseViewProjection;
//! common

void main() {
    vec4 far = u_inverseViewProjection * vec4(v_uv * 2.0 - 1.0, 1.0, 1.0);
    vec3 dir = normalize(far.xyz / far.w - u_cameraPosition);
    o_colour = vec4(toDisplay(skyColour(dir)), 1.0);
}
