// Reading a simulated field (pass-plan simulation stage): the runtime simulated the node over
// the whole domain grid and stored (value, d/dx, d/dy, 0) per domain texel. `t` is the texel
// coordinate of this pixel in that grid (computed from the block's world position in double on
// the CPU, so every block that covers a position reads the same texels). Bilinear over
// texelFetch with our own weights (as ogn_stageRead: no hardware filtering, whose weights differ
// between GPUs); a coordinate within 1/1000 texel of a texel reads it exactly; beyond the domain
// the edge texel repeats.
vec3 ogn_simResample(sampler2D tex, vec2 t) {
    vec2 r = floor(t + 0.5);
    t = mix(t, r, lessThan(abs(t - r), vec2(1.0e-3)));
    ivec2 last = textureSize(tex, 0) - 1;
    t = clamp(t, vec2(0.0), vec2(last));
    vec2 cell = floor(t);
    vec2 f = t - cell;
    ivec2 a = ivec2(cell);
    ivec2 b = min(a + 1, last);
    vec3 v00 = texelFetch(tex, a, 0).xyz;
    if (f.x == 0.0 && f.y == 0.0) {
        return v00;
    }
    vec3 v10 = texelFetch(tex, ivec2(b.x, a.y), 0).xyz;
    vec3 v01 = texelFetch(tex, ivec2(a.x, b.y), 0).xyz;
    vec3 v11 = texelFetch(tex, b, 0).xyz;
    return mix(mix(v00, v10, f.x), mix(v01, v11, f.x), f.y);
}
