// |v| with gradient sign(v) dv (zero exactly at v = 0).
void ogn_combine_abs(OgnPos p, vec3 value, out vec3 result) {
    result = value * sign(value.x);
}
