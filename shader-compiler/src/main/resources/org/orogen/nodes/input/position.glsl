//! require position
// World position as two fields: x = (p.x, 1, 0), y = (p.y, 0, 1).
void ogn_input_position(vec2 p, out vec3 x, out vec3 y) {
    vec2 w = ogn_worldPosition(p); // absolute world metres (float precision)
    x = vec3(w.x, 1.0, 0.0);
    y = vec3(w.y, 0.0, 1.0);
}
