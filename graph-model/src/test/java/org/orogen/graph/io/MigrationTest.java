package org.orogen.graph.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.Position;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.DiagnosticCodes;

class MigrationTest {

    @Test
    void everyVersionBelowTheCurrentHasExactlyOneStep() {
        for (int v = 0; v < GraphFormat.CURRENT_VERSION; v++) {
            final int version = v;
            assertEquals(1, Migrations.STEPS.stream().filter(s -> s.fromVersion() == version).count(), "step from " + v);
        }
    }

    @Test
    void version0FileMigratesToTheEquivalentVersion1Graph() throws IOException {
        ReadResult<Graph> r = GraphReader.read(GraphRoundTripTest.resource("prototype-v0.graph"), "old.graph");
        Graph g = r.orElseThrow();
        List<Diagnostic> infos = r.diagnostics();
        assertEquals(List.of(DiagnosticCodes.FILE_MIGRATED), infos.stream().map(Diagnostic::code).toList(),
                infos.toString());
        assertTrue(infos.getFirst().message().contains("migrated from format version 0 to 1"));
        assertEquals("Old hills", g.metadata().title());
        assertEquals(99, g.seed());
        Node noise = g.requireNode("n1");
        assertEquals("noise.gradient", noise.typeId());
        assertEquals(new Position(10, -20.5), noise.position());
        assertEquals(ParameterValue.of(300.0), noise.parameters().get("scale"));
        assertEquals("Hills", noise.label());
        assertEquals(List.of(Edge.of("n1", "value", "out", "input")), g.edges());
        // Saving writes the current version; reading that back needs no migration.
        ReadResult<Graph> again = GraphReader.read(GraphWriter.write(g), "new.graph");
        assertEquals(List.of(), again.diagnostics());
        assertEquals(g, again.orElseThrow());
    }

    @Test
    void malformedVersion0PartsAreReportedNotThrown() {
        String v0 = """
                {"format": "orogen.graph", "version": 0, "nodes": {"a": 5, "b": {"type": "output.height"}},
                 "links": [ {"fromNode": "a"}, 3 ]}
                """;
        ReadResult<Graph> r = GraphReader.read(v0.getBytes(StandardCharsets.UTF_8), "old.graph");
        assertEquals(List.of("b"), List.copyOf(r.orElseThrow().nodeIds()));
        List<String> errors = r.diagnostics().stream().filter(Diagnostic::isError).map(Diagnostic::location).toList();
        assertEquals(List.of("/nodes/a", "/links/0", "/links/1"), errors);
    }
}
