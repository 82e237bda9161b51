package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.Raster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.graph.Domain;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.io.GraphFiles;

/** {@code orogen export} with the planet options: what a plane graph refuses, and sphere graphs end to end. */
class PlanetCliTest {

    @TempDir
    static Path shared;

    static Path hills;
    static Path planet;

    @BeforeAll
    static void writeGraphs() throws IOException {
        hills = CliTest.writeHills(shared);
        planet = writePlanet(shared);
    }

    /** Mountains on a 500 km planet with a slope mask "steep". */
    static Path writePlanet(Path folder) throws IOException {
        Node fbm = Node.of("n1", "fractal.fbm").withParameter("scale", ParameterValue.of(200_000.0))
                .withParameter("amplitude", ParameterValue.of(2500.0));
        Graph graph = Graph.of(List.of(fbm, Node.of("out", "output.height"),
                        Node.of("s1", "mask.slope").withParameter("step", ParameterValue.of(1000.0)),
                        Node.of("m1", "output.mask").withParameter("name", ParameterValue.of("steep"))),
                List.of(Edge.of("n1", "value", "out", "input"), Edge.of("n1", "value", "s1", "height"),
                        Edge.of("s1", "mask", "m1", "input")),
                GraphMetadata.EMPTY.withDomain(Domain.sphere(500_000)), 4, List.of());
        Path file = folder.resolve("planet.graph");
        GraphFiles.save(file, graph);
        return file;
    }

    private static List<Path> list(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(folder)) {
            return s.sorted().toList();
        }
    }

    private static CliTest.Run export(Path graph, Path out, String... args) {
        String[] all = new String[args.length + 3];
        all[0] = graph.toString();
        all[1] = "--out";
        all[2] = out.toString();
        System.arraycopy(args, 0, all, 3, args.length);
        return CliTest.export(all);
    }

    @Test
    void planetOptionsOnAPlaneGraphAreRefusedAndWriteNothing(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        for (String[] args : List.of(
                new String[] {"--planet-faces", "17"},
                new String[] {"--planet-equirect", "33x17"},
                new String[] {"--cube-mapping", "uniform"},
                new String[] {"--size", "65", "--planet-faces", "9"})) {
            CliTest.Run r = export(hills, out, args);
            assertEquals(ExitCodes.USAGE, r.code(), String.join(" ", args) + " -> " + r.err());
            assertTrue(r.err().contains("only applies to sphere graphs") && r.err().contains("is on a plane"),
                    r.err());
        }
        CliTest.Run face = export(hills, out, "--size", "33", "--template", "{name}_{face}");
        assertEquals(ExitCodes.USAGE, face.code(), face.err());
        assertTrue(face.err().contains("only cube-map exports (--planet-faces)"), face.err());
        CliTest.Run mapping = export(hills, out, "--cube-mapping", "mercator");
        assertEquals(ExitCodes.USAGE, mapping.code(), mapping.err());
        assertEquals(List.of(), list(out), "nothing written, not even the folder");
    }

    @Test
    void cubeFacesAndAnEquirectangularMapOfASphereGraph(@TempDir Path dir) throws IOException {
        Path cube = dir.resolve("cube");
        CliTest.Run r = export(planet, cube, "--planet-faces", "9", "--cube-mapping", "uniform", "--format",
                "png16,exr,normal-png8,mask-png8", "-q");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().startsWith("Wrote 24 file(s)"), r.out());
        for (String face : List.of("px", "nx", "py", "ny", "pz", "nz")) {
            for (String file : List.of("planet_" + face + ".png", "planet_" + face + ".exr",
                    "planet_normal_" + face + ".png", "planet_mask_steep_" + face + ".png")) {
                assertTrue(Files.isRegularFile(cube.resolve(file)), file);
            }
            Raster height = ImageIO.read(cube.resolve("planet_" + face + ".png").toFile()).getRaster();
            assertEquals(9, height.getWidth());
            assertEquals(9, height.getHeight());
        }
        assertEquals(25, list(cube).size(), list(cube).toString());
        JsonNode json = new ObjectMapper().readTree(cube.resolve("planet.json").toFile());
        assertEquals(500_000.0, json.at("/planet/radius").asDouble());
        assertEquals("uniform", json.at("/planet/mapping").asText());
        assertEquals("planet.graph", Path.of(json.at("/source/graphFile").asText()).getFileName().toString());

        Path equirect = dir.resolve("equirect");
        CliTest.Run e = export(planet, equirect, "--planet-equirect", "17", "-q");
        assertEquals(ExitCodes.OK, e.code(), e.err());
        Raster map = ImageIO.read(equirect.resolve("planet.png").toFile()).getRaster();
        assertEquals(17, map.getWidth());
        assertEquals(9, map.getHeight(), "W alone gives (W - 1) / 2 + 1 rows");
        assertEquals("equirectangular",
                new ObjectMapper().readTree(equirect.resolve("planet.json").toFile()).at("/planet/layout").asText());
    }

    @Test
    void sphereGraphsRefusePlaneOptionsAndNeedAPlanetOption(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        Map<List<String>, String> cases = new LinkedHashMap<>();
        cases.put(List.of(), "add --planet-faces N");
        cases.put(List.of("--size", "65"), "size is --planet-faces N or --planet-equirect WxH");
        cases.put(List.of("--planet-faces", "9", "--tiles", "2"), "--tiles is a plane option");
        cases.put(List.of("--planet-faces", "9", "--extent", "100", "--origin", "5,5"),
                "--extent, --origin are plane options");
        cases.put(List.of("--planet-equirect", "33", "--preset", "unity-33"), "--preset is a plane option");
        cases.put(List.of("--planet-faces", "9", "--planet-equirect", "33"), "not both");
        cases.put(List.of("--planet-equirect", "33", "--cube-mapping", "uniform"), "cube-map faces only");
        cases.put(List.of("--planet-faces", "1"), "face side of 2..10922");
        cases.put(List.of("--planet-equirect", "2x1"), "--planet-equirect expects W or WxH");
        cases.put(List.of("--planet-equirect", "wide"), "--planet-equirect expects W or WxH");
        cases.put(List.of("--planet-faces", "9", "--normals-from", "heights"), "not available for planets");
        cases.put(List.of("--planet-faces", "9", "--template", "{name}_cube"), "needs {face}");
        for (Map.Entry<List<String>, String> c : cases.entrySet()) {
            CliTest.Run r = export(planet, out, c.getKey().toArray(String[]::new));
            assertEquals(ExitCodes.USAGE, r.code(), c.getKey() + " -> " + r.err());
            assertTrue(r.err().contains(c.getValue()), c.getKey() + " -> " + r.err());
        }
        assertEquals(List.of(), list(out), "nothing written, not even the folder");
    }
}
