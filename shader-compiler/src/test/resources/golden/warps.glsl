#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "convex"
layout(location = 2) out vec4 o_mask_1; // mask "gullies"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform float u_curv_scale;
uniform float u_curv_step;
uniform float u_domain_gain;
uniform float u_domain_lacunarity;
uniform int u_domain_levels;
uniform int u_domain_octaves;
uniform float u_domain_scale;
uniform uint u_domain_seed;
uniform float u_domain_strength;
uniform float u_down_strength;
uniform float u_fields_strength;
uniform float u_guide_ax;
uniform float u_guide_ay;
uniform float u_guide_bx;
uniform float u_guide_by;
uniform float u_guide_heightA;
uniform float u_guide_heightB;
uniform int u_guide_profile;
uniform float u_guide_width;
uniform float u_ox_amplitude;
uniform float u_ox_scale;
uniform uint u_ox_seed;
uniform float u_oy_amplitude;
uniform float u_oy_scale;
uniform uint u_oy_seed;
uniform float u_ridges_scale;
uniform float u_ridges_step;
uniform float u_swiss_amplitude;
uniform float u_swiss_gain;
uniform float u_swiss_lacunarity;
uniform int u_swiss_octaves;
uniform float u_swiss_prewarpGain;
uniform float u_swiss_prewarpLacunarity;
uniform int u_swiss_prewarpOctaves;
uniform float u_swiss_prewarpScale;
uniform float u_swiss_prewarpStrength;
uniform bool u_swiss_rotateOctaves;
uniform float u_swiss_scale;
uniform uint u_swiss_seed;
uniform float u_swiss_warp;

// ---- helper hash
// hash.glsl - integer hashing for every noise node (ALGORITHMS.md section 1).
//
// pcg2d (Jarzynski & Olano, JCGT 9(3), 2020) on unsigned 32-bit pairs. uint arithmetic wraps
// modulo 2^32 in GLSL >= 3.30, so results are bit-exact on every driver and equal to the Java
// twin org.orogen.shader.reference.IntegerHash (int arithmetic and >>>). Never use sin-based or
// float hashes: they collapse at large coordinates.

uvec2 ogn_pcg2d(uvec2 v) {
    v = v * 1664525u + 1013904223u;
    v.x += v.y * 1664525u;
    v.y += v.x * 1664525u;
    v = v ^ (v >> 16u);
    v.x += v.y * 1664525u;
    v.y += v.x * 1664525u;
    v = v ^ (v >> 16u);
    return v;
}

// Hashes a node seed once; lattice hashes are keyed with the result.
uint ogn_mixSeed(uint seed) {
    return ogn_pcg2d(uvec2(seed, 0x9E3779B9u)).x;
}

// The mixed seed of fractal octave `octave`; octave 0 equals ogn_mixSeed(seed).
uint ogn_octaveSeed(uint seed, int octave) {
    return ogn_mixSeed(seed + uint(octave) * 0x9E3779B9u);
}

// Hash of one lattice cell (cell coordinates wrap modulo 2^32).
uvec2 ogn_hashCell(uvec2 cell, uint seedMix) {
    return ogn_pcg2d(uvec2(cell.x ^ seedMix, cell.y));
}

// Maps a hash word to [0, 1) from its top 24 bits: exact in float.
float ogn_unitFloat(uint h) {
    return float(h >> 8u) * (1.0 / 16777216.0);
}

// ---- helper hessian
// Second derivatives of a field from four samples of its analytic gradient at p +- e x and
// p +- e y (central differences of the gradient). gxp etc. are the sampled vec3 fields.
// Returns (hxx, hyy, hxy); hxy averages the two mixed estimates.
vec3 ogn_hessian(vec3 gxp, vec3 gxm, vec3 gyp, vec3 gym, float e) {
    float inv = 0.5 / e;
    float hxx = (gxp.y - gxm.y) * inv;
    float hyy = (gyp.z - gym.z) * inv;
    float hxy = 0.5 * ((gxp.z - gxm.z) + (gyp.y - gym.y)) * inv;
    return vec3(hxx, hyy, hxy);
}

// ---- helper noise
//! require hash
// noise.glsl - noise primitives on a lattice position (cell, fraction), with derivatives.
// Every function returns vec3(value, d/dx, d/dy) with the gradient per lattice cell; convert to
// metres with ogn_toWorld (position.glsl). Java twins: org.orogen.shader.reference.*.

// 16 unit gradient directions at angles (k + 1/2) * 2pi/16 (none along an axis); exact float
// literals of the Java table GradientNoise.directionX/Y.
const vec2 OGN_GRADIENT_DIRECTIONS[16] = vec2[16](
    vec2(0.98078525066375732421875, 0.1950903236865997314453125),
    vec2(0.831469595432281494140625, 0.55557024478912353515625),
    vec2(0.55557024478912353515625, 0.831469595432281494140625),
    vec2(0.1950903236865997314453125, 0.98078525066375732421875),
    vec2(-0.1950903236865997314453125, 0.98078525066375732421875),
    vec2(-0.55557024478912353515625, 0.831469595432281494140625),
    vec2(-0.831469595432281494140625, 0.55557024478912353515625),
    vec2(-0.98078525066375732421875, 0.1950903236865997314453125),
    vec2(-0.98078525066375732421875, -0.1950903236865997314453125),
    vec2(-0.831469595432281494140625, -0.55557024478912353515625),
    vec2(-0.55557024478912353515625, -0.831469595432281494140625),
    vec2(-0.1950903236865997314453125, -0.98078525066375732421875),
    vec2(0.1950903236865997314453125, -0.98078525066375732421875),
    vec2(0.55557024478912353515625, -0.831469595432281494140625),
    vec2(0.831469595432281494140625, -0.55557024478912353515625),
    vec2(0.98078525066375732421875, -0.1950903236865997314453125)
);

// Gradient noise output factor: the raw range is +-sqrt(2)/2, so outputs lie in [-1, 1].
const float OGN_GRADIENT_NOISE_NORMALIZATION = 1.41421356237;

vec2 ogn_fade(vec2 f) {
    return f * f * f * (f * (f * 6.0 - 15.0) + 10.0);
}

vec2 ogn_fadeDerivative(vec2 f) {
    vec2 g = f * (f - 1.0);
    return 30.0 * g * g;
}

vec2 ogn_cornerGradient(uvec2 cell, uint seedMix) {
    return OGN_GRADIENT_DIRECTIONS[ogn_hashCell(cell, seedMix).x >> 28u];
}

// Gradient (Perlin) noise, quintic fade, exact analytic gradient (ALGORITHMS.md section 2).
// `pseudo` receives Scape's pseudo-derivative (only the fade-derivative terms; not a gradient).
vec3 ogn_gradientNoiseAndPseudo(uvec2 cell, vec2 f, uint seedMix, out vec2 pseudo) {
    vec2 ga = ogn_cornerGradient(cell, seedMix);
    vec2 gb = ogn_cornerGradient(cell + uvec2(1u, 0u), seedMix);
    vec2 gc = ogn_cornerGradient(cell + uvec2(0u, 1u), seedMix);
    vec2 gd = ogn_cornerGradient(cell + uvec2(1u, 1u), seedMix);
    float va = dot(ga, f);
    float vb = dot(gb, f - vec2(1.0, 0.0));
    float vc = dot(gc, f - vec2(0.0, 1.0));
    float vd = dot(gd, f - vec2(1.0, 1.0));
    vec2 u = ogn_fade(f);
    vec2 du = ogn_fadeDerivative(f);
    float k = va - vb - vc + vd;
    float n = va + u.x * (vb - va) + u.y * (vc - va) + u.x * u.y * k;
    vec2 fadeTerms = du * vec2(u.y * k + vb - va, u.x * k + vc - va);
    vec2 grad = ga + u.x * (gb - ga) + u.y * (gc - ga) + u.x * u.y * (ga - gb - gc + gd) + fadeTerms;
    pseudo = OGN_GRADIENT_NOISE_NORMALIZATION * fadeTerms;
    return OGN_GRADIENT_NOISE_NORMALIZATION * vec3(n, grad);
}

vec3 ogn_gradientNoise(uvec2 cell, vec2 f, uint seedMix) {
    vec2 unused;
    return ogn_gradientNoiseAndPseudo(cell, f, seedMix, unused);
}

float ogn_valueCorner(uvec2 cell, uint seedMix) {
    return 2.0 * ogn_unitFloat(ogn_hashCell(cell, seedMix).x) - 1.0;
}

// Value noise (Quilez), quintic fade, exact gradient; values in [-1, 1].
vec3 ogn_valueNoise(uvec2 cell, vec2 f, uint seedMix) {
    float a = ogn_valueCorner(cell, seedMix);
    float b = ogn_valueCorner(cell + uvec2(1u, 0u), seedMix);
    float c = ogn_valueCorner(cell + uvec2(0u, 1u), seedMix);
    float d = ogn_valueCorner(cell + uvec2(1u, 1u), seedMix);
    vec2 u = ogn_fade(f);
    vec2 du = ogn_fadeDerivative(f);
    float k = a - b - c + d;
    float n = a + (b - a) * u.x + (c - a) * u.y + k * u.x * u.y;
    return vec3(n, du * vec2((b - a) + k * u.y, (c - a) + k * u.x));
}

// Cellular (Worley) noise: F1 and F2 distances (lattice cells) to the nearest feature points,
// gradients = unit vectors from the feature point to the sample. One feature point per cell at
// cell + 0.5 + jitter * (hash - 0.5); a 5x5 search is exact for jitter in [0, 1].
void ogn_cellular(uvec2 cell, vec2 f, uint seedMix, float jitter, out vec3 f1, out vec3 f2) {
    float d1 = 1e30;
    float d2 = 1e30;
    vec2 o1 = vec2(0.0);
    vec2 o2 = vec2(0.0);
    for (int j = -2; j <= 2; j++) {
        for (int i = -2; i <= 2; i++) {
            uvec2 h = ogn_hashCell(cell + uvec2(ivec2(i, j)), seedMix);
            vec2 feature = vec2(float(i), float(j)) + 0.5
                    + jitter * (vec2(ogn_unitFloat(h.x), ogn_unitFloat(h.y)) - 0.5);
            vec2 o = f - feature;
            float d = length(o);
            if (d < d1) {
                d2 = d1; o2 = o1;
                d1 = d; o1 = o;
            } else if (d < d2) {
                d2 = d; o2 = o;
            }
        }
    }
    f1 = vec3(d1, o1 / max(d1, 1e-9));
    f2 = vec3(d2, o2 / max(d2, 1e-9));
}

// ---- helper position
// position.glsl - world positions, the per-tile anchor, and exact noise lattice coordinates.
//
// PRECISION DESIGN (ALGORITHMS.md section 8; also docs/architecture.md "Positions and precision")
//
// World positions are doubles on the CPU. float32 cannot hold them: at 10^6 m a float has a
// resolution of 1/16 m, and after multiplying by a noise frequency the fraction inside a noise
// cell is lost entirely. So a world position w is never formed in the shader. Instead:
//
//   w = u_anchor + p
//
//   u_anchor  uniform ivec2, whole metres, |component| < 2^24 (16 777 km). Set per tile by the
//             runtime from org.orogen.shader.WorldAnchor (the tile origin rounded down).
//   p         the `vec2 p` every node function receives: metres relative to the anchor, small
//             (tile-local). The compiler emits p = u_origin + pixel offset * u_texelSize, where
//             u_origin (the tile origin minus the anchor, in [0, 1) m) also comes from WorldAnchor.
//
// Warps and filters displace p by small amounts (metres); the anchor never changes within a
// draw, so everything downstream stays consistent.
//
// A noise octave needs the lattice position x = G * w + o, where G = frequency * rotation is the
// octave's 2x2 "frame" and o a seed offset in [0, 1)^2. It is computed as
//
//   x = G * anchor      (exact: integer cell mod 2^32 + fraction)
//     + G * p + o       (small float)
//
// G * anchor is made exact without double arithmetic and without trusting the compiler's
// rounding: every frame entry is truncated to 12 significant bits (ogn_quantize; changes the
// frequency by < 0.025 %), and each anchor component is split into 12-bit pieces
// a = hi * 4096 + lo (|hi| <= 4096, 0 <= lo < 4096). Every product g * hi and g * lo then has at
// most 24 significant bits, so it is exact in float32 - and stays exact if the compiler contracts
// it into an FMA. Each exact product is split into an integer part (wrapped mod 2^32, which the
// integer hash needs anyway) and an exact fraction; integer parts add as uint, fractions as
// float (each < 1) - using integer operations on the float's bits, because optimizers
// re-associate float sums (see ogn_addExact). Only then is the small G * p + o added and the
// result floored once more.
//
// Consequences: the lattice fraction has the same precision at 10^6 m as at the origin, two tiles
// with different anchors agree on shared positions up to float rounding of the tile-local part
// (relative 2^-24 of the tile extent in cells), and lattice cells wrap after 2^32 cells (the noise
// repeats with that period). When u_anchor is (0, 0) the exact part is skipped (a uniform branch),
// so previews near the origin pay nothing.
//
// Nodes that need the absolute world position (position input, shapes, heightmap placement) use
// ogn_worldPosition(p): float, resolution about 2^-24 of the distance from the world origin, which
// is fine for smooth, large shapes but never for noise lattices.

uniform ivec2 u_anchor;

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

// Truncates to 12 significant bits (sign, exponent and the top 11 stored mantissa bits).
float ogn_quantize(float v) {
    return uintBitsToFloat(floatBitsToUint(v) & 0xFFFFF000u);
}

// First octave's frequency (cycles per metre) for a feature scale in metres.
float ogn_baseFrequency(float scale) {
    return ogn_quantize(1.0 / scale);
}

// Next octave's frequency.
float ogn_nextFrequency(float frequency, float lacunarity) {
    return ogn_quantize(frequency * lacunarity);
}

// The frame of an octave: quantized frequency times the octave's rotation (identity when
// rotate is false). Lattice x = G * w; gradients per metre are transpose(G) * lattice gradient.
mat2 ogn_octaveFrame(float frequency, int octave, bool rotate) {
    vec2 cs = rotate ? OGN_ROTATION[octave & 15] : vec2(1.0, 0.0);
    float fc = ogn_quantize(frequency * cs.x);
    float fs = ogn_quantize(frequency * cs.y);
    return mat2(fc, fs, -fs, fc); // columns: x = fc*wx - fs*wy, y = fs*wx + fc*wy
}

// 2^-k as a float, built from its bits (exact; exp2 need not be exact), 0 <= k <= 126.
float ogn_inversePowerOfTwo(int k) {
    return uintBitsToFloat(uint(127 - k) << 23u);
}

// Adds an exactly representable float v to a (wrapped integer, fraction) accumulator: floor(v)
// mod 2^32 goes to `whole`, v - floor(v) to `f`. Done with integer operations on v's bits, on
// purpose: with float arithmetic (f += v - floor(v)) Mesa's optimizer re-associates the sum into
// (f + v) - floor(v), which rounds at the magnitude of v (measured: 1.4e-5 cell at 1.6e7 m), and
// GLSL 3.30 has no `precise`. Integer operations are never re-associated.
void ogn_addExact(float v, inout uint whole, inout float f) {
    uint bits = floatBitsToUint(v);
    uint biased = (bits >> 23u) & 0xFFu;
    if (biased == 0u) {
        return; // zero (or a denormal below 2^-126: nothing worth adding)
    }
    bool negative = (bits & 0x80000000u) != 0u;
    int e = int(biased) - 150;                 // |v| = m * 2^e
    uint m = (bits & 0x7FFFFFu) | 0x800000u;
    if (e >= 0) {                              // an integer: no fraction
        uint w = e < 32 ? m << uint(e) : 0u;
        whole += negative ? 0u - w : w;
    } else if (e > -24) {                      // integer part m >> -e, fraction bits below it
        int k = -e;
        uint w = m >> uint(k);
        uint fractionBits = m & ((1u << uint(k)) - 1u);
        if (negative && fractionBits != 0u) {
            whole += ~w;                       // floor(-(w + r)) = -(w + 1) = ~w (mod 2^32)
            fractionBits = (1u << uint(k)) - fractionBits;
        } else {
            whole += negative ? 0u - w : w;
        }
        f += float(fractionBits) * ogn_inversePowerOfTwo(k); // < 2^23 times 2^-k: exact
    } else {                                   // |v| < 1
        if (negative) {
            whole += 0xFFFFFFFFu;              // floor = -1
            f += 1.0 + v;                      // rounding below 2^-24 cell at most
        } else {
            f += v;
        }
    }
}

// Lattice position of p (anchor-relative metres) under frame G (entries from ogn_octaveFrame
// or otherwise quantized), shifted by `offset` lattice cells.
OgnLatticePoint ogn_lattice(vec2 p, mat2 G, vec2 offset) {
    uvec2 cell = uvec2(0u);
    vec2 f = offset;
    if (u_anchor != ivec2(0)) {
        ivec2 hi = u_anchor >> 12;       // arithmetic shift: floor division by 4096
        ivec2 lo = u_anchor & 0xFFF;     // 0 <= lo < 4096
        vec2 hx = vec2(hi) * 4096.0;     // exact: |hi| <= 4096
        // columns of G times each 12-bit piece: every product has <= 24 significant bits
        vec2 products[4] = vec2[4](G[0] * hx.x, G[0] * float(lo.x), G[1] * hx.y, G[1] * float(lo.y));
        for (int i = 0; i < 4; i++) {
            ogn_addExact(products[i].x, cell.x, f.x);
            ogn_addExact(products[i].y, cell.y, f.y);
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

// ---- helper fractal
//! require noise
//! require position
// fractal.glsl - one noise octave at an anchor-relative position p: the octave's seed offset,
// the exact lattice split (position.glsl), the noise, and the chain rule back to metres.
// Gradients returned here are per metre. Java twin: org.orogen.shader.reference.Octaves.

// Seed-derived fractional lattice offset of an octave: keeps all octaves from sitting on a
// lattice point (where gradient noise is zero) at the same place.
vec2 ogn_octaveOffset(uint octaveSeed) {
    uvec2 h = ogn_pcg2d(uvec2(octaveSeed, 0x2545F491u));
    return vec2(ogn_unitFloat(h.x), ogn_unitFloat(h.y));
}

OgnLatticePoint ogn_octaveLattice(vec2 p, mat2 G, uint octaveSeed) {
    return ogn_lattice(p, G, ogn_octaveOffset(octaveSeed));
}

// Gradient noise octave; `pseudo` receives the pseudo-derivative per metre.
vec3 ogn_gradientOctaveAndPseudo(vec2 p, mat2 G, uint octaveSeed, out vec2 pseudo) {
    OgnLatticePoint l = ogn_octaveLattice(p, G, octaveSeed);
    vec2 latticePseudo;
    vec3 n = ogn_gradientNoiseAndPseudo(l.cell, l.f, octaveSeed, latticePseudo);
    pseudo = ogn_toWorld(G, latticePseudo);
    return vec3(n.x, ogn_toWorld(G, n.yz));
}

vec3 ogn_gradientOctave(vec2 p, mat2 G, uint octaveSeed) {
    vec2 unused;
    return ogn_gradientOctaveAndPseudo(p, G, octaveSeed, unused);
}

vec3 ogn_valueOctave(vec2 p, mat2 G, uint octaveSeed) {
    OgnLatticePoint l = ogn_octaveLattice(p, G, octaveSeed);
    vec3 n = ogn_valueNoise(l.cell, l.f, octaveSeed);
    return vec3(n.x, ogn_toWorld(G, n.yz));
}

void ogn_cellularOctave(vec2 p, mat2 G, uint octaveSeed, float jitter, out vec3 f1, out vec3 f2) {
    OgnLatticePoint l = ogn_octaveLattice(p, G, octaveSeed);
    ogn_cellular(l.cell, l.f, octaveSeed, jitter, f1, f2);
    f1.yz = ogn_toWorld(G, f1.yz);
    f2.yz = ogn_toWorld(G, f2.yz);
}

// Plain fBm of gradient noise, normalized by the sum of octave amplitudes (result in [-1, 1]);
// used by nodes that need a cheap turbulence field (the Scape pre-warp).
vec3 ogn_fbm(vec2 p, float scale, int octaves, float lacunarity, float gain, uint seed) {
    vec3 sum = vec3(0.0);
    float weight = 0.0;
    float a = 1.0;
    float frequency = ogn_baseFrequency(scale);
    for (int i = 0; i < octaves; i++) {
        sum += a * ogn_gradientOctave(p, ogn_octaveFrame(frequency, i, true), ogn_octaveSeed(seed, i));
        weight += a;
        frequency = ogn_nextFrequency(frequency, lacunarity);
        a *= gain;
    }
    return sum / max(weight, 1e-6);
}

// ---- helper profile
// Radial profiles shared by the shape nodes. t is the normalised distance from the crest
// (0 at the crest, 1 at the foot). Returns vec2(f(t), f'(t)); f(0) = 1.
// kind: 0 cone (linear), 1 dome (parabolic), 2 bell (smooth at crest and foot), 3 gaussian.
vec2 ogn_profile(int kind, float t) {
    t = max(t, 0.0);
    if (kind == 3) {
        // exp(-4.5 t^2) is 0.011 at t = 1: the foot blends into the surroundings.
        float f = exp(-4.5 * t * t);
        return vec2(f, -9.0 * t * f);
    }
    if (t >= 1.0) {
        return vec2(0.0);
    }
    if (kind == 0) {
        return vec2(1.0 - t, -1.0);
    }
    if (kind == 1) {
        return vec2(1.0 - t * t, -2.0 * t);
    }
    float s = 1.0 - t * t;
    return vec2(s * s, -4.0 * t * s);
}

// ---- helper scape
//! require fractal
// scape.glsl - shared parts of the Scape family (seeds 000, 001): the optional pre-warp of p by
// two cheap turbulence fields, and the chain rule back through it.

// Pre-warped position q = p + strength * (Wx(p), Wy(p)), with Wx, Wy plain fBm in [-1, 1] (own
// scale, octaves, lacunarity and gain; seeds derived from the node seed). wx, wy receive the two
// fields with gradients for ogn_prewarpGradient. strength 0 (the default) costs nothing.
vec2 ogn_prewarp(vec2 p, float strength, float scale, int octaves, float lacunarity, float gain, uint seed,
                 out vec3 wx, out vec3 wy) {
    wx = vec3(0.0);
    wy = vec3(0.0);
    if (strength == 0.0) {
        return p;
    }
    wx = ogn_fbm(p, scale, clamp(octaves, 1, 8), lacunarity, gain, seed ^ 0x68E31DA4u);
    wy = ogn_fbm(p, scale, clamp(octaves, 1, 8), lacunarity, gain, seed ^ 0xB5297A4Du);
    return p + strength * vec2(wx.x, wy.x);
}

// Gradient with respect to p of a function whose gradient with respect to q is g:
// transpose(J) g with J = I + strength * [grad Wx; grad Wy].
vec2 ogn_prewarpGradient(vec2 g, float strength, vec3 wx, vec3 wy) {
    return g + strength * (g.x * wx.yz + g.y * wy.yz);
}

// ---- node type combine.add
void ogn_combine_add(vec2 p, vec3 a, vec3 b, out vec3 result) {
    result = a + b;
}

// ---- node type noise.value
//! require fractal
// Value noise in [-1, 1] times amplitude, exact gradient.
void ogn_noise_value(vec2 p, float scale, float amplitude, uint seed, out vec3 value) {
    mat2 G = ogn_octaveFrame(ogn_baseFrequency(scale), 0, false);
    value = amplitude * ogn_valueOctave(p, G, ogn_octaveSeed(seed, 0));
}

// ---- node type scape.swiss_turbulence
//! require scape
// Swiss turbulence (Giliam de Carpentier, seed 000): ridged octaves looked up at
// (p + warp * dsum) * freq, dsum += amp * grad n * (-n) (argument units), and
// amp *= gain * clamp(sum, 0, 1): finer octaves are elongated towards ridges and fade in valleys.
// Output gradient: sum_i amp_i * (-sign n_i) grad n_i, ignoring how warp and amp depend on p:
// approximate.
void ogn_scape_swiss_turbulence(vec2 p, float scale, float amplitude, int octaves, float lacunarity, float gain,
                                float warp, bool rotateOctaves,
                                float prewarpStrength, float prewarpScale, int prewarpOctaves,
                                float prewarpLacunarity, float prewarpGain, uint seed, out vec3 value) {
    vec3 wx;
    vec3 wy;
    vec2 q = ogn_prewarp(p, prewarpStrength, prewarpScale, prewarpOctaves, prewarpLacunarity, prewarpGain,
                         seed, wx, wy);
    float sum = 0.0;
    vec2 grad = vec2(0.0);
    vec2 dsum = vec2(0.0);
    float amp = 1.0;
    float frequency = ogn_baseFrequency(scale);
    for (int i = 0; i < clamp(octaves, 1, 16); i++) {
        // the article's warp is in base-octave units; one base unit is `scale` metres
        vec3 n = ogn_gradientOctave(q + warp * scale * dsum, ogn_octaveFrame(frequency, i, rotateOctaves),
                                    ogn_octaveSeed(seed, i));
        sum += amp * (1.0 - abs(n.x));
        grad += amp * -sign(n.x) * n.yz;
        dsum += amp * (n.yz / frequency) * -n.x;
        frequency = ogn_nextFrequency(frequency, lacunarity);
        amp *= gain * clamp(sum, 0.0, 1.0);
    }
    value = amplitude * vec3(sum, ogn_prewarpGradient(grad, prewarpStrength, wx, wy));
}

// ---- node type shape.ridge_line
//! require position
//! require profile
// A ridge along the segment A-B: crest height varies linearly from heightA to heightB,
// the cross-section is profile(distance / width).
void ogn_shape_ridge_line(vec2 p, float ax, float ay, float bx, float by, float heightA,
                          float heightB, float width, int profile, out vec3 result) {
    vec2 w = ogn_worldPosition(p); // absolute world metres (float precision)
    vec2 a = vec2(ax, ay);
    vec2 ab = vec2(bx, by) - a;
    float len2 = max(dot(ab, ab), 1e-12);
    float sRaw = dot(w - a, ab) / len2;
    float s = clamp(sRaw, 0.0, 1.0);
    vec2 toP = w - (a + s * ab);
    float dist = length(toP);
    float halfWidth = max(width, 1e-6);
    vec2 f = ogn_profile(profile, dist / halfWidth);
    float crest = mix(heightA, heightB, s);
    // s only moves with w between the end points; beyond them the crest height is constant.
    vec2 gradS = (sRaw > 0.0 && sRaw < 1.0) ? ab / len2 : vec2(0.0);
    vec2 gradDist = dist > 0.0 ? toP / dist : vec2(0.0);
    vec2 grad = (heightB - heightA) * gradS * f.x + crest * f.y / halfWidth * gradDist;
    result = vec3(crest * f.x, grad);
}

// ---- prototypes
vec3 s_domain_result(vec2 p);
vec3 s_fields_result(vec2 p);
vec3 s_sum_result(vec2 p);
vec3 s_swiss_value(vec2 p);
void f_curv(vec2 p, float step, float scale, out vec3 curvature, out vec3 mask);
void f_domain(vec2 p, float scale, float strength, int octaves, float lacunarity, float gain, int levels, uint seed, out vec3 result);
void f_down(vec2 p, vec3 guide, float strength, out vec3 result);
void f_fields(vec2 p, vec3 offsetX, vec3 offsetY, float strength, out vec3 result);
void f_ridges(vec2 p, float step, float scale, out vec3 ridge, out vec3 crease);

// ---- node curv (mask.curvature)
//! require hessian
// Curvature: the Laplacian of the source (1/m) from four samples of its gradient `step`
// metres away, and a mask mapping it to [0, 1] (0.5 flat, towards 1 convex/ridges, towards 0
// concave/valleys; `scale` metres is the radius of curvature that saturates the mask).
// Gradients of both outputs are not computed (zero): they would need third derivatives.
void f_curv(vec2 p, float step, float scale, out vec3 curvature, out vec3 mask) {
    float e = max(step, 1e-4);
    vec3 hs = ogn_hessian(s_sum_result(p + vec2(e, 0.0)), s_sum_result(p - vec2(e, 0.0)),
                          s_sum_result(p + vec2(0.0, e)), s_sum_result(p - vec2(0.0, e)), e);
    float laplacian = hs.x + hs.y;
    curvature = vec3(laplacian, 0.0, 0.0);
    mask = vec3(clamp(0.5 - 0.5 * laplacian * scale, 0.0, 1.0), 0.0, 0.0);
}

// ---- node domain (warp.domain)
//! require fractal
// Quilez domain warp (ALGORITHMS.md section 5). One level: w = p + strength * q(p) with
// q = (fbm_a, fbm_b); two levels: w = p + strength * r(p + strength * q(p)). The fBm fields are
// normalised to [-1, 1], so strength is the largest displacement in metres.
// Gradient: grad (source o w) = J^T grad source(w), J = I + strength [grad r_x; grad r_y], and
// for two levels grad (r o w1) = J1^T grad r.
void f_domain(vec2 p, float scale, float strength, int octaves, float lacunarity, float gain, int levels,
         uint seed, out vec3 result) {
    // Each component gets its own seed so x and y displacements are uncorrelated.
    vec3 qx = ogn_fbm(p, scale, octaves, lacunarity, gain, seed ^ 0x1B873593u);
    vec3 qy = ogn_fbm(p, scale, octaves, lacunarity, gain, seed ^ 0xCC9E2D51u);
    vec2 w = p + strength * vec2(qx.x, qy.x);
    mat2 jacobian = mat2(1.0 + strength * qx.y, strength * qy.y,
                         strength * qx.z, 1.0 + strength * qy.z);
    if (levels >= 1) {
        vec3 rx = ogn_fbm(w, scale, octaves, lacunarity, gain, seed ^ 0x85EBCA6Bu);
        vec3 ry = ogn_fbm(w, scale, octaves, lacunarity, gain, seed ^ 0xC2B2AE35u);
        vec2 drx = rx.yz * jacobian;
        vec2 dry = ry.yz * jacobian;
        w = p + strength * vec2(rx.x, ry.x);
        jacobian = mat2(1.0 + strength * drx.x, strength * dry.x,
                        strength * drx.y, 1.0 + strength * dry.y);
    }
    vec3 s = s_swiss_value(w);
    result = vec3(s.x, s.yz * jacobian);
}

// ---- node down (warp.downslope)
// Downslope warp: evaluates the source at q = p + strength * grad(guide). A source feature at s
// then shows where p + strength * grad(guide) = s, i.e. displaced by strength * grad(guide)
// towards lower ground: the detail is dragged downhill along the guide terrain (strength in
// metres per unit slope). The Jacobian's second-derivative part (the guide's curvature) is not
// available, so the gradient uses J = I (approximate).
void f_down(vec2 p, vec3 guide, float strength, out vec3 result) {
    vec2 q = p + strength * guide.yz;
    result = s_fields_result(q);
}

// ---- node fields (warp.by_fields)
// Warp by two fields: evaluates the source at q = p + strength (offsetX, offsetY).
// Chain rule with the warp's Jacobian J = I + strength [grad offsetX; grad offsetY]:
// grad (source o q) = J^T grad source(q)  (in GLSL, row vector times matrix).
void f_fields(vec2 p, vec3 offsetX, vec3 offsetY, float strength, out vec3 result) {
    vec2 q = p + strength * vec2(offsetX.x, offsetY.x);
    vec3 s = s_domain_result(q);
    mat2 jacobian = mat2(1.0 + strength * offsetX.y, strength * offsetY.y,
                         strength * offsetX.z, 1.0 + strength * offsetY.z);
    result = vec3(s.x, s.yz * jacobian);
}

// ---- node ridges (mask.ridge_crease)
//! require hessian
// Ridge and crease maps from the principal curvatures (eigenvalues of the Hessian, sampled as
// in the curvature node): ridges where the terrain bends down strongly across some direction
// (most negative eigenvalue), creases (gullies, valley lines) where it bends up.
// `scale` metres: the radius of curvature that saturates the mask. Zero gradients.
void f_ridges(vec2 p, float step, float scale, out vec3 ridge, out vec3 crease) {
    float e = max(step, 1e-4);
    vec3 hs = ogn_hessian(s_sum_result(p + vec2(e, 0.0)), s_sum_result(p - vec2(e, 0.0)),
                          s_sum_result(p + vec2(0.0, e)), s_sum_result(p - vec2(0.0, e)), e);
    float mean = 0.5 * (hs.x + hs.y);
    float radius = sqrt(0.25 * (hs.x - hs.y) * (hs.x - hs.y) + hs.z * hs.z);
    float lowest = mean - radius;
    float highest = mean + radius;
    ridge = vec3(clamp(-lowest * scale, 0.0, 1.0), 0.0, 0.0);
    crease = vec3(clamp(highest * scale, 0.0, 1.0), 0.0, 0.0);
}

// ---- sampled source domain.result
vec3 s_domain_result(vec2 p) {
    vec3 n_domain_result; f_domain(p, u_domain_scale, u_domain_strength, u_domain_octaves, u_domain_lacunarity, u_domain_gain, u_domain_levels, u_domain_seed, n_domain_result);
    return n_domain_result;
}

// ---- sampled source fields.result
vec3 s_fields_result(vec2 p) {
    vec3 n_ox_value; ogn_noise_value(p, u_ox_scale, u_ox_amplitude, u_ox_seed, n_ox_value);
    vec3 n_oy_value; ogn_noise_value(p, u_oy_scale, u_oy_amplitude, u_oy_seed, n_oy_value);
    vec3 n_fields_result; f_fields(p, n_ox_value, n_oy_value, u_fields_strength, n_fields_result);
    return n_fields_result;
}

// ---- sampled source sum.result
vec3 s_sum_result(vec2 p) {
    vec3 n_guide_result; ogn_shape_ridge_line(p, u_guide_ax, u_guide_ay, u_guide_bx, u_guide_by, u_guide_heightA, u_guide_heightB, u_guide_width, u_guide_profile, n_guide_result);
    vec3 n_down_result; f_down(p, n_guide_result, u_down_strength, n_down_result);
    vec3 n_sum_result; ogn_combine_add(p, n_down_result, n_guide_result, n_sum_result);
    return n_sum_result;
}

// ---- sampled source swiss.value
vec3 s_swiss_value(vec2 p) {
    vec3 n_swiss_value; ogn_scape_swiss_turbulence(p, u_swiss_scale, u_swiss_amplitude, u_swiss_octaves, u_swiss_lacunarity, u_swiss_gain, u_swiss_warp, u_swiss_rotateOctaves, u_swiss_prewarpStrength, u_swiss_prewarpScale, u_swiss_prewarpOctaves, u_swiss_prewarpLacunarity, u_swiss_prewarpGain, u_swiss_seed, n_swiss_value);
    return n_swiss_value;
}

void main() {
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_guide_result; ogn_shape_ridge_line(p, u_guide_ax, u_guide_ay, u_guide_bx, u_guide_by, u_guide_heightA, u_guide_heightB, u_guide_width, u_guide_profile, n_guide_result);
    vec3 n_down_result; f_down(p, n_guide_result, u_down_strength, n_down_result);
    vec3 n_sum_result; ogn_combine_add(p, n_down_result, n_guide_result, n_sum_result);
    vec3 n_curv_curvature, n_curv_mask; f_curv(p, u_curv_step, u_curv_scale, n_curv_curvature, n_curv_mask);
    vec3 n_ridges_ridge, n_ridges_crease; f_ridges(p, u_ridges_step, u_ridges_scale, n_ridges_ridge, n_ridges_crease);
    o_height = vec4(n_sum_result, 0.0);
    o_mask_0 = vec4(n_curv_mask, 0.0);
    o_mask_1 = vec4(n_ridges_crease, 0.0);
}
