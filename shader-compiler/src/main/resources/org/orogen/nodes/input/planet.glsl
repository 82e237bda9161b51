//! require position
// Latitude and longitude (degrees) of the surface point p, with gradients in degrees per metre
// along the tangent frame. With n = w / |w| (w the 3D point, R = |w|) and a tangent step t ds:
// d lat = t.y / (R cos lat) ds and d lon = (n.z t.x - n.x t.z) / (R (n.x^2 + n.z^2)) ds.
// Sphere graphs only: on a plane the compiler rejects the node before it is emitted.
void ogn_input_planet(OgnPos p, out vec3 latitude, out vec3 longitude) {
#ifdef OGN_SPHERE
    vec3 w = ogn_worldPosition(p); // float: angles good to about 1e-4 degrees (float atan)
    float r = length(w);
    vec3 n = w / r;
    float horizontal = n.x * n.x + n.z * n.z;
    float cosLat = sqrt(horizontal);
    vec2 ty = vec2(ogn_tangentX.y, ogn_tangentY.y);
    vec2 tAround = vec2(n.z * ogn_tangentX.x - n.x * ogn_tangentX.z, n.z * ogn_tangentY.x - n.x * ogn_tangentY.z);
    float toDegrees = 57.295779513082321;
    vec2 dLat = cosLat > 1e-6 ? ty / (r * cosLat) : vec2(0.0);
    vec2 dLon = horizontal > 1e-12 ? tAround / (r * horizontal) : vec2(0.0);
    latitude = vec3(degrees(atan(n.y, cosLat)), toDegrees * dLat);
    longitude = vec3(degrees(atan(n.x, n.z)), toDegrees * dLon);
#else
    latitude = vec3(0.0);
    longitude = vec3(0.0);
#endif
}
