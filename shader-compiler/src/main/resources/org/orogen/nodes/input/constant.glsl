// A flat field: the value everywhere, zero gradient.
void ogn_input_constant(vec2 p, float value, out vec3 result) {
    result = vec3(value, 0.0, 0.0);
}
