#version 330 core
// Height range reduction, in two passes of many short loops (one fragment scanning a long run of texels
// waits on each fetch in turn: a GPU runs few of them at once).
// u_pairs 0: fragment (i, j) scans a u_block² block of the bake's heights (r) and writes (min, max, 0, 1)
//            over its finite heights; (+big, -big) when the block has none.
// u_pairs 1: fragment (i, j) merges a u_block² block of such (min, max) cells of the first pass.
out vec4 o_range;
uniform sampler2D u_height;
uniform int u_block;
uniform int u_pairs;

void main() {
    ivec2 size = textureSize(u_height, 0);
    ivec2 first = ivec2(gl_FragCoord.xy) * u_block;
    float lo = 3.0e38;
    float hi = -3.0e38;
    for (int y = 0; y < u_block; y++) {
        for (int x = 0; x < u_block; x++) {
            ivec2 at = first + ivec2(x, y);
            if (at.x < size.x && at.y < size.y) {
                vec4 v = texelFetch(u_height, at, 0);
                if (u_pairs != 0) {
                    lo = min(lo, v.x);
                    hi = max(hi, v.y);
                } else if (!isnan(v.x) && !isinf(v.x)) {
                    lo = min(lo, v.x);
                    hi = max(hi, v.x);
                }
            }
        }
    }
    o_range = vec4(lo, hi, 0.0, 1.0);
}
