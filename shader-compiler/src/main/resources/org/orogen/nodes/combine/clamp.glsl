// Limits the value to [minimum, maximum]; the gradient is zero where a limit is active.
void ogn_combine_clamp(OgnPos p, vec3 value, float minimum, float maximum, out vec3 result) {
    if (value.x < minimum) {
        result = vec3(minimum, 0.0, 0.0);
    } else if (value.x > maximum) {
        result = vec3(maximum, 0.0, 0.0);
    } else {
        result = value;
    }
}
