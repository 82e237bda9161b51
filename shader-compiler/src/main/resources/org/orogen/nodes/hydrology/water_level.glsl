// The water level is a whole-domain simulation (docs/architecture.md, "Simulation stages"): in a
// pass plan the runtime computes it over the graph's extent and this function is not used. Only a
// single program (orogen compile and validate, a node inside a warp's source) calls it: no water
// anywhere, the surface is the input.
void $FN(vec2 p, bool hasSea, float seaLevel, float lakeMinDepth, float cellSize,
         out vec3 water, out vec3 sea, out vec3 lakes, out vec3 depth, out vec3 surface) {
    water = vec3(0.0);
    sea = vec3(0.0);
    lakes = vec3(0.0);
    depth = vec3(0.0);
    surface = $SAMPLE_height(p);
}
