//! require colour
void ogn_colour_luminance(OgnPos p, vec3 colour, out vec3 value) {
    value = vec3(ogn_luminance(colour), 0.0, 0.0);
}
