//! require smooth_min
void ogn_combine_smooth_min(OgnPos p, vec3 a, vec3 b, float smoothness, out vec3 result) {
    result = ogn_smooth_min(a, b, smoothness);
}
