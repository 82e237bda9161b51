// The globe's cube-sphere mapping (pasted by PreviewShaders), the same as the planet bake's
// (org.orogen.shader.planet.PlanetMap): face fraction (s, t) in [0, 1]² is cube point
// axis + (2s - 1) right + (2t - 1) up, carried onto the unit sphere by the cube mapping.
uniform vec3 u_axis;          // the face's outward axis
uniform vec3 u_right;         // its column direction
uniform vec3 u_up;            // its row direction (rows counted from the bottom)
uniform int u_mapping;        // 0 gnomonic (c / |c|), 1 uniform
uniform vec2 u_texOrigin;     // texel coordinate of face fraction (0, 0) in the bound textures
uniform float u_texScale;     // texels per face fraction (the baked map's face size - 1)
uniform vec2 u_texSize;       // size of the bound textures

vec3 cubeToSphere(vec3 c) {
    if (u_mapping == 0) {
        return normalize(c);
    }
    vec3 c2 = c * c;
    return c * sqrt(1.0 - (c2.yzx + c2.zxy) * 0.5 + c2.yzx * c2.zxy / 3.0);
}

vec3 surfaceDirection(vec2 frac) {
    vec2 st = frac * 2.0 - 1.0;
    return cubeToSphere(u_axis + st.x * u_right + st.y * u_up);
}

// Texel k of the baked face lies on face fraction k / (n - 1): sample at its centre.
vec2 faceTexCoord(vec2 frac) {
    return (u_texOrigin + frac * u_texScale + 0.5) / u_texSize;
}
