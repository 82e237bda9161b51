// Product rule: d(ab) = a db + b da.
void ogn_combine_multiply(OgnPos p, vec3 a, vec3 b, out vec3 result) {
    result = vec3(a.x * b.x, a.x * b.yz + b.x * a.yz);
}
