// Port conversions the compiler inserts (graph-model's PortType table).
// FIELD -> MASK: clamp to [0, 1]; the gradient is zero where the clamp is active.
vec3 ogn_clampToUnit(vec3 v) {
    if (v.x < 0.0) {
        return vec3(0.0);
    }
    if (v.x > 1.0) {
        return vec3(1.0, 0.0, 0.0);
    }
    return v;
}
