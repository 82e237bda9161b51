// A paint layer's strokes are data in a storage buffer of its pass-plan stage (docs/algorithms.md,
// "Paint layers"); this function is not used there. Only a single program (orogen compile and
// validate, a node inside a warp's source) calls it: the input passes through unpainted and the
// mask is 0.
void $FN(vec2 p, out vec3 height, out vec3 mask) {
    height = $SAMPLE_height(p);
    mask = vec3(0.0);
}
