// The smaller input, with the gradient of the input that wins.
void ogn_combine_min(OgnPos p, vec3 a, vec3 b, out vec3 result) {
    result = a.x <= b.x ? a : b;
}
