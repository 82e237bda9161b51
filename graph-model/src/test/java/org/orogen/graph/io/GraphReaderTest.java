package org.orogen.graph.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.DiagnosticCodes;
import org.orogen.graph.validation.Severity;

class GraphReaderTest {

    private static ReadResult<Graph> read(String json) {
        return GraphReader.read(json.getBytes(StandardCharsets.UTF_8), "test.graph");
    }

    private static Diagnostic only(ReadResult<?> r, String code) {
        List<Diagnostic> found = r.diagnostics().stream().filter(d -> d.code().equals(code)).toList();
        assertEquals(1, found.size(), () -> "expected one " + code + " in " + r.diagnostics());
        assertEquals("test.graph", found.getFirst().file());
        return found.getFirst();
    }

    @Test
    void syntaxErrorNamesLineAndColumnAndYieldsNoGraph() {
        ReadResult<Graph> r = read("{\n  \"format\": \"orogen.graph\",\n  \"version\": 1,\n  \"nodes\": [ ,\n}\n");
        assertTrue(r.value().isEmpty());
        Diagnostic d = only(r, DiagnosticCodes.FILE_SYNTAX);
        assertEquals("line 4, column 14", d.location());
        assertTrue(d.message().contains("not valid JSON"), d.message());
    }

    /** A file cut short: the message names where the open array began, without Jackson's source description. */
    @Test
    void aTruncatedFileSaysWhereTheUnclosedPartBegan() {
        ReadResult<Graph> r = read("{\"format\": \"orogen.graph\", \"version\": 1, \"nodes\": [");
        Diagnostic d = only(r, DiagnosticCodes.FILE_SYNTAX);
        assertTrue(d.message().contains("start marker at line 1, column 51"), d.message());
        assertFalse(d.message().contains("Source:"), d.message());
        assertFalse(d.message().contains("REDACTED"), d.message());
    }

    @Test
    void newerVersionIsRefusedNamingBothVersions() {
        ReadResult<Graph> r = read("{\"format\": \"orogen.graph\", \"version\": 7, \"nodes\": []}");
        assertTrue(r.value().isEmpty());
        Diagnostic d = only(r, DiagnosticCodes.FILE_NEWER_VERSION);
        assertTrue(d.message().contains("format version 7"), d.message());
        assertTrue(d.message().contains("versions up to 1"), d.message());
        assertEquals("/version", d.location());
    }

    @Test
    void otherFormatsAreRefused() {
        assertTrue(read("{\"format\": \"something\", \"version\": 1}").value().isEmpty());
        assertTrue(read("[1, 2]").value().isEmpty());
        assertTrue(read("").value().isEmpty());
        only(read("{\"format\": \"orogen.graph\", \"version\": \"1\"}"), DiagnosticCodes.FILE_VERSION);
    }

    @Test
    void recoverableProblemsAreAllReportedAndTheGraphStillOpens() {
        ReadResult<Graph> r = read("""
                {
                  "format": "orogen.graph", "version": 1, "colour": "red",
                  "metadata": { "title": 5, "extent": { "width": 1e999 } },
                  "seed": 12,
                  "nodes": [
                    { "id": "a", "type": "noise.gradient", "position": [1.0, 2.0],
                      "parameters": { "scale": {"x": 1}, "octaves": 4, "huge": 123456789012345678901234567890 } },
                    { "id": "a", "type": "combine.add" },
                    { "id": "bad.id", "type": "combine.add" },
                    { "id": "b", "type": "output.height", "position": "here" },
                    { "type": "combine.add" },
                    7
                  ],
                  "edges": [
                    { "from": "a.value", "to": "b.input" },
                    { "from": "a.value", "to": "b.input" },
                    { "from": "ghost.value", "to": "b.input" },
                    { "from": "novalue", "to": "b.input" }
                  ]
                }
                """);
        Graph g = r.orElseThrow();
        assertEquals(List.of("a", "a_2", "b"), List.copyOf(g.nodeIds()));
        assertEquals(List.of(Edge.of("a", "value", "b", "input")), g.edges());
        assertEquals(ParameterValue.of(4L), g.requireNode("a").parameters().get("octaves"));
        assertFalse(g.requireNode("a").parameters().containsKey("scale"));
        assertEquals(12, g.seed());

        assertEquals(Severity.WARNING, only(r, DiagnosticCodes.FILE_UNKNOWN_FIELD).severity());
        Diagnostic dup = only(r, DiagnosticCodes.FILE_DUPLICATE_ID);
        assertEquals("a_2", dup.nodeId());
        assertEquals("/nodes/1/id", dup.location());
        Diagnostic dangling = only(r, DiagnosticCodes.FILE_DANGLING_EDGE);
        assertEquals("/edges/2", dangling.location());
        assertEquals("b", dangling.nodeId());
        only(r, DiagnosticCodes.FILE_DUPLICATE_EDGE);
        List<Diagnostic> structure = r.diagnostics().stream()
                .filter(d -> d.code().equals(DiagnosticCodes.FILE_STRUCTURE)).toList();
        List<String> locations = structure.stream().map(Diagnostic::location).toList();
        assertEquals(List.of("/metadata/extent/width", "/metadata/title", "/nodes/0/parameters/scale",
                "/nodes/0/parameters/huge", "/nodes/2/id", "/nodes/3/position", "/nodes/4/id", "/nodes/5",
                "/edges/3/from"), locations, structure.toString());
        assertEquals("a", structure.get(2).nodeId(), "parameter problems name the node");
    }

    @Test
    void duplicateKeysAreASyntaxError() {
        ReadResult<Graph> r = read("{\"format\": \"orogen.graph\", \"version\": 1, \"seed\": 1, \"seed\": 2}");
        assertTrue(r.value().isEmpty());
        assertTrue(only(r, DiagnosticCodes.FILE_SYNTAX).message().contains("Duplicate field 'seed'"));
    }

    @Test
    void limitsStopHostileFilesWithADiagnostic() {
        String deep = "{\"format\": \"orogen.graph\", \"version\": 1, \"x\": " + "[".repeat(5000) + "]".repeat(5000) + "}";
        assertTrue(only(read(deep), DiagnosticCodes.FILE_SYNTAX).message().contains("nesting depth"));
        String longNumber = "{\"format\": \"orogen.graph\", \"version\": 1, \"seed\": " + "9".repeat(2000) + "}";
        assertTrue(only(read(longNumber), DiagnosticCodes.FILE_SYNTAX).message().contains("Number value length"));
        String nan = "{\"format\": \"orogen.graph\", \"version\": 1, \"seed\": NaN}";
        only(read(nan), DiagnosticCodes.FILE_SYNTAX);
    }

    @Test
    void missingFileIsADiagnostic() {
        ReadResult<Graph> r = GraphReader.read(Path.of("does/not/exist.graph"));
        assertTrue(r.value().isEmpty());
        assertEquals(DiagnosticCodes.FILE_UNREADABLE, r.diagnostics().getFirst().code());
        assertTrue(r.diagnostics().getFirst().toString().startsWith("does/not/exist.graph"));
    }

    @Test
    void minimalHandWrittenFileUsesDefaults() {
        Graph g = read("{\"format\": \"orogen.graph\", \"version\": 1}").orElseThrow();
        assertEquals(Graph.empty(), g);
    }
}
