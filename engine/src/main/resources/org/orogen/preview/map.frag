#version 330 core
// The 2D map: height in false colour with hillshade (the graph's colour output instead of the
// false colour when it has one), one mask in grey, or the normal map (OpenGL convention: +y green). Image rows run top-down (north at the top) when u_flipY is 1.
in vec2 v_uv;
out vec4 o_colour;
uniform sampler2D u_height;
uniform sampler2D u_mask;
uniform int u_mode;              // 0 height, 1 mask, 2 normal map
uniform vec2 u_heightRange;
uniform int u_flipY;
uniform sampler2D u_albedo;      // linear RGB, when u_hasAlbedo is 1
uniform int u_hasAlbedo;
uniform int u_unfold;            // 1: a planet's six faces side by side, shown unfolded as a cross
uniform vec2 u_faceCells[6];     // each face's cell (column, row from the top) in the 4 x 3 cross
uniform vec2 u_atlasSize;        // the planet bake's size (6n x n)
uniform vec2 u_crossPlace;       // a cell's side and the cross's top, fractions of the map (FaceUnfolding)

// The planet bake's texture coordinate shown at map position p (0..1, y down), or -1 outside the cross.
vec2 unfolded(vec2 p) {
    vec2 cell = vec2(p.x, p.y - u_crossPlace.y) / u_crossPlace.x;
    for (int f = 0; f < 6; f++) {
        vec2 inCell = cell - u_faceCells[f];
        if (all(greaterThanEqual(inCell, vec2(0.0))) && all(lessThan(inCell, vec2(1.0)))) {
            float n = u_atlasSize.y;
            vec2 face = vec2(inCell.x, 1.0 - inCell.y) * (n - 1.0);
            return (vec2(float(f) * n, 0.0) + face + 0.5) / u_atlasSize;
        }
    }
    return vec2(-1.0);
}

// Linear -> sRGB-encoded (IEC 61966-2-1), as the albedo PNG export writes it.
vec3 srgbEncode(vec3 l) {
    vec3 c = clamp(l, 0.0, 1.0);
    return mix(12.92 * c, 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055, step(vec3(0.0031308), c));
}

vec3 falseColour(float t) {
    // Blue -> green -> yellow -> brown -> white, like a hypsometric tint.
    vec3 c0 = vec3(0.10, 0.20, 0.55);
    vec3 c1 = vec3(0.15, 0.55, 0.30);
    vec3 c2 = vec3(0.85, 0.80, 0.35);
    vec3 c3 = vec3(0.55, 0.35, 0.20);
    vec3 c4 = vec3(0.97, 0.97, 0.97);
    if (t < 0.25) return mix(c0, c1, t / 0.25);
    if (t < 0.5) return mix(c1, c2, (t - 0.25) / 0.25);
    if (t < 0.75) return mix(c2, c3, (t - 0.5) / 0.25);
    return mix(c3, c4, (t - 0.75) / 0.25);
}

void main() {
    vec2 uv = vec2(v_uv.x, u_flipY == 1 ? 1.0 - v_uv.y : v_uv.y);
    if (u_unfold == 1) {
        // Picture position with y down (row 0 at the top when flipped), then the face there.
        uv = unfolded(vec2(v_uv.x, u_flipY == 1 ? v_uv.y : 1.0 - v_uv.y));
        if (uv.x < 0.0) {
            o_colour = vec4(0.118, 0.137, 0.157, 1.0); // the editor's panel colour, #1e2328
            return;
        }
    }
    vec4 field = texture(u_height, uv);
    vec3 n = normalize(vec3(-field.yz, 1.0));
    if (u_mode == 1) {
        float m = clamp(texture(u_mask, uv).x, 0.0, 1.0);
        o_colour = vec4(vec3(m), 1.0);
    } else if (u_mode == 2) {
        o_colour = vec4(n * 0.5 + 0.5, 1.0);
    } else {
        float span = max(u_heightRange.y - u_heightRange.x, 1e-3);
        float t = clamp((field.x - u_heightRange.x) / span, 0.0, 1.0);
        float light = max(dot(n, normalize(vec3(-0.6, 0.6, 0.55))), 0.0);
        if (u_hasAlbedo == 1) {
            // Albedo under a sun and sky that together give 1 on flat ground (so the map shows the colours).
            vec3 albedo = clamp(texture(u_albedo, uv).rgb, 0.0, 1.0);
            o_colour = vec4(srgbEncode(albedo * (0.35 + 0.65 * light / 0.5426)), 1.0);
        } else {
            o_colour = vec4(falseColour(t) * (0.55 + 0.45 * light), 1.0);
        }
    }
}
