#version 330 core
// Displaced grid: vertex k of a u_gridSize² grid reads the baked height (no vertex buffer; the
// index buffer names vertices by gl_VertexID). Local frame: x east, y north, z up, metres,
// origin at the centre of the extent; heights scaled by u_exaggeration.
uniform sampler2D u_height;     // bake: (h, dh/dx, dh/dy, 0), linear filtering
uniform int u_gridSize;         // vertices per side
uniform vec2 u_extentSize;      // metres
uniform vec2 u_bakeSize;        // texels per side
uniform float u_exaggeration;
uniform mat4 u_viewProjection;
uniform float u_lift;           // metres added to z (wireframe overlay sits just above the surface)

out vec2 v_uv;
out vec3 v_local;

// Texel k's centre is at extent position k / (N - 1): the bake puts its first and last texels on
// the extent's edges, so the mesh edge samples exactly the edge texels.
vec2 bakeCoord(vec2 uv) {
    return (uv * (u_bakeSize - 1.0) + 0.5) / u_bakeSize;
}

void main() {
    int i = gl_VertexID % u_gridSize;
    int j = gl_VertexID / u_gridSize;
    vec2 uv = vec2(float(i), float(j)) / float(u_gridSize - 1);
    float h = textureLod(u_height, bakeCoord(uv), 0.0).x;
    v_uv = uv;
    v_local = vec3((uv - 0.5) * u_extentSize, h * u_exaggeration + u_lift);
    gl_Position = u_viewProjection * vec4(v_local, 1.0);
}
