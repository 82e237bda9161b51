//! require hash
// noise.glsl — noise primitives on a lattice position (cell, fraction), with derivatives.
// Every function returns vec3(value, d/dx, d/dy) with the gradient per lattice cell; convert to
// metres with ogn_toWorld (position.glsl). Java twins: org.orogen.shader.reference.*.

// 16 unit gradient directions at angles (k + 1/2) * 2pi/16 (none along an axis), built from the
// two first-octant directions by swapping and negating, chosen by the top 4 bits of the corner
// hash: bit 28 picks A or B, bit 29 swaps x and y, bit 30 negates x, bit 31 negates y. Arithmetic
// on purpose: a table indexed by a per-pixel hash is a divergent constant-memory read on NVIDIA,
// which serializes. Java twin: GradientNoise.direction.
const vec2 OGN_GRADIENT_A = vec2(0.98078525066375732421875, 0.1950903236865997314453125);
const vec2 OGN_GRADIENT_B = vec2(0.831469595432281494140625, 0.55557024478912353515625);

vec2 ogn_gradientDirection(uint h) {
    vec2 d = (h & 0x10000000u) != 0u ? OGN_GRADIENT_B : OGN_GRADIENT_A;
    d = (h & 0x20000000u) != 0u ? d.yx : d;
    return vec2((h & 0x40000000u) != 0u ? -d.x : d.x, (h & 0x80000000u) != 0u ? -d.y : d.y);
}

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
    return ogn_gradientDirection(ogn_hashCell(cell, seedMix).x);
}

// Gradient (Perlin) noise, quintic fade, exact analytic gradient (docs/algorithms.md §2).
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
