#version 430
// Packs the channels an export reads out of a bake block's texture (IMAGE_FORMAT, defined
// by bake.BandReadback: rgba32f for heights, r32f for value-only masks) into the band's
// storage buffer (bake.BandReadback): one plane per channel, row-major, north row first.
layout(local_size_x = 64, local_size_y = 4) in;
layout(IMAGE_FORMAT, binding = 0) uniform readonly image2D u_block;
layout(std430, binding = 0) writeonly buffer Band { float v[]; };
uniform ivec2 u_size;      // columns and grid rows to copy
uniform int u_blockHeight; // texture rows; texture row 0 is the block's southernmost grid row
uniform int u_dst;         // index of (first row, first column) in plane 0
uniform int u_rowStride;   // band width
uniform int u_planeStride; // floats per plane
uniform int u_channel;     // first texture channel copied: 0 r, 1 g, 2 b
uniform int u_planes;      // channels copied: 1 (r), 2 (g, b) or 3 (r, g, b)
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (p.x >= u_size.x || p.y >= u_size.y) {
        return;
    }
    vec4 t = imageLoad(u_block, ivec2(p.x, u_blockHeight - 1 - p.y));
    int i = u_dst + p.y * u_rowStride + p.x;
    for (int c = 0; c < u_planes; c++) {
        v[i + c * u_planeStride] = t[u_channel + c];
    }
}
