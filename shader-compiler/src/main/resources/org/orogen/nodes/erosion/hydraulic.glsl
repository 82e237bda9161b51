// Hydraulic erosion is a whole-domain simulation (docs/architecture.md, "Simulation stages"): in a
// pass plan the runtime simulates it over the graph's extent and this function is not used. Only
// a single program (orogen compile and validate, a node inside a warp's source) calls it: the
// input passes through unchanged and the masks are 0.
void $FN(vec2 p, float rain, float duration, float evaporation, float capacity, float minTilt, float dissolve,
         float deposit, float cellSize, float sedimentDepth, float waterDepth,
         out vec3 height, out vec3 sediment, out vec3 water, out vec3 wetness) {
    height = $SAMPLE_height(p);
    sediment = vec3(0.0);
    water = vec3(0.0);
    wetness = vec3(0.0);
}
