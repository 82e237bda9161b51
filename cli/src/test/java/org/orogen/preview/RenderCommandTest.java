package org.orogen.preview;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.cli.RenderCommand;
import org.orogen.graph.io.GraphFiles;
import picocli.CommandLine;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code orogen render} end to end on a graph file (llvmpipe here): sizes, overrides, errors. */
class RenderCommandTest {

    @TempDir
    static Path folder;
    static Path graph;

    @BeforeAll
    static void writeGraph() throws IOException {
        graph = folder.resolve("mountains.graph");
        GraphFiles.save(graph, PreviewTestGraphs.mountains(500));
    }

    private static int render(String... args) {
        return new CommandLine(new RenderCommand()).execute(args);
    }

    private static long differing(BufferedImage a, BufferedImage b) {
        long n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }

    private static boolean leftTemporaryFiles() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.anyMatch(p -> p.getFileName().toString().endsWith(".orogen-tmp"));
        }
    }

    @Test
    void writesAPictureOfTheRequestedSizeAndFollowsOverrides() throws IOException {
        Path plain = folder.resolve("plain.png");
        Path flat = folder.resolve("flat.png");
        Path reseeded = folder.resolve("reseeded.png");
        String[] small = {"--size", "200x120", "--bake", "128", "--mesh", "64"};
        assertEquals(0, render(concat(new String[] {graph.toString(), "--out", plain.toString()}, small)));
        assertEquals(0, render(concat(new String[] {graph.toString(), "--out", flat.toString(), "--set",
                "n1.amplitude=50"}, small)));
        assertEquals(0, render(concat(new String[] {graph.toString(), "--out", reseeded.toString(), "--seed", "99",
                "--camera", "225,32,1.25"}, small)));
        BufferedImage a = ImageIO.read(plain.toFile());
        assertEquals(200, a.getWidth());
        assertEquals(120, a.getHeight());
        BufferedImage b = ImageIO.read(flat.toFile());
        BufferedImage c = ImageIO.read(reseeded.toFile());
        assertTrue(differing(a, b) > 2000, "--set changes the terrain");
        assertTrue(differing(a, c) > 2000, "--seed changes the terrain");
        assertFalse(leftTemporaryFiles());
    }

    @Test
    void badArgumentsAreUsageErrorsAndWriteNothing() throws IOException {
        Path out = folder.resolve("never.png");
        assertEquals(2, render(graph.toString(), "--out", out.toString(), "--size", "big"));
        assertEquals(2, render(graph.toString(), "--out", out.toString(), "--camera", "1,2"));
        assertEquals(2, render(graph.toString(), "--out", folder.resolve("x.jpg").toString()));
        assertEquals(2, render(folder.resolve("missing.graph").toString(), "--out", out.toString()));
        assertEquals(2, render(graph.toString(), "--out", out.toString(), "--set", "nosuchnode.x=1"));
        // Each value is refused in the option's own words, not the preview style's or quality's field names.
        for (String[] option : List.of(new String[] {"--exaggeration", "0"}, new String[] {"--bake", "0"},
                new String[] {"--mesh", "5000"}, new String[] {"--water", "NaN"}, new String[] {"--contours", "-1"})) {
            java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
            java.io.PrintStream stderr = System.err;
            System.setErr(new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
            int code;
            try {
                code = render(concat(new String[] {graph.toString(), "--out", out.toString()}, option));
            } finally {
                System.setErr(stderr);
            }
            String message = err.toString(java.nio.charset.StandardCharsets.UTF_8);
            assertEquals(2, code, String.join(" ", option) + ": " + message);
            assertTrue(message.contains(option[0] + " must"), message);
        }
        assertFalse(Files.exists(out));
        assertFalse(leftTemporaryFiles());
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = new String[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void imageInputsAreReadFromTheirFilesNextToTheGraph() throws IOException {
        BufferedImage ramp = new BufferedImage(64, 64, BufferedImage.TYPE_USHORT_GRAY);
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                ramp.getRaster().setSample(x, y, 0, x * 65535 / 63);
            }
        }
        ImageIO.write(ramp, "png", folder.resolve("ramp.png").toFile());
        org.orogen.graph.Graph dem = org.orogen.graph.Graph.of(java.util.List.of(
                        org.orogen.graph.Node.of("hm", "shape.heightmap").withParameter("file",
                                new org.orogen.graph.ParameterValue.TextValue("ramp.png")),
                        org.orogen.graph.Node.of("out", "output.height")),
                java.util.List.of(org.orogen.graph.Edge.of("hm", "height", "out", "input")),
                org.orogen.graph.GraphMetadata.EMPTY.withExtent(org.orogen.graph.WorldExtent.DEFAULT), 1,
                java.util.List.of());
        Path demGraph = folder.resolve("dem.graph");
        GraphFiles.save(demGraph, dem);

        Path sloped = folder.resolve("sloped.png");
        Path flat = folder.resolve("flat.png");
        assertEquals(0, render(demGraph.toString(), "--size", "160x100", "--out", sloped.toString()));
        assertEquals(0, render(demGraph.toString(), "--size", "160x100", "--set", "hm.heightScale=0",
                "--out", flat.toString()));
        // An image read as zero (the old behaviour) would make both pictures the same flat plain.
        assertTrue(differing(ImageIO.read(sloped.toFile()), ImageIO.read(flat.toFile())) > 160 * 100 / 10);

        Files.delete(folder.resolve("ramp.png"));
        Path missing = folder.resolve("missing.png");
        assertEquals(org.orogen.cli.ExitCodes.INVALID_GRAPH, render(demGraph.toString(), "--out", missing.toString()));
        assertFalse(Files.exists(missing));
    }

    @Test
    void aSphereGraphRendersTheGlobe() throws IOException {
        org.orogen.graph.Graph planet = org.orogen.graph.Graph.of(java.util.List.of(
                        org.orogen.graph.Node.of("n1", "fractal.fbm")
                                .withParameter("scale", new org.orogen.graph.ParameterValue.NumberValue(1_500_000))
                                .withParameter("amplitude", new org.orogen.graph.ParameterValue.NumberValue(4000)),
                        org.orogen.graph.Node.of("out", "output.height")),
                java.util.List.of(org.orogen.graph.Edge.of("n1", "value", "out", "input")),
                org.orogen.graph.GraphMetadata.EMPTY.withDomain(org.orogen.graph.Domain.sphere(3_389_500)), 4,
                java.util.List.of());
        Path planetGraph = folder.resolve("planet.graph");
        GraphFiles.save(planetGraph, planet);
        Path globe = folder.resolve("globe.png");
        Path bare = folder.resolve("bare.png");
        String[] small = {"--size", "200x150", "--bake", "128", "--mesh", "64"};
        assertEquals(0, render(concat(new String[] {planetGraph.toString(), "--out", globe.toString()}, small)));
        assertEquals(0, render(concat(new String[] {planetGraph.toString(), "--out", bare.toString(),
                "--no-atmosphere"}, small)));
        BufferedImage a = ImageIO.read(globe.toFile());
        assertEquals(200, a.getWidth());
        assertEquals(150, a.getHeight());
        int background = GlobeRenderer.BACKGROUND[0] << 16 | GlobeRenderer.BACKGROUND[1] << 8 | GlobeRenderer.BACKGROUND[2];
        assertEquals(background, a.getRGB(0, 0) & 0xFFFFFF, "space in the corner");
        assertTrue((a.getRGB(100, 75) & 0xFFFFFF) != background, "the planet in the middle");
        assertTrue(differing(a, ImageIO.read(bare.toFile())) > 200, "the atmosphere rim shows at the limb");

        Path never = folder.resolve("never-globe.png");
        assertEquals(2, render(planetGraph.toString(), "--out", never.toString(), "--camera", "0,0,40"),
                "a planet's camera distance is in radii, at most 13");
        assertEquals(2, render(planetGraph.toString(), "--out", never.toString(), "--water", "0"),
                "a globe has no water plane");
        assertFalse(Files.exists(never));
    }
}
