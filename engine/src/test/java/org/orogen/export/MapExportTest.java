package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.Raster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.bake.BakeCancelledException;
import org.orogen.bake.BakeException;
import org.orogen.bake.FieldSampler;
import org.orogen.bake.FileNameTemplate;
import org.orogen.bake.FunctionSampler;
import org.orogen.bake.HeightRange;
import org.orogen.bake.MaskSamples;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleChannels;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;

/**
 * End-to-end exports from an analytic terrain, every file decoded by an independent reader
 * (ImageIO, a hand-written R16 reader, tinyexr) and compared with the function's values.
 */
class MapExportTest {

    @TempDir
    Path dir;

    /** h = 300 sin(x/170) cos(y/230) + 0.05 x, with its exact gradient. */
    static void terrain(double x, double y, double[] out) {
        out[0] = 300 * Math.sin(x / 170) * Math.cos(y / 230) + 0.05 * x;
        out[1] = 300 / 170.0 * Math.cos(x / 170) * Math.cos(y / 230) + 0.05;
        out[2] = -300 / 230.0 * Math.sin(x / 170) * Math.sin(y / 230);
    }

    static void rock(double x, double y, double[] out) {
        out[0] = Math.clamp(0.5 + 0.5 * Math.sin(x / 90), 0, 1);
    }

    static void snow(double x, double y, double[] out) {
        out[0] = Math.clamp(y / 1000 - 0.2, 0, 1);
    }

    static FunctionSampler sampler(int bandRows) {
        return new FunctionSampler(MapExportTest::terrain, List.of("rock", "snow"),
                List.of(MapExportTest::rock, MapExportTest::snow), bandRows);
    }

    static final SampleGrid GRID = new SampleGrid(-200, 100, 1000, 1000, 65, 65);

    private ExportRequest request(Path folder, TilePlan plan, Set<MapFormat> formats, HeightRange declared,
                                  NormalConvention normals) {
        return new ExportRequest(GRID, plan, null, folder, "terrain", formats, normals, ExrCompression.ZIP,
                List.of(), declared,
                new ExportRequest.Provenance("demo.graph", "ab12", 42, "test", Map.of("n1.scale", "300")));
    }

    private static int[] pixels(Path png) throws IOException {
        Raster r = ImageIO.read(png.toFile()).getRaster();
        return r.getPixels(0, 0, r.getWidth(), r.getHeight(), (int[]) null);
    }

    /**
     * A sampler that records the channels each band is asked for and fills only those; a quantizing one
     * also fills the quantized planes asked for (with the Java functions) and leaves NaN in the floats they
     * replace, as the GPU's quantized readback does not fill them.
     */
    static final class RecordingSampler implements FieldSampler {
        final FunctionSampler inner = sampler(16);
        final List<SampleChannels> asked = new CopyOnWriteArrayList<>();
        final boolean quantizing;
        /** {@link FieldSampler#keepsMeasuredBands()}. */
        boolean keeps;

        RecordingSampler() {
            this(false);
        }

        RecordingSampler(boolean quantizing) {
            this.quantizing = quantizing;
        }

        @Override
        public boolean keepsMeasuredBands() {
            return keeps;
        }

        @Override
        public boolean supportsQuantized() {
            return quantizing;
        }

        @Override
        public List<String> maskNames() {
            return inner.maskNames();
        }

        @Override
        public int bandRows(int width) {
            return inner.bandRows(width);
        }

        @Override
        public void sample(SampleGrid grid, SampleBand band) {
            sample(grid, band, SampleChannels.ALL);
        }

        @Override
        public void sample(SampleGrid grid, SampleBand band, SampleChannels channels) {
            asked.add(channels);
            SampleBand full = new SampleBand(band.width(), band.capacity(), band.maskNames());
            full.reset(band.firstRow(), band.rows());
            inner.sample(grid, full);
            int n = band.rows() * band.width();
            System.arraycopy(full.height(), 0, band.height(), 0, n);
            // What was not asked for is garbage: a consumer that reads it writes wrong files.
            Arrays.fill(band.gradX(), Float.NaN);
            Arrays.fill(band.gradY(), Float.NaN);
            for (int m = 0; m < band.maskNames().size(); m++) {
                Arrays.fill(band.mask(m), Float.NaN);
            }
            if (channels.gradient()) {
                System.arraycopy(full.gradX(), 0, band.gradX(), 0, n);
                System.arraycopy(full.gradY(), 0, band.gradY(), 0, n);
            }
            if (channels.masks()) {
                for (int m = 0; m < band.maskNames().size(); m++) {
                    System.arraycopy(full.mask(m), 0, band.mask(m), 0, n);
                }
            }
            if (!quantizing || !band.hasQuantizedPlanes()) {
                return;
            }
            if (channels.readsHeight16()) {
                for (int i = 0; i < n; i++) {
                    band.height16()[i] = (char) channels.height16().quantize16(full.height()[i]);
                }
                Arrays.fill(band.height(), Float.NaN);
            }
            if (channels.masks8() || channels.masks16()) {
                for (int m = 0; m < band.maskNames().size(); m++) {
                    for (int i = 0; i < n; i++) {
                        if (channels.masks8()) {
                            band.mask8(m)[i] = (byte) MaskSamples.unit(full.mask(m)[i], 255);
                        } else {
                            band.mask16(m)[i] = (char) MaskSamples.unit(full.mask(m)[i], 65535);
                        }
                    }
                    Arrays.fill(band.mask(m), Float.NaN);
                }
            }
            band.holdQuantized(channels.height16(), channels.maskBits());
        }

        @Override
        public void close() {
        }
    }

    @Test
    void exportsAskOnlyForTheChannelsTheirMapsRead() throws Exception {
        record Case(Set<MapFormat> formats, SampleChannels expected) {
        }
        List<Case> cases = List.of(
                new Case(Set.of(MapFormat.PNG16, MapFormat.R16, MapFormat.RAW, MapFormat.EXR), SampleChannels.HEIGHT),
                new Case(Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16), new SampleChannels(true, false)),
                new Case(Set.of(MapFormat.R16, MapFormat.MASK_PNG8), new SampleChannels(false, true)),
                new Case(Set.of(MapFormat.SPLAT_PNG8), new SampleChannels(false, true)),
                new Case(Set.of(MapFormat.EXR, MapFormat.NORMAL_PNG8, MapFormat.MASK_PNG16),
                        new SampleChannels(true, true)));
        int k = 0;
        for (Case c : cases) {
            RecordingSampler recording = new RecordingSampler();
            Path folder = Files.createDirectories(dir.resolve("case" + k++));
            // Measured range: its pass reads heights only.
            new MapExport(request(folder, TilePlan.single(65, 65), c.formats(), null, NormalConvention.OPENGL),
                    recording, null, null).run();
            long measuring = recording.asked.stream().filter(a -> a.equals(SampleChannels.HEIGHT)).count();
            assertTrue(measuring >= 5, "the range pass reads heights only: " + recording.asked);
            assertEquals(Set.of(c.expected()), Set.copyOf(recording.asked.subList(recording.asked.size() - 5,
                    recording.asked.size())), c.formats() + " asked for " + recording.asked);
            // The files equal those of a sampler that fills everything.
            Path reference = Files.createDirectories(dir.resolve("reference" + k));
            new MapExport(request(reference, TilePlan.single(65, 65), c.formats(), null, NormalConvention.OPENGL),
                    sampler(16), null, null).run();
            for (Path file : Files.list(reference).toList()) {
                if (file.getFileName().toString().endsWith(".json")) {
                    continue;
                }
                assertArrayEquals(Files.readAllBytes(file),
                        Files.readAllBytes(folder.resolve(file.getFileName())), file.toString());
            }
        }
        assertEquals(SampleChannels.HEIGHT, MapExport.channels(Set.of(MapFormat.PNG16)));
        assertEquals(new SampleChannels(false, false, true), MapExport.channels(Set.of(MapFormat.ALBEDO_PNG8)));
    }

    /**
     * A sampler that keeps the bands it bakes for the range ({@link FieldSampler#keepsMeasuredBands}, software
     * renderers) is asked for each band once, with the channels the maps read, and the files are those of the
     * two passes (a range pass, then the bands baked again), whole and in tiles. (Shards never measure: each
     * must be given the range.)
     */
    @Test
    void measuredBandsKeptWriteTheFilesOfTwoPasses() throws Exception {
        Set<MapFormat> formats = Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16, MapFormat.MASK_PNG8,
                MapFormat.SPLAT_PNG8, MapFormat.EXR);
        record Case(String name, TilePlan plan) {
        }
        int k = 0;
        for (Case c : List.of(new Case("single", TilePlan.single(65, 65)), new Case("tiles", TilePlan.of(65, 65, 2, 2, 1)))) {
            Path kept = Files.createDirectories(dir.resolve("kept" + k));
            Path twice = Files.createDirectories(dir.resolve("twice" + k++));
            RecordingSampler keeping = new RecordingSampler(true);
            keeping.keeps = true;
            MapExport.Result one = new MapExport(request(kept, c.plan(), formats, null, NormalConvention.OPENGL),
                    keeping, null, null).run();
            RecordingSampler baking = new RecordingSampler(true);
            MapExport.Result two = new MapExport(request(twice, c.plan(), formats, null, NormalConvention.OPENGL),
                    baking, null, null).run();
            int bands = (65 + 15) / 16;
            assertEquals(bands, keeping.asked.size(), c.name() + ": every band baked once: " + keeping.asked);
            assertEquals(Set.of(MapExport.channels(formats)), Set.copyOf(keeping.asked),
                    c.name() + ": as floats, with what the maps read");
            assertTrue(baking.asked.size() > bands, c.name() + ": the other sampler bakes twice");
            assertEquals(two.range(), one.range(), c.name());
            List<Path> files = Files.list(twice).sorted().toList();
            assertEquals(files.stream().map(Path::getFileName).toList(),
                    Files.list(kept).sorted().map(Path::getFileName).toList(), c.name());
            assertTrue(files.size() >= 5, c.name() + ": " + files);
            for (Path file : files) {
                if (!file.getFileName().toString().endsWith(".json")) {
                    assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(kept.resolve(file.getFileName())),
                            c.name() + ": " + file.getFileName());
                }
            }
        }
    }

    @Test
    void quantizedFormsAreAskedForOnlyWhereEveryMapTakesThem() {
        HeightRange range = new HeightRange(-5, 20, HeightRange.Source.DECLARED);
        SampleChannels height = SampleChannels.HEIGHT;
        SampleChannels masks = new SampleChannels(false, true);
        record Case(Set<MapFormat> formats, SampleChannels expected) {
        }
        List<Case> cases = List.of(
                new Case(Set.of(MapFormat.PNG16, MapFormat.R16, MapFormat.RAW), height.quantized(range, 0)),
                new Case(Set.of(MapFormat.PNG16, MapFormat.EXR), height), // the exr needs float heights
                // Normal maps read the gradient (floats), never the height.
                new Case(Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16),
                        new SampleChannels(true, false).quantized(range, 0)),
                new Case(Set.of(MapFormat.R16, MapFormat.MASK_PNG8), masks.quantized(range, 8)),
                new Case(Set.of(MapFormat.MASK_PNG8), masks.quantized(null, 8)), // no height map: floats
                new Case(Set.of(MapFormat.R16, MapFormat.MASK_PNG16), masks.quantized(range, 16)),
                new Case(Set.of(MapFormat.EXR, MapFormat.MASK_PNG16), masks.quantized(null, 16)),
                new Case(Set.of(MapFormat.MASK_PNG8, MapFormat.MASK_PNG16), masks),
                new Case(Set.of(MapFormat.MASK_PNG16, MapFormat.SPLAT_PNG8), masks),
                new Case(Set.of(MapFormat.RAW, MapFormat.MASK_PNG8, MapFormat.SPLAT_PNG8), masks.quantized(range, 0)),
                new Case(Set.of(MapFormat.EXR, MapFormat.ALBEDO_PNG8), new SampleChannels(false, false, true)));
        for (Case c : cases) {
            assertEquals(c.expected(), MapExport.channels(c.formats(), range), c.formats().toString());
        }
    }

    @Test
    void exportsReadQuantizedPlanesWhereTheSamplerFillsThem() throws Exception {
        HeightRange declared = new HeightRange(-150, 200, HeightRange.Source.DECLARED);
        int k = 0;
        for (MapFormat maskFormat : List.of(MapFormat.MASK_PNG8, MapFormat.MASK_PNG16)) {
            Set<MapFormat> formats = Set.of(MapFormat.PNG16, MapFormat.R16, MapFormat.RAW, maskFormat);
            int maskBits = maskFormat == MapFormat.MASK_PNG8 ? 8 : 16;
            for (HeightRange range : Arrays.asList(null, declared)) {
                for (TilePlan plan : List.of(TilePlan.single(65, 65), TilePlan.of(65, 65, 2, 2, 1))) {
                    Path reference = Files.createDirectories(dir.resolve("floats" + k));
                    new MapExport(request(reference, plan, formats, range, null), sampler(16), null, null).run();
                    RecordingSampler quantizing = new RecordingSampler(true);
                    Path quantized = Files.createDirectories(dir.resolve("quantized" + k++));
                    HeightRange used = new MapExport(request(quantized, plan, formats, range, null), quantizing, null,
                            null).run().range();
                    // The float planes they replace are NaN: equal files prove the encoders read the quantized
                    // ones.
                    List<SampleChannels> export = quantizing.asked.subList(quantizing.asked.size() - 5,
                            quantizing.asked.size());
                    assertEquals(Set.of(new SampleChannels(false, true).quantized(used, maskBits)),
                            Set.copyOf(export));
                    if (range == null) {
                        assertEquals(SampleChannels.HEIGHT, quantizing.asked.getFirst(),
                                "the range pass reads floats");
                    }
                    for (Path file : Files.list(reference).toList()) {
                        assertArrayEquals(Files.readAllBytes(file),
                                Files.readAllBytes(quantized.resolve(file.getFileName())),
                                file.getFileName() + " with range " + range + " in " + plan);
                    }
                }
            }
        }
    }

    @Test
    void heightFilesMatchTheBakedFloats() throws Exception {
        Path out = Files.createDirectory(dir.resolve("single"));
        MapExport.Result result = new MapExport(request(out, TilePlan.single(65, 65),
                Set.of(MapFormat.PNG16, MapFormat.R16, MapFormat.EXR), null, null), sampler(7), null, null).run();
        HeightRange range = result.range();
        assertEquals(HeightRange.Source.MEASURED, range.source());

        double[] v = new double[3];
        float[] expected = new float[65 * 65];
        float min = Float.MAX_VALUE;
        float max = -Float.MAX_VALUE;
        for (int row = 0; row < 65; row++) {
            for (int col = 0; col < 65; col++) {
                terrain(GRID.worldX(col), GRID.worldY(row), v);
                expected[row * 65 + col] = (float) v[0];
                min = Math.min(min, (float) v[0]);
                max = Math.max(max, (float) v[0]);
            }
        }
        assertEquals(min, range.min(), 0);
        assertEquals(max, range.max(), 0);

        TinyExrReader.Decoded exr = TinyExrReader.read(out.resolve("terrain.exr"));
        assertArrayEquals(expected, exr.channels().get("Y"), 0f);

        int[] png = pixels(out.resolve("terrain.png"));
        int[] r16 = RawR16WriterTest.readR16(out.resolve("terrain.r16"));
        assertArrayEquals(png, r16, "PNG and R16 hold the same quantized heights");
        double step = (max - min) / 65535.0;
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], range.metres(png[i]), step / 2 + 1e-9, "pixel " + i);
        }
        assertEquals(0, Stream.of(png).flatMapToInt(java.util.Arrays::stream).min().orElseThrow());
        assertEquals(65535, Stream.of(png).flatMapToInt(java.util.Arrays::stream).max().orElseThrow());
    }

    @Test
    void tiledExportEqualsTheSingleImagePixelForPixel() throws Exception {
        Set<MapFormat> formats = Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16, MapFormat.MASK_PNG8,
                MapFormat.SPLAT_PNG8);
        Path single = Files.createDirectory(dir.resolve("single"));
        new MapExport(request(single, TilePlan.single(65, 65), formats, null, null), sampler(64), null, null).run();
        Path tiled = Files.createDirectory(dir.resolve("tiled"));
        // 3x2 tiles, 1 px overlap: 65 = 3*t - 2 -> no; use 2x2 tiles of 33 px (65 = 2*33 - 1).
        TilePlan plan = TilePlan.of(65, 65, 2, 2, 1);
        assertEquals(33, plan.tileWidth());
        MapExport.Result result = new MapExport(request(tiled, plan, formats, null, null), sampler(5), null, null)
                .run();
        assertEquals(4 * (1 + 1 + 2 + 1), result.files().size());

        for (String map : List.of("terrain", "terrain_normal", "terrain_mask_rock", "terrain_mask_snow",
                "terrain_splat")) {
            Raster whole = ImageIO.read(single.resolve(map + ".png").toFile()).getRaster();
            int bands = whole.getNumBands();
            for (TilePlan.Tile tile : plan.tiles()) {
                Path file = tiled.resolve(map + "_x" + tile.column() + "_y" + tile.row() + ".png");
                Raster part = ImageIO.read(file.toFile()).getRaster();
                assertEquals(tile.width(), part.getWidth());
                int[] expected = whole.getPixels(tile.x0(), tile.y0(), tile.width(), tile.height(),
                        new int[tile.width() * tile.height() * bands]);
                int[] actual = part.getPixels(0, 0, tile.width(), tile.height(),
                        new int[tile.width() * tile.height() * bands]);
                assertArrayEquals(expected, actual, file.getFileName().toString());
            }
        }
        // Neighbours agree on the shared column: x1's first column is x0's last.
        Raster left = ImageIO.read(tiled.resolve("terrain_x0_y0.png").toFile()).getRaster();
        Raster right = ImageIO.read(tiled.resolve("terrain_x1_y0.png").toFile()).getRaster();
        for (int y = 0; y < 33; y++) {
            assertEquals(left.getSample(32, y, 0), right.getSample(0, y, 0), "row " + y);
        }
    }

    @Test
    void normalMapsFollowTheGradientAndTheGreenConvention() throws Exception {
        Path gl = Files.createDirectory(dir.resolve("gl"));
        new MapExport(request(gl, TilePlan.single(65, 65), Set.of(MapFormat.NORMAL_PNG16), null,
                NormalConvention.OPENGL), sampler(16), null, null).run();
        Path dx = Files.createDirectory(dir.resolve("dx"));
        new MapExport(request(dx, TilePlan.single(65, 65), Set.of(MapFormat.NORMAL_PNG16), null,
                NormalConvention.DIRECTX), sampler(16), null, null).run();
        Raster a = ImageIO.read(gl.resolve("terrain_normal.png").toFile()).getRaster();
        Raster b = ImageIO.read(dx.resolve("terrain_normal.png").toFile()).getRaster();
        double[] v = new double[3];
        for (int row = 0; row < 65; row += 4) {
            for (int col = 0; col < 65; col += 4) {
                terrain(GRID.worldX(col), GRID.worldY(row), v);
                double len = Math.sqrt(v[1] * v[1] + v[2] * v[2] + 1);
                double nx = a.getSample(col, row, 0) / 65535.0 * 2 - 1;
                double ny = a.getSample(col, row, 1) / 65535.0 * 2 - 1;
                double nz = a.getSample(col, row, 2) / 65535.0 * 2 - 1;
                assertEquals(-v[1] / len, nx, 1e-4);
                assertEquals(-v[2] / len, ny, 1e-4, "OpenGL green is the north component");
                assertEquals(1 / len, nz, 1e-4);
                assertEquals(a.getSample(col, row, 0), b.getSample(col, row, 0));
                double dxGreen = b.getSample(col, row, 1) / 65535.0 * 2 - 1;
                assertEquals(-ny, dxGreen, 1e-4, "DirectX flips green");
            }
        }
    }

    @Test
    void masksAndSplatMatchTheFunctions() throws Exception {
        Path out = Files.createDirectory(dir.resolve("m"));
        new MapExport(request(out, TilePlan.single(65, 65), Set.of(MapFormat.MASK_PNG16, MapFormat.SPLAT_PNG8),
                new HeightRange(-400, 400, HeightRange.Source.DECLARED), null), sampler(9), null, null).run();
        Raster rock = ImageIO.read(out.resolve("terrain_mask_rock.png").toFile()).getRaster();
        Raster splat = ImageIO.read(out.resolve("terrain_splat.png").toFile()).getRaster();
        assertEquals(4, splat.getNumBands());
        double[] r = new double[3];
        double[] s = new double[3];
        for (int row = 0; row < 65; row++) {
            for (int col = 0; col < 65; col++) {
                rock(GRID.worldX(col), GRID.worldY(row), r);
                snow(GRID.worldX(col), GRID.worldY(row), s);
                assertEquals(Math.round((float) r[0] * 65535f), rock.getSample(col, row, 0), 1);
                double sum = (float) r[0] + (float) s[0];
                int red = splat.getSample(col, row, 0);
                int green = splat.getSample(col, row, 1);
                if (sum > 0) {
                    assertEquals((float) r[0] / sum * 255, red, 0.51);
                    assertEquals((float) s[0] / sum * 255, green, 0.51);
                } else {
                    assertEquals(255, red, "uncovered texels go to the first layer");
                }
                assertEquals(0, splat.getSample(col, row, 2));
                assertEquals(0, splat.getSample(col, row, 3));
            }
        }
    }

    @Test
    void sidecarRecordsRangeExtentTilesAndSource() throws Exception {
        Path out = Files.createDirectory(dir.resolve("s"));
        TilePlan plan = TilePlan.of(65, 65, 2, 2, 1);
        new MapExport(request(out, plan, Set.of(MapFormat.R16), new HeightRange(-400, 400,
                HeightRange.Source.DECLARED), null), sampler(9), null, null).run();
        JsonNode json = new ObjectMapper().readTree(out.resolve("terrain.json").toFile());
        assertEquals(-400, json.at("/height/min").asDouble());
        assertEquals(400, json.at("/height/max").asDouble());
        assertEquals("declared", json.at("/height/rangeSource").asText());
        assertEquals(1000, json.at("/world/extentX").asDouble());
        assertEquals(-200, json.at("/world/originX").asDouble());
        assertEquals(65, json.at("/resolution/width").asInt());
        assertEquals(2, json.at("/tiles/columns").asInt());
        assertEquals(1, json.at("/tiles/overlap").asInt());
        assertEquals("ab12", json.at("/source/graphSha256").asText());
        assertEquals(42, json.at("/source/seed").asLong());
        assertEquals("300", json.at("/source/overrides/n1.scale").asText());
        assertEquals("test", json.at("/tool/version").asText());
        assertEquals("r16", json.at("/formats/0").asText());
        assertEquals(4, json.at("/files").size());
        assertEquals("terrain_x1_y0.r16", json.at("/files/1/file").asText());
        assertEquals(32, json.at("/files/1/x").asInt());
    }

    @Test
    void customTemplatesNameEveryTileAndMap() throws Exception {
        Path out = Files.createDirectory(dir.resolve("t"));
        ExportRequest request = new ExportRequest(GRID, TilePlan.of(65, 65, 2, 1, 1),
                new FileNameTemplate("{name}.{Y}-{X}"), out, "land", Set.of(MapFormat.R16, MapFormat.MASK_PNG8),
                null, null, List.of(), new HeightRange(-400, 400, HeightRange.Source.DECLARED),
                new ExportRequest.Provenance("", "", 0, "t", Map.of()));
        new MapExport(request, sampler(16), null, null).run();
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(List.of("land.0-0.r16", "land.0-1.r16", "land.json", "land_mask_rock.0-0.png",
                    "land_mask_rock.0-1.png", "land_mask_snow.0-0.png", "land_mask_snow.0-1.png"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void cancelledExportLeavesNoFiles() throws Exception {
        Path out = Files.createDirectory(dir.resolve("c"));
        AtomicInteger polls = new AtomicInteger();
        TilePlan plan = TilePlan.of(65, 65, 2, 2, 1);
        // Cancel after the top tiles are complete, so finished files exist and must be removed too.
        MapExport export = new MapExport(request(out, plan, Set.of(MapFormat.PNG16, MapFormat.EXR), null, null),
                sampler(8), null, () -> polls.incrementAndGet() > 9 + 6);
        assertThrows(BakeCancelledException.class, export::run);
        assertFolderEmpty(out);
    }

    @Test
    void failingBakeLeavesNoFiles() throws Exception {
        Path out = Files.createDirectory(dir.resolve("f"));
        FunctionSampler good = sampler(8);
        FieldSampler failing = new FieldSampler() {
            @Override
            public List<String> maskNames() {
                return good.maskNames();
            }

            @Override
            public int bandRows(int width) {
                return 8;
            }

            @Override
            public void sample(SampleGrid grid, SampleBand band) throws BakeException {
                if (band.firstRow() >= 48) {
                    throw new BakeException("GPU lost");
                }
                good.sample(grid, band);
            }

            @Override
            public void close() {
            }
        };
        MapExport export = new MapExport(request(out, TilePlan.of(65, 65, 2, 2, 1), Set.of(MapFormat.PNG16),
                new HeightRange(-500, 500, HeightRange.Source.DECLARED), null), failing, null, null);
        BakeException e = assertThrows(BakeException.class, export::run);
        assertEquals("GPU lost", e.getMessage());
        assertFolderEmpty(out);
    }

    @Test
    void unwritableFolderFailsClearlyAndLeavesNothing() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("occupied"), "a file where the folder should be");
        MapExport export = new MapExport(request(notAFolder, TilePlan.single(65, 65), Set.of(MapFormat.PNG16),
                null, null), sampler(8), null, null);
        IOException e = assertThrows(IOException.class, export::run);
        assertTrue(e.getMessage().contains("--out"), e.getMessage());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(notAFolder), files.toList());
        }
    }

    @Test
    void conflictingFormatsAndTemplatesAreRefused() {
        IllegalArgumentException a = assertThrows(IllegalArgumentException.class, () -> request(dir,
                TilePlan.single(65, 65), Set.of(MapFormat.NORMAL_PNG8, MapFormat.NORMAL_PNG16), null, null));
        assertTrue(a.getMessage().contains("choose one"), a.getMessage());
        IllegalArgumentException b = assertThrows(IllegalArgumentException.class, () -> new ExportRequest(GRID,
                TilePlan.of(65, 65, 2, 2, 1), new FileNameTemplate("{name}_tile"), dir, "t", Set.of(MapFormat.R16),
                null, null, null, null, new ExportRequest.Provenance("", "", 0, "t", Map.of())));
        assertTrue(b.getMessage().contains("{X}"), b.getMessage());
    }

    private static void assertFolderEmpty(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(), files.toList(), "a failed export must leave nothing, not even temporary files");
        }
    }
}
