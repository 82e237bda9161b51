package org.orogen.graph.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.orogen.graph.ExportProfile;
import org.orogen.graph.Graph;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.edit.EditHistory;
import org.orogen.graph.edit.RemoveExportProfile;
import org.orogen.graph.edit.SaveExportProfile;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.DiagnosticCodes;
import org.orogen.graph.validation.Severity;

/** Export profiles in the .graph v1 format: optional array, stable bytes, strict reading, edits. */
class ExportProfileFormatTest {

    static ExportProfile unreal() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("tiles", "2x2");  // given out of order: written in ExportProfile.OPTIONS order
        options.put("format", "png16,normal-png");
        options.put("preset", "unreal-1009");
        options.put("out", "exports/unreal");
        return new ExportProfile("Unreal tiles", options);
    }

    private static ReadResult<Graph> read(String text) {
        return GraphReader.read(text.getBytes(StandardCharsets.UTF_8), "test.graph");
    }

    @Test
    void graphsWithoutProfilesAreWrittenExactlyAsBefore() throws IOException {
        assertFalse(GraphWriter.toText(SampleGraphs.ridge()).contains("exports"));
        assertArrayEquals(GraphRoundTripTest.resource("ridge.graph"), GraphWriter.write(SampleGraphs.ridge()));
    }

    @Test
    void profilesRoundTripWithStableBytesAndOrder() throws IOException {
        Graph g = SampleGraphs.ridge().withExports(List.of(unreal(), new ExportProfile("quick", Map.of("size", "257"))));
        byte[] bytes = GraphWriter.write(g);
        String text = new String(bytes, StandardCharsets.UTF_8);
        assertTrue(text.contains("\n  \"exports\": [\n    {\n      \"name\": \"Unreal tiles\",\n      \"options\": {\n"
                + "        \"out\": \"exports/unreal\",\n        \"format\": \"png16,normal-png\",\n"
                + "        \"preset\": \"unreal-1009\",\n        \"tiles\": \"2x2\"\n      }\n    },"), text);
        ReadResult<Graph> back = read(text);
        assertEquals(List.of(), back.diagnostics());
        assertEquals(g, back.value().orElseThrow());
        assertArrayEquals(bytes, GraphWriter.write(back.value().orElseThrow()));
        assertEquals(List.of(), new SchemaSubset(HardenedJson.readTree(java.nio.file.Files.readAllBytes(
                java.nio.file.Path.of("../docs/schema/graph-v1.schema.json")))).validate(HardenedJson.readTree(bytes)));
    }

    @Test
    void malformedProfilesAreDiagnosedAndTheGraphStillOpens() {
        String base = GraphWriter.toText(SampleGraphs.ridge());
        String text = base.substring(0, base.lastIndexOf('}')).stripTrailing() + """
                ,
                  "exports": [
                    { "name": "a", "options": { "size": 513, "colour": "red", "tiles": "2" } },
                    { "name": "a" },
                    { "name": " " },
                    { "options": {} },
                    "not an object",
                    { "name": "b", "extra": 1 }
                  ]
                }
                """;
        ReadResult<Graph> r = read(text);
        Graph g = r.value().orElseThrow();
        assertEquals(List.of(new ExportProfile("a", Map.of("tiles", "2")), new ExportProfile("b", Map.of())),
                g.exports());
        List<String> codes = r.diagnostics().stream().map(Diagnostic::code).toList();
        assertEquals(4, codes.stream().filter(DiagnosticCodes.FILE_EXPORT_PROFILE::equals).count(), codes.toString());
        assertTrue(r.diagnostics().stream().allMatch(d -> d.file().equals("test.graph")));
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.message().contains("unknown option 'colour'")));
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.location().equals("/exports/0/options/size")));
        assertTrue(codes.contains(DiagnosticCodes.FILE_UNKNOWN_FIELD), "'extra'");
        assertTrue(codes.contains(DiagnosticCodes.FILE_STRUCTURE), "missing name, not an object");
        // Only saved export settings are left out: the graph itself still exports and renders.
        assertTrue(r.diagnostics().stream().allMatch(d -> d.severity() == Severity.WARNING), r.diagnostics()::toString);
    }

    @Test
    void saveReplacesInPlaceAndRemoveUndoes() {
        EditHistory h = new EditHistory(SampleGraphs.ridge(), TestCatalog.get());
        h.execute(new SaveExportProfile(unreal()));
        h.execute(new SaveExportProfile(new ExportProfile("quick", Map.of("size", "257"))));
        ExportProfile changed = new ExportProfile("Unreal tiles", Map.of("tiles", "4x4"));
        h.execute(new SaveExportProfile(changed));
        assertEquals(List.of("Unreal tiles", "quick"), h.current().exports().stream().map(ExportProfile::name).toList());
        assertEquals(changed, h.current().export("Unreal tiles").orElseThrow());
        h.execute(new RemoveExportProfile("quick"));
        assertEquals(1, h.current().exports().size());
        h.undo();
        h.undo();
        assertEquals(unreal(), h.current().export("Unreal tiles").orElseThrow());
        h.redo();
        assertEquals(changed, h.current().export("Unreal tiles").orElseThrow());
    }
}
