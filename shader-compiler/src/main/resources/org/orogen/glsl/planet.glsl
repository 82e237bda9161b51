//! require lattice
// planet.glsl — positions on a sphere: replaces position.glsl in programs of sphere graphs
// (docs/algorithms.md, "Planets"). Needs GLSL 4.00 double precision (planets need OpenGL 4.3).
//
// A planet bake places its blocks in map pixels (org.orogen.shader.planet.PlanetMap): the
// integer pixel u_anchor + (i, j) of a cube-face strip or an equirectangular map. main() turns
// it into the surface point P (double precision, metres) by ogn_planetSetup, which also sets the
// per-pixel globals below; node functions then receive
//
//   p = P - floor(P)          (vec3, metres relative to the per-pixel anchor floor(P))
//
// and the lattice position of an octave frame G is G * floor(P) (exact: the 12-bit split of
// position.glsl on three integer components) + G * p + offset. The surface point is computed
// from integers and world-axis components only, so a pixel on an edge shared by two cube faces
// gets the same P, the same anchor and the same p in both: heights agree bit for bit there.
//
// Gradients stay per metre in 2D: along an orthonormal tangent frame (ogn_tangentX = the map's
// column direction, i.e. the face's `right` (cube) or east (equirectangular) projected onto the
// tangent plane; ogn_tangentY = normal x ogn_tangentX, the row direction). The downslope warp and the
// masks' taps move p along that frame; the Scape turbulences by sums of slopes (ogn_slope), warps by
// noise fields by a world-axis vector (ogn_warpWorld), and warps by two fields of the graph towards
// east and north (ogn_warpEastNorth): the same on every face.

uniform ivec2 u_anchor;    // with u_origin (a whole number on a planet), the map pixel of the block's first pixel
uniform vec4 u_planetMap;  // (layout: 0 cube faces, 1 equirectangular; width; height; mapping: 0 gnomonic, 1 uniform)

#define OGN_SPHERE 1
#define OgnPos vec3   // a position relative to the per-pixel anchor, metres
#define OgnFrame mat3 // an octave frame (lattice = frame * position)
#define OgnNoise vec4 // a noise primitive's (value, lattice gradient)
#define OgnSlope vec3 // a gradient per metre as a 3D vector in the tangent plane (ogn_slope)

ivec3 ogn_planetAnchor;  // floor of the surface point, whole metres (|component| < 2^24)
vec3 ogn_planetNormal;   // unit outward normal (the local vertical)
vec3 ogn_tangentX;       // unit tangent along the map's columns
vec3 ogn_tangentY;       // unit tangent along the map's rows: normal x tangentX

// A noise lattice position: cell (wraps mod 2^32) and fraction in [0, 1).
struct OgnLatticePoint {
    uvec3 cell;
    vec3 f;
};

// Cube faces in GL cube-map order (+X, -X, +Y, -Y, +Z, -Z): outward axis, right, up
// (Java twin: CubeFace).
const ivec3 OGN_FACE_AXIS[6] = ivec3[6](ivec3(1, 0, 0), ivec3(-1, 0, 0), ivec3(0, 1, 0), ivec3(0, -1, 0),
        ivec3(0, 0, 1), ivec3(0, 0, -1));
const ivec3 OGN_FACE_RIGHT[6] = ivec3[6](ivec3(0, 0, -1), ivec3(0, 0, 1), ivec3(1, 0, 0), ivec3(1, 0, 0),
        ivec3(1, 0, 0), ivec3(-1, 0, 0));
const ivec3 OGN_FACE_UP[6] = ivec3[6](ivec3(0, 1, 0), ivec3(0, 1, 0), ivec3(0, 0, -1), ivec3(0, 0, 1),
        ivec3(0, 1, 0), ivec3(0, 1, 0));

// Powers 0..15 of the rotation by atan2(3, 4) about the axis (2, 3, 6) / 7 (an irrational
// fraction of a turn, so octave lattices never line up again), each entry truncated to 12
// significant bits (exact literals, column-major; Java twin: Lattice3.rotation).
const mat3 OGN_ROTATION3[16] = mat3[16](
    mat3(1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0),
    mat3(0.816162109375, 0.53857421875, -0.2081298828125, -0.48974609375, 0.836669921875, 0.244873046875, 0.3060302734375, -0.097930908203125, 0.94677734375),
    mat3(0.3387451171875, 0.910888671875, -0.23504638671875, -0.734619140625, 0.4122314453125, 0.53857421875, 0.587646484375, -0.009792327880859375, 0.808837890625),
    mat3(-0.2415771484375, 0.9677734375, -0.070037841796875, -0.63671875, -0.103668212890625, 0.763916015625, 0.732177734375, 0.22918701171875, 0.64111328125),
    mat3(-0.692626953125, 0.686279296875, 0.220947265625, -0.23504638671875, -0.504638671875, 0.83056640625, 0.681640625, 0.5234375, 0.510986328125),
    mat3(-0.833984375, 0.17950439453125, 0.521484375, 0.3094482421875, -0.630126953125, 0.7119140625, 0.45654296875, 0.755126953125, 0.4700927734375),
    mat3(-0.609130859375, -0.3502197265625, 0.71142578125, 0.779296875, -0.4302978515625, 0.455322265625, 0.14666748046875, 0.831787109375, 0.534912109375),
    mat3(-0.107879638671875, -0.69091796875, 0.714599609375, 0.986328125, 0.015193939208984375, 0.16357421875, -0.1239013671875, 0.72265625, 0.679931640625),
    mat3(0.4691162109375, -0.706298828125, 0.530029296875, 0.84765625, 0.528076171875, -0.04669189453125, -0.2469482421875, 0.4713134765625, 0.846435546875),
    mat3(0.89111328125, -0.39013671875, 0.2313232421875, 0.4190673828125, 0.903076171875, -0.09136962890625, -0.17327880859375, 0.1783447265625, 0.968505859375),
    mat3(0.9892578125, 0.13104248046875, -0.0619964599609375, -0.128173828125, 0.990478515625, 0.04742431640625, 0.067626953125, -0.0389862060546875, 0.996826171875),
    mat3(0.724365234375, 0.648681640625, -0.2325439453125, -0.5751953125, 0.755126953125, 0.314208984375, 0.37939453125, -0.09381103515625, 0.92041015625),
    mat3(0.20245361328125, 0.955810546875, -0.212158203125, -0.7431640625, 0.291015625, 0.60205078125, 0.637451171875, 0.0357666015625, 0.76953125),
    mat3(-0.367919921875, 0.9296875, -0.008930206298828125, -0.56494140625, -0.21588134765625, 0.796142578125, 0.73828125, 0.2979736328125, 0.604736328125),
    mat3(-0.75830078125, 0.58056640625, 0.2957763671875, -0.1116943359375, -0.56298828125, 0.818603515625, 0.641845703125, 0.587890625, 0.491943359375),
    mat3(-0.81298828125, 0.0482025146484375, 0.580078125, 0.4351806640625, -0.611572265625, 0.66064453125, 0.3865966796875, 0.78955078125, 0.4761962890625)
);

// 3D world position in metres (float: fine for smooth, large shapes; never for noise lattices).
vec3 ogn_worldPosition(vec3 p) {
    return vec3(ogn_planetAnchor) + p;
}

// The frame of an octave: quantized frequency times the octave's rotation (identity when
// rotate is false), each entry truncated to 12 bits. Lattice x = G * w.
mat3 ogn_octaveFrame(float frequency, int octave, bool rotate) {
    mat3 R = rotate ? OGN_ROTATION3[octave & 15] : mat3(1.0);
    mat3 G;
    for (int c = 0; c < 3; c++) {
        G[c] = vec3(ogn_quantize(frequency * R[c].x), ogn_quantize(frequency * R[c].y),
                ogn_quantize(frequency * R[c].z));
    }
    return G;
}

// Lattice position of p (metres relative to the per-pixel anchor) under frame G, shifted by
// `offset` lattice cells: G * anchor exactly (12-bit pieces, see position.glsl), then the small
// float part.
OgnLatticePoint ogn_lattice(vec3 p, mat3 G, vec3 offset) {
    uvec3 cell = uvec3(0u);
    vec3 f = offset;
    ivec3 hi = ogn_planetAnchor >> 12; // arithmetic shift: floor division by 4096
    ivec3 lo = ogn_planetAnchor & 0xFFF;
    vec3 hx = vec3(hi) * 4096.0;       // exact: |hi| <= 4096
    for (int c = 0; c < 3; c++) {
        vec3 high = G[c] * hx[c];
        vec3 low = G[c] * float(lo[c]);
        ogn_addExact(high.x, cell.x, f.x);
        ogn_addExact(high.y, cell.y, f.y);
        ogn_addExact(high.z, cell.z, f.z);
        ogn_addExact(low.x, cell.x, f.x);
        ogn_addExact(low.y, cell.y, f.y);
        ogn_addExact(low.z, cell.z, f.z);
    }
    vec3 x = f + G * p;
    vec3 w = floor(x);
    return OgnLatticePoint(cell + uvec3(ivec3(w)), x - w);
}

// Converts a gradient per lattice cell into a gradient per metre along the tangent frame
// (the 3D gradient projected onto the tangent plane).
vec2 ogn_toWorld(mat3 G, vec3 latticeGradient) {
    vec3 g = transpose(G) * latticeGradient;
    return vec2(dot(g, ogn_tangentX), dot(g, ogn_tangentY));
}

// p moved by d metres along the tangent frame.
vec3 ogn_displace(vec3 p, vec2 d) {
    return p + d.x * ogn_tangentX + d.y * ogn_tangentY;
}

// The part of the world-axis vector v in the tangent plane. It is computed without the map's frame, so a point
// that two cube faces share (or every pixel of an equirectangular pole row) gets the same vector, bit for bit.
vec3 ogn_tangential(vec3 v) {
    return v - dot(v, ogn_planetNormal) * ogn_planetNormal;
}

// A warp by noise fields on a sphere. Two fields read as displacements along the map's frame would warp a
// point differently on each face that holds it (the frames differ there), so the warp takes three fields
// (fx, fy, fz: value and gradient along the frame) as a world-axis vector field and moves p by strength times
// its tangential part. On return fx and fy hold that part's components along ogn_tangentX and ogn_tangentY with
// their gradients, the rows of the warp's Jacobian I + strength * [grad fx; grad fy] as on a plane (the turning
// of the tangent plane over the sphere, 1/R per metre, is left out of the Jacobian).
vec3 ogn_warpWorld(vec3 p, float strength, inout vec3 fx, inout vec3 fy, vec3 fz) {
    vec3 w = p + strength * ogn_tangential(vec3(fx.x, fy.x, fz.x));
    vec3 alongX = fx * ogn_tangentX.x + fy * ogn_tangentX.y + fz * ogn_tangentX.z;
    fy = fx * ogn_tangentY.x + fy * ogn_tangentY.y + fz * ogn_tangentY.z;
    fx = alongX;
    return w;
}

// A gradient per lattice cell as a gradient per metre that nodes add up and move by: the 3D gradient's part in
// the tangent plane, computed with the normal and not the map's frame, so a point that two cube faces share
// gets the same vector on both (the Scape turbulences warp and damp their octaves by these).
OgnSlope ogn_slope(mat3 G, vec3 latticeGradient) {
    return ogn_tangential(transpose(G) * latticeGradient);
}

// A slope's components along the tangent frame (what a field's gradient holds).
vec2 ogn_slopeInFrame(OgnSlope s) {
    return vec2(dot(s, ogn_tangentX), dot(s, ogn_tangentY));
}

// p moved by the vector d of metres (an OgnSlope scaled to metres, in the tangent plane).
vec3 ogn_displaceBy(vec3 p, OgnSlope d) {
    return p + d;
}

// East and north at the point (unit tangents, north towards +Y): the directions that every map of the planet
// agrees on, computed from the normal alone. At a pole, where east is undefined, east is world +X.
void ogn_eastNorth(out vec3 east, out vec3 north) {
    vec3 e = cross(vec3(0.0, 1.0, 0.0), ogn_planetNormal);
    east = dot(e, e) > 1e-12 ? normalize(e) : vec3(1.0, 0.0, 0.0);
    north = cross(ogn_planetNormal, east);
}

// A warp by two fields read as displacements towards east and north (warp.by_fields on a sphere): as
// ogn_warpWorld, the same directions on every map, so faces agree where they meet; on return fx and fy hold
// the displacement's components along the frame with their gradients (the Jacobian's rows).
vec3 ogn_warpEastNorth(vec3 p, float strength, inout vec3 fx, inout vec3 fy) {
    vec3 east;
    vec3 north;
    ogn_eastNorth(east, north);
    vec3 w = p + strength * (fx.x * east + fy.x * north);
    vec3 alongX = fx * dot(east, ogn_tangentX) + fy * dot(north, ogn_tangentX);
    fy = fx * dot(east, ogn_tangentY) + fy * dot(north, ogn_tangentY);
    fx = alongX;
    return w;
}

// sin and cos of x (radians, |x| <= 4) in double precision: GLSL has no double sin/cos. Reduction
// to |r| <= pi/4 by quadrant (pi/2 split into two doubles), then Taylor series to r^17 / r^18
// (truncation error below 1e-17).
dvec2 ogn_sinCos(double x) {
    double k = floor(x * 0.63661977236758134lf + 0.5lf);
    double r = (x - k * 1.5707963267948966lf) - k * 6.123233995736766e-17lf;
    double r2 = r * r;
    double s = 1.0lf / 355687428096000.0lf;            // 1/17!
    s = 1.0lf / 1307674368000.0lf - r2 * s;           // 1/15!
    s = 1.0lf / 6227020800.0lf - r2 * s;              // 1/13!
    s = 1.0lf / 39916800.0lf - r2 * s;                // 1/11!
    s = 1.0lf / 362880.0lf - r2 * s;                  // 1/9!
    s = 1.0lf / 5040.0lf - r2 * s;                    // 1/7!
    s = 1.0lf / 120.0lf - r2 * s;                     // 1/5!
    s = 1.0lf / 6.0lf - r2 * s;                       // 1/3!
    s = r - r * r2 * s;
    double c = 1.0lf / 6402373705728000.0lf;          // 1/18!
    c = 1.0lf / 20922789888000.0lf - r2 * c;          // 1/16!
    c = 1.0lf / 87178291200.0lf - r2 * c;             // 1/14!
    c = 1.0lf / 479001600.0lf - r2 * c;               // 1/12!
    c = 1.0lf / 3628800.0lf - r2 * c;                 // 1/10!
    c = 1.0lf / 40320.0lf - r2 * c;                   // 1/8!
    c = 1.0lf / 720.0lf - r2 * c;                     // 1/6!
    c = 1.0lf / 24.0lf - r2 * c;                      // 1/4!
    c = 0.5lf - r2 * c;                               // 1/2!
    c = 1.0lf - r2 * c;
    int q = int(k) & 3;
    dvec2 sc = q == 0 ? dvec2(s, c) : q == 1 ? dvec2(c, -s) : q == 2 ? dvec2(-s, -c) : dvec2(-c, s);
    return sc;
}

// The unit-sphere point of map pixel `pixel` (double precision; Java twin: PlanetMap.unitPoint)
// and, in `right`, the map's column direction there (before projection onto the tangent plane).
dvec3 ogn_planetUnitPoint(ivec2 pixel, out vec3 right) {
    int width = int(u_planetMap.y);
    int height = int(u_planetMap.z);
    if (int(u_planetMap.x) == 0) {
        int n = height;
        int face = clamp(pixel.x >= 0 ? pixel.x / n : -1, 0, 5); // halo pixels extend the end faces
        int i = pixel.x - face * n;
        double s = double(2 * i - (n - 1)) / double(n - 1);
        double t = double(2 * pixel.y - (n - 1)) / double(n - 1);
        dvec3 c = dvec3(OGN_FACE_AXIS[face]) + dvec3(OGN_FACE_RIGHT[face]) * s + dvec3(OGN_FACE_UP[face]) * t;
        right = vec3(OGN_FACE_RIGHT[face]);
        if (int(u_planetMap.w) == 0) { // gnomonic: c / |c|
            double length = sqrt(c.x * c.x + c.y * c.y + c.z * c.z);
            return dvec3(c.x / length, c.y / length, c.z / length);
        }
        dvec3 c2 = c * c; // uniform (area-spreading) mapping
        return dvec3(c.x * sqrt(1.0lf - (c2.y + c2.z) * 0.5lf + c2.y * c2.z / 3.0lf),
                c.y * sqrt(1.0lf - (c2.z + c2.x) * 0.5lf + c2.z * c2.x / 3.0lf),
                c.z * sqrt(1.0lf - (c2.x + c2.y) * 0.5lf + c2.x * c2.y / 3.0lf));
    }
    double lon = (-180.0lf + 360.0lf * double(pixel.x) / double(width - 1)) * 0.017453292519943295lf;
    double lat = (-90.0lf + 180.0lf * double(pixel.y) / double(height - 1)) * 0.017453292519943295lf;
    dvec2 sl = ogn_sinCos(lon);
    dvec2 sp = ogn_sinCos(lat);
    right = vec3(float(sl.y), 0.0, float(-sl.x)); // east
    if (pixel.y == 0 || pixel.y == height - 1) {
        // A pole, one point for every column: cos(±90°) is not 0 in floating point (Java twin: PlanetMap).
        return dvec3(0.0lf, pixel.y == 0 ? -1.0lf : 1.0lf, 0.0lf);
    }
    return dvec3(sp.y * sl.x, sp.x, sp.y * sl.y);
}

// Sets the per-pixel anchor and tangent frame for map pixel `pixel` on a sphere of `radius`
// metres and returns p, the surface point relative to the anchor.
vec3 ogn_planetSetup(ivec2 pixel, double radius) {
    vec3 right;
    dvec3 unit = ogn_planetUnitPoint(pixel, right);
    dvec3 P = unit * radius;
    dvec3 anchor = floor(P);
    ogn_planetAnchor = ivec3(anchor);
    ogn_planetNormal = normalize(vec3(unit));
    ogn_tangentX = normalize(right - dot(right, ogn_planetNormal) * ogn_planetNormal);
    ogn_tangentY = cross(ogn_planetNormal, ogn_tangentX);
    return vec3(P - anchor);
}
