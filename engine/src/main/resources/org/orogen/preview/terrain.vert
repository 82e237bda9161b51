#version 330 core
// Displaced grid patch: vertex k of a patch of u_tileQuads² quads reads the baked height (no
// vertex buffer; the index buffer names vertices by gl_VertexID). Ids past the grid are skirt
// vertices: copies of the edge vertices pulled down by u_skirtDepth, hiding cracks between patches
// of different detail. Local frame: x east, y north, z up, metres, origin at the centre of the
// extent; heights scaled by u_exaggeration.
uniform sampler2D u_height;     // bake: (h, dh/dx, dh/dy, 0), linear filtering
uniform int u_tileQuads;        // quads per patch side
uniform vec2 u_tileOrigin;      // patch's south-west corner in extent uv (0..1)
uniform float u_tileSpan;       // patch side in extent uv
uniform float u_skirtDepth;     // metres (scaled)
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
    int side = u_tileQuads + 1;
    int id = gl_VertexID;
    float drop = 0.0;
    ivec2 ij;
    if (id < side * side) {
        ij = ivec2(id % side, id / side);
    } else {
        int s = (id - side * side) / side;
        int t = (id - side * side) % side;
        ij = s == 0 ? ivec2(t, 0) : s == 1 ? ivec2(t, side - 1) : s == 2 ? ivec2(0, t) : ivec2(side - 1, t);
        drop = u_skirtDepth;
    }
    vec2 uv = u_tileOrigin + vec2(ij) / float(u_tileQuads) * u_tileSpan;
    float h = textureLod(u_height, bakeCoord(uv), 0.0).x;
    v_uv = uv;
    v_local = vec3((uv - 0.5) * u_extentSize, h * u_exaggeration + u_lift - drop);
    gl_Position = u_viewProjection * vec4(v_local, 1.0);
}
