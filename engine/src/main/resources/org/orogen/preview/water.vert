#version 330 core
// The water plane: two triangles over the extent at the water level (vertices from gl_VertexID).
uniform vec2 u_extentSize;
uniform float u_waterZ;          // local z (exaggerated metres)
uniform mat4 u_viewProjection;
out vec3 v_local;

void main() {
    int corner = gl_VertexID < 3 ? gl_VertexID : gl_VertexID - 2;   // 0 1 2, 1 2 3
    vec2 c = vec2(float(corner & 1), float(corner >> 1));
    v_local = vec3((c - 0.5) * u_extentSize, u_waterZ);
    gl_Position = u_viewProjection * vec4(v_local, 1.0);
}
