//! require phacelle
// Gully erosion filter (docs/algorithms.md §6; R. S. Johansen, "Fast and Gorgeous Erosion Filter",
// 2026). A filter on the input terrain with its gradient:
//   slope = grad terrain; per octave k (frequency f_k = lacunarity^k / scale):
//     dir    = slope / |slope|                      (stripes run downhill)
//     amp_k  = strength * gain^k * |slope| * scale / (2 pi)   (depth grows with the slope, so the
//              first octave's gully sides are `strength` times as steep as the terrain, and
//              gullies never dig pits into flat ground)
//     stripe = phacelle(p, f_k, dir)                (height in [-1, 1] and gradient)
//     mask   = |slope|^2 / (|slope|^2 + onset^2) * crease
//     eroded += amp_k * mix(target, stripe, mask)   (flat ground takes the fade target)
//     slope  += gullyWeight * mask * amp_k * grad stripe   (finer gullies branch off coarser ones)
//     crease *= 1 - |stripe|^detail                 (fade near coarser crests and creases)
//   target = clamp(2 (terrain - terrainBase) / terrainRelief - 1, -1, 1): valleys -> -1 (filled to
//   the gully floors), peaks -> +1 (left at the crest level).
//   eroded = terrain + sum + offset * sum(amp_k);  |eroded - terrain| <= (1 + |offset|) sum(amp_k).
//   Flat ground (zero slope) is returned unchanged.
// ridges = sum(amp_k mask_k stripe_k) / sum(amp_k): +1 on gully crests, -1 in gully creases.
// Gradients ignore the derivatives of dir, the masks and the weights: approximate.
void ogn_erosion_gully(vec2 p, vec3 terrain, float scale, float strength, float gullyWeight, float detail,
                       int octaves, float lacunarity, float gain, float cellScale, float normalization,
                       float onset, float terrainBase, float terrainRelief, float offset, uint seed,
                       out vec3 eroded, out vec3 ridges) {
    float t = 2.0 * (terrain.x - terrainBase) / max(terrainRelief, 1e-6) - 1.0;
    vec3 target = abs(t) < 1.0 ? vec3(t, 2.0 * terrain.yz / max(terrainRelief, 1e-6)) : vec3(clamp(t, -1.0, 1.0), 0.0, 0.0);
    vec2 slope = terrain.yz;
    float frequency = ogn_baseFrequency(scale);
    float depthPerSlope = strength * scale / 6.28318530718; // metres of depth per unit slope
    float ampSum = 0.0;
    float crease = 1.0;
    vec3 sum = vec3(0.0);
    vec3 ridgeSum = vec3(0.0);
    for (int k = 0; k < clamp(octaves, 1, 12); k++) {
        float s2 = dot(slope, slope);
        vec2 dir = s2 > 1e-12 ? slope * inversesqrt(s2) : vec2(1.0, 0.0);
        float sine;
        vec3 stripe = ogn_phacelle(p, frequency, dir, cellScale, normalization, ogn_octaveSeed(seed, k), sine);
        float amp = depthPerSlope * sqrt(s2);
        float mask = s2 / (s2 + onset * onset) * crease;
        sum += amp * mix(target, stripe, mask);
        ridgeSum += amp * mask * stripe;
        ampSum += amp;
        slope += gullyWeight * mask * amp * stripe.yz;
        crease *= 1.0 - pow(abs(stripe.x), detail);
        frequency = ogn_nextFrequency(frequency, lacunarity);
        depthPerSlope *= gain;
    }
    eroded = terrain + sum + vec3(offset * ampSum, 0.0, 0.0);
    ridges = ampSum > 0.0 ? ridgeSum / ampSum : vec3(0.0);
}
