#version 330 core
// One triangle covering the viewport: vertices (-1,-1), (3,-1), (-1,3). No vertex buffer needed.
// v_uv runs 0..1 across the viewport; fragment shaders may ignore it and use gl_FragCoord.
out vec2 v_uv;

void main() {
    vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
    v_uv = corner;
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
