// Downslope warp: evaluates the source at q = p + strength * grad(guide). A source feature at s
// then shows where p + strength * grad(guide) = s, i.e. displaced by strength * grad(guide)
// towards lower ground: the detail is dragged downhill along the guide terrain (strength in
// metres per unit slope). The Jacobian's second-derivative part (the guide's curvature) is not
// available, so the gradient uses J = I (approximate).
void $FN(OgnPos p, vec3 guide, float strength, out vec3 result) {
    OgnPos q = ogn_displace(p, strength * guide.yz);
    result = $SAMPLE_source(q);
}
