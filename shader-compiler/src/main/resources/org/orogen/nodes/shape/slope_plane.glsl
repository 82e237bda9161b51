//! require position
// A tilted plane through (originX, originY, height) rising by `slope` metres per metre
// towards the compass direction `direction` (degrees, counter-clockwise from +x).
void ogn_shape_slope_plane(vec2 p, float originX, float originY, float height,
                           float direction, float slope, out vec3 result) {
    vec2 w = ogn_worldPosition(p); // absolute world metres (float precision)
    float a = radians(direction);
    vec2 g = slope * vec2(cos(a), sin(a));
    result = vec3(height + dot(g, w - vec2(originX, originY)), g);
}
