//! require position
//! require bicubic
// A height map file placed over the world rectangle `fileRect` (min x, min y, size x, size y;
// texture row 0 is the minimum y). Height = heightOffset + heightScale * sample, sampled
// with Catmull-Rom bicubic filtering and its analytic gradient; outside the rectangle the
// border texels extend.
void ogn_shape_heightmap(vec2 p, sampler2D file, vec4 fileRect, float heightScale,
                         float heightOffset, out vec3 height) {
    vec2 w = ogn_worldPosition(p); // absolute world metres (float precision)
    vec2 size = vec2(textureSize(file, 0));
    vec2 texelsPerMetre = size / max(fileRect.zw, vec2(1e-6));
    vec3 s = ogn_bicubic(file, (w - fileRect.xy) * texelsPerMetre);
    height = vec3(heightOffset + heightScale * s.x, heightScale * s.yz * texelsPerMetre);
}
