package org.orogen.graph.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The {@code neighbourhood} of a sampled input in {@code .node.json} files. */
class NeighbourhoodTest {

    private static final String PARAMS = """
            "parameters": [
              { "name": "step", "type": "float", "default": 2.0 },
              { "name": "mode", "type": "enum", "options": ["a", "b"] }
            ]""";

    private static Optional<NodeDefinition> read(String input, List<String> problems) {
        String json = "{ \"id\": \"mask.t\", \"inputs\": [ " + input + " ], " + PARAMS + " }";
        return NodeDefinitionReader.read("t.node.json", "mask.t", json.getBytes(StandardCharsets.UTF_8), problems);
    }

    @Test
    void readsARadiusParameterWithScaleAndTexels() {
        List<String> problems = new ArrayList<>();
        NodeDefinition d = read("""
                { "name": "height", "type": "field", "sampled": true,
                  "neighbourhood": { "radiusParameter": "step", "scale": 1.5, "texels": 2 } }""", problems)
                .orElseThrow(() -> new AssertionError(problems));
        Neighbourhood n = d.input("height").orElseThrow().neighbourhood().orElseThrow();
        assertEquals(Neighbourhood.of("step", 1.5, 2), n);
        assertEquals(3.0, n.metres(2.0));
        assertTrue(d.input("height").orElseThrow().staged());
    }

    @Test
    void texelsAloneAndDefaults() {
        List<String> problems = new ArrayList<>();
        NodeDefinition d = read("""
                { "name": "height", "type": "field", "sampled": true, "neighbourhood": {} }""", problems)
                .orElseThrow(() -> new AssertionError(problems));
        assertEquals(Neighbourhood.ofTexels(0), d.input("height").orElseThrow().neighbourhood().orElseThrow());
        NodeDefinition plain = read("""
                { "name": "height", "type": "field", "sampled": true }""", problems).orElseThrow();
        assertTrue(plain.input("height").orElseThrow().neighbourhood().isEmpty());
    }

    @Test
    void theWholeDomainOfASimulation() {
        List<String> problems = new ArrayList<>();
        NodeDefinition d = read("""
                { "name": "height", "type": "field", "sampled": true, "neighbourhood": { "domain": true } }""",
                problems).orElseThrow(() -> new AssertionError(problems));
        Neighbourhood n = d.input("height").orElseThrow().neighbourhood().orElseThrow();
        assertEquals(Neighbourhood.wholeDomain(), n);
        assertTrue(n.domain());
        assertTrue(d.input("height").orElseThrow().staged());
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"sampled\": true, \"neighbourhood\": "
                + "{ \"domain\": false } }", "'domain' must be true");
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"sampled\": true, \"neighbourhood\": "
                + "{ \"domain\": true, \"texels\": 2 } }", "stand alone");
    }

    /** valueAtPoint: the values read the input at the point; a whole domain cannot be read there. */
    @Test
    void aNeighbourhoodWhoseValuesAreReadAtThePoint() {
        List<String> problems = new ArrayList<>();
        NodeDefinition d = read("""
                { "name": "height", "type": "field", "sampled": true,
                  "neighbourhood": { "radiusParameter": "step", "valueAtPoint": true } }""", problems)
                .orElseThrow(() -> new AssertionError(problems));
        Neighbourhood n = d.input("height").orElseThrow().neighbourhood().orElseThrow();
        assertTrue(n.valueAtPoint());
        assertEquals(Neighbourhood.of("step", 1.0, 0).readAtPoint(), n);
        assertTrue(d.input("height").orElseThrow().staged(), "still a neighbourhood where the gradient is read");
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"sampled\": true, \"neighbourhood\": "
                + "{ \"domain\": true, \"valueAtPoint\": true } }", "stand alone");
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"sampled\": true, \"neighbourhood\": "
                + "{ \"texels\": 1, \"valueAtPoint\": \"yes\" } }", "valueAtPoint");
    }

    @Test
    void badDeclarationsAreDiagnosed() {
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"neighbourhood\": {} }", "only applies to a sampled input");
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"sampled\": true, \"neighbourhood\": "
                + "{ \"radiusParameter\": \"nope\" } }", "must name a float, int or strokes parameter");
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"sampled\": true, \"neighbourhood\": "
                + "{ \"radiusParameter\": \"mode\" } }", "must name a float, int or strokes parameter");
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"sampled\": true, \"neighbourhood\": "
                + "{ \"radiusParameter\": \"step\", \"scale\": -1 } }", "scale must be");
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"sampled\": true, \"neighbourhood\": "
                + "{ \"texels\": -1 } }", "whole number");
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"sampled\": true, \"neighbourhood\": "
                + "{ \"radius\": 3 } }", "unknown field 'radius'");
        assertProblem("{ \"name\": \"h\", \"type\": \"field\", \"sampled\": true, \"neighbourhood\": 3 }",
                "neighbourhood");
    }

    private static void assertProblem(String input, String expected) {
        List<String> problems = new ArrayList<>();
        Optional<NodeDefinition> d = read(input, problems);
        assertTrue(d.isEmpty() && problems.stream().anyMatch(p -> p.contains(expected)),
                () -> "expected a problem containing '" + expected + "', got " + problems);
    }
}
