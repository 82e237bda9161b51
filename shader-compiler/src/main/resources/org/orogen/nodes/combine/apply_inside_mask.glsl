// base + strength * mask * detail: detail only where the mask allows it.
void ogn_combine_apply_inside_mask(OgnPos p, vec3 base, vec3 detail, vec3 mask, float strength,
                                   out vec3 result) {
    float v = mask.x * detail.x;
    vec2 dv = mask.x * detail.yz + detail.x * mask.yz;
    result = base + strength * vec3(v, dv);
}
