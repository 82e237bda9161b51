//! require monotone_curve
// Reshapes the value through an editable monotone curve (x = input, y = output).
void ogn_combine_curve(OgnPos p, vec3 value, int curveCount, vec2 curvePoints[16],
                       out vec3 result) {
    vec2 c = ogn_monotone_curve(value.x, curveCount, curvePoints);
    result = vec3(c.x, c.y * value.yz);
}
