// Flow accumulation is a whole-domain simulation (docs/architecture.md, "Simulation stages"): in
// a pass plan the runtime computes it over the graph's extent and this function is not used. Only
// a single program (orogen compile and validate, a node inside a warp's source) calls it: area and
// river read 0, the filled height is the input.
void $FN(vec2 p, float exponent, float riverStart, float riverFull, float riverWidth, float widthExponent,
         float cellSize,
         out vec3 area, out vec3 river, out vec3 filled) {
    area = vec3(0.0);
    river = vec3(0.0);
    filled = $SAMPLE_height(p);
}
