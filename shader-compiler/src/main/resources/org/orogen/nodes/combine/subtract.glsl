void ogn_combine_subtract(OgnPos p, vec3 a, vec3 b, out vec3 result) {
    result = a - b;
}
