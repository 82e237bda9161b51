#version 330 core
// Smoke render: a known formula of the pixel position, checked pixel by pixel against
// SmokeRender.expected(...) in Java. u, v are pixel centres in 0..1.
//   r = sum over k = 0..5 of 0.5^k * sin(2 pi fract(3 * 2^k * u)) * cos(2 pi fract(2 * 2^k * v))
//   g = u * v,  b = u - v,  a = 1
// fract() keeps the trigonometric arguments in [0, 2 pi): GPU sin/cos are accurate there.
uniform vec2 u_resolution;
layout(location = 0) out vec4 o_colour;

const float TAU = 6.28318530717958647692;

void main() {
    vec2 uv = gl_FragCoord.xy / u_resolution;
    float r = 0.0;
    float amplitude = 1.0;
    float frequency = 1.0;
    for (int k = 0; k < 6; k++) {
        r += amplitude * sin(TAU * fract(3.0 * frequency * uv.x)) * cos(TAU * fract(2.0 * frequency * uv.y));
        amplitude *= 0.5;
        frequency *= 2.0;
    }
    o_colour = vec4(r, uv.x * uv.y, uv.x - uv.y, 1.0);
}
