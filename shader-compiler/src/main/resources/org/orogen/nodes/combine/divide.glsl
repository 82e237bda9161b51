// Safe divide: where |b| is below `epsilon` the result is 0 (with zero gradient) instead of
// Inf/NaN, so a divisor crossing zero never poisons the rest of the graph.
void ogn_combine_divide(OgnPos p, vec3 a, vec3 b, float epsilon, out vec3 result) {
    if (abs(b.x) < max(epsilon, 1e-30)) {
        result = vec3(0.0);
        return;
    }
    float q = a.x / b.x;
    result = vec3(q, (a.yz - q * b.yz) / b.x);
}
