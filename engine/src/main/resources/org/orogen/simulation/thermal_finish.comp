#version 430 core
// Thermal erosion, outputs: height and talus mask as (value, d/dx, d/dy, 0), gradients by
// central differences on the simulation grid (one-sided at the border). A non-finite height
// (only from a non-finite input) is replaced by the input height, or 0.
layout(local_size_x = 8, local_size_y = 8) in;
layout(r32f, binding = 0) uniform readonly image2D u_height;     // the state after the steps
layout(rgba32f, binding = 1) uniform readonly image2D u_input;
layout(rgba32f, binding = 2) uniform writeonly image2D o_height;
layout(rgba32f, binding = 3) uniform writeonly image2D o_talus;
uniform int u_cellsX;
uniform int u_cellsY;
uniform float u_spacing;
uniform float u_screeDepth;

float finite(float v, float fallback) {
    return isnan(v) || isinf(v) ? fallback : v;
}

float heightAt(ivec2 c) {
    float original = finite(imageLoad(u_input, c).x, 0.0);
    return finite(imageLoad(u_height, c).x, original);
}

float talusAt(ivec2 c) {
    float original = finite(imageLoad(u_input, c).x, 0.0);
    return clamp((heightAt(c) - original) / u_screeDepth, 0.0, 1.0);
}

void main() {
    ivec2 c = ivec2(gl_GlobalInvocationID.xy);
    if (c.x >= u_cellsX || c.y >= u_cellsY) {
        return;
    }
    ivec2 w = ivec2(max(c.x - 1, 0), c.y);
    ivec2 e = ivec2(min(c.x + 1, u_cellsX - 1), c.y);
    ivec2 s = ivec2(c.x, max(c.y - 1, 0));
    ivec2 n = ivec2(c.x, min(c.y + 1, u_cellsY - 1));
    float dx = float(e.x - w.x) * u_spacing;
    float dy = float(n.y - s.y) * u_spacing;
    imageStore(o_height, c, vec4(heightAt(c), (heightAt(e) - heightAt(w)) / dx, (heightAt(n) - heightAt(s)) / dy, 0.0));
    imageStore(o_talus, c, vec4(talusAt(c), (talusAt(e) - talusAt(w)) / dx, (talusAt(n) - talusAt(s)) / dy, 0.0));
}
