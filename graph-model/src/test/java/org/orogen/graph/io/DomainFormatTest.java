package org.orogen.graph.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Domain;
import org.orogen.graph.Graph;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.validation.Diagnostic;

/** {@code metadata.domain}: written for spheres only, read back exactly, bad values named with what is allowed. */
class DomainFormatTest {

    private static Graph planet(double radius) {
        Graph g = SampleGraphs.ridge();
        return g.withMetadata(g.metadata().withDomain(Domain.sphere(radius)));
    }

    @Test
    void aSphereRoundTripsByteStable() {
        Graph g = planet(Domain.EARTH_RADIUS);
        byte[] saved = GraphWriter.write(g);
        String text = new String(saved, StandardCharsets.UTF_8);
        assertTrue(text.contains("\"domain\": {\n      \"kind\": \"sphere\",\n      \"radius\": 6371000.0\n    }"), text);
        ReadResult<Graph> read = GraphReader.read(saved, "planet.graph");
        assertEquals(List.of(), read.diagnostics());
        assertEquals(Domain.sphere(Domain.EARTH_RADIUS), read.orElseThrow().metadata().domain());
        assertEquals(g, read.orElseThrow());
        assertArrayEquals(saved, GraphWriter.write(read.orElseThrow()), "save -> open -> save is byte-stable");
    }

    @Test
    void aPlaneWritesNoDomainSoExistingFilesStayByteIdentical() throws IOException {
        String text = GraphWriter.toText(SampleGraphs.ridge());
        assertFalse(text.contains("domain"), text);
        byte[] golden = GraphRoundTripTest.resource("ridge.graph");
        assertArrayEquals(golden, GraphWriter.write(GraphReader.read(golden, "ridge.graph").orElseThrow()));
        String explicit = text.replace("\"tags\": [", "\"domain\": {\"kind\": \"plane\"},\n    \"tags\": [");
        ReadResult<Graph> read = GraphReader.read(explicit.getBytes(StandardCharsets.UTF_8), "plane.graph");
        assertEquals(List.of(), read.diagnostics());
        assertEquals(Domain.PLANE, read.orElseThrow().metadata().domain());
    }

    @Test
    void theWrittenSphereConformsToTheSchema() throws IOException {
        SchemaSubset schema = new SchemaSubset(HardenedJson.readTree(Files.readAllBytes(
                Path.of("../docs/schema/graph-v1.schema.json"))));
        ObjectNode doc = (ObjectNode) HardenedJson.readTree(GraphWriter.write(planet(3_389_500)));
        assertEquals(List.of(), schema.validate(doc));
        ((ObjectNode) doc.get("metadata").get("domain")).put("radius", 2e7);
        assertFalse(schema.validate(doc).isEmpty(), "a radius beyond 16,000 km");
        ((ObjectNode) doc.get("metadata").get("domain")).put("kind", "torus");
        assertFalse(schema.validate(doc).isEmpty(), "an unknown kind");
    }

    /** The one diagnostic reading {@code domain} (as JSON text) gives, and the domain the graph opens with. */
    private static Diagnostic readBad(String domain) {
        String text = GraphWriter.toText(SampleGraphs.ridge()).replace("\"tags\": [", "\"domain\": " + domain
                + ",\n    \"tags\": [");
        ReadResult<Graph> read = GraphReader.read(text.getBytes(StandardCharsets.UTF_8), "bad.graph");
        assertEquals(1, read.diagnostics().size(), read.diagnostics()::toString);
        assertEquals(Domain.PLANE, read.orElseThrow().metadata().domain(), "a bad domain opens as the plane");
        return read.diagnostics().getFirst();
    }

    @Test
    void badDomainsNameTheFieldAndWhatIsAllowed() {
        Diagnostic kind = readBad("{\"kind\": \"torus\"}");
        assertEquals("/metadata/domain/kind", kind.location());
        assertTrue(kind.message().contains("\"plane\" or \"sphere\"") && kind.message().contains("torus"),
                kind.message());

        Diagnostic missing = readBad("{\"kind\": \"sphere\"}");
        assertEquals("/metadata/domain/radius", missing.location());
        assertTrue(missing.message().contains("needs 'radius'") && missing.message().contains("16000000"),
                missing.message());

        Diagnostic far = readBad("{\"kind\": \"sphere\", \"radius\": 0.5}");
        assertEquals("/metadata/domain/radius", far.location());
        assertTrue(far.message().contains("between 1 and 16000000") && far.message().contains("0.5"), far.message());

        Diagnostic text = readBad("{\"kind\": \"sphere\", \"radius\": \"big\"}");
        assertTrue(text.message().contains("'radius' must be a number"), text.message());

        Diagnostic planeRadius = readBad("{\"kind\": \"plane\", \"radius\": 5.0}");
        assertTrue(planeRadius.message().contains("a plane has no radius"), planeRadius.message());

        Diagnostic noKind = readBad("{\"radius\": 5.0}");
        assertTrue(noKind.message().contains("'kind' is missing"), noKind.message());

        Diagnostic notObject = readBad("\"sphere\"");
        assertEquals("/metadata/domain", notObject.location());
    }
}
