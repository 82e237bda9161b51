// Sign-preserving power sign(v) |v|^e; gradient e |v|^(e-1) dv (0 at v = 0, where it may be
// infinite for e < 1).
void ogn_combine_power(OgnPos p, vec3 value, float exponent, out vec3 result) {
    float a = abs(value.x);
    if (a < 1e-30) {
        result = vec3(0.0);
        return;
    }
    float r = pow(a, exponent);
    result = vec3(sign(value.x) * r, exponent * r / a * value.yz);
}
