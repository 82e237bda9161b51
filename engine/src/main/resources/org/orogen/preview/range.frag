#version 330 core
// Height range reduction: fragment (i, j) scans a u_block² block of the bake and writes
// (min, max, 0, 1) over its finite heights; (+big, -big) when the block has none.
out vec4 o_range;
uniform sampler2D u_height;
uniform int u_block;

void main() {
    ivec2 size = textureSize(u_height, 0);
    ivec2 first = ivec2(gl_FragCoord.xy) * u_block;
    float lo = 3.0e38;
    float hi = -3.0e38;
    for (int y = 0; y < u_block; y++) {
        for (int x = 0; x < u_block; x++) {
            ivec2 at = first + ivec2(x, y);
            if (at.x < size.x && at.y < size.y) {
                float h = texelFetch(u_height, at, 0).x;
                if (!isnan(h) && !isinf(h)) {
                    lo = min(lo, h);
                    hi = max(hi, h);
                }
            }
        }
    }
    o_range = vec4(lo, hi, 0.0, 1.0);
}
