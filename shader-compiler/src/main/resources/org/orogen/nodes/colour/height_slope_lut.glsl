//! require colour
// Slope angle from the gradient: atan(|grad h|) in degrees; weight = smoothstep(start, end, slope).
void ogn_colour_height_slope_lut(OgnPos p, vec3 height, float low, float high, float slopeStart, float slopeEnd,
                                 int flatMode, int flatCount, vec4 flatStops[16],
                                 int steepMode, int steepCount, vec4 steepStops[16], out vec3 colour) {
    float span = high - low;
    float t = abs(span) > 1e-20 ? (height.x - low) / span : (height.x >= low ? 1.0 : 0.0);
    float slope = degrees(atan(length(height.yz)));
    float w = slopeEnd > slopeStart ? smoothstep(slopeStart, slopeEnd, slope) : step(slopeStart, slope);
    colour = mix(ogn_ramp(t, flatMode, flatCount, flatStops), ogn_ramp(t, steepMode, steepCount, steepStops), w);
}
