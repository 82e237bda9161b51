// Fluvial erosion is a whole-domain simulation (docs/architecture.md, "Simulation stages"): in a
// pass plan the runtime simulates it over the graph's extent and this function is not used. Only
// a single program (orogen compile and validate, a node inside a warp's source) calls it: the
// input passes through unchanged, the rivers mask and the eroded depth are 0.
void $FN(vec2 p, float duration, float uplift, float erodibility, float m, float n, float diffusion,
         float channelArea, float cellSize, out vec3 height, out vec3 rivers, out vec3 eroded) {
    height = $SAMPLE_height(p);
    rivers = vec3(0.0);
    eroded = vec3(0.0);
}
