// Downslope warp: evaluates the source at q = p - strength * grad(guide), which drags the
// source's detail downhill along the guide terrain (strength in metres per unit slope).
// The Jacobian's second-derivative part is not available, so the gradient uses J = I
// (approximate).
void $FN(vec2 p, vec3 guide, float strength, out vec3 result) {
    vec2 q = p - strength * guide.yz;
    result = $SAMPLE_source(q);
}
