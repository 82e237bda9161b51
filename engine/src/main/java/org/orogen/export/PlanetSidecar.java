package org.orogen.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.orogen.bake.PlanetSurface;
import org.orogen.shader.planet.CubeFace;
import org.orogen.shader.planet.PlanetMap;

/**
 * The {@code planet} section of a planet export's sidecar (in place of the plane's {@code world}
 * and {@code tiles}): the domain and radius, the layout, and for cube maps the mapping, face size,
 * face order and each face's orientation, so that an importer can rebuild every pixel's surface point.
 */
final class PlanetSidecar {

    private PlanetSidecar() {
    }

    static Map<String, Object> content(PlanetSurface planet) {
        PlanetMap map = planet.map();
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("domain", "sphere");
        root.put("radius", planet.radius());
        root.put("units", "metres");
        root.put("axes", "north pole +Y; longitude 0 at +Z; longitude 90 E at +X (right-handed, Y up)");
        root.put("layout", planet.isCube() ? "cube" : "equirectangular");
        if (planet.isCube()) {
            int n = map.faceSize();
            root.put("mapping", map.mapping().name().toLowerCase(Locale.ROOT));
            root.put("mappingFormula", switch (map.mapping()) {
                case GNOMONIC -> "p = c / |c| (what GPU cube maps sample)";
                case UNIFORM -> "p.x = c.x sqrt(1 - c.y^2/2 - c.z^2/2 + c.y^2 c.z^2/3), and cyclically";
            });
            root.put("faceSize", n);
            root.put("faceOrder", faceLabels());
            root.put("orientation", "OpenGL/Direct3D cube-map faces: row 0 is the face's up edge, column 0 its "
                    + "left edge; pixel (column i, row r) lies at cube point c = axis + s * right + t * up with "
                    + "s = (2i - (n - 1)) / (n - 1), t = ((n - 1) - 2r) / (n - 1)");
            root.put("sampling", "edge pixels lie on the cube's edges: neighbouring faces share them, bit for bit");
            List<Map<String, Object>> faces = new ArrayList<>();
            for (CubeFace f : CubeFace.values()) {
                Map<String, Object> face = new LinkedHashMap<>();
                face.put("face", f.label());
                face.put("axis", f.axis());
                face.put("right", f.right());
                face.put("up", f.up());
                faces.add(face);
            }
            root.put("faces", faces);
            root.put("meanMetresPerPixel", planet.metresPerPixel());
        } else {
            root.put("longitude", "-180 degrees at column 0 to +180 at column width - 1 (both on the 180 meridian)");
            root.put("latitude", "+90 degrees (north pole) at row 0 to -90 at row height - 1");
            root.put("metresPerPixelAtEquator", planet.metresPerPixel());
        }
        root.put("normals", "tangent space of each pixel: x along the image's columns (a face's right, or east), "
                + "y along its rows upwards (a face's up, or north), z the local vertical");
        return root;
    }

    /** px, nx, py, ny, pz, nz. */
    static List<String> faceLabels() {
        List<String> labels = new ArrayList<>();
        for (CubeFace f : CubeFace.values()) {
            labels.add(f.label());
        }
        return labels;
    }
}
