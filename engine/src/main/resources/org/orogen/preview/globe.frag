#version 330 core
// The globe's surface: normals from the baked gradient in the face's tangent frame (x along the
// face's right projected onto the tangent plane, y = normal × x, as the planet bake writes it),
// the surface colours of the plane preview, sunlight fading across the terminator, a faint
// ambient for the night side and, with u_rim, the atmosphere's blue limb over the day side.
// Fragments inside u_hole (face fractions) are left to the finer close-up patch drawn there.
in vec2 v_frac;
in vec3 v_position;
out vec4 o_colour;

uniform sampler2D u_height;
uniform float u_exaggeration;   // slope scale of the gradient
uniform vec4 u_hole;            // (s0, t0, s1, t1); empty when s0 > s1
uniform float u_rim;            // atmosphere strength, 0 = none
//! common
//! surface
//! globe

void main() {
    if (all(greaterThan(v_frac, u_hole.xy)) && all(lessThan(v_frac, u_hole.zw))) {
        discard;
    }
    vec2 tc = faceTexCoord(v_frac);
    vec4 field = texture(u_height, tc);
    vec3 up = surfaceDirection(v_frac);
    vec3 tx = normalize(u_right - dot(u_right, up) * up);
    vec3 ty = cross(up, tx);
    vec2 gradient = field.yz * u_exaggeration;
    vec3 n = normalize(up - gradient.x * tx - gradient.y * ty);
    float slope = length(gradient);

    vec3 albedo = u_hasAlbedo == 1 ? clamp(texture(u_albedo, tc).rgb, 0.0, 1.0)
            : maskTint(paletteColour(field.x, slope), tc);
    float day = smoothstep(-0.06, 0.12, dot(up, u_sunDirection));
    float sun = max(dot(n, u_sunDirection), 0.0) * day;
    vec3 lit = albedo * (vec3(2.3, 2.12, 1.87) * sun + vec3(0.30, 0.36, 0.45) * (0.12 * day + 0.03));
    if (u_rim > 0.0) {
        vec3 view = normalize(u_cameraPosition - v_position);
        float limb = pow(1.0 - max(dot(up, view), 0.0), 3.0);
        lit += vec3(0.25, 0.45, 1.0) * limb * u_rim * (0.1 + day);
    }
    o_colour = vec4(toDisplay(lit), 1.0);
}
