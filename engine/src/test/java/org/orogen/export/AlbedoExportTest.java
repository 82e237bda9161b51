package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.Raster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.HeightRange;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleChannels;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.colour.RampPresets;
import org.orogen.graph.colour.Srgb;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;

/**
 * Albedo maps on a real context: the baked colour, decoded by readers that share no code with
 * the writers (ImageIO for PNG, tinyexr for EXR), equals what the bake computed.
 */
@ExtendWith(GlExtension.class)
class AlbedoExportTest {

    private static GlThread gl;

    static final SampleGrid GRID = new SampleGrid(-300, 200, 1500, 1500, 97, 97);

    /** Hills coloured by height through the desert ramp, darkened by a slope mask. */
    static Graph colouredHills() {
        return Graph.of(List.of(
                        Node.of("n1", "noise.gradient").withParameter("scale", ParameterValue.of(400.0))
                                .withParameter("amplitude", ParameterValue.of(150.0)),
                        Node.of("out", "output.height"),
                        Node.of("map", "colour.gradient_map").withParameter("low", ParameterValue.of(-150.0))
                                .withParameter("high", ParameterValue.of(150.0))
                                .withParameter("ramp", RampPresets.named("desert").orElseThrow()),
                        Node.of("slope", "mask.slope"),
                        Node.of("dark", "colour.constant").withParameter("red", ParameterValue.of(0.2))
                                .withParameter("green", ParameterValue.of(0.18))
                                .withParameter("blue", ParameterValue.of(0.16)),
                        Node.of("blend", "colour.blend").withParameter("mode", ParameterValue.of("multiply")),
                        Node.of("colour", "output.colour")),
                List.of(Edge.of("n1", "value", "out", "input"), Edge.of("n1", "value", "map", "value"),
                        Edge.of("n1", "value", "slope", "height"), Edge.of("map", "colour", "blend", "a"),
                        Edge.of("dark", "colour", "blend", "b"), Edge.of("slope", "mask", "blend", "mask"),
                        Edge.of("blend", "colour", "colour", "input")),
                GraphMetadata.EMPTY, 3, List.of());
    }

    private static CompiledProgram compiled() {
        CompiledProgram program = GraphCompiler.standard().compile(colouredHills());
        assertFalse(program.hasErrors(), () -> program.diagnostics().toString());
        assertTrue(program.hasColour());
        return program;
    }

    /** The whole grid's colour, as the bake computes it. */
    private static SampleBand bakedColour() throws Exception {
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, compiled())) {
            SampleBand band = SampleBand.of(sampler, GRID.width(), GlFieldSampler.BLOCK_HEIGHT);
            band.reset(0, GRID.height());
            sampler.sample(GRID, band, new SampleChannels(false, false, true));
            return band;
        }
    }

    private static ExportRequest request(Path folder, TilePlan plan, Set<MapFormat> formats) {
        return new ExportRequest(GRID, plan, null, folder, "land", formats, null, ExrCompression.ZIP, List.of(),
                new HeightRange(-200, 200, HeightRange.Source.DECLARED),
                new ExportRequest.Provenance("hills.graph", "ab", 3, "test", Map.of()));
    }

    private static MapExport.Result export(Path folder, TilePlan plan, Set<MapFormat> formats) throws Exception {
        Files.createDirectories(folder);
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, compiled())) {
            return new MapExport(request(folder, plan, formats), sampler, null, null).run();
        }
    }

    private static int[] pixels(Path png) throws IOException {
        Raster r = ImageIO.read(png.toFile()).getRaster();
        assertEquals(3, r.getNumBands(), "albedo PNGs are RGB");
        return r.getPixels(0, 0, r.getWidth(), r.getHeight(), (int[]) null);
    }

    @Test
    void pngAndExrDecodeToTheBakedColours(@TempDir Path out) throws Exception {
        SampleBand baked = bakedColour();
        export(out, TilePlan.single(GRID.width(), GRID.height()), Set.of(MapFormat.ALBEDO_PNG8));
        export(out.resolve("16"), TilePlan.single(GRID.width(), GRID.height()),
                Set.of(MapFormat.ALBEDO_PNG16, MapFormat.ALBEDO_EXR));
        export(out.resolve("32"), TilePlan.single(GRID.width(), GRID.height()), Set.of(MapFormat.ALBEDO_EXR32));
        int[] png8 = pixels(out.resolve("land_albedo.png"));
        int[] png16 = pixels(out.resolve("16/land_albedo.png"));
        Map<String, float[]> half = ExrReaderForTests.read(out.resolve("16/land_albedo.exr"));
        Map<String, float[]> full = ExrReaderForTests.read(out.resolve("32/land_albedo.exr"));
        assertEquals(Set.of("R", "G", "B"), full.keySet());
        String[] names = {"R", "G", "B"};
        double spread = 0;
        for (int i = 0; i < GRID.width() * GRID.height(); i++) {
            for (int c = 0; c < 3; c++) {
                float linear = baked.colour(c)[i];
                spread = Math.max(spread, linear);
                // Within 1 LSB of the sRGB code of the baked value (rounding of float vs double).
                assertEquals(Srgb.encode(linear) * 255, png8[3 * i + c], 1.0, "8-bit pixel " + i);
                assertEquals(Srgb.encode(linear) * 65535, png16[3 * i + c], 1.0, "16-bit pixel " + i);
                assertEquals(linear, full.get(names[c])[i], 0f, "float EXR pixel " + i);
                // One half-float LSB: 10 fraction bits against the float's 23, 2^-24 below the normals.
                assertEquals(linear, half.get(names[c])[i], Math.max(Math.ulp(linear) * 8192, 0x1p-24f),
                        "half EXR pixel " + i);
            }
        }
        assertTrue(spread > 0.1, "the test terrain has bright ground too, brightest " + spread);
        assertTrue(Files.readString(out.resolve("land.json")).contains("albedo-png8"), "the sidecar lists the map");
    }

    @Test
    void tiledAlbedoEqualsTheSingleImage(@TempDir Path out) throws Exception {
        export(out.resolve("single"), TilePlan.single(GRID.width(), GRID.height()), Set.of(MapFormat.ALBEDO_PNG16));
        TilePlan plan = TilePlan.of(GRID.width(), GRID.height(), 2, 2, 1);
        export(out.resolve("tiled"), plan, Set.of(MapFormat.ALBEDO_PNG16));
        int[] single = pixels(out.resolve("single/land_albedo.png"));
        for (TilePlan.Tile tile : plan.tiles()) {
            Path file = out.resolve("tiled").resolve(request(out, plan, Set.of(MapFormat.ALBEDO_PNG16)).template()
                    .fileName("land_albedo", tile, ".png"));
            int[] tiled = pixels(file);
            int[] expected = new int[tiled.length];
            for (int y = 0; y < tile.height(); y++) {
                System.arraycopy(single, 3 * ((tile.y0() + y) * GRID.width() + tile.x0()), expected,
                        3 * y * tile.width(), 3 * tile.width());
            }
            assertArrayEquals(expected, tiled, "tile " + tile);
        }
    }

    @Test
    void albedoOfAGraphWithoutColourIsRefused(@TempDir Path out) throws Exception {
        CompiledProgram plain = GraphCompiler.standard().compile(Graph.of(List.of(Node.of("n1", "noise.gradient"),
                Node.of("out", "output.height")), List.of(Edge.of("n1", "value", "out", "input")),
                GraphMetadata.EMPTY, 1, List.of()));
        try (GlFieldSampler sampler = GlFieldSampler.create(gl, plain)) {
            ExportMismatchException e = assertThrows(ExportMismatchException.class, () -> new MapExport(
                    request(out, TilePlan.single(GRID.width(), GRID.height()), Set.of(MapFormat.ALBEDO_PNG8)),
                    sampler, null, null).run());
            assertTrue(e.getMessage().contains("output.colour"), e.getMessage());
        }
        try (var files = Files.list(out)) {
            assertEquals(0, files.count(), "nothing is written");
        }
    }
}
