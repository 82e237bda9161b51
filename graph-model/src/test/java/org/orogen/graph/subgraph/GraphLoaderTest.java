package org.orogen.graph.subgraph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.validation.Diagnostic;

class GraphLoaderTest {
    @TempDir
    Path dir;

    @Test
    void validationProblemsNameTheFileTheNodesLocationAndTheNode() throws IOException {
        Path file = dir.resolve("hand-written.graph");
        Files.writeString(file, """
                {
                  "format": "orogen.graph",
                  "version": 1,
                  "nodes": [
                    { "id": "out", "type": "output.height" },
                    { "id": "n", "type": "noise.gradient", "parameters": { "scale": -1.0 } },
                    { "id": "x", "type": "vendor.thing" }
                  ],
                  "edges": [ { "from": "n.value", "to": "out.input" } ]
                }
                """);
        GraphLoader.OpenedGraph opened = new GraphLoader(TestCatalog.get()).open(file);
        assertTrue(opened.graph().isPresent());
        List<String> where = opened.diagnostics().stream()
                .map(d -> d.file().equals(file.toString()) + " " + d.location() + " " + d.nodeId() + " " + d.code())
                .toList();
        assertEquals(List.of("true /nodes/1 n parameter.invalid", "true /nodes/2 x node.unknown-type"), where);
        Diagnostic first = opened.diagnostics().getFirst();
        assertTrue(first.toString().startsWith(file + " at /nodes/1: ERROR parameter.invalid (node 'n', 'scale')"),
                first.toString());
    }

    @Test
    void unreadableFileOpensNothingAndSaysWhy() throws IOException {
        Path file = dir.resolve("future.graph");
        Files.writeString(file, "{\"format\": \"orogen.graph\", \"version\": 9}");
        GraphLoader.OpenedGraph opened = new GraphLoader(TestCatalog.get()).open(file);
        assertTrue(opened.graph().isEmpty());
        assertTrue(opened.hasErrors());
        assertTrue(opened.diagnostics().getFirst().message().contains("format version 9"));
    }
}
