// Identity: a stage boundary of the pass plan (the compiler bakes the source and this reads
// the texture at the pixel, exactly). In a single program it evaluates the source in place.
void $FN(OgnPos p, out vec3 value) {
    value = $SAMPLE_source(p);
}
