// Valley fill / peak sharpen: within [low, high] the normalised height t is reshaped; the lower
// half as 0.5 (2t)^(1 + 3 fill) (flat, filled valley floors), the upper half as
// 1 - 0.5 (2 (1 - t))^(1 / (1 + 3 sharpen)) (pointed peaks). Both halves meet at t = 0.5;
// outside the range the height is unchanged. Gradient by the chain rule.
void ogn_filter_valley_peak(OgnPos p, vec3 height, float low, float high, float valleyFill,
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
