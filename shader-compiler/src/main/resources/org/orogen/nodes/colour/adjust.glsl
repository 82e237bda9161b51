//! require colour
void ogn_colour_adjust(OgnPos p, vec3 colour, float hue, float saturation, float value, float contrast,
                       out vec3 result) {
    vec3 hsv = ogn_rgbToHsv(max(colour, vec3(0.0)));
    hsv.x = fract(hsv.x + hue / 360.0);
    hsv.y = clamp(hsv.y * saturation, 0.0, 1.0);
    hsv.z *= value;
    vec3 c = ogn_hsvToRgb(hsv);
    result = 0.18 * pow(c / 0.18, vec3(contrast));
}
