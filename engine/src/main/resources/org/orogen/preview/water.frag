#version 330 core
// Water: colour and opacity from depth (read from the height texture), sky reflection by Fresnel,
// sun glint, fog. Blended over the terrain already drawn.
in vec3 v_local;
out vec4 o_colour;
uniform sampler2D u_height;
uniform vec2 u_extentSize;
uniform vec2 u_bakeSize;
uniform float u_exaggeration;
uniform float u_waterZ;
//! common

void main() {
    vec2 uv = v_local.xy / u_extentSize + 0.5;
    float ground = textureLod(u_height, (uv * (u_bakeSize - 1.0) + 0.5) / u_bakeSize, 0.0).x * u_exaggeration;
    float depth = u_waterZ - ground;
    if (depth <= 0.0) {
        discard;
    }
    vec3 view = normalize(v_local - u_cameraPosition);
    vec3 n = vec3(0.0, 0.0, 1.0);
    float fresnel = 0.02 + 0.98 * pow(1.0 - max(dot(-view, n), 0.0), 5.0);
    float deep = 1.0 - exp(-depth / max(u_exaggeration, 1e-3) * 0.08);
    vec3 body = mix(vec3(0.10, 0.35, 0.36), vec3(0.02, 0.08, 0.16), deep);
    vec3 reflected = skyColour(reflect(view, n));
    float glint = pow(max(dot(reflect(view, n), u_sunDirection), 0.0), 200.0) * 3.0;
    vec3 colour = mix(body, reflected, fresnel) + vec3(glint);
    float alpha = clamp(0.35 + deep * 0.65 + fresnel, 0.0, 1.0);
    o_colour = vec4(toDisplay(applyFog(colour, v_local)), alpha);
}
