//! require colour
// Position along the ramp = (value - low) / (high - low), clamped by the ramp's ends.
void ogn_colour_gradient_map(OgnPos p, vec3 value, float low, float high, int rampMode, int rampCount,
                             vec4 rampStops[16], out vec3 colour) {
    float span = high - low;
    float t = abs(span) > 1e-20 ? (value.x - low) / span : (value.x >= low ? 1.0 : 0.0);
    colour = ogn_ramp(t, rampMode, rampCount, rampStops);
}
