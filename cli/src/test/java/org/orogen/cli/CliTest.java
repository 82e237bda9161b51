package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.Raster;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.io.GraphFiles;
import picocli.CommandLine;

/** The commands end to end: real graph files, a real GL context (llvmpipe), independent decoders. */
class CliTest {

    @TempDir
    static Path shared;

    static Path hills;

    /** What a command printed and returned. */
    record Run(int code, String out, String err) {
    }

    @BeforeAll
    static void writeGraph() throws IOException {
        hills = writeHills(shared);
    }

    /** A small graph with a pass plan (a curvature mask): gradient noise, its height and a mask "steep". */
    static Path writeHills(Path folder) throws IOException {
        Node noise = Node.of("n1", "noise.gradient")
                .withParameter("scale", new ParameterValue.NumberValue(300))
                .withParameter("amplitude", new ParameterValue.NumberValue(120));
        Graph graph = Graph.of(List.of(noise, Node.of("out", "output.height"),
                        Node.of("s1", "mask.curvature"),
                        Node.of("m1", "output.mask").withParameter("name", new ParameterValue.TextValue("steep"))),
                List.of(Edge.of("n1", "value", "out", "input"), Edge.of("n1", "value", "s1", "height"),
                        Edge.of("s1", "mask", "m1", "input")),
                GraphMetadata.EMPTY.withExtent(new WorldExtent(0, 0, 2000, 2000)), 11, List.of());
        Path file = folder.resolve("hills.graph");
        GraphFiles.save(file, graph);
        return file;
    }

    static Run run(BiFunction<PrintStream, PrintStream, Callable<Integer>> command, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            CommandLine line = new CommandLine(command.apply(o, e)).setCaseInsensitiveEnumValuesAllowed(true);
            line.setOut(new java.io.PrintWriter(o, true));
            line.setErr(new java.io.PrintWriter(e, true));
            int code = line.execute(args);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        }
    }

    static Run export(String... args) {
        return run(ExportCommand::new, args);
    }

    private static List<Path> list(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }

    @Test
    void tiledGpuExportEqualsTheSingleImageAtALargeOffset(@TempDir Path dir) throws IOException {
        Path single = dir.resolve("single");
        Path tiled = dir.resolve("tiled");
        String[] common = {"--size", "257", "--origin", "1000000,-750000", "--format", "png16,normal-png16,mask-png8",
            "--height-range", "-130,130", "-q"};
        Run a = export(concat(new String[] {hills.toString(), "--out", single.toString()}, common));
        assertEquals(0, a.code(), a.err());
        Run b = export(concat(new String[] {hills.toString(), "--out", tiled.toString(), "--tiles", "2x2"}, common));
        assertEquals(0, b.code(), b.err());
        assertEquals(4 * 3 + 1, list(tiled).size(), list(tiled).toString());
        for (String map : List.of("hills", "hills_normal", "hills_mask_steep")) {
            Raster whole = ImageIO.read(single.resolve(map + ".png").toFile()).getRaster();
            int bands = whole.getNumBands();
            for (int ty = 0; ty < 2; ty++) {
                for (int tx = 0; tx < 2; tx++) {
                    Raster part = ImageIO.read(tiled.resolve(map + "_x" + tx + "_y" + ty + ".png").toFile())
                            .getRaster();
                    assertEquals(129, part.getWidth());
                    int[] expected = whole.getPixels(tx * 128, ty * 128, 129, 129, new int[129 * 129 * bands]);
                    int[] actual = part.getPixels(0, 0, 129, 129, new int[129 * 129 * bands]);
                    assertArrayEquals(expected, actual, map + " tile " + tx + "," + ty);
                }
            }
        }
        // Terrain at 10^6 m is as detailed as near the origin: many distinct 16-bit heights.
        Raster whole = ImageIO.read(single.resolve("hills.png").toFile()).getRaster();
        long distinct = java.util.Arrays.stream(whole.getPixels(0, 0, 257, 257, (int[]) null)).distinct().count();
        assertTrue(distinct > 5000, "only " + distinct + " distinct heights");
    }

    /**
     * Height and normal maps alone bake the graph without its mask output (one program instead of the
     * curvature mask's two stages): the same files as an export that writes the mask too, and a sidecar
     * that still lists the graph's masks.
     */
    @Test
    void heightMapsAloneGiveTheSameFilesWithoutBakingTheMasks(@TempDir Path dir) throws Exception {
        Path lean = dir.resolve("lean");
        Path full = dir.resolve("full");
        assertEquals(1, ExportCommand.prepare(List.of(hills.toString(), "--out", lean.toString(), "--format",
                "png16,normal-png16")).bakedPlan().stages().size(), "no mask stage without mask maps");
        assertEquals(2, ExportCommand.prepare(List.of(hills.toString(), "--out", full.toString(), "--format",
                "png16,mask-png8")).bakedPlan().stages().size(), "the curvature mask's stage when its map is written");
        Run a = export(hills.toString(), "--out", lean.toString(), "--size", "129", "--format", "png16,normal-png16",
                "-q");
        assertEquals(0, a.code(), a.err());
        Run b = export(hills.toString(), "--out", full.toString(), "--size", "129", "--format",
                "png16,normal-png16,mask-png8", "-q");
        assertEquals(0, b.code(), b.err());
        for (String file : List.of("hills.png", "hills_normal.png")) {
            assertArrayEquals(Files.readAllBytes(full.resolve(file)), Files.readAllBytes(lean.resolve(file)), file);
        }
        assertTrue(Files.exists(full.resolve("hills_mask_steep.png")));
        assertFalse(Files.exists(lean.resolve("hills_mask_steep.png")));
        for (Path folder : List.of(lean, full)) {
            JsonNode masks = new ObjectMapper().readTree(folder.resolve("hills.json").toFile()).path("masks");
            assertEquals(1, masks.size(), folder.toString());
            assertEquals("steep", masks.get(0).asText(), folder.toString());
        }
    }

    /**
     * The widest export there is, through the band planning that once failed at 32769 px and more
     * (about 5 s on llvmpipe with 2 cores).
     */
    @Test
    void theWidestExportWithSlopesFromHeightDifferences(@TempDir Path dir) throws IOException {
        Run r = export(hills.toString(), "--out", dir.toString(), "--size", "65536x129", "--format", "r16,normal-png8",
                "--normals-from", "heights", "--height-range", "-130,130", "-q");
        assertEquals(0, r.code(), r.err());
        assertEquals(65536L * 129 * 2, Files.size(dir.resolve("hills.r16")));
    }

    @Test
    void everyFormatAndTheSidecar(@TempDir Path dir) throws IOException {
        Run r = export(hills.toString(), "--out", dir.toString(), "--size", "129", "--extent", "1000",
                "--format", "png16,r16,raw,exr,normal-png8,mask-png16,splat-png8", "--normals", "directx",
                "--set", "n1.amplitude=80", "--seed", "5", "-q");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Wrote 7 file(s)"), r.out());
        JsonNode json = new ObjectMapper().readTree(dir.resolve("hills.json").toFile());
        double min = json.at("/height/min").asDouble();
        double max = json.at("/height/max").asDouble();
        assertTrue(min >= -80.01 && max <= 80.01 && max - min > 20, min + ".." + max);
        assertEquals("measured", json.at("/height/rangeSource").asText());
        assertEquals("80", json.at("/source/overrides/n1.amplitude").asText());
        assertEquals(5, json.at("/source/seed").asLong());
        assertEquals(64, json.at("/source/graphSha256").asText().length());
        assertEquals("directx", json.at("/normalConvention").asText());
        assertEquals(1000, json.at("/world/extentX").asDouble());

        // Heights: the EXR holds metres; PNG and R16 quantize them with the sidecar's range.
        var exr = org.orogen.export.ExrReaderForTests.read(dir.resolve("hills.exr"));
        int[] png = ImageIO.read(dir.resolve("hills.png").toFile()).getRaster().getPixels(0, 0, 129, 129,
                (int[]) null);
        int[] r16 = org.orogen.export.ExrReaderForTests.readR16(dir.resolve("hills.r16"));
        assertArrayEquals(png, r16);
        assertArrayEquals(Files.readAllBytes(dir.resolve("hills.r16")), Files.readAllBytes(dir.resolve("hills.raw")));
        float[] metres = exr.get("Y");
        for (int i = 0; i < metres.length; i++) {
            double decoded = min + png[i] / 65535.0 * (max - min);
            assertEquals(metres[i], decoded, (max - min) / 65535.0, "pixel " + i);
        }
        Raster splat = ImageIO.read(dir.resolve("hills_splat.png").toFile()).getRaster();
        assertEquals(4, splat.getNumBands());
        JsonNode splatEntry = null;
        for (JsonNode f : json.at("/files")) {
            splatEntry = f.at("/map").asText().equals("splat") ? f : splatEntry;
        }
        assertEquals("[\"steep\"]", String.valueOf(splatEntry.at("/channels")), "the splat map's masks, R first");
        assertEquals(8, splat.getSampleModel().getSampleSize(0));
        assertEquals(16, ImageIO.read(dir.resolve("hills_mask_steep.png").toFile()).getRaster().getSampleModel()
                .getSampleSize(0));
        assertEquals(3, ImageIO.read(dir.resolve("hills_normal.png").toFile()).getRaster().getNumBands());
    }

    @Test
    void normalsFromHeightDifferencesAgreeWithTheExactGradient(@TempDir Path dir) throws IOException {
        Path exact = dir.resolve("exact");
        Path diff = dir.resolve("diff");
        String[] common = {"--size", "257", "--extent", "512", "--format", "normal-png8", "-q"};
        assertEquals(0, export(concat(new String[] {hills.toString(), "-o", exact.toString(),
            "--normals-from", "gradient"}, common)).code());
        assertEquals(0, export(concat(new String[] {hills.toString(), "-o", diff.toString(),
            "--normals-from", "heights"}, common)).code());
        assertEquals("graph", new ObjectMapper().readTree(exact.resolve("hills.json").toFile())
                .at("/normalSlope").asText());
        assertEquals("central differences of the baked heights", new ObjectMapper()
                .readTree(diff.resolve("hills.json").toFile()).at("/normalSlope").asText());
        int[] a = ImageIO.read(exact.resolve("hills_normal.png").toFile()).getRaster()
                .getPixels(0, 0, 257, 257, (int[]) null);
        int[] b = ImageIO.read(diff.resolve("hills_normal.png").toFile()).getRaster()
                .getPixels(0, 0, 257, 257, (int[]) null);
        int differing = 0;
        for (int i = 0; i < a.length; i++) {
            assertEquals(a[i], b[i], 4, "channel sample " + i);
            differing += a[i] != b[i] ? 1 : 0;
        }
        assertTrue(differing > 0, "the two sources are different computations, so some samples differ");
    }

    @Test
    void approximateGradientsUpstreamOfTheHeightAreDetected(@TempDir Path dir) throws Exception {
        // noise.gradient's "pseudo" output declares approximateGradient; "value" does not.
        assertTrue(!LoadedGraph.load(hills, List.of(), null, org.orogen.shader.CompileBudget.standard()).heightGradientApproximate());
        Graph graph = LoadedGraph.load(hills, List.of(), null, org.orogen.shader.CompileBudget.standard()).graph();
        Graph rewired = graph.withoutEdge(Edge.of("n1", "value", "out", "input"))
                .withEdge(Edge.of("n1", "pseudo", "out", "input"));
        Path file = dir.resolve("pseudo.graph");
        GraphFiles.save(file, rewired);
        assertTrue(LoadedGraph.load(file, List.of(), null, org.orogen.shader.CompileBudget.standard()).heightGradientApproximate(),
                "the height comes from an output marked approximateGradient");
    }

    @Test
    void theRangeDeclaredOnTheHeightOutputQuantizesTheExport(@TempDir Path dir) throws IOException {
        Run r = export(hills.toString(), "--out", dir.toString(), "--size", "65", "--format", "png16", "-q",
                "--set", "out.declareRange=true", "--set", "out.rangeMin=-200", "--set", "out.rangeMax=300");
        assertEquals(0, r.code(), r.err());
        JsonNode json = new ObjectMapper().readTree(dir.resolve("hills.json").toFile());
        assertEquals(-200, json.at("/height/min").asDouble());
        assertEquals(300, json.at("/height/max").asDouble());
        assertEquals("declared", json.at("/height/rangeSource").asText());

        // The command line's --height-range wins over the node; a reversed declared range is refused.
        Path other = dir.resolve("other");
        r = export(hills.toString(), "--out", other.toString(), "--size", "65", "--format", "png16", "-q",
                "--set", "out.declareRange=true", "--height-range", "-10,10");
        assertEquals(0, r.code(), r.err());
        assertEquals(10, new ObjectMapper().readTree(other.resolve("hills.json").toFile()).at("/height/max").asDouble());
        Path reversed = dir.resolve("reversed");
        r = export(hills.toString(), "--out", reversed.toString(), "--size", "65", "-q",
                "--set", "out.declareRange=true", "--set", "out.rangeMin=50", "--set", "out.rangeMax=20");
        assertEquals(ExitCodes.INVALID_GRAPH, r.code(), r.err());
        assertTrue(r.err().contains("Range max must be above Range min"), r.err());
        assertEquals(List.of(), list(reversed));
    }

    @Test
    void aMissingImageInputIsAnInvalidGraphAndLeavesNoFiles(@TempDir Path dir) throws IOException {
        Graph graph = Graph.of(List.of(Node.of("hm", "shape.heightmap").withParameter("file",
                                new ParameterValue.TextValue("missing-dem.png")), Node.of("out", "output.height")),
                List.of(Edge.of("hm", "height", "out", "input")), GraphMetadata.EMPTY, 1, List.of());
        Path file = dir.resolve("dem.graph");
        GraphFiles.save(file, graph);
        Path out = dir.resolve("out");
        Run r = export(file.toString(), "--out", out.toString(), "--size", "65", "-q");
        assertEquals(ExitCodes.INVALID_GRAPH, r.code(), r.err());
        assertTrue(r.err().contains("missing-dem.png") && r.err().contains("hm"), r.err());
        assertEquals(List.of(), list(out));
    }

    @Test
    void badGraphGivesExitCode3AndNoFiles(@TempDir Path dir) throws IOException {
        Path broken = Files.writeString(dir.resolve("broken.graph"), "{ \"format\": \"orogen-graph\", ");
        Path out = dir.resolve("out");
        Run r = export(broken.toString(), "--out", out.toString(), "--size", "65");
        assertEquals(ExitCodes.INVALID_GRAPH, r.code(), r.err());
        assertTrue(r.err().contains("broken.graph"), r.err());
        assertEquals(List.of(), list(out));
    }

    @Test
    void badArgumentsGiveExitCode2AndNoFiles(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        for (String[] args : List.of(
                new String[] {"--size", "abc"},
                new String[] {"--format", "tiff"},
                new String[] {"--size", "101", "--tiles", "3"},
                new String[] {"--preset", "unreal-9999"},
                new String[] {"--size", "65", "--preset", "unity-65"},
                new String[] {"--set", "nope.scale=3"},
                new String[] {"--set", "n1.scale=big"},
                new String[] {"--height-range", "5,1"},
                new String[] {"--origin", "20000000,0"},
                new String[] {"--no-such-option"},
                new String[] {"--format", "splat-png8", "--splat", "steep,steep,steep,steep,steep"},
                new String[] {"--name", "."},
                new String[] {"--name", ".hidden"})) {
            Run r = export(concat(new String[] {hills.toString(), "--out", out.toString()}, args));
            assertEquals(ExitCodes.USAGE, r.code(), String.join(" ", args) + " -> " + r.err());
            assertTrue(!r.err().isBlank(), "a message says what is wrong");
        }
        assertEquals(List.of(), list(out));
        Run missing = export(dir.resolve("missing.graph").toString(), "--out", out.toString());
        assertEquals(ExitCodes.USAGE, missing.code());
        assertTrue(missing.err().contains("No such graph file"), missing.err());
    }

    /** '{name}{X}{Y}' names tiles 1,10 and 11,0 alike: refused before baking, with a template that works. */
    @Test
    void aTemplateGivingTwoTilesOneNameIsRefused(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        Run r = export(hills.toString(), "--out", out.toString(), "--size", "25", "--tiles", "12", "--template",
                "{name}{X}{Y}", "-q");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        for (String part : List.of("tile 11,0 of hills (png16) and tile 1,10 of hills (png16)", "hills110.png",
                "'{name}_x{X}_y{Y}'")) {
            assertTrue(r.err().contains(part), "'" + part + "' in: " + r.err());
        }
        assertEquals(List.of(), list(out));
    }

    @Test
    void aProfileSavedWithTheGraphRunsAndExplicitOptionsWin(@TempDir Path dir) throws IOException {
        Graph withProfile = org.orogen.graph.io.GraphReader.read(hills).value().orElseThrow().withExports(List.of(
                new org.orogen.graph.ExportProfile("farm", java.util.Map.of("out", "maps", "size", "129",
                        "tiles", "2x2", "format", "png16,normal-png8", "height-range", "-130,130", "origin", "-500,-20"))));
        Path graph = dir.resolve("farm.graph");
        GraphFiles.save(graph, withProfile);
        Run viaProfile = export(graph.toString(), "--profile", "farm", "-q");
        assertEquals(0, viaProfile.code(), viaProfile.err());
        Path maps = dir.resolve("maps"); // the profile's out is relative to the graph's folder
        Run explicit = export(graph.toString(), "--out", dir.resolve("explicit").toString(), "--size", "129",
                "--tiles", "2x2", "--format", "png16,normal-png8", "--height-range", "-130,130", "--origin=-500,-20",
                "-q");
        assertEquals(0, explicit.code(), explicit.err());
        List<Path> files = list(maps);
        assertEquals(4 * 2 + 1, files.size(), files.toString());
        for (Path f : files) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("explicit").resolve(f.getFileName())), Files.readAllBytes(f),
                    f.getFileName().toString());
        }
        // Through the front door too (there the parse result's arguments start with "export").
        assertEquals(0, org.orogen.app.Main.run("export", graph.toString(), "--profile", "farm", "--out",
                dir.resolve("main").toString(), "-q"));
        assertEquals(files.size(), list(dir.resolve("main")).size());
        Run overridden = export(graph.toString(), "--profile=farm", "--out", dir.resolve("one").toString(),
                "--tiles", "1", "--format", "png16", "-q");
        assertEquals(0, overridden.code(), overridden.err());
        assertEquals(List.of("farm.json", "farm.png"), list(dir.resolve("one")).stream()
                .map(p -> p.getFileName().toString()).toList());
        Run unknown = export(graph.toString(), "--profile", "nope");
        assertEquals(ExitCodes.USAGE, unknown.code());
        assertTrue(unknown.err().contains("it has: farm"), unknown.err());
    }

    @Test
    void aFolderGivenAsTheGraphOrAFileGivenAsTheOutputIsNamedForWhatItIs(@TempDir Path dir) throws IOException {
        Run folder = export(dir.toString(), "--out", dir.resolve("maps").toString());
        assertEquals(ExitCodes.USAGE, folder.code(), folder.err());
        assertTrue(folder.err().contains("is a folder, not a graph file"), folder.err());
        Path file = Files.writeString(dir.resolve("maps.txt"), "notes");
        Run out = export(hills.toString(), "--out", file.toString(), "--size", "17");
        assertEquals(ExitCodes.IO, out.code(), out.err());
        assertTrue(out.err().contains("is a file, not a folder"), out.err());
        assertEquals("notes", Files.readString(file));
    }

    @Test
    void aFixedRangeThatClampsHeightsIsWarnedAbout(@TempDir Path dir) {
        // hills' heights reach about ±120 m: a range of ±10 m clamps most of them in the 16-bit maps.
        for (String formats : List.of("png16", "png16,exr")) { // heights quantized on the GPU, and as floats
            Run narrow = export(hills.toString(), "--out", dir.resolve("narrow-" + formats).toString(), "--size", "65",
                    "--format", formats, "--height-range", "-10,10", "-q");
            assertEquals(0, narrow.code(), narrow.err());
            assertTrue(narrow.err().contains("orogen export: warning: ") && narrow.err().contains("clamped"),
                    formats + ": " + narrow.err());
        }
        Run wide = export(hills.toString(), "--out", dir.resolve("wide").toString(), "--size", "65",
                "--height-range", "-500,500", "-q");
        assertEquals(0, wide.code(), wide.err());
        assertFalse(wide.err().contains("warning"), wide.err());
    }

    @Test
    void aSetValueOutOfItsParametersRangeIsAUsageError(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("maps");
        Run r = export(hills.toString(), "--out", out.toString(), "--size", "17", "--set", "n1.scale=-5");
        // The file is fine: the value typed after --set is what to change (usage, not an invalid graph).
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().contains("--set n1.scale=-5: value -5 m is below the minimum"), r.err());
        // A value the parameter accepts but the graph's validation refuses (a mask name with a slash).
        Run name = export(hills.toString(), "--out", out.toString(), "--size", "17", "--set", "m1.name=a/b");
        assertEquals(ExitCodes.USAGE, name.code(), name.err());
        assertTrue(name.err().contains("A --set value is not valid"), name.err());
        assertEquals(List.of(), list(out));
    }

    @Test
    void aSetValueOnASubgraphUseIsCheckedLikeTheFilesAndItsFileCannotBeSet(@TempDir Path dir) {
        Path alpine = Path.of("..", "samples", "alpine_valley.graph"); // node 'alps' uses swiss_alps.graph
        for (String value : List.of("alps.relief=1e9", "alps.relief=NaN", "alps.variation=-1")) {
            Path out = dir.resolve("maps");
            Run r = export(alpine.toString(), "--out", out.toString(), "--size", "17", "--set", value);
            assertEquals(ExitCodes.USAGE, r.code(), value + ": " + r.err());
            assertTrue(r.err().contains("--set " + value), value + ": " + r.err());
        }
        Run path = export(alpine.toString(), "--out", dir.resolve("other").toString(), "--size", "17",
                "--set", "alps.path=other.graph");
        assertEquals(ExitCodes.USAGE, path.code(), path.err());
        assertTrue(path.err().contains("which file a subgraph node uses cannot be set"), path.err());
    }

    @Test
    void theSidecarsGraphHashCoversTheSubgraphFiles(@TempDir Path dir) throws IOException {
        Files.copy(Path.of("..", "samples", "alpine_valley.graph"), dir.resolve("alpine_valley.graph"));
        Path subgraph = Files.copy(Path.of("..", "samples", "swiss_alps.graph"), dir.resolve("swiss_alps.graph"));
        String graph = dir.resolve("alpine_valley.graph").toString();
        assertEquals(0, export(graph, "--out", dir.resolve("a").toString(), "--size", "17", "-q").code());
        Files.writeString(subgraph, Files.readString(subgraph).replace("\"seed\": 1848,", "\"seed\": 1849,"));
        assertEquals(0, export(graph, "--out", dir.resolve("b").toString(), "--size", "17", "-q").code());
        ObjectMapper json = new ObjectMapper();
        String before = json.readTree(dir.resolve("a/alpine_valley.json").toFile()).at("/source/graphSha256").asText();
        String after = json.readTree(dir.resolve("b/alpine_valley.json").toFile()).at("/source/graphSha256").asText();
        assertEquals(64, after.length());
        assertNotEquals(before, after, "the top-level file is the same, the subgraph it uses is not");
    }

    @Test
    void heightsWithNoFiniteValueAreTheGraphsProblem(@TempDir Path dir) throws IOException {
        Node huge = Node.of("c", "input.constant").withParameter("value", ParameterValue.of(1e20));
        Graph overflow = Graph.of(List.of(huge, Node.of("m", "combine.multiply"), Node.of("out", "output.height")),
                List.of(Edge.of("c", "result", "m", "a"), Edge.of("c", "result", "m", "b"),
                        Edge.of("m", "result", "out", "input")),
                GraphMetadata.EMPTY, 1, List.of());
        Path graph = dir.resolve("overflow.graph");
        GraphFiles.save(graph, overflow);
        Path out = dir.resolve("maps");
        Run r = export(graph.toString(), "--out", out.toString(), "--size", "17");
        assertEquals(ExitCodes.INVALID_GRAPH, r.code(), r.err());
        assertTrue(r.err().contains("no finite values"), r.err());
        assertEquals(List.of(), list(out));
    }

    @Test
    void aBrokenProfileIsAWarningAndTheGraphStillExports(@TempDir Path dir) throws IOException {
        String text = Files.readString(hills);
        text = text.substring(0, text.lastIndexOf('}')).stripTrailing() + """
                ,
                  "exports": [
                    { "name": "small", "options": { "size": "33" } },
                    { "name": "small", "options": { "size": "65", "colour": "red" } }
                  ]
                }
                """;
        Path graph = dir.resolve("profiles.graph");
        Files.writeString(graph, text);
        Run validate = run(ValidateCommand::new, graph.toString());
        assertEquals(0, validate.code(), validate.out() + validate.err());
        assertTrue((validate.out() + validate.err()).contains("two export profiles are named 'small'"),
                validate.out() + validate.err());
        Run plain = export(graph.toString(), "--out", dir.resolve("plain").toString(), "--size", "17", "-q");
        assertEquals(0, plain.code(), plain.err());
        // The export says so too (as validate does), even quiet: the profile it may have meant to run is gone.
        assertTrue(plain.err().contains("warning [file.export-profile]") && plain.err().contains("named 'small'"),
                plain.err());
        Run viaProfile = export(graph.toString(), "--profile", "small", "--out", dir.resolve("profile").toString(),
                "-q");
        assertEquals(0, viaProfile.code(), viaProfile.err());
        assertTrue(Files.exists(dir.resolve("profile").resolve("profiles.png")));
    }

    @Test
    void aFailedExportRemovesTheFolderItCreated(@TempDir Path dir) {
        Path out = dir.resolve("new-folder");
        Run r = export(hills.toString(), "--out", out.toString(), "--size", "65", "--format", "splat-png8",
                "--splat", "steep,nosuchmask");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertTrue(r.err().contains("nosuchmask"), r.err());
        assertTrue(!Files.exists(out), "the export created " + out + " and must remove it again");
    }

    /** A simulation whose finest cascade level is over the memory budget: refused before writing, with the way out. */
    @Test
    void aSimulationOverTheMemoryBudgetIsRefusedBeforeWriting(@TempDir Path dir) {
        Path out = dir.resolve("maps");
        Run r = export(Path.of("..", "samples", "scree_desert.graph").toString(), "--out", out.toString(),
                "--size", "513", "--simulation-memory", "1", "-q");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        for (String part : List.of("node 'weathering' (erosion.thermal)", "513 x 513", "available: 1 MiB",
                "--simulation-detail coarse", "Nothing was written")) {
            assertTrue(r.err().contains(part), "'" + part + "' in: " + r.err());
        }
        assertTrue(!Files.exists(out), "the refused export left " + out);
        Run bad = export(hills.toString(), "--out", out.toString(), "--simulation-detail", "fine");
        assertEquals(ExitCodes.USAGE, bad.code(), bad.err());
        assertTrue(bad.err().contains("use one of cascade, coarse"), bad.err());
    }

    @Test
    void unwritableOutputGivesExitCode5AndNoFiles(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("occupied"), "x");
        Run r = export(hills.toString(), "--out", file.resolve("maps").toString(), "--size", "65");
        assertEquals(ExitCodes.IO, r.code(), r.err());
        assertTrue(r.err().contains("--out"), r.err());
        assertEquals(List.of(file), list(dir));
    }

    /**
     * A folder in the way of one new file (a map or the sidecar) fails the export before anything is
     * renamed: the earlier export's files keep their bytes and nothing hidden stays behind.
     */
    @Test
    void aFailedExportLeavesTheEarlierExportAsItWas(@TempDir Path dir) throws IOException {
        for (String blocked : List.of("hills_normal.png", "hills.json")) {
            Path out = dir.resolve(blocked);
            Run first = export(hills.toString(), "--out", out.toString(), "--size", "33", "--format", "png16,r16",
                    "--height-range", "-130,130", "-q");
            assertEquals(0, first.code(), first.err());
            List<Path> earlier = list(out);
            List<byte[]> bytes = new java.util.ArrayList<>();
            for (Path f : earlier) {
                bytes.add(Files.readAllBytes(f));
            }
            Files.deleteIfExists(out.resolve(blocked));
            Files.createDirectory(out.resolve(blocked));
            Run second = export(hills.toString(), "--out", out.toString(), "--size", "65", "--format",
                    "png16,r16,normal-png16", "--height-range", "-130,130", "-q");
            assertEquals(ExitCodes.IO, second.code(), second.err());
            assertTrue(second.err().contains(blocked + " is a folder")
                    && second.err().contains("the files already in the folder are as they were"), second.err());
            for (int i = 0; i < earlier.size(); i++) {
                if (!earlier.get(i).getFileName().toString().equals(blocked)) {
                    assertArrayEquals(bytes.get(i), Files.readAllBytes(earlier.get(i)), earlier.get(i).toString());
                }
            }
            assertTrue(list(out).stream().noneMatch(p -> p.getFileName().toString().startsWith(".")),
                    "no temporary or backup file: " + list(out));
        }
    }

    @Test
    void validateReportsAsTextAndJson(@TempDir Path dir) throws IOException {
        Run ok = run(ValidateCommand::new, hills.toString());
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("0 error(s)"), ok.out());

        String text = Files.readString(hills).replace("\"noise.gradient\"", "\"noise.nonexistent\"");
        Path bad = Files.writeString(dir.resolve("bad.graph"), text);
        Run json = run(ValidateCommand::new, bad.toString(), "--format", "json");
        assertEquals(ExitCodes.INVALID_GRAPH, json.code(), json.out() + json.err());
        JsonNode list = new ObjectMapper().readTree(json.out());
        assertTrue(list.isArray() && !list.isEmpty(), json.out());
        boolean namesNode = false;
        for (JsonNode d : list) {
            namesNode |= "error".equals(d.get("severity").asText()) && "n1".equals(d.get("node").asText());
        }
        assertTrue(namesNode, "an error names node n1: " + json.out());
    }

    @Test
    void compilePrintsGlslAndHonoursOverrides(@TempDir Path dir) {
        Run folder = run(CompileCommand::new, hills.toString(), "-o", dir.toString());
        assertEquals(ExitCodes.IO, folder.code(), folder.err());
        assertTrue(folder.err().contains("is a folder; give -o the name of the file"), folder.err());
        Run r = run(CompileCommand::new, hills.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("#version 330 core"), r.out().lines().findFirst().orElse(""));
        assertTrue(r.out().contains("o_height"));
        Run bad = run(CompileCommand::new, hills.toString(), "--set", "n1.scale");
        assertEquals(ExitCodes.USAGE, bad.code());
    }

    @Test
    void nodesListsParametersWithRanges() throws IOException {
        Run text = run(NodesCommand::new, "noise.gradient");
        assertEquals(0, text.code(), text.err());
        assertTrue(text.out().contains("scale : float = 500"), text.out());
        assertTrue(text.out().contains("valid [0.01, 10000000]"), text.out());
        Run json = run(NodesCommand::new, "--format", "json");
        JsonNode all = new ObjectMapper().readTree(json.out());
        assertTrue(all.size() > 20, "the whole catalog: " + all.size());
        Run unknown = run(NodesCommand::new, "nothing.here");
        assertEquals(ExitCodes.USAGE, unknown.code());
        assertNotEquals("", unknown.err());
    }

    private static String[] concat(String[] a, String[] b) {
        return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
    }
}
