package org.orogen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code orogen export} with the planet options: what a plane graph refuses, and sphere graphs end to end. */
class PlanetCliTest {

    @TempDir
    static Path shared;

    static Path hills;

    @BeforeAll
    static void writeGraphs() throws IOException {
        hills = CliTest.writeHills(shared);
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
}
