package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.Raster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.BakeCancelledException;
import org.orogen.bake.FileNameTemplate;
import org.orogen.bake.FunctionSampler;
import org.orogen.bake.HeightRange;
import org.orogen.bake.PlanetSurface;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.shader.planet.CubeFace;
import org.orogen.shader.planet.CubeMapping;
import org.orogen.shader.planet.PlanetMap;

/**
 * Planet exports through the whole file pipeline with a terrain computed in Java from each map
 * pixel's surface point (the GPU bake of sphere graphs is tested in {@code PlanetExportGpuTest}):
 * face files and their names, orientation (row 0 at the face's up edge), one height range for all
 * faces, the sidecar, and nothing left behind on failure.
 */
class PlanetMapExportTest {

    @TempDir
    Path dir;

    static final int N = 17;
    static final double RADIUS = 250_000;

    /** Height of a unit-sphere point: smooth, different on every face, no symmetry that would hide a flip. */
    static double height(double[] p) {
        return 900 * p[0] + 400 * Math.sin(3 * p[1]) + 300 * p[2] * p[0] - 150 * p[2];
    }

    /** The Java sampler: map pixel (x, y) → surface point → height; masks from the point too. */
    static FunctionSampler sampler(PlanetMap map, int bandRows) {
        FunctionSampler.Field h = (x, y, out) -> {
            out[0] = height(map.unitPoint((long) x, (long) y));
            out[1] = 0.25;
            out[2] = -0.5;
        };
        FunctionSampler.Field polar = (x, y, out) -> out[0] = Math.abs(map.unitPoint((long) x, (long) y)[1]);
        return new FunctionSampler(h, List.of("polar"), List.of(polar), bandRows);
    }

    static ExportRequest request(Path folder, PlanetMap map, Set<MapFormat> formats, FileNameTemplate template) {
        SampleGrid grid = SampleGrid.onPlanet(new PlanetSurface(map, RADIUS));
        TilePlan plan = map.layout() == PlanetMap.Layout.CUBE ? TilePlan.cubeFaces(map.faceSize())
                : TilePlan.single(map.width(), map.height());
        return new ExportRequest(grid, plan, template, folder, "world", formats, NormalConvention.OPENGL,
                ExrCompression.ZIP, List.of(), null,
                new ExportRequest.Provenance("planet.graph", "cd34", 7, "test", Map.of()));
    }

    static int[] png(Path file) throws IOException {
        Raster r = ImageIO.read(file.toFile()).getRaster();
        return r.getPixels(0, 0, r.getWidth(), r.getHeight(), (int[]) null);
    }

    private List<String> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return new ArrayList<>(new TreeSet<>(s.map(p -> p.getFileName().toString()).toList()));
        }
    }

    @ParameterizedTest
    @EnumSource(CubeMapping.class)
    void cubeFacesAreSixFilesPerMapThatAgreeOnEveryEdge(CubeMapping mapping) throws Exception {
        PlanetMap map = PlanetMap.cube(N, mapping);
        MapExport.Result result = new MapExport(request(dir, map, Set.of(MapFormat.PNG16, MapFormat.EXR,
                MapFormat.R16, MapFormat.NORMAL_PNG16, MapFormat.MASK_PNG16), null), sampler(map, 5), null, null).run();

        List<String> expected = new ArrayList<>();
        for (CubeFace f : CubeFace.values()) {
            String l = f.label();
            expected.addAll(List.of("world_" + l + ".png", "world_" + l + ".exr", "world_" + l + ".r16",
                    "world_normal_" + l + ".png", "world_mask_polar_" + l + ".png"));
        }
        expected.add("world.json");
        assertEquals(new TreeSet<>(expected), new TreeSet<>(files()));
        assertEquals(30, result.files().size());

        Map<CubeFace, float[]> exr = new EnumMap<>(CubeFace.class);
        Map<CubeFace, int[]> png16 = new EnumMap<>(CubeFace.class);
        Map<CubeFace, int[]> mask = new EnumMap<>(CubeFace.class);
        float min = Float.MAX_VALUE;
        float max = -Float.MAX_VALUE;
        for (CubeFace f : CubeFace.values()) {
            float[] heights = TinyExrReader.read(dir.resolve("world_" + f.label() + ".exr")).channels().get("Y");
            exr.put(f, heights);
            png16.put(f, png(dir.resolve("world_" + f.label() + ".png")));
            mask.put(f, png(dir.resolve("world_mask_polar_" + f.label() + ".png")));
            assertEquals(N * N, heights.length);
            for (int row = 0; row < N; row++) {
                for (int col = 0; col < N; col++) {
                    // Row 0 is the face's up edge: map row N - 1 of face f's columns.
                    float want = (float) height(map.unitPoint((long) f.ordinal() * N + col, N - 1 - row));
                    assertEquals(want, heights[row * N + col], 0f, f.label() + " pixel " + col + "," + row);
                    min = Math.min(min, want);
                    max = Math.max(max, want);
                }
            }
        }
        int pairs = 12 * (N - 2) + 8 * 2;
        assertEquals(pairs, CubeFaceEdges.assertFloatEdgesEqual(exr, N, "EXR heights"));
        assertEquals(pairs, CubeFaceEdges.assertIntEdgesEqual(png16, N, "16-bit heights"));
        assertEquals(pairs, CubeFaceEdges.assertIntEdgesEqual(mask, N, "16-bit mask"));
        assertEquals(12, CubeFaceEdges.edges(CubeFaceEdges.shared(N)).size());

        // One range over all six faces: 0 and 65535 occur somewhere, not necessarily on every face.
        assertEquals(min, result.range().min(), 0);
        assertEquals(max, result.range().max(), 0);
        int lowest = png16.values().stream().flatMapToInt(java.util.Arrays::stream).min().orElseThrow();
        int highest = png16.values().stream().flatMapToInt(java.util.Arrays::stream).max().orElseThrow();
        assertEquals(0, lowest);
        assertEquals(65535, highest);

        JsonNode json = new ObjectMapper().readTree(dir.resolve("world.json").toFile());
        JsonNode planet = json.get("planet");
        assertEquals("sphere", planet.get("domain").asText());
        assertEquals(RADIUS, planet.get("radius").asDouble());
        assertEquals("cube", planet.get("layout").asText());
        assertEquals(mapping.name().toLowerCase(java.util.Locale.ROOT), planet.get("mapping").asText());
        assertEquals(N, planet.get("faceSize").asInt());
        assertEquals("[\"px\",\"nx\",\"py\",\"ny\",\"pz\",\"nz\"]", planet.get("faceOrder").toString());
        assertEquals("[0,0,-1]", planet.get("faces").get(0).get("right").toString());
        assertEquals("[0,0,-1]", planet.get("faces").get(2).get("up").toString(), "+Y's up edge touches -Z");
        assertEquals(Math.PI / 2 * RADIUS / (N - 1), planet.get("meanMetresPerPixel").asDouble(), 1e-9);
        assertTrue(json.get("world") == null && json.get("tiles") == null, "no plane sections on a planet");
        assertEquals("{name}_{face}", json.get("nameTemplate").asText());
        assertEquals(min, json.get("height").get("min").floatValue(), 0);
        JsonNode first = json.get("files").get(0);
        assertEquals("world_px.png", first.get("file").asText());
        assertEquals("px", first.get("face").asText());
        assertTrue(TileSetCheck.check(dir).ok(), TileSetCheck.check(dir).problems().toString());
        Files.delete(dir.resolve("world_normal_py.png"));
        List<TileSetCheck.Problem> missing = TileSetCheck.check(dir).problems();
        assertEquals(1, missing.size(), missing.toString());
        assertTrue(missing.getFirst().toString().contains("world_normal_py.png: missing"), missing.toString());
        assertEquals(6, Stream.of(json.get("files")).flatMap(a -> java.util.stream.StreamSupport.stream(
                a.spliterator(), false)).filter(e -> e.get("format").asText().equals("exr")).count());
    }

    @Test
    void equirectangularMapIsOneImageWithNorthAtTheTop() throws Exception {
        PlanetMap map = PlanetMap.equirectangular(33, 17);
        new MapExport(request(dir, map, Set.of(MapFormat.EXR), null), sampler(map, 4), null, null).run();
        assertEquals(List.of("world.exr", "world.json"), files());
        float[] heights = TinyExrReader.read(dir.resolve("world.exr")).channels().get("Y");
        for (int row = 0; row < 17; row++) {
            double lat = Math.toRadians(90 - 180.0 * row / 16);
            for (int col = 0; col < 33; col++) {
                double lon = Math.toRadians(-180 + 360.0 * col / 32);
                assertEquals(height(PlanetMap.unitPoint(lat, lon)), heights[row * 33 + col], 1e-3,
                        "pixel " + col + "," + row);
            }
        }
        JsonNode planet = new ObjectMapper().readTree(dir.resolve("world.json").toFile()).get("planet");
        assertEquals("equirectangular", planet.get("layout").asText());
        assertEquals(2 * Math.PI * RADIUS / 32, planet.get("metresPerPixelAtEquator").asDouble(), 1e-9);
    }

    @Test
    void faceNamesFollowTheTemplate() throws Exception {
        PlanetMap map = PlanetMap.cube(5, CubeMapping.GNOMONIC);
        new MapExport(request(dir, map, Set.of(MapFormat.PNG16), new FileNameTemplate("cube-{face}-{name}")),
                sampler(map, 8), null, null).run();
        assertEquals(List.of("cube-nx-world.png", "cube-ny-world.png", "cube-nz-world.png", "cube-px-world.png",
                "cube-py-world.png", "cube-pz-world.png", "world.json"), files());
    }

    @Test
    void templatesThatCannotNameSixFacesOrUseFacesOnAPlaneAreRefused() {
        PlanetMap map = PlanetMap.cube(5, CubeMapping.GNOMONIC);
        IllegalArgumentException noFace = assertThrows(IllegalArgumentException.class, () -> request(dir, map,
                Set.of(MapFormat.PNG16), new FileNameTemplate("{name}_planet")));
        assertTrue(noFace.getMessage().contains("needs {face}"), noFace.getMessage());
        IllegalArgumentException onPlane = assertThrows(IllegalArgumentException.class, () -> new ExportRequest(
                new SampleGrid(0, 0, 100, 100, 9, 9), TilePlan.single(9, 9), new FileNameTemplate("{name}_{face}"),
                dir, "t", Set.of(MapFormat.PNG16), null, null, List.of(), null,
                new ExportRequest.Provenance("", "", 1, "test", Map.of())));
        assertTrue(onPlane.getMessage().contains("only cube-map exports"), onPlane.getMessage());
        SampleGrid cube = SampleGrid.onPlanet(new PlanetSurface(map, RADIUS));
        IllegalArgumentException tiled = assertThrows(IllegalArgumentException.class, () -> new ExportRequest(
                cube, TilePlan.of(30, 5, 3, 1, 0), null, dir, "t", Set.of(MapFormat.PNG16), null, null, List.of(),
                null, new ExportRequest.Provenance("", "", 1, "test", Map.of())));
        assertTrue(tiled.getMessage().contains("six faces as six tiles"), tiled.getMessage());
    }

    @Test
    void aFaceThatCannotBeWrittenLeavesNoFileOfAnyFace() throws Exception {
        PlanetMap map = PlanetMap.cube(N, CubeMapping.GNOMONIC);
        Files.createDirectory(dir.resolve("world_nz.exr")); // the last face's EXR cannot be created
        assertThrows(IOException.class, () -> new MapExport(request(dir, map, Set.of(MapFormat.PNG16,
                MapFormat.EXR), null), sampler(map, 4), null, null).run());
        assertEquals(List.of("world_nz.exr"), files(), "only the obstacle is left: no face, no sidecar, no temporary");
    }

    @Test
    void cancellingMidwayLeavesNothing() throws Exception {
        PlanetMap map = PlanetMap.cube(N, CubeMapping.UNIFORM);
        int[] polls = {0};
        assertThrows(BakeCancelledException.class, () -> new MapExport(request(dir, map, Set.of(MapFormat.PNG16),
                null), sampler(map, 4), null, () -> ++polls[0] > 3).run());
        assertEquals(List.of(), files());
    }

    @Test
    void planetGridsAreTheMapsPixelLattice() {
        PlanetMap map = PlanetMap.cube(9, CubeMapping.GNOMONIC);
        SampleGrid grid = SampleGrid.onPlanet(new PlanetSurface(map, RADIUS));
        assertEquals(54, grid.width());
        assertEquals(9, grid.height());
        assertEquals(53.0, grid.worldX(53), 0);
        assertEquals(8.0, grid.worldY(0), 0, "row 0 is the map's top row");
        assertEquals(0.0, grid.worldY(8), 0);
        assertThrows(IllegalArgumentException.class,
                () -> new SampleGrid(0, 0, 10, 8, 54, 9, new PlanetSurface(map, RADIUS)));
        assertThrows(IllegalArgumentException.class, () -> new PlanetSurface(map, 0.5), "radius below 1 m");
    }
}
