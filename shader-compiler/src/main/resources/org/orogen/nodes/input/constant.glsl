// A flat field: the value everywhere, zero gradient.
void ogn_input_constant(OgnPos p, float value, out vec3 result) {
    result = vec3(value, 0.0, 0.0);
}
