#version 330 core
// Orogen terrain program, generated from a graph. Do not edit: regenerate instead.

layout(location = 0) out vec4 o_height; // (h, dh/dx, dh/dy, 0)
layout(location = 1) out vec4 o_mask_0; // mask "mix"

uniform vec2 u_origin;     // tile origin minus the anchor, metres (see position.glsl)
uniform vec2 u_texelSize;  // metres per pixel
uniform vec2 u_resolution; // pixels
uniform float u_a_amplitude;
uniform float u_a_scale;
uniform uint u_a_seed;
uniform float u_b_direction;
uniform float u_b_height;
uniform float u_b_originX;
uniform float u_b_originY;
uniform float u_b_slope;
uniform float u_band_falloff;
uniform float u_band_high;
uniform float u_band_low;
uniform float u_clamp_maximum;
uniform float u_clamp_minimum;
uniform int u_curve_curve_count;
uniform vec2 u_curve_curve_points[16];
uniform float u_detail_erosion;
uniform float u_detail_strength;
uniform float u_divide_epsilon;
uniform float u_inside_strength;
uniform float u_invert_pivot;
uniform int u_mc_mode;
uniform float u_power_exponent;
uniform bool u_remap_clampResult;
uniform float u_remap_inMax;
uniform float u_remap_inMin;
uniform float u_remap_outMax;
uniform float u_remap_outMin;
uniform float u_scale_offset;
uniform float u_scale_scale;
uniform float u_smooth_edge0;
uniform float u_smooth_edge1;
uniform float u_smooth_max_smoothness;
uniform float u_smooth_min_smoothness;
uniform float u_valley_high;
uniform float u_valley_low;
uniform float u_valley_peakSharpen;
uniform float u_valley_valleyFill;

// ---- helper convert
// Port conversions the compiler inserts (graph-model's PortType table).
// FIELD -> MASK: clamp to [0, 1]; the gradient is zero where the clamp is active.
vec3 ogn_clampToUnit(vec3 v) {
    if (v.x < 0.0) {
        return vec3(0.0);
    }
    if (v.x > 1.0) {
        return vec3(1.0, 0.0, 0.0);
    }
    return v;
}

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

// ---- helper monotone_curve
// Monotone cubic Hermite spline through up to 16 control points (x strictly increasing).
// Tangents are the Fritsch-Butland weighted harmonic mean of the neighbouring secants (zero
// where the secants change sign), which keeps every segment monotone and needs only the
// segment's neighbours, so one lookup costs a short loop. Outside the first/last point the
// curve is constant. Returns vec2(y, dy/dx).
float ogn_curve_secant(vec2 a, vec2 b) {
    return (b.y - a.y) / max(b.x - a.x, 1e-12);
}

float ogn_curve_tangent(int k, int count, vec2 points[16]) {
    if (k == 0) {
        return ogn_curve_secant(points[0], points[1]);
    }
    if (k == count - 1) {
        return ogn_curve_secant(points[count - 2], points[count - 1]);
    }
    float d0 = ogn_curve_secant(points[k - 1], points[k]);
    float d1 = ogn_curve_secant(points[k], points[k + 1]);
    if (d0 * d1 <= 0.0) {
        return 0.0;
    }
    return 2.0 * d0 * d1 / (d0 + d1);
}

vec2 ogn_monotone_curve(float x, int count, vec2 points[16]) {
    int n = clamp(count, 0, 16);
    if (n == 0) {
        return vec2(x, 1.0);
    }
    if (n == 1 || x <= points[0].x) {
        return vec2(points[0].y, 0.0);
    }
    if (x >= points[n - 1].x) {
        return vec2(points[n - 1].y, 0.0);
    }
    int k = 0;
    for (int i = 1; i < 16; i++) {
        if (i < n - 1 && x >= points[i].x) {
            k = i;
        }
    }
    vec2 a = points[k];
    vec2 b = points[k + 1];
    float h = max(b.x - a.x, 1e-12);
    float t = (x - a.x) / h;
    float ma = ogn_curve_tangent(k, n, points) * h;
    float mb = ogn_curve_tangent(k + 1, n, points) * h;
    float t2 = t * t;
    float t3 = t2 * t;
    float y = (2.0 * t3 - 3.0 * t2 + 1.0) * a.y + (t3 - 2.0 * t2 + t) * ma
            + (-2.0 * t3 + 3.0 * t2) * b.y + (t3 - t2) * mb;
    float dy = (6.0 * t2 - 6.0 * t) * a.y + (3.0 * t2 - 4.0 * t + 1.0) * ma
            + (-6.0 * t2 + 6.0 * t) * b.y + (3.0 * t2 - 2.0 * t) * mb;
    return vec2(y, dy / h);
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

// ---- helper smooth_min
// Polynomial smooth minimum (Quilez) with its gradient. k is the blend width in value units.
// With h = clamp(0.5 + 0.5 (b - a) / k, 0, 1) the value is mix(b, a, h) - k h (1 - h);
// the terms from dh cancel exactly, so the gradient is mix(grad b, grad a, h).
vec3 ogn_smooth_min(vec3 a, vec3 b, float k) {
    float kk = max(k, 1e-6);
    float h = clamp(0.5 + 0.5 * (b.x - a.x) / kk, 0.0, 1.0);
    return vec3(mix(b.x, a.x, h) - kk * h * (1.0 - h), mix(b.yz, a.yz, h));
}

// ---- node type combine.abs
// |v| with gradient sign(v) dv (zero exactly at v = 0).
void ogn_combine_abs(vec2 p, vec3 value, out vec3 result) {
    result = value * sign(value.x);
}

// ---- node type combine.apply_inside_mask
// base + strength * mask * detail: detail only where the mask allows it.
void ogn_combine_apply_inside_mask(vec2 p, vec3 base, vec3 detail, vec3 mask, float strength,
                                   out vec3 result) {
    float v = mask.x * detail.x;
    vec2 dv = mask.x * detail.yz + detail.x * mask.yz;
    result = base + strength * vec3(v, dv);
}

// ---- node type combine.clamp
// Limits the value to [minimum, maximum]; the gradient is zero where a limit is active.
void ogn_combine_clamp(vec2 p, vec3 value, float minimum, float maximum, out vec3 result) {
    if (value.x < minimum) {
        result = vec3(minimum, 0.0, 0.0);
    } else if (value.x > maximum) {
        result = vec3(maximum, 0.0, 0.0);
    } else {
        result = value;
    }
}

// ---- node type combine.curve
//! require monotone_curve
// Reshapes the value through an editable monotone curve (x = input, y = output).
void ogn_combine_curve(vec2 p, vec3 value, int curveCount, vec2 curvePoints[16],
                       out vec3 result) {
    vec2 c = ogn_monotone_curve(value.x, curveCount, curvePoints);
    result = vec3(c.x, c.y * value.yz);
}

// ---- node type combine.divide
// Safe divide: where |b| is below `epsilon` the result is 0 (with zero gradient) instead of
// Inf/NaN, so a divisor crossing zero never poisons the rest of the graph.
void ogn_combine_divide(vec2 p, vec3 a, vec3 b, float epsilon, out vec3 result) {
    if (abs(b.x) < max(epsilon, 1e-30)) {
        result = vec3(0.0);
        return;
    }
    float q = a.x / b.x;
    result = vec3(q, (a.yz - q * b.yz) / b.x);
}

// ---- node type combine.invert
// Mirrors the value around `pivot`: 2 pivot - v (pivot 0.5 turns a mask m into 1 - m).
void ogn_combine_invert(vec2 p, vec3 value, float pivot, out vec3 result) {
    result = vec3(2.0 * pivot - value.x, -value.yz);
}

// ---- node type combine.max
// The larger input, with the gradient of the input that wins.
void ogn_combine_max(vec2 p, vec3 a, vec3 b, out vec3 result) {
    result = a.x >= b.x ? a : b;
}

// ---- node type combine.min
// The smaller input, with the gradient of the input that wins.
void ogn_combine_min(vec2 p, vec3 a, vec3 b, out vec3 result) {
    result = a.x <= b.x ? a : b;
}

// ---- node type combine.multiply
// Product rule: d(ab) = a db + b da.
void ogn_combine_multiply(vec2 p, vec3 a, vec3 b, out vec3 result) {
    result = vec3(a.x * b.x, a.x * b.yz + b.x * a.yz);
}

// ---- node type combine.power
// Sign-preserving power sign(v) |v|^e; gradient e |v|^(e-1) dv (0 at v = 0, where it may be
// infinite for e < 1).
void ogn_combine_power(vec2 p, vec3 value, float exponent, out vec3 result) {
    float a = abs(value.x);
    if (a < 1e-30) {
        result = vec3(0.0);
        return;
    }
    float r = pow(a, exponent);
    result = vec3(sign(value.x) * r, exponent * r / a * value.yz);
}

// ---- node type combine.remap
// Maps [inMin, inMax] linearly onto [outMin, outMax]; with `clampResult` values outside the
// input range stick to the ends (and have zero gradient there).
void ogn_combine_remap(vec2 p, vec3 value, float inMin, float inMax, float outMin, float outMax,
                       bool clampResult, out vec3 result) {
    float span = inMax - inMin;
    span = abs(span) < 1e-12 ? (span < 0.0 ? -1e-12 : 1e-12) : span;
    float t = (value.x - inMin) / span;
    float dt = 1.0 / span;
    if (clampResult && (t < 0.0 || t > 1.0)) {
        t = clamp(t, 0.0, 1.0);
        dt = 0.0;
    }
    float k = outMax - outMin;
    result = vec3(outMin + t * k, value.yz * dt * k);
}

// ---- node type combine.scale_offset
void ogn_combine_scale_offset(vec2 p, vec3 value, float scale, float offset, out vec3 result) {
    result = vec3(value.x * scale + offset, value.yz * scale);
}

// ---- node type combine.smooth_max
//! require smooth_min
// smax(a, b) = -smin(-a, -b).
void ogn_combine_smooth_max(vec2 p, vec3 a, vec3 b, float smoothness, out vec3 result) {
    result = -ogn_smooth_min(-a, -b, smoothness);
}

// ---- node type combine.smooth_min
//! require smooth_min
void ogn_combine_smooth_min(vec2 p, vec3 a, vec3 b, float smoothness, out vec3 result) {
    result = ogn_smooth_min(a, b, smoothness);
}

// ---- node type combine.smoothstep
// Hermite smoothstep of the value between edge0 and edge1 (0 below, 1 above).
void ogn_combine_smoothstep(vec2 p, vec3 value, float edge0, float edge1, out vec3 result) {
    float span = edge1 - edge0;
    span = abs(span) < 1e-12 ? 1e-12 : span;
    float t = clamp((value.x - edge0) / span, 0.0, 1.0);
    result = vec3(t * t * (3.0 - 2.0 * t), 6.0 * t * (1.0 - t) / span * value.yz);
}

// ---- node type combine.subtract
void ogn_combine_subtract(vec2 p, vec3 a, vec3 b, out vec3 result) {
    result = a - b;
}

// ---- node type filter.slope_damped_detail
// base + strength * detail / (1 + erosion |grad base|^2): detail survives on flat ground and
// fades on steep slopes. The damping factor's own gradient (it needs the base's second
// derivatives) is left out, so the output gradient is approximate.
void ogn_filter_slope_damped_detail(vec2 p, vec3 base, vec3 detail, float strength,
                                    float erosion, out vec3 result) {
    float damping = 1.0 / (1.0 + max(erosion, 0.0) * dot(base.yz, base.yz));
    result = base + strength * damping * detail;
}

// ---- node type filter.valley_peak
// Valley fill / peak sharpen: within [low, high] the normalised height t is reshaped; the lower
// half as 0.5 (2t)^(1 + 3 fill) (flat, filled valley floors), the upper half as
// 1 - 0.5 (2 (1 - t))^(1 / (1 + 3 sharpen)) (pointed peaks). Both halves meet at t = 0.5;
// outside the range the height is unchanged. Gradient by the chain rule.
void ogn_filter_valley_peak(vec2 p, vec3 height, float low, float high, float valleyFill,
                            float peakSharpen, out vec3 result) {
    float span = max(high - low, 1e-6);
    float t = (height.x - low) / span;
    if (t <= 0.0 || t >= 1.0) {
        result = height;
        return;
    }
    float shaped;
    float slope;
    if (t < 0.5) {
        float k = 1.0 + 3.0 * max(valleyFill, 0.0);
        float u = 2.0 * t;
        shaped = 0.5 * pow(u, k);
        slope = k * pow(u, k - 1.0);
    } else {
        float k = 1.0 / (1.0 + 3.0 * max(peakSharpen, 0.0));
        float u = max(2.0 * (1.0 - t), 1e-6);
        shaped = 1.0 - 0.5 * pow(u, k);
        slope = k * pow(u, k - 1.0);
    }
    result = vec3(low + span * shaped, slope * height.yz);
}

// ---- node type input.position
//! require position
// World position as two fields: x = (p.x, 1, 0), y = (p.y, 0, 1).
void ogn_input_position(vec2 p, out vec3 x, out vec3 y) {
    vec2 w = ogn_worldPosition(p); // absolute world metres (float precision)
    x = vec3(w.x, 1.0, 0.0);
    y = vec3(w.y, 0.0, 1.0);
}

// ---- node type mask.combine
// Combines two masks. mode: 0 union (max), 1 intersect (min), 2 subtract a (1 - b),
// 3 multiply a b.
void ogn_mask_combine(vec2 p, vec3 a, vec3 b, int mode, out vec3 result) {
    if (mode == 0) {
        result = a.x >= b.x ? a : b;
    } else if (mode == 1) {
        result = a.x <= b.x ? a : b;
    } else if (mode == 2) {
        result = vec3(a.x * (1.0 - b.x), a.yz * (1.0 - b.x) - a.x * b.yz);
    } else {
        result = vec3(a.x * b.x, a.yz * b.x + a.x * b.yz);
    }
}

// ---- node type mask.height_band
// 1 between `low` and `high`, fading to 0 over `falloff` metres outside: a smoothstep in
// times a smoothstep out, with the product rule for the gradient.
void ogn_mask_height_band(vec2 p, vec3 height, float low, float high, float falloff,
                          out vec3 mask) {
    float w = max(falloff, 1e-6);
    float tIn = clamp((height.x - (low - w)) / w, 0.0, 1.0);
    float tOut = clamp((height.x - high) / w, 0.0, 1.0);
    float sIn = tIn * tIn * (3.0 - 2.0 * tIn);
    float sOut = 1.0 - tOut * tOut * (3.0 - 2.0 * tOut);
    float dIn = 6.0 * tIn * (1.0 - tIn) / w;
    float dOut = -6.0 * tOut * (1.0 - tOut) / w;
    mask = vec3(sIn * sOut, (dIn * sOut + sIn * dOut) * height.yz);
}

// ---- node type noise.gradient
//! require fractal
// Gradient (Perlin) noise in [-1, 1] (raw range times sqrt(2)) times amplitude. `value` carries
// the exact gradient; `pseudo` the same value with Scape's pseudo-derivative (not a gradient).
void ogn_noise_gradient(vec2 p, float scale, float amplitude, uint seed, out vec3 value, out vec3 pseudo) {
    mat2 G = ogn_octaveFrame(ogn_baseFrequency(scale), 0, false);
    vec2 pseudoGradient;
    vec3 n = ogn_gradientOctaveAndPseudo(p, G, ogn_octaveSeed(seed, 0), pseudoGradient);
    value = amplitude * n;
    pseudo = amplitude * vec3(n.x, pseudoGradient);
}

// ---- node type shape.slope_plane
//! require position
// A tilted plane through (originX, originY, height) rising by `slope` metres per metre
// towards the compass direction `direction` (degrees, counter-clockwise from +x).
void ogn_shape_slope_plane(vec2 p, float originX, float originY, float height,
                           float direction, float slope, out vec3 result) {
    vec2 w = ogn_worldPosition(p); // absolute world metres (float precision)
    float a = radians(direction);
    vec2 g = slope * vec2(cos(a), sin(a));
    result = vec3(height + dot(g, w - vec2(originX, originY)), g);
}

void main() {
    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;
    vec3 n_a_value, n_a_pseudo; ogn_noise_gradient(p, u_a_scale, u_a_amplitude, u_a_seed, n_a_value, n_a_pseudo);
    vec3 n_b_result; ogn_shape_slope_plane(p, u_b_originX, u_b_originY, u_b_height, u_b_direction, u_b_slope, n_b_result);
    vec3 n_band_mask; ogn_mask_height_band(p, n_a_value, u_band_low, u_band_high, u_band_falloff, n_band_mask);
    vec3 n_pos_x, n_pos_y; ogn_input_position(p, n_pos_x, n_pos_y);
    vec3 n_mc_result; ogn_mask_combine(p, n_band_mask, ogn_clampToUnit(n_pos_y), u_mc_mode, n_mc_result);
    vec3 n_subtract_result; ogn_combine_subtract(p, n_a_value, n_b_result, n_subtract_result);
    vec3 n_multiply_result; ogn_combine_multiply(p, n_subtract_result, n_b_result, n_multiply_result);
    vec3 n_divide_result; ogn_combine_divide(p, n_multiply_result, n_b_result, u_divide_epsilon, n_divide_result);
    vec3 n_min_result; ogn_combine_min(p, n_divide_result, n_b_result, n_min_result);
    vec3 n_max_result; ogn_combine_max(p, n_min_result, n_b_result, n_max_result);
    vec3 n_smooth_min_result; ogn_combine_smooth_min(p, n_max_result, n_b_result, u_smooth_min_smoothness, n_smooth_min_result);
    vec3 n_smooth_max_result; ogn_combine_smooth_max(p, n_smooth_min_result, n_b_result, u_smooth_max_smoothness, n_smooth_max_result);
    vec3 n_scale_result; ogn_combine_scale_offset(p, n_smooth_max_result, u_scale_scale, u_scale_offset, n_scale_result);
    vec3 n_remap_result; ogn_combine_remap(p, n_scale_result, u_remap_inMin, u_remap_inMax, u_remap_outMin, u_remap_outMax, u_remap_clampResult, n_remap_result);
    vec3 n_clamp_result; ogn_combine_clamp(p, n_remap_result, u_clamp_minimum, u_clamp_maximum, n_clamp_result);
    vec3 n_abs_result; ogn_combine_abs(p, n_clamp_result, n_abs_result);
    vec3 n_invert_result; ogn_combine_invert(p, n_abs_result, u_invert_pivot, n_invert_result);
    vec3 n_power_result; ogn_combine_power(p, n_invert_result, u_power_exponent, n_power_result);
    vec3 n_smooth_result; ogn_combine_smoothstep(p, n_power_result, u_smooth_edge0, u_smooth_edge1, n_smooth_result);
    vec3 n_curve_result; ogn_combine_curve(p, n_smooth_result, u_curve_curve_count, u_curve_curve_points, n_curve_result);
    vec3 n_valley_result; ogn_filter_valley_peak(p, n_curve_result, u_valley_low, u_valley_high, u_valley_valleyFill, u_valley_peakSharpen, n_valley_result);
    vec3 n_detail_result; ogn_filter_slope_damped_detail(p, n_valley_result, n_a_value, u_detail_strength, u_detail_erosion, n_detail_result);
    vec3 n_inside_result; ogn_combine_apply_inside_mask(p, n_detail_result, n_pos_x, n_band_mask, u_inside_strength, n_inside_result);
    o_height = vec4(n_inside_result, 0.0);
    o_mask_0 = vec4(n_mc_result, 0.0);
}
