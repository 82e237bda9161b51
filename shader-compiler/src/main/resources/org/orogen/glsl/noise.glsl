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

// ---- 3D (planets). Values in a vec4: (value, gradient per lattice cell in x, y, z).

// The lattice gradient of a noise sample: vec3 (value, gradient) in 2D, vec4 in 3D.
vec2 ogn_noiseGradient(vec3 n) {
    return n.yz;
}

vec3 ogn_noiseGradient(vec4 n) {
    return n.yzw;
}

// 16 gradient directions in 3D: Perlin's 12 cube-edge midpoints (1, 1, 0)/sqrt(2) etc., four of
// them twice (Perlin, "Improving noise", SIGGRAPH 2002), picked by the top 4 bits of the corner
// hash. Arithmetic selection (no table), as in 2D. Java twin: GradientNoise3.direction.
vec3 ogn_gradientDirection(uvec3 h) {
    uint k = h.x >> 28u;
    float a = (k & 1u) == 0u ? 0.70710678118654752 : -0.70710678118654752;
    float b = (k & 2u) == 0u ? 0.70710678118654752 : -0.70710678118654752;
    if (k < 4u) {
        return vec3(a, b, 0.0);
    } else if (k < 8u) {
        return vec3(a, 0.0, b);
    } else if (k < 12u) {
        return vec3(0.0, a, b);
    }
    return k < 14u ? vec3(a, b, 0.0) : vec3(0.0, a, b); // the repeated four: (±1, ±1, 0), (0, ±1, ±1)
}

// 3D gradient noise output factor: the raw range of unit-gradient 3D noise is +-sqrt(3)/2.
const float OGN_GRADIENT_NOISE_NORMALIZATION_3D = 1.15470053837925153;

vec3 ogn_fade(vec3 f) {
    return f * f * f * (f * (f * 6.0 - 15.0) + 10.0);
}

vec3 ogn_fadeDerivative(vec3 f) {
    vec3 g = f * (f - 1.0);
    return 30.0 * g * g;
}

// 3D gradient noise, quintic fade, exact analytic gradient (per lattice cell); `pseudo` receives
// the fade-derivative terms only (Scape's pseudo-derivative), scaled like the gradient.
vec4 ogn_gradientNoiseAndPseudo(uvec3 cell, vec3 f, uint seedMix, out vec3 pseudo) {
    vec3 ga = ogn_gradientDirection(ogn_hashCell(cell, seedMix));
    vec3 gb = ogn_gradientDirection(ogn_hashCell(cell + uvec3(1u, 0u, 0u), seedMix));
    vec3 gc = ogn_gradientDirection(ogn_hashCell(cell + uvec3(0u, 1u, 0u), seedMix));
    vec3 gd = ogn_gradientDirection(ogn_hashCell(cell + uvec3(1u, 1u, 0u), seedMix));
    vec3 ge = ogn_gradientDirection(ogn_hashCell(cell + uvec3(0u, 0u, 1u), seedMix));
    vec3 gf = ogn_gradientDirection(ogn_hashCell(cell + uvec3(1u, 0u, 1u), seedMix));
    vec3 gg = ogn_gradientDirection(ogn_hashCell(cell + uvec3(0u, 1u, 1u), seedMix));
    vec3 gh = ogn_gradientDirection(ogn_hashCell(cell + uvec3(1u, 1u, 1u), seedMix));
    float va = dot(ga, f);
    float vb = dot(gb, f - vec3(1.0, 0.0, 0.0));
    float vc = dot(gc, f - vec3(0.0, 1.0, 0.0));
    float vd = dot(gd, f - vec3(1.0, 1.0, 0.0));
    float ve = dot(ge, f - vec3(0.0, 0.0, 1.0));
    float vf = dot(gf, f - vec3(1.0, 0.0, 1.0));
    float vg = dot(gg, f - vec3(0.0, 1.0, 1.0));
    float vh = dot(gh, f - vec3(1.0, 1.0, 1.0));
    vec3 u = ogn_fade(f);
    vec3 du = ogn_fadeDerivative(f);
    float kxy = va - vb - vc + vd;
    float kyz = va - vc - ve + vg;
    float kzx = va - vb - ve + vf;
    float kxyz = -va + vb + vc - vd + ve - vf - vg + vh;
    float n = va + u.x * (vb - va) + u.y * (vc - va) + u.z * (ve - va) + u.x * u.y * kxy + u.y * u.z * kyz
            + u.z * u.x * kzx + u.x * u.y * u.z * kxyz;
    vec3 fadeTerms = du * vec3(vb - va + u.y * kxy + u.z * kzx + u.y * u.z * kxyz,
            vc - va + u.z * kyz + u.x * kxy + u.z * u.x * kxyz,
            ve - va + u.x * kzx + u.y * kyz + u.x * u.y * kxyz);
    vec3 grad = ga + u.x * (gb - ga) + u.y * (gc - ga) + u.z * (ge - ga) + u.x * u.y * (ga - gb - gc + gd)
            + u.y * u.z * (ga - gc - ge + gg) + u.z * u.x * (ga - gb - ge + gf)
            + u.x * u.y * u.z * (-ga + gb + gc - gd + ge - gf - gg + gh) + fadeTerms;
    pseudo = OGN_GRADIENT_NOISE_NORMALIZATION_3D * fadeTerms;
    return OGN_GRADIENT_NOISE_NORMALIZATION_3D * vec4(n, grad);
}

float ogn_valueCorner(uvec3 cell, uint seedMix) {
    return 2.0 * ogn_unitFloat(ogn_hashCell(cell, seedMix).x) - 1.0;
}

// 3D value noise, quintic fade, exact gradient (per lattice cell); values in [-1, 1].
vec4 ogn_valueNoise(uvec3 cell, vec3 f, uint seedMix) {
    float a = ogn_valueCorner(cell, seedMix);
    float b = ogn_valueCorner(cell + uvec3(1u, 0u, 0u), seedMix);
    float c = ogn_valueCorner(cell + uvec3(0u, 1u, 0u), seedMix);
    float d = ogn_valueCorner(cell + uvec3(1u, 1u, 0u), seedMix);
    float e = ogn_valueCorner(cell + uvec3(0u, 0u, 1u), seedMix);
    float g = ogn_valueCorner(cell + uvec3(1u, 0u, 1u), seedMix);
    float h = ogn_valueCorner(cell + uvec3(0u, 1u, 1u), seedMix);
    float k = ogn_valueCorner(cell + uvec3(1u, 1u, 1u), seedMix);
    vec3 u = ogn_fade(f);
    vec3 du = ogn_fadeDerivative(f);
    float kxy = a - b - c + d;
    float kyz = a - c - e + h;
    float kzx = a - b - e + g;
    float kxyz = -a + b + c - d + e - g - h + k;
    float n = a + (b - a) * u.x + (c - a) * u.y + (e - a) * u.z + kxy * u.x * u.y + kyz * u.y * u.z
            + kzx * u.z * u.x + kxyz * u.x * u.y * u.z;
    return vec4(n, du * vec3(b - a + kxy * u.y + kzx * u.z + kxyz * u.y * u.z,
            c - a + kyz * u.z + kxy * u.x + kxyz * u.z * u.x,
            e - a + kzx * u.x + kyz * u.y + kxyz * u.x * u.y));
}

// 3D cellular (Worley) noise, as ogn_cellular in 2D: one feature point per cell at
// cell + 0.5 + jitter * (hash - 0.5); F1 and F2 distances in lattice cells, gradients = unit
// vectors from the feature point to the sample. The 5x5x5 search is exact for jitter in [0, 1]:
// F2 <= sqrt(3) (the own cell and the face neighbour across the nearest face each hold a point
// within that distance), and every cell 3 away along an axis is at least 2 cells away.
// Java twin: CellularNoise.sample3.
void ogn_cellular(uvec3 cell, vec3 f, uint seedMix, float jitter, out vec4 f1, out vec4 f2) {
    float d1 = 1e30;
    float d2 = 1e30;
    vec3 o1 = vec3(0.0);
    vec3 o2 = vec3(0.0);
    for (int k = -2; k <= 2; k++) {
        for (int j = -2; j <= 2; j++) {
            for (int i = -2; i <= 2; i++) {
                uvec3 h = ogn_hashCell(cell + uvec3(ivec3(i, j, k)), seedMix);
                vec3 feature = vec3(float(i), float(j), float(k)) + 0.5
                        + jitter * (vec3(ogn_unitFloat(h.x), ogn_unitFloat(h.y), ogn_unitFloat(h.z)) - 0.5);
                vec3 o = f - feature;
                float d = length(o);
                if (d < d1) {
                    d2 = d1; o2 = o1;
                    d1 = d; o1 = o;
                } else if (d < d2) {
                    d2 = d; o2 = o;
                }
            }
        }
    }
    f1 = vec4(d1, o1 / max(d1, 1e-9));
    f2 = vec4(d2, o2 / max(d2, 1e-9));
}
