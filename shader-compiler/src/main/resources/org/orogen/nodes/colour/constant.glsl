//! require colour
// The picked (sRGB-encoded) colour, decoded to linear RGB.
void ogn_colour_constant(OgnPos p, float red, float green, float blue, out vec3 colour) {
    colour = ogn_srgbToLinear(vec3(red, green, blue));
}
