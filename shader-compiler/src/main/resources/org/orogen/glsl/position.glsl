//! require lattice
// position.glsl — world positions, the per-tile anchor, and exact noise lattice coordinates.
//
// PRECISION DESIGN (docs/algorithms.md §8; also docs/architecture.md "Positions and precision")
//
// World positions are doubles on the CPU. float32 cannot hold them: at 10^6 m a float has a
// resolution of 1/16 m, and after multiplying by a noise frequency the fraction inside a noise
// cell is lost entirely. So a world position w is never formed in the shader. Instead:
//
//   w = u_anchor + p
//
//   u_anchor  uniform ivec2, whole metres, |component| <= 2^24 (16 777 km). Set per tile by the
//             runtime from org.orogen.shader.WorldAnchor (the tile origin rounded down to a
//             multiple of 4096 m).
//   p         the `vec2 p` every node function receives: metres relative to the anchor, small
//             (tile-local). The compiler emits p = u_origin + pixel offset · u_texelSize, where
//             u_origin (the tile origin minus the anchor, in [0, 4096) m) also comes from WorldAnchor.
//
// Warps and filters displace p by small amounts (metres); the anchor never changes within a
// draw, so everything downstream stays consistent.
//
// A noise octave needs the lattice position x = G · w + o, where G = frequency · rotation is the
// octave's 2x2 "frame" and o a seed offset in [0, 1)^2. It is computed as
//
//   x = G · anchor      (exact: integer cell mod 2^32 + fraction)
//     + G · p + o       (small float)
//
// G · anchor is made exact without double arithmetic and without trusting the compiler's
// rounding: every frame entry is truncated to 12 significant bits (ogn_quantize; changes the
// frequency by < 0.025 %), and each anchor component is split into 12-bit pieces
// a = hi · 4096 + lo (|hi| <= 4096, 0 <= lo < 4096). Every product g · hi and g · lo then has at
// most 24 significant bits, so it is exact in float32 — and stays exact if the compiler contracts
// it into an FMA. Each exact product is split into an integer part (wrapped mod 2^32, which the
// integer hash needs anyway) and an exact fraction; integer parts add as uint, fractions as
// float (each < 1) — using integer operations on the float's bits, because optimizers
// re-associate float sums (see ogn_addExact). Only then is the small G · p + o added and the
// result floored once more.
//
// Consequences: the lattice fraction has the same precision at 10^6 m as at the origin, two tiles
// with different anchors agree on shared positions up to float rounding of the tile-local part
// (relative 2^-24 of the tile extent in cells), and lattice cells wrap after 2^32 cells (the noise
// repeats with that period). Zero pieces of the anchor are skipped (uniform branches). The runtime
// puts anchors on a 4096 m grid (u_origin in [0, 4096) m), so the low pieces are always zero and
// tiles with corners in [0, 4096)^2 m pay nothing; p stays below 4096 m plus the tile's extent, whose
// float rounding (under 0.5 mm for tiles up to 4096 m wide) is the same wherever the tile lies.
//
// Nodes that need the absolute world position (position input, shapes, heightmap placement) use
// ogn_worldPosition(p): float, resolution about 2^-24 of the distance from the world origin, which
// is fine for smooth, large shapes but never for noise lattices.

uniform ivec2 u_anchor;

// Domain type aliases: node functions are written once against these and compile on the plane
// (here) and on the sphere (planet.glsl, which replaces this file in sphere programs).
#define OgnPos vec2   // a position relative to the anchor, metres
#define OgnFrame mat2 // an octave frame (lattice = frame * position)
#define OgnNoise vec3 // a noise primitive's (value, lattice gradient)
#define OgnSlope vec2 // a gradient per metre as a vector of the world (on a plane: along x and y)

// A noise lattice position: cell (wraps mod 2^32) and fraction in [0, 1).
struct OgnLatticePoint {
    uvec2 cell;
    vec2 f;
};

// Powers 0..15 of the 3-4-5 rotation [[0.8, -0.6], [0.6, 0.8]] as (cos, sin), each truncated to
// 12 significant bits (exact literals; Java twin: Lattice.rotationCos/rotationSin).
const vec2 OGN_ROTATION[16] = vec2[16](
    vec2(1.0, 0.0),
    vec2(0.7998046875, 0.599853515625),
    vec2(0.2799072265625, 0.9599609375),
    vec2(-0.3519287109375, 0.935791015625),
    vec2(-0.843017578125, 0.53759765625),
    vec2(-0.9970703125, -0.075836181640625),
    vec2(-0.751953125, -0.658935546875),
    vec2(-0.20635986328125, -0.978271484375),
    vec2(0.421875, -0.906494140625),
    vec2(0.88134765625, -0.4720458984375),
    vec2(0.98828125, 0.15118408203125),
    vec2(0.699951171875, 0.7138671875),
    vec2(0.13153076171875, 0.9912109375),
    vec2(-0.489501953125, 0.871826171875),
    vec2(-0.914794921875, 0.40380859375),
    vec2(-0.97412109375, -0.22576904296875)
);

// World position in metres (float: see the note above; never feed it to a noise lattice).
vec2 ogn_worldPosition(vec2 p) {
    return vec2(u_anchor) + p;
}

// The frame of an octave: quantized frequency times the octave's rotation (identity when
// rotate is false). Lattice x = G * w; gradients per metre are transpose(G) * lattice gradient.
mat2 ogn_octaveFrame(float frequency, int octave, bool rotate) {
    vec2 cs = rotate ? OGN_ROTATION[octave & 15] : vec2(1.0, 0.0);
    float fc = ogn_quantize(frequency * cs.x);
    float fs = ogn_quantize(frequency * cs.y);
    return mat2(fc, fs, -fs, fc); // columns: x = fc*wx - fs*wy, y = fs*wx + fc*wy
}

// Adds the exactly representable products v to a lattice accumulator, x then y (ogn_addExactProduct).
void ogn_addExactPair(vec2 v, inout uvec2 cell, inout vec2 f) {
    ogn_addExactProduct(v.x, cell.x, f.x);
    ogn_addExactProduct(v.y, cell.y, f.y);
}

// Lattice position of p (anchor-relative metres) under frame G (entries from ogn_octaveFrame
// or otherwise quantized), shifted by `offset` lattice cells.
OgnLatticePoint ogn_lattice(vec2 p, mat2 G, vec2 offset) {
    uvec2 cell = uvec2(0u);
    vec2 f = offset;
    // The anchor's 12-bit pieces a = hi * 4096 + lo, each times its column of G: every product has <= 24
    // significant bits. A piece that is zero adds nothing and is skipped (uniform branches): anchors on the
    // 4096 m grid (WorldAnchor.forTile) have no lo pieces, and those in [0, 4096)^2 m none at all.
    if (u_anchor != ivec2(0)) {          // one branch where there is nothing to add
        ivec2 hi = u_anchor >> 12;       // arithmetic shift: floor division by 4096
        ivec2 lo = u_anchor & 0xFFF;     // 0 <= lo < 4096
        if (hi.x != 0) {
            ogn_addExactPair(G[0] * (float(hi.x) * 4096.0), cell, f);
        }
        if (lo.x != 0) {
            ogn_addExactPair(G[0] * float(lo.x), cell, f);
        }
        if (hi.y != 0) {
            ogn_addExactPair(G[1] * (float(hi.y) * 4096.0), cell, f);
        }
        if (lo.y != 0) {
            ogn_addExactPair(G[1] * float(lo.y), cell, f);
        }
    }
    vec2 x = f + G * p;
    vec2 w = floor(x);
    return OgnLatticePoint(cell + uvec2(ivec2(w)), x - w);
}

// Converts a gradient per lattice cell into a gradient per metre.
vec2 ogn_toWorld(mat2 G, vec2 latticeGradient) {
    return transpose(G) * latticeGradient;
}

// A gradient per lattice cell as a gradient per metre that nodes add up and move by (OgnSlope): on a
// plane the same as ogn_toWorld (planet.glsl: a 3D vector in the tangent plane, the same on every map).
OgnSlope ogn_slope(mat2 G, vec2 latticeGradient) {
    return ogn_toWorld(G, latticeGradient);
}

// A slope's components along the map's x and y (what a field's gradient holds).
vec2 ogn_slopeInFrame(OgnSlope s) {
    return s;
}

// p moved by the vector d of metres (an OgnSlope scaled to metres).
vec2 ogn_displaceBy(vec2 p, OgnSlope d) {
    return p + d;
}

// p moved by d metres along the map's x and y axes.
vec2 ogn_displace(vec2 p, vec2 d) {
    return p + d;
}
