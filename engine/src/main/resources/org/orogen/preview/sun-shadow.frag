#version 330 core
// The sun's visibility per bake texel (shadow.glsl), drawn over the whole target (OpenGL 3.3).
out vec4 o_visibility;
//! shadow

void main() {
    o_visibility = vec4(texelVisibility(ivec2(gl_FragCoord.xy)), 0.0, 0.0, 1.0);
}
