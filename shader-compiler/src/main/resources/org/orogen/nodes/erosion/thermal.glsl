// Thermal erosion is a whole-domain simulation (docs/architecture.md, "Simulation stages"): in a
// pass plan the runtime simulates it over the graph's extent and this function is not used. Only
// a single program (orogen compile and validate, a node inside a warp's source) calls it: the
// input passes through unchanged and the talus mask is 0.
void $FN(vec2 p, float talusAngle, float duration, float strength, float cellSize, float screeDepth,
         out vec3 height, out vec3 talus) {
    height = $SAMPLE_height(p);
    talus = vec3(0.0);
}
