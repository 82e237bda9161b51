//! require scape
// IQ turbulence (Quilez; seed 001): sum = 0.5 + sum_i amp_i * n_i / (1 + erosion * |dsum|^2),
// dsum += the octave's derivative in its own argument units (pseudo-derivative by default, as
// in the article, or the exact one). Slopes found in coarse octaves suppress finer detail.
// Output gradient: sum_i amp_i grad n_i / (1 + erosion |dsum|^2), i.e. the derivative of dsum is
// ignored: approximate.
void ogn_scape_iq_turbulence(OgnPos p, float scale, float amplitude, int octaves, float lacunarity, float gain,
                             float erosion, int derivative, bool rotateOctaves,
                             float prewarpStrength, float prewarpScale, int prewarpOctaves,
                             float prewarpLacunarity, float prewarpGain, uint seed, out vec3 value) {
    vec3 wx;
    vec3 wy;
    OgnPos q = ogn_prewarp(p, prewarpStrength, prewarpScale, prewarpOctaves, prewarpLacunarity, prewarpGain,
                         seed, wx, wy);
    float sum = 0.5;
    vec2 grad = vec2(0.0);
    OgnSlope dsum = OgnSlope(0.0); // a slope: on a sphere the same on every map (fractal.glsl)
    float amp = 1.0;
    float frequency = ogn_baseFrequency(scale);
    for (int i = 0; i < clamp(octaves, 1, 16); i++) {
        OgnSlope slope;
        OgnSlope pseudo;
        vec3 n = ogn_gradientOctaveSlopes(q, ogn_octaveFrame(frequency, i, rotateOctaves), ogn_octaveSeed(seed, i),
                                          slope, pseudo);
        // per-metre derivative / frequency = derivative in the octave's argument units (as in Scape)
        dsum += (derivative == 0 ? pseudo : slope) / frequency;
        float damping = 1.0 / (1.0 + erosion * dot(dsum, dsum));
        sum += amp * n.x * damping;
        grad += amp * n.yz * damping;
        frequency = ogn_nextFrequency(frequency, lacunarity);
        amp *= gain;
    }
    value = amplitude * vec3(sum, ogn_prewarpGradient(grad, prewarpStrength, wx, wy));
}
