void ogn_combine_add(OgnPos p, vec3 a, vec3 b, out vec3 result) {
    result = a + b;
}
