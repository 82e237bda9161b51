// Combines two masks. mode: 0 union (max), 1 intersect (min), 2 subtract a (1 - b),
// 3 multiply a b.
void ogn_mask_combine(OgnPos p, vec3 a, vec3 b, int mode, out vec3 result) {
    if (mode == 0) {
        result = a.x >= b.x ? a : b;
    } else if (mode == 1) {
        result = a.x <= b.x ? a : b;
    } else if (mode == 2) {
        result = vec3(a.x * (1.0 - b.x), a.yz * (1.0 - b.x) - a.x * b.yz);
    } else {
        result = vec3(a.x * b.x, a.yz * b.x + a.x * b.yz);
    }
}
