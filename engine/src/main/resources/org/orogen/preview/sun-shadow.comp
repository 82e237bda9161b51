#version 430 core
// The sun's visibility per bake texel (shadow.glsl), written as a compute pass (OpenGL 4.3).
layout(local_size_x = 8, local_size_y = 8) in;
layout(r16, binding = 0) uniform writeonly image2D u_visibility; // 16-bit unorm: 0 in shadow .. 1 in sun
//! shadow

void main() {
    ivec2 texel = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(texel, ivec2(u_bakeSize)))) {
        return;
    }
    imageStore(u_visibility, texel, vec4(texelVisibility(texel), 0.0, 0.0, 0.0));
}
