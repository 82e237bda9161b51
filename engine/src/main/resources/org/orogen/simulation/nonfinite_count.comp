#version 430 core
// Counts the cells of a simulation's input whose value (channel x) is NaN or infinite. The test is on
// the bits (exponent all ones), so no compiler's fast-math can fold it away. Only those cells touch
// the counter.
layout(local_size_x = 8, local_size_y = 8) in;
layout(rgba32f, binding = 0) uniform readonly image2D u_input;
layout(std430, binding = 0) buffer Count {
    uint nonFinite;
};

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    ivec2 size = imageSize(u_input);
    if (c.x >= size.x || c.y >= size.y) {
        return;
    }
    uint bits = floatBitsToUint(imageLoad(u_input, c).x);
    if ((bits & 0x7f800000u) == 0x7f800000u) {
        atomicAdd(nonFinite, 1u);
    }
}
