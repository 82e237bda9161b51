// mix(a, b, mask): d = (1 - m) da + m db + (b - a) dm.
void ogn_combine_blend(OgnPos p, vec3 a, vec3 b, vec3 mask, out vec3 result) {
    float m = mask.x;
    result = vec3(mix(a.x, b.x, m), mix(a.yz, b.yz, m) + (b.x - a.x) * mask.yz);
}
