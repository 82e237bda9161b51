// Deliberately broken: an undeclared identifier.
void ogn_broken_syntax(vec2 p, vec3 value, out vec3 result) {
    result = value * undeclaredFactor;
}
