//! require position
//! require profile
// A ridge along the segment A-B: crest height varies linearly from heightA to heightB,
// the cross-section is profile(distance / width).
void ogn_shape_ridge_line(vec2 p, float ax, float ay, float bx, float by, float heightA,
                          float heightB, float width, int profile, out vec3 result) {
    vec2 w = ogn_worldPosition(p); // absolute world metres (float precision)
    vec2 a = vec2(ax, ay);
    vec2 ab = vec2(bx, by) - a;
    float len2 = max(dot(ab, ab), 1e-12);
    float sRaw = dot(w - a, ab) / len2;
    float s = clamp(sRaw, 0.0, 1.0);
    vec2 toP = w - (a + s * ab);
    float dist = length(toP);
    float halfWidth = max(width, 1e-6);
    vec2 f = ogn_profile(profile, dist / halfWidth);
    float crest = mix(heightA, heightB, s);
    // s only moves with w between the end points; beyond them the crest height is constant.
    vec2 gradS = (sRaw > 0.0 && sRaw < 1.0) ? ab / len2 : vec2(0.0);
    vec2 gradDist = dist > 0.0 ? toP / dist : vec2(0.0);
    vec2 grad = (heightB - heightA) * gradS * f.x + crest * f.y / halfWidth * gradDist;
    result = vec3(crest * f.x, grad);
}
