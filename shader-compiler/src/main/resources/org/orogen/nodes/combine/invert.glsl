// Mirrors the value around `pivot`: 2 pivot - v (pivot 0.5 turns a mask m into 1 - m).
void ogn_combine_invert(OgnPos p, vec3 value, float pivot, out vec3 result) {
    result = vec3(2.0 * pivot - value.x, -value.yz);
}
