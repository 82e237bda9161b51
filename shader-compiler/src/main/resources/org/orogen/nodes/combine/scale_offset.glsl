void ogn_combine_scale_offset(OgnPos p, vec3 value, float scale, float offset, out vec3 result) {
    result = vec3(value.x * scale + offset, value.yz * scale);
}
