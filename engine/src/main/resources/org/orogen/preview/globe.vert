#version 330 core
// One patch of a cube face of the globe: vertex k of a u_quads² grid (no vertex buffer, as
// terrain.vert) at face fraction u_rect.xy + (u_rect.zw - u_rect.xy) * ij / quads, on the unit
// sphere, pushed out by the baked height × u_displacement (radii per metre, exaggerated).
uniform sampler2D u_height;
uniform int u_quads;
uniform vec4 u_rect;          // face fractions (s0, t0, s1, t1) this patch covers
uniform float u_displacement;
uniform mat4 u_viewProjection;
//! globe

out vec2 v_frac;
out vec3 v_position;

void main() {
    int side = u_quads + 1;
    ivec2 ij = ivec2(gl_VertexID % side, gl_VertexID / side);
    vec2 frac = mix(u_rect.xy, u_rect.zw, vec2(ij) / float(u_quads));
    float h = textureLod(u_height, faceTexCoord(frac), 0.0).x;
    v_frac = frac;
    v_position = surfaceDirection(frac) * (1.0 + h * u_displacement);
    gl_Position = u_viewProjection * vec4(v_position, 1.0);
}
