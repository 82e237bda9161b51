//! require scape
// Swiss turbulence (Giliam de Carpentier, seed 000): ridged octaves looked up at
// (p + warp * dsum) * freq, dsum += amp * grad n * (-n) (argument units), and
// amp *= gain * clamp(sum, 0, 1): finer octaves are elongated towards ridges and fade in valleys.
// Output gradient: sum_i amp_i * (-sign n_i) grad n_i, ignoring how warp and amp depend on p:
// approximate.
void ogn_scape_swiss_turbulence(OgnPos p, float scale, float amplitude, int octaves, float lacunarity, float gain,
                                float warp, bool rotateOctaves,
                                float prewarpStrength, float prewarpScale, int prewarpOctaves,
                                float prewarpLacunarity, float prewarpGain, uint seed, out vec3 value) {
    vec3 wx;
    vec3 wy;
    OgnPos q = ogn_prewarp(p, prewarpStrength, prewarpScale, prewarpOctaves, prewarpLacunarity, prewarpGain,
                         seed, wx, wy);
    float sum = 0.0;
    vec2 grad = vec2(0.0);
    OgnSlope dsum = OgnSlope(0.0); // a slope: on a sphere the same on every map (fractal.glsl)
    float amp = 1.0;
    float frequency = ogn_baseFrequency(scale);
    for (int i = 0; i < clamp(octaves, 1, 16); i++) {
        // the article's warp is in base-octave units; one base unit is `scale` metres
        OgnSlope slope;
        OgnSlope pseudo;
        vec3 n = ogn_gradientOctaveSlopes(ogn_displaceBy(q, warp * scale * dsum),
                                          ogn_octaveFrame(frequency, i, rotateOctaves), ogn_octaveSeed(seed, i),
                                          slope, pseudo);
        sum += amp * (1.0 - abs(n.x));
        grad += amp * -sign(n.x) * n.yz;
        dsum += amp * (slope / frequency) * -n.x;
        frequency = ogn_nextFrequency(frequency, lacunarity);
        amp *= gain * clamp(sum, 0.0, 1.0);
    }
    value = amplitude * vec3(sum, ogn_prewarpGradient(grad, prewarpStrength, wx, wy));
}
