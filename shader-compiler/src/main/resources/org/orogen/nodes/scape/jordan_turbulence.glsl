//! require scape
// Jordan turbulence (Giliam de Carpentier, seed 000): squared noise octaves (billowy forms),
// the coarsest one outside the loop with its own gain1, warp0 and damp0; finer octaves are
// looked up at p * freq + dwarp and their amplitude is damped by the accumulated gradient
// (thermal-erosion look): damped = amp * (1 - dampScale / (1 + |ddamp|^2)). dwarp and ddamp sum
// n * grad n in argument units, as in the article. Output gradient: sum of damped_i * 2 n_i
// grad n_i, ignoring how warp and damping depend on p: approximate.
void ogn_scape_jordan_turbulence(OgnPos p, float scale, float amplitude, int octaves, float lacunarity,
                                 float gain1, float gain, float warp0, float warp, float damp0, float damp,
                                 float dampScale, bool rotateOctaves,
                                 float prewarpStrength, float prewarpScale, int prewarpOctaves,
                                 float prewarpLacunarity, float prewarpGain, uint seed, out vec3 value) {
    vec3 wx;
    vec3 wy;
    OgnPos q = ogn_prewarp(p, prewarpStrength, prewarpScale, prewarpOctaves, prewarpLacunarity, prewarpGain,
                         seed, wx, wy);
    float frequency = ogn_baseFrequency(scale);
    // dwarp and ddamp add up slopes: on a sphere the same on every map (fractal.glsl)
    OgnSlope slope;
    OgnSlope pseudo;
    vec3 n = ogn_gradientOctaveSlopes(q, ogn_octaveFrame(frequency, 0, rotateOctaves), ogn_octaveSeed(seed, 0),
                                      slope, pseudo);
    OgnSlope d = n.x * slope / frequency;
    float sum = n.x * n.x;
    vec2 grad = 2.0 * n.x * n.yz;
    OgnSlope dwarp = warp0 * d;
    OgnSlope ddamp = damp0 * d;
    float amp = gain1;
    float damped = amp * gain;
    for (int i = 1; i < clamp(octaves, 1, 16); i++) {
        frequency = ogn_nextFrequency(frequency, lacunarity);
        // p * freq + dwarp (argument units) = (p + dwarp / frequency) * freq
        n = ogn_gradientOctaveSlopes(ogn_displaceBy(q, dwarp / frequency),
                                     ogn_octaveFrame(frequency, i, rotateOctaves), ogn_octaveSeed(seed, i),
                                     slope, pseudo);
        d = n.x * slope / frequency;
        sum += damped * n.x * n.x;
        grad += damped * 2.0 * n.x * n.yz;
        dwarp += warp * d;
        ddamp += damp * d;
        amp *= gain;
        damped = amp * (1.0 - dampScale / (1.0 + dot(ddamp, ddamp)));
    }
    value = amplitude * vec3(sum, ogn_prewarpGradient(grad, prewarpStrength, wx, wy));
}
