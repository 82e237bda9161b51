#version 430
// Packs the channels an export reads out of a bake block's textures (IMAGE_FORMAT, defined
// by bake.BandReadback: rgba32f for heights, r32f for value-only masks) into the band's
// storage buffer (bake.BandReadback): one plane per channel, row-major, north row first.
// bake.BandReadback also defines PLANES (planes written), CHANNEL (first texture channel copied:
// 0 r, 1 g, 2 b) and ACROSS (0: plane c is channel CHANNEL + c of texture 0; 1: channel CHANNEL of
// texture c), one build per shape, so the copy loop unrolls.
layout(local_size_x = 64, local_size_y = 4) in;
// The textures read: one (height and gradient, planes from its channels), or a block's mask
// outputs, one plane each (ACROSS).
layout(IMAGE_FORMAT, binding = 0) uniform readonly image2D u_blocks[8]; // BandPlanes.MASKS_PER_PACK
layout(std430, binding = 0) writeonly buffer Band { float v[]; };
uniform ivec2 u_size;      // columns and grid rows to copy
uniform int u_blockHeight; // texture rows; texture row 0 is the block's southernmost grid row
uniform int u_left;        // texture column of the first column copied
uniform int u_dst;         // index of (first row, first column) in plane 0
uniform int u_rowStride;   // band width
uniform int u_planeStride; // floats per plane
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (p.x >= u_size.x || p.y >= u_size.y) {
        return;
    }
    ivec2 texel = ivec2(u_left + p.x, u_blockHeight - 1 - p.y);
    int i = u_dst + p.y * u_rowStride + p.x;
#if ACROSS
    for (int c = 0; c < PLANES; c++) {
        v[i + c * u_planeStride] = imageLoad(u_blocks[c], texel)[CHANNEL];
    }
#else
    vec4 t = imageLoad(u_blocks[0], texel);
    for (int c = 0; c < PLANES; c++) {
        v[i + c * u_planeStride] = t[CHANNEL + c];
    }
#endif
}
