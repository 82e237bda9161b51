// base + strength * detail / (1 + erosion |grad base|^2): detail survives on flat ground and
// fades on steep slopes. The damping factor's own gradient (it needs the base's second
// derivatives) is left out, so the output gradient is approximate.
void ogn_filter_slope_damped_detail(OgnPos p, vec3 base, vec3 detail, float strength,
                                    float erosion, out vec3 result) {
    float damping = 1.0 / (1.0 + max(erosion, 0.0) * dot(base.yz, base.yz));
    result = base + strength * damping * detail;
}
