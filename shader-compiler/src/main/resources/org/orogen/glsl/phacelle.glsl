//! require fractal
// phacelle.glsl — the stripe primitive of the gully erosion filter (docs/algorithms.md §6, after
// R. S. Johansen's description; written from the description, not from the MPL reference code).
//
// Pivots: one per cell of a lattice with spacing cellScale / frequency metres, placed by hash
// anywhere in its cell. Around each pivot, stripes of wavelength 1 / frequency whose crests run
// along `dir` (the downhill direction): phase = 2 pi * frequency * dot(p - pivot, perp(dir)).
// Pivots are blended with w = max(exp(-2 |d|^2) - 0.0111, 0) (d in cells; zero beyond 1.5 cells,
// so the 4x4 cells around p cover the support exactly), giving v = sum w (cos, sin) / sum w,
// which is then partly normalized: v / max(1 - normalization, |v|).
// Returns vec3(stripe height in [-1, 1], its gradient per metre) and the raw sine part in `sine`.
// The gradient treats `dir` and the weights as constant: approximate, as the filter's output is.
vec3 ogn_phacelle(vec2 p, float frequency, vec2 dir, float cellScale, float normalization, uint octaveSeed,
                  out float sine) {
    float cellFrequency = ogn_quantize(frequency / cellScale);
    OgnLatticePoint l = ogn_lattice(p, mat2(cellFrequency, 0.0, 0.0, cellFrequency), vec2(0.0));
    vec2 across = vec2(-dir.y, dir.x);
    // phase per cell of offset: 2 pi * (cell size in metres) * frequency = 2 pi * cellScale
    float phasePerCell = 6.28318530718 * cellScale;
    ivec2 first = ivec2(l.f.x < 0.5 ? -2 : -1, l.f.y < 0.5 ? -2 : -1);
    vec2 acc = vec2(0.0);
    float weightSum = 0.0;
    for (int j = 0; j < 4; j++) {
        for (int i = 0; i < 4; i++) {
            ivec2 c = first + ivec2(i, j);
            uvec2 h = ogn_hashCell(l.cell + uvec2(c), octaveSeed);
            vec2 d = l.f - (vec2(c) + vec2(ogn_unitFloat(h.x), ogn_unitFloat(h.y)));
            float w = max(exp(-2.0 * dot(d, d)) - 0.0111, 0.0);
            float phase = phasePerCell * dot(d, across);
            acc += w * vec2(cos(phase), sin(phase));
            weightSum += w;
        }
    }
    vec2 v = acc / max(weightSum, 1e-6);
    v /= max(1.0 - normalization, length(v));
    sine = v.y;
    return vec3(v.x, -v.y * 6.28318530718 * frequency * across);
}
