// Warp by two fields: evaluates the source at q = p + strength (offsetX, offsetY).
// Chain rule with the warp's Jacobian J = I + strength [grad offsetX; grad offsetY]:
// grad (source o q) = J^T grad source(q)  (in GLSL, row vector times matrix).
// On a sphere the offsets point east and north, directions every cube face agrees on (planet.glsl).
void $FN(OgnPos p, vec3 offsetX, vec3 offsetY, float strength, out vec3 result) {
#ifdef OGN_SPHERE
    OgnPos q = ogn_warpEastNorth(p, strength, offsetX, offsetY);
#else
    OgnPos q = ogn_displace(p, strength * vec2(offsetX.x, offsetY.x));
#endif
    vec3 s = $SAMPLE_source(q);
    mat2 jacobian = mat2(1.0 + strength * offsetX.y, strength * offsetY.y,
                         strength * offsetX.z, 1.0 + strength * offsetY.z);
    result = vec3(s.x, s.yz * jacobian);
}
