// 1 between `low` and `high`, fading to 0 over `falloff` metres outside: a smoothstep in
// times a smoothstep out, with the product rule for the gradient.
void ogn_mask_height_band(OgnPos p, vec3 height, float low, float high, float falloff,
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
