// Terraces (strata): t = (h - offset) / spacing, h' = offset + spacing (floor t + s(fract t)),
// with s blending the identity (sharpness 0) towards a steep riser between flat treads
// (sharpness 1): g(f) = f^6 / (f^6 + (1 - f)^6). Gradient: s'(fract t) dh.
void ogn_combine_terrace(OgnPos p, vec3 value, float spacing, float sharpness, float offset,
                         out vec3 result) {
    float sp = max(abs(spacing), 1e-6);
    float t = (value.x - offset) / sp;
    float i = floor(t);
    float f = t - i;
    float a = pow(f, 6.0);
    float b = pow(1.0 - f, 6.0);
    float g = a / (a + b);
    float dg = 6.0 * pow(f * (1.0 - f), 5.0) / ((a + b) * (a + b));
    float s = clamp(sharpness, 0.0, 1.0);
    float shaped = mix(f, g, s);
    float dshaped = mix(1.0, dg, s);
    result = vec3(offset + sp * (i + shaped), dshaped * value.yz);
}
