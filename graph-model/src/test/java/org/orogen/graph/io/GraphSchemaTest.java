package org.orogen.graph.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orogen.graph.GraphFragment;
import org.orogen.graph.SampleGraphs;

/** The published JSON Schema ({@code docs/schema/graph-v1.schema.json}) matches what the writer produces. */
class GraphSchemaTest {
    /** Surefire runs in the module folder; the schema lives in the repository's docs. */
    private static final Path SCHEMA = Path.of("../docs/schema/graph-v1.schema.json");

    private static SchemaSubset schema() throws IOException {
        return new SchemaSubset(HardenedJson.readTree(Files.readAllBytes(SCHEMA)));
    }

    @Test
    void schemaIsValidJsonUsingOnlyCheckedKeywords() throws IOException {
        JsonNode s = HardenedJson.readTree(Files.readAllBytes(SCHEMA));
        assertEquals("https://json-schema.org/draft/2020-12/schema", s.get("$schema").textValue());
        assertEquals(List.of(), schema().unsupportedKeywords());
    }

    @Test
    void filesTheWriterProducesConform() throws IOException {
        SchemaSubset schema = schema();
        assertEquals(List.of(), schema.validate(HardenedJson.readTree(GraphRoundTripTest.resource("ridge.graph"))));
        assertEquals(List.of(), schema.validate(HardenedJson.readTree(GraphWriter.write(
                GraphFragment.copyOf(SampleGraphs.ridge(), Set.of("noise", "add"))))));
        assertEquals(List.of(), schema.validate(HardenedJson.readTree(GraphWriter.write(org.orogen.graph.Graph.empty()))));
        org.orogen.graph.Graph ramp = org.orogen.graph.Graph.empty().withNode(org.orogen.graph.Node.of("map",
                "colour.gradient_map").withParameter("ramp", org.orogen.graph.colour.RampPresets.named("sand")
                .orElseThrow()));
        assertEquals(List.of(), schema.validate(HardenedJson.readTree(GraphWriter.write(ramp))));
        org.orogen.graph.Graph painted = org.orogen.graph.Graph.empty().withNode(org.orogen.graph.Node.of("paint",
                "paint.layer").withParameter("strokes", org.orogen.graph.ParameterValue.StrokesValue.EMPTY.plus(
                        org.orogen.graph.paint.Strokes.dab(1, 2, 3, 4, 5))))
                .withNode(org.orogen.graph.Node.of("empty", "paint.layer").withParameter("strokes",
                        org.orogen.graph.ParameterValue.StrokesValue.EMPTY));
        assertEquals(List.of(), schema.validate(HardenedJson.readTree(GraphWriter.write(painted))));
    }

    @Test
    void schemaRejectsWhatTheReaderRejects() throws IOException {
        SchemaSubset schema = schema();
        ObjectNode doc = (ObjectNode) HardenedJson.readTree(GraphRoundTripTest.resource("ridge.graph"));
        ObjectNode newer = doc.deepCopy().put("version", 2);
        assertFalse(schema.validate(newer).isEmpty());
        ObjectNode unknown = doc.deepCopy().put("colour", "red");
        assertFalse(schema.validate(unknown).isEmpty());
        // Inside oneOf the checker reports only the summary; check the graph branch directly for the detail.
        assertTrue(new SchemaSubset(HardenedJson.readTree(Files.readAllBytes(SCHEMA)).get("$defs").get("graph")
                .deepCopy()).validate(unknown).toString().contains("/colour: not allowed"));
        ObjectNode badId = doc.deepCopy();
        ((ObjectNode) badId.get("nodes").get(0)).put("id", "has.dot");
        assertFalse(schema.validate(badId).isEmpty());
        ObjectNode badEdge = doc.deepCopy();
        ((ObjectNode) badEdge.get("edges").get(0)).put("from", "nodot");
        assertFalse(schema.validate(badEdge).isEmpty());
        ObjectNode badValue = doc.deepCopy();
        ((ObjectNode) badValue.get("nodes").get(0).get("parameters")).putObject("weight");
        assertFalse(schema.validate(badValue).isEmpty());
    }
}
