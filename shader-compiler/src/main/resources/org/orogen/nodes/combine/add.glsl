void ogn_combine_add(vec2 p, vec3 a, vec3 b, out vec3 result) {
    result = a + b;
}
