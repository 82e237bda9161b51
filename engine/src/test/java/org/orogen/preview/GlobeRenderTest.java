package org.orogen.preview;

import org.joml.Matrix4f;
import org.joml.Vector4f;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Domain;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.shader.CompiledPlan;
import org.orogen.shader.planet.CubeFace;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The globe preview on a real context (llvmpipe here): a round, sunlit planet; the unfolded map's faces. */
@ExtendWith(GlExtension.class)
class GlobeRenderTest {

    private static final PreviewQuality QUALITY = new PreviewQuality(128, 64, 4, 0);
    private static final Path PICTURES = Path.of("target", "preview-test");
    private static final int WIDTH = 240;
    private static final int HEIGHT = 180;
    private static GlThread gl;

    @BeforeAll
    static void createPictureFolder() throws IOException {
        Files.createDirectories(PICTURES);
    }

    /** fBm hills on an Earth-sized sphere. */
    static Graph hillyPlanet() {
        Node fbm = Node.of("n1", "fractal.fbm")
                .withParameter("scale", new ParameterValue.NumberValue(1_500_000))
                .withParameter("amplitude", new ParameterValue.NumberValue(4000))
                .withParameter("octaves", new ParameterValue.IntegerValue(6));
        return Graph.of(List.of(fbm, Node.of("out", "output.height")), List.of(Edge.of("n1", "value", "out", "input")),
                GraphMetadata.EMPTY.withDomain(Domain.sphere(Domain.EARTH_RADIUS)), 5, List.of());
    }

    private static HeadlessRender.Picture renderPlanet(CameraPose pose, String name) throws IOException {
        Graph graph = hillyPlanet();
        CompiledPlan plan = CompiledPlan.of(PreviewTestGraphs.compile(graph));
        HeadlessRender.Picture picture = HeadlessRender.renderPlanet(gl, plan, List.of(List.of()),
                graph.metadata().domain(), pose, PreviewStyle.DEFAULT, true, WIDTH, HEIGHT, QUALITY);
        HeadlessRender.writePng(picture.image(), PICTURES.resolve(name + ".png")); // for a human when it fails
        return picture;
    }

    @Test
    void theGlobeIsRoundOnTheBackgroundAndLitOnTheSunSide() throws IOException {
        BufferedImage image = renderPlanet(null, "globe").image();
        int background = GlobeRenderer.BACKGROUND[0] << 16 | GlobeRenderer.BACKGROUND[1] << 8
                | GlobeRenderer.BACKGROUND[2];
        for (int[] corner : new int[][] {{0, 0}, {WIDTH - 1, 0}, {0, HEIGHT - 1}, {WIDTH - 1, HEIGHT - 1}}) {
            assertEquals(background, image.getRGB(corner[0], corner[1]) & 0xFFFFFF,
                    "corner " + corner[0] + "," + corner[1] + " is the background");
        }
        GlobeCamera camera = new GlobeCamera();
        camera.reset((double) WIDTH / HEIGHT);
        // The sea-level sphere's outline: angular radius asin(1 / distance) around the view's centre.
        double distance = 1 + camera.altitude();
        double radiusPixels = Math.tan(Math.asin(1 / distance)) / Math.tan(Math.toRadians(OrbitCamera.FIELD_OF_VIEW / 2))
                * HEIGHT / 2;
        assertTrue(radiusPixels > HEIGHT * 0.25 && radiusPixels < HEIGHT * 0.5, "the globe fills the view: "
                + radiusPixels);
        int inside = 0;
        int outsideBackground = 0;
        for (int k = 0; k < 36; k++) {
            double a = Math.toRadians(10 * k);
            int x = (int) Math.round(WIDTH / 2.0 + 0.85 * radiusPixels * Math.cos(a));
            int y = (int) Math.round(HEIGHT / 2.0 + 0.85 * radiusPixels * Math.sin(a));
            if ((image.getRGB(x, y) & 0xFFFFFF) != background) {
                inside++;
            }
            int ox = (int) Math.round(WIDTH / 2.0 + 1.35 * radiusPixels * Math.cos(a));
            int oy = (int) Math.round(HEIGHT / 2.0 + 1.35 * radiusPixels * Math.sin(a));
            if (ox >= 0 && oy >= 0 && ox < WIDTH && oy < HEIGHT && (image.getRGB(ox, oy) & 0xFFFFFF) == background) {
                outsideBackground++;
            }
        }
        assertEquals(36, inside, "every point inside the outline shows the planet");
        assertTrue(outsideBackground >= 20, "beyond the rim glow the background shows: " + outsideBackground);

        // Points 40° from the view's centre towards the sun and 60° away from it.
        double[] c = camera.nadir();
        org.joml.Vector3f s = GlobeRenderer.sunDirection(PreviewStyle.DEFAULT);
        double[] sun = {s.x, s.y, s.z};
        double along = dot(sun, c);
        double[] t = normalize(new double[] {sun[0] - along * c[0], sun[1] - along * c[1], sun[2] - along * c[2]});
        double day = luminance(image, camera, rotate(c, t, 40));
        double night = luminance(image, camera, rotate(c, t, -60));
        assertTrue(dot(rotate(c, t, -60), sun) < -0.3, "the test's night point faces away from the sun");
        assertTrue(day > night + 60, "the sunlit side (" + day + ") is brighter than the night side (" + night + ")");
    }

    @Test
    void aCloseUpShowsTheSurfaceWithoutBackground() throws IOException {
        BufferedImage image = renderPlanet(new CameraPose(30, 10, 1.01), "globe-close").image();
        int background = GlobeRenderer.BACKGROUND[0] << 16 | GlobeRenderer.BACKGROUND[1] << 8
                | GlobeRenderer.BACKGROUND[2];
        assertNotEquals(background, image.getRGB(WIDTH / 2, HEIGHT / 2) & 0xFFFFFF);
        assertNotEquals(background, image.getRGB(0, 0) & 0xFFFFFF, "at 1 % of the radius the surface fills the view");
    }

    @Test
    void nearTheSurfaceTheFinerBakeShowsDetailTheCoarseFacesCannotHave() throws IOException {
        // 14 rough octaves from 1,500 km: features down to about 100 m, far below a coarse texel (~160 km).
        Node fbm = Node.of("n1", "fractal.fbm")
                .withParameter("scale", new ParameterValue.NumberValue(1_500_000))
                .withParameter("amplitude", new ParameterValue.NumberValue(4000))
                .withParameter("gain", new ParameterValue.NumberValue(0.7))
                .withParameter("octaves", new ParameterValue.IntegerValue(14));
        Graph graph = Graph.of(List.of(fbm, Node.of("out", "output.height")), List.of(Edge.of("n1", "value", "out",
                "input")), GraphMetadata.EMPTY.withDomain(Domain.sphere(Domain.EARTH_RADIUS)), 5, List.of());
        CompiledPlan plan = CompiledPlan.of(PreviewTestGraphs.compile(graph));
        CameraPose low = new CameraPose(30, 10, 1.004);
        BufferedImage image = HeadlessRender.renderPlanet(gl, plan, List.of(List.of()), graph.metadata().domain(), low,
                PreviewStyle.DEFAULT, true, WIDTH, HEIGHT, QUALITY).image();
        HeadlessRender.writePng(image, PICTURES.resolve("globe-detail.png"));
        // Coarse faces seen from 25 km would be one smooth gradient: count sharp local changes instead.
        int sharp = 0;
        for (int y = 0; y < HEIGHT; y += 3) {
            for (int x = 0; x + 3 < WIDTH; x += 3) {
                if (Math.abs(grey(image.getRGB(x, y)) - grey(image.getRGB(x + 3, y))) >= 4) {
                    sharp++;
                }
            }
        }
        int samples = (HEIGHT / 3) * (WIDTH / 3);
        assertTrue(sharp > samples / 10, "the close-up shows the fine relief: " + sharp + " of " + samples
                + " neighbours differ");
    }

    private static int grey(int rgb) {
        return ((rgb >> 16 & 0xFF) + (rgb >> 8 & 0xFF) + (rgb & 0xFF)) / 3;
    }

    @Test
    void theCloseUpIsAFinerBlockUnderTheCamera() {
        org.orogen.shader.planet.PlanetMap coarse = org.orogen.shader.planet.PlanetMap.cube(65,
                org.orogen.shader.planet.CubeMapping.GNOMONIC);
        GlobeCamera far = new GlobeCamera();
        assertEquals(null, GlobeDetail.blockFor(far, coarse, 65), "the whole globe needs no close-up");
        GlobeCamera near = new GlobeCamera();
        near.apply(new CameraPose(0, 0, 1.01)); // over latitude 0, longitude 0: the centre of +Z
        org.orogen.gl.GridBlock block = GlobeDetail.blockFor(near, coarse, 65);
        assertTrue(block != null && block.planet().faceSize() > 65, "a finer map: " + block);
        int fine = block.planet().faceSize();
        assertEquals(0, (fine - 1) % 64, "the finer map's pixels include the coarse ones");
        assertEquals(CubeFace.POS_Z, block.planet().face((long) block.worldX()));
        double centreX = block.worldX() - 4L * fine + 32;
        assertEquals((fine - 1) / 2.0, centreX, 16, "the block is centred under the camera");
        assertEquals((fine - 1) / 2.0, block.worldY() + 32, 16);
    }

    @Test
    void theUnfoldedMapPutsEachFaceInItsCellAsExported() {
        // x / (6n) as a mask: face f's pixels read (f n + i) / (6n); y / n as a second mask.
        int n = QUALITY.planetFaceSize();
        Node position = Node.of("p", "input.position");
        Node across = Node.of("a", "combine.scale_offset")
                .withParameter("scale", new ParameterValue.NumberValue(1.0 / (6 * n)));
        Node up = Node.of("b", "combine.scale_offset").withParameter("scale", new ParameterValue.NumberValue(1.0 / n));
        Graph graph = Graph.of(List.of(position, across, up, Node.of("out", "output.height"),
                        Node.of("m1", "output.mask").withParameter("name", new ParameterValue.TextValue("across")),
                        Node.of("m2", "output.mask").withParameter("name", new ParameterValue.TextValue("up"))),
                List.of(Edge.of("p", "x", "a", "value"), Edge.of("p", "y", "b", "value"),
                        Edge.of("a", "result", "out", "input"), Edge.of("a", "result", "m1", "input"),
                        Edge.of("b", "result", "m2", "input")),
                GraphMetadata.EMPTY, 1, List.of());
        int size = MAP;
        // The plane program on a planet block reads the map pixel as its position.
        int[][] maps = unfoldedMasks(graph, 2);
        for (CubeFace face : CubeFace.values()) {
            double[] centre = FaceUnfolding.labelCentre(face);
            for (double[] at : new double[][] {{0.2, 0.2}, {0.8, 0.2}, {0.2, 0.8}, {0.8, 0.8}}) {
                // at = (s, t) within the face: s to the right, t upwards (the picture's y grows down).
                double px = centre[0] + (at[0] - 0.5) * FaceUnfolding.CELL;
                double py = centre[1] - (at[1] - 0.5) * FaceUnfolding.CELL;
                int index = (int) (py * size) * size + (int) (px * size);
                double column = maps[0][index] / 255.0 * 6 * n;
                double rows = maps[1][index] / 255.0 * n;
                assertEquals(face.ordinal() * n + at[0] * (n - 1), column, 2.5, face + " column at " + at[0]);
                assertEquals(at[1] * (n - 1), rows, 1.5, face + " row at " + at[1]);
                FaceUnfolding.FacePoint point = FaceUnfolding.faceAt(px, py);
                assertEquals(face, point.face());
                assertEquals(at[0], point.s(), 1e-9);
                assertEquals(at[1], point.t(), 1e-9);
            }
        }
        // Outside the cross: the panel colour, and no face.
        assertEquals(null, FaceUnfolding.faceAt(0.1, 0.1));
        assertEquals(0x23, maps[0][(int) (0.05 * size) * size + (int) (0.05 * size)]);
    }

    @Test
    void onASphereGraphTheCrossShowsNorthAboveAndLongitudesInTheirRow() {
        // Masks of latitude and longitude from input.planet, scaled to 0..1.
        Node planet = Node.of("p", "input.planet");
        Node lat = Node.of("a", "combine.scale_offset").withParameter("scale", new ParameterValue.NumberValue(1.0 / 180))
                .withParameter("offset", new ParameterValue.NumberValue(0.5));
        Node lon = Node.of("b", "combine.scale_offset").withParameter("scale", new ParameterValue.NumberValue(1.0 / 360))
                .withParameter("offset", new ParameterValue.NumberValue(0.5));
        Graph graph = Graph.of(List.of(planet, lat, lon, Node.of("out", "output.height"),
                        Node.of("m1", "output.mask").withParameter("name", new ParameterValue.TextValue("latitude")),
                        Node.of("m2", "output.mask").withParameter("name", new ParameterValue.TextValue("longitude"))),
                List.of(Edge.of("p", "latitude", "a", "value"), Edge.of("p", "longitude", "b", "value"),
                        Edge.of("a", "result", "out", "input"), Edge.of("a", "result", "m1", "input"),
                        Edge.of("b", "result", "m2", "input")),
                GraphMetadata.EMPTY.withDomain(Domain.sphere(Domain.EARTH_RADIUS)), 1, List.of());
        int[][] maps = unfoldedMasks(graph, 2);
        // Face point (s, t) -> expected latitude and longitude from PlanetMap's own mapping.
        int n = QUALITY.planetFaceSize();
        org.orogen.shader.planet.PlanetMap map = org.orogen.shader.planet.PlanetMap.cube(n,
                org.orogen.shader.planet.CubeMapping.GNOMONIC);
        for (CubeFace face : CubeFace.values()) {
            for (double[] at : new double[][] {{0.3, 0.3}, {0.7, 0.3}, {0.3, 0.7}, {0.7, 0.7}}) {
                long i = Math.round(at[0] * (n - 1));
                long j = Math.round(at[1] * (n - 1));
                double[] p = map.unitPoint((long) face.ordinal() * n + i, j);
                double latitude = Math.toDegrees(Math.asin(p[1]));
                double longitude = Math.toDegrees(Math.atan2(p[0], p[2]));
                double[] centre = FaceUnfolding.labelCentre(face);
                double px = centre[0] + (at[0] - 0.5) * FaceUnfolding.CELL;
                double py = centre[1] - (at[1] - 0.5) * FaceUnfolding.CELL;
                int index = (int) (py * MAP) * MAP + (int) (px * MAP);
                assertEquals(latitude, (maps[0][index] / 255.0 - 0.5) * 180, 3, face + " latitude at " + at[0] + "," + at[1]);
                assertEquals(longitude, (maps[1][index] / 255.0 - 0.5) * 360, 5, face + " longitude at " + at[0] + ","
                        + at[1]);
            }
        }
        int north = FaceUnfolding.cell(CubeFace.POS_Y)[1];
        int south = FaceUnfolding.cell(CubeFace.NEG_Y)[1];
        assertTrue(north < south, "north above south");
    }

    private static final int MAP = 256;

    /** The first {@code count} masks of {@code graph} baked on a planet and drawn as the unfolded map (grey levels). */
    private static int[][] unfoldedMasks(Graph graph, int count) {
        CompiledPlan plan = CompiledPlan.of(PreviewTestGraphs.compile(graph));
        return gl.submit(context -> {
            try (PreviewRenderer renderer = new PreviewRenderer(context, QUALITY)) {
                renderer.setPlan(plan);
                renderer.bakePlanet(Domain.sphere(Domain.EARTH_RADIUS), List.of(List.of()));
                int[][] out = new int[count][];
                for (int m = 0; m < count; m++) {
                    renderer.drawMap(MapLayer.MASK, m, MAP, true);
                    ByteBuffer bgra = ByteBuffer.allocateDirect(MAP * MAP * 4);
                    renderer.readMapBgra(bgra);
                    out[m] = new int[MAP * MAP];
                    for (int i = 0; i < MAP * MAP; i++) {
                        out[m][i] = bgra.get(4 * i + 1) & 0xFF; // green of a grey pixel
                    }
                }
                return out;
            }
        }).join();
    }

    @Test
    void theCrossIsTheDocumentedLayout() {
        assertEquals(List.of(1, 0), List.of(FaceUnfolding.cell(CubeFace.POS_Y)[0], FaceUnfolding.cell(CubeFace.POS_Y)[1]));
        assertEquals(List.of(1, 2), List.of(FaceUnfolding.cell(CubeFace.NEG_Y)[0], FaceUnfolding.cell(CubeFace.NEG_Y)[1]));
        CubeFace[] row = {CubeFace.NEG_X, CubeFace.POS_Z, CubeFace.POS_X, CubeFace.NEG_Z};
        for (int c = 0; c < 4; c++) {
            assertEquals(c, FaceUnfolding.cell(row[c])[0]);
            assertEquals(1, FaceUnfolding.cell(row[c])[1]);
        }
        assertEquals("+Y", FaceUnfolding.label(CubeFace.POS_Y));
        assertEquals("−Z", FaceUnfolding.label(CubeFace.NEG_Z));
    }

    private static double luminance(BufferedImage image, GlobeCamera camera, double[] p) {
        Matrix4f m = camera.viewProjection(WIDTH, HEIGHT, true, 1.05);
        Vector4f v = new Vector4f((float) p[0], (float) p[1], (float) p[2], 1f);
        m.transform(v);
        int x = (int) Math.round((v.x / v.w + 1) / 2 * WIDTH);
        int y = (int) Math.round((v.y / v.w + 1) / 2 * HEIGHT);
        double sum = 0;
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int rgb = image.getRGB(x + dx, y + dy);
                sum += ((rgb >> 16 & 0xFF) + (rgb >> 8 & 0xFF) + (rgb & 0xFF)) / 3.0;
            }
        }
        return sum / 25;
    }

    private static double[] rotate(double[] c, double[] t, double degrees) {
        double a = Math.toRadians(degrees);
        return new double[] {c[0] * Math.cos(a) + t[0] * Math.sin(a), c[1] * Math.cos(a) + t[1] * Math.sin(a),
                c[2] * Math.cos(a) + t[2] * Math.sin(a)};
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    private static double[] normalize(double[] a) {
        double l = Math.sqrt(dot(a, a));
        return new double[] {a[0] / l, a[1] / l, a[2] / l};
    }
}
