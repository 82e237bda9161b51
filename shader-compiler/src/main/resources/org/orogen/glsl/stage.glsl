// Reading a field that an earlier stage of a pass plan baked into an RGBA32F texture
// (value, d/dx, d/dy, 0). The texture covers this program's block plus `halo` texels on each
// side: its texel (i, j) holds the field at p = u_origin + ((i, j) - halo) * u_texelSize, the
// same position, computed the same way, as this block's pixel (i, j) - halo.
//
// Interpolation: bilinear over texelFetch, of the value and of both gradient channels (the
// baked analytic gradient, not the derivative of the interpolant). texelFetch and our own
// weights instead of the sampler's filtering, because hardware bilinear weights have only a
// few fractional bits and differ between GPUs: this way the result depends on float arithmetic
// only. A position within 1/1000 texel of a texel centre reads that texel exactly, so per-point
// reads and taps a whole number of texels apart return the baked values bit for bit. A position
// on a texel row or column (a tap along x or y of a pixel centre) fetches only the two texels
// along it: mix(a, b, 0.0) is a, so that is the four-texel value with half the fetches. Reads
// beyond the texture repeat the edge texel; they do not happen: the halo covers every declared
// reach, and warps (unbounded) never read baked fields (their sources stay functions).
//
// How texels are fetched: texelFetch from a sampler2D, or, where the compute variant defines
// OGN_STAGE_IMAGES (the runtime does on software renderers: llvmpipe loads an image texel in about
// half the time of a texelFetch), imageLoad from a readonly rgba32f image2D. Both return the stored
// floats, so the results are the same bits.
#ifdef OGN_STAGE_IMAGES
#define OgnStageTexture readonly image2D
#define ogn_stageFetch(tex, texel) imageLoad(tex, texel)
#define ogn_stageSize(tex) imageSize(tex)
#else
#define OgnStageTexture sampler2D
#define ogn_stageFetch(tex, texel) texelFetch(tex, texel, 0)
#define ogn_stageSize(tex) textureSize(tex, 0)
#endif

// Where q falls in tex: the texel a at or below it, the next texel b (both clamped to the texture)
// and the fraction f from a towards b, with positions within 1/1000 texel of a texel centre
// snapped to it (f exactly 0 there). Every read below starts here, so they agree on the texels.
void ogn_stageCell(OgnStageTexture tex, vec2 halo, vec2 q, out ivec2 a, out ivec2 b, out vec2 f) {
    vec2 t = (q - u_origin) / u_texelSize + halo;
    vec2 r = floor(t + 0.5);
    t = mix(t, r, lessThan(abs(t - r), vec2(1.0e-3)));
    vec2 cell = floor(t);
    f = t - cell;
    ivec2 last = ogn_stageSize(tex) - 1;
    a = clamp(ivec2(cell), ivec2(0), last);
    b = clamp(ivec2(cell) + 1, ivec2(0), last);
}

// The field at q, interpolated as described above.
vec3 ogn_stageRead(OgnStageTexture tex, vec2 halo, vec2 q) {
    ivec2 a;
    ivec2 b;
    vec2 f;
    ogn_stageCell(tex, halo, q, a, b, f);
    vec3 v00 = ogn_stageFetch(tex, a).xyz;
    if (f.y == 0.0) {
        return f.x == 0.0 ? v00 : mix(v00, ogn_stageFetch(tex, ivec2(b.x, a.y)).xyz, f.x);
    }
    vec3 v01 = ogn_stageFetch(tex, ivec2(a.x, b.y)).xyz;
    if (f.x == 0.0) {
        return mix(v00, v01, f.y);
    }
    vec3 v10 = ogn_stageFetch(tex, ivec2(b.x, a.y)).xyz;
    vec3 v11 = ogn_stageFetch(tex, b).xyz;
    return mix(mix(v00, v10, f.x), mix(v01, v11, f.x), f.y);
}

// ogn_stageRead where q is known to be a texel centre of tex (a pixel's own position, within the
// 1/1000-texel snap): the same texel, with one fetch and no interpolation. The compiler uses it
// for reads at the pixel in main (where p is the pixel's position), never inside a sampled
// source's function (whose p a node chose).
vec3 ogn_stageReadAt(OgnStageTexture tex, vec2 halo, vec2 q) {
    vec2 t = (q - u_origin) / u_texelSize + halo;
    ivec2 last = ogn_stageSize(tex) - 1;
    return ogn_stageFetch(tex, clamp(ivec2(floor(t + 0.5)), ivec2(0), last)).xyz;
}

// ogn_stageRead where q is known to lie on a texel row or column of tex (a pixel's position moved
// along x or along y: the taps of nodes whose template says "//! taps on axes", called at the
// pixel). The same value as ogn_stageRead there, from two fetches and no branch: software
// renderers (llvmpipe) run both sides of a branch that differs between pixels, and pay for every
// fetch, so the general read's branches cost more there than the fetches they save. Off an axis
// (both fractions non-zero) the result would be wrong: the compiler never calls it there.
vec3 ogn_stageReadOnAxis(OgnStageTexture tex, vec2 halo, vec2 q) {
    ivec2 a;
    ivec2 b;
    vec2 f;
    ogn_stageCell(tex, halo, q, a, b, f);
    bool alongX = f.y == 0.0;
    float w = alongX ? f.x : f.y;
    vec3 v00 = ogn_stageFetch(tex, a).xyz;
    vec3 v1 = ogn_stageFetch(tex, alongX ? ivec2(b.x, a.y) : ivec2(a.x, b.y)).xyz;
    return w == 0.0 ? v00 : mix(v00, v1, w);
}
