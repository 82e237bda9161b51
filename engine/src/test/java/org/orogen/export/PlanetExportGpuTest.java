package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.Raster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.orogen.bake.PlanetSurface;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Domain;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompileOptions;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.planet.CubeFace;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;

/**
 * Planet exports of real sphere graphs on a real context (llvmpipe), files decoded by independent
 * readers: neighbouring cube faces agree bit for bit on all 12 shared edges (EXR and 16-bit PNG,
 * both mappings), the equirectangular map equals the faces where both sample the same surface
 * point, and normal maps are in each face's tangent space.
 */
@ExtendWith(GlExtension.class)
class PlanetExportGpuTest {

    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static GlThread gl;

    @TempDir
    Path dir;

    /** Mountains on a 1000 km planet: fBm heights and a slope mask (tapped along the tangent frame). */
    static Graph mountains() {
        Node fbm = Node.of("n", "fractal.fbm").withParameter("scale", ParameterValue.of(400_000.0))
                .withParameter("amplitude", ParameterValue.of(3000.0));
        return Graph.of(List.of(fbm, Node.of("out", "output.height"),
                        Node.of("s", "mask.slope").withParameter("step", ParameterValue.of(2000.0))
                                .withParameter("lowAngle", ParameterValue.of(0.0))
                                .withParameter("highAngle", ParameterValue.of(3.0)),
                        Node.of("m", "output.mask").withParameter("name", ParameterValue.of("steep"))),
                List.of(Edge.of("n", "value", "out", "input"), Edge.of("n", "value", "s", "height"),
                        Edge.of("s", "mask", "m", "input")),
                GraphMetadata.EMPTY.withDomain(Domain.sphere(1_000_000)), 9, List.of());
    }

    private MapExport.Result export(Graph graph, PlanetMap map, Path folder, Set<MapFormat> formats)
            throws Exception {
        CompiledPlan plan = COMPILER.compilePlan(graph, CompileOptions.DEFAULT);
        assertFalse(plan.hasErrors(), () -> plan.diagnostics().toString());
        Files.createDirectories(folder);
        SampleGrid grid = SampleGrid.onPlanet(new PlanetSurface(map, graph.metadata().domain().radius()));
        TilePlan tiles = map.layout() == PlanetMap.Layout.CUBE ? TilePlan.cubeFaces(map.faceSize())
                : TilePlan.single(map.width(), map.height());
        ExportRequest request = new ExportRequest(grid, tiles, null, folder, "planet", formats, null,
                ExrCompression.ZIP, List.of(), null, new ExportRequest.Provenance("planet.graph", "0", 9, "test",
                Map.of()));
        return new ExportJob(plan, null, request, false).run(gl, null, null);
    }

    private static float[] exr(Path file) {
        return TinyExrReader.read(file).channels().get("Y");
    }

    private static int[] png(Path file) throws IOException {
        Raster r = ImageIO.read(file.toFile()).getRaster();
        return r.getPixels(0, 0, r.getWidth(), r.getHeight(), (int[]) null);
    }

    @ParameterizedTest
    @EnumSource(CubeMapping.class)
    void neighbouringFacesAgreeBitForBitOnAllTwelveEdges(CubeMapping mapping) throws Exception {
        int n = 33;
        export(mountains(), PlanetMap.cube(n, mapping), dir, Set.of(MapFormat.EXR, MapFormat.PNG16,
                MapFormat.MASK_PNG16));
        Map<CubeFace, float[]> heights = new EnumMap<>(CubeFace.class);
        Map<CubeFace, int[]> png16 = new EnumMap<>(CubeFace.class);
        Map<CubeFace, int[]> steep = new EnumMap<>(CubeFace.class);
        for (CubeFace f : CubeFace.values()) {
            heights.put(f, exr(dir.resolve("planet_" + f.label() + ".exr")));
            png16.put(f, png(dir.resolve("planet_" + f.label() + ".png")));
            steep.put(f, png(dir.resolve("planet_mask_steep_" + f.label() + ".png")));
        }
        int pairs = 12 * (n - 2) + 8 * 2;
        assertEquals(pairs, CubeFaceEdges.assertFloatEdgesEqual(heights, n, "EXR heights"));
        assertEquals(pairs, CubeFaceEdges.assertIntEdgesEqual(png16, n, "16-bit heights"));
        // The terrain is not flat along the edges: equal values there say something.
        long distinct = heights.values().stream().flatMapToDouble(a -> {
            double[] d = new double[a.length];
            for (int i = 0; i < a.length; i++) {
                d[i] = a[i];
            }
            return java.util.Arrays.stream(d);
        }).distinct().count();
        assertTrue(distinct > 5 * n * n, "only " + distinct + " distinct heights");
        // The slope mask taps its neighbours along each face's own tangent frame, so its taps may differ
        // between faces by float rounding (on llvmpipe they do not): compare within one 16-bit step.
        long levels = steep.values().stream().flatMapToInt(java.util.Arrays::stream).distinct().count();
        assertTrue(levels > n * n, "the slope mask has only " + levels + " levels");
        for (List<CubeFaceEdges.Pixel> group : CubeFaceEdges.shared(n)) {
            CubeFaceEdges.Pixel a = group.getFirst();
            for (CubeFaceEdges.Pixel b : group.subList(1, group.size())) {
                assertEquals(steep.get(a.face())[a.row() * n + a.column()], steep.get(b.face())[b.row() * n
                        + b.column()], 1, "slope mask at " + a + " and " + b);
            }
        }
    }

    /**
     * Cube faces 17² and a 33 × 17 equirectangular map share 18 surface points exactly (6 face
     * centres, the midpoints of the 12 cube edges: longitudes 0°, ±45°, ±90°, ±135°, 180° at
     * latitudes 0° and ±45°), plus the poles. There the EXR heights agree within 1 mm on a terrain
     * of ±3000 m (four float steps at that height): the points come from different double formulas
     * (c/|c| against cos/sin of the angles) and agree to about 1e-15 of the radius; the per-pixel
     * anchor and float noise evaluation turn that into a float rounding or two of the height.
     */
    @Test
    void theEquirectangularMapEqualsTheFacesWhereTheySampleTheSamePoint() throws Exception {
        int n = 17;
        PlanetMap cube = PlanetMap.cube(n, CubeMapping.GNOMONIC);
        PlanetMap equirect = PlanetMap.equirectangular(33, 17);
        export(mountains(), cube, dir.resolve("cube"), Set.of(MapFormat.EXR));
        export(mountains(), equirect, dir.resolve("equirect"), Set.of(MapFormat.EXR));
        float[] map = exr(dir.resolve("equirect/planet.exr"));
        double tolerance = 1e-3;
        int matched = 0;
        double worst = 0;
        for (CubeFace f : CubeFace.values()) {
            float[] face = exr(dir.resolve("cube/planet_" + f.label() + ".exr"));
            for (int row = 0; row < n; row++) {
                for (int col = 0; col < n; col++) {
                    double[] p = cube.unitPoint((long) f.ordinal() * n + col, n - 1 - row);
                    double lat = Math.toDegrees(Math.asin(Math.clamp(p[1], -1, 1)));
                    double lon = Math.toDegrees(Math.atan2(p[0], p[2]));
                    double y = (90 - lat) / 180 * 16; // equirect row from the top
                    double x = (lon + 180) / 360 * 32;
                    boolean pole = Math.abs(Math.abs(lat) - 90) < 1e-9;
                    if (!pole && (Math.abs(y - Math.rint(y)) > 1e-9 || Math.abs(x - Math.rint(x)) > 1e-9)) {
                        continue;
                    }
                    int ey = (int) Math.rint(y);
                    // A pole is one point: every pixel of the map's top (bottom) row samples it.
                    int[] columns = pole ? java.util.stream.IntStream.range(0, 33).toArray()
                            : (int) Math.rint(x) % 32 == 0 ? new int[] {0, 32} : new int[] {(int) Math.rint(x)};
                    for (int ex : columns) {
                        double difference = Math.abs(face[row * n + col] - map[ey * 33 + ex]);
                        worst = Math.max(worst, difference);
                        assertTrue(difference <= tolerance, f.label() + " pixel " + col + "," + row + " ("
                                + lat + "°, " + lon + "°) = " + face[row * n + col] + " m, equirectangular "
                                + ex + "," + ey + " = " + map[ey * 33 + ex] + " m");
                        matched++;
                    }
                }
            }
        }
        // Face centres: 4 on the equator (-Z on the antimeridian, against both end columns: 5) and the
        // poles against their 33 pixels; the 12 edge midpoints from both faces (the 2 on the antimeridian
        // against both end columns: 4 more).
        assertEquals(5 + 2 * 33 + 12 * 2 + 4, matched, "coinciding points found (worst difference " + worst + " m)");
    }

    /**
     * Height = 10 m per degree of latitude on a 1 km planet: the slope points north everywhere, 0.573
     * (10 · 180/π / 1000). In a face's normal map it must appear in that face's tangent space: x
     * along the face's {@code right} projected onto the ground, y = vertical × x.
     */
    @Test
    void normalMapsAreInEachFacesTangentSpace() throws Exception {
        int n = 17;
        double radius = 1000;
        double k = 10;
        Graph latitude = Graph.of(List.of(Node.of("ll", "input.planet"),
                        Node.of("s", "combine.scale_offset").withParameter("scale", ParameterValue.of(k)),
                        Node.of("out", "output.height")),
                List.of(Edge.of("ll", "latitude", "s", "value"), Edge.of("s", "result", "out", "input")),
                GraphMetadata.EMPTY.withDomain(Domain.sphere(radius)), 1, List.of());
        PlanetMap cube = PlanetMap.cube(n, CubeMapping.UNIFORM);
        export(latitude, cube, dir, Set.of(MapFormat.NORMAL_PNG16));
        double slope = k * 180 / Math.PI / radius;
        int checked = 0;
        for (CubeFace f : CubeFace.values()) {
            int[] rgb = png(dir.resolve("planet_normal_" + f.label() + ".png"));
            for (int row = 0; row < n; row++) {
                for (int col = 0; col < n; col++) {
                    double[] p = cube.unitPoint((long) f.ordinal() * n + col, n - 1 - row);
                    double cosLat = Math.hypot(p[0], p[2]);
                    if (cosLat < 0.2) {
                        continue; // near a pole the latitude is a cone: no single slope
                    }
                    double[] tx = tangent(toDouble(f.right()), p);
                    double[] ty = cross(p, tx);
                    double[] north = tangent(new double[] {0, 1, 0}, p);
                    double gx = slope * dot(tx, north);
                    double gy = slope * dot(ty, north);
                    double length = Math.sqrt(gx * gx + gy * gy + 1);
                    double[] want = {-gx / length, -gy / length, 1 / length};
                    int i = 3 * (row * n + col);
                    for (int c = 0; c < 3; c++) {
                        double got = rgb[i + c] / 65535.0 * 2 - 1;
                        assertEquals(want[c], got, 2e-4, f.label() + " pixel " + col + "," + row + " component " + c);
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked > 4 * n * n, "checked " + checked + " pixels");
    }

    /** {@code v} projected onto the tangent plane at unit point {@code p}, normalised. */
    private static double[] tangent(double[] v, double[] p) {
        double d = dot(v, p);
        double[] t = {v[0] - d * p[0], v[1] - d * p[1], v[2] - d * p[2]};
        double l = Math.sqrt(dot(t, t));
        return new double[] {t[0] / l, t[1] / l, t[2] / l};
    }

    private static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    private static double[] toDouble(int[] v) {
        return new double[] {v[0], v[1], v[2]};
    }
}
