package org.orogen.graph.colour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.PortRef;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.ParameterType;
import org.orogen.graph.catalog.PortConversion;
import org.orogen.graph.catalog.PortType;
import org.orogen.graph.io.GraphReader;
import org.orogen.graph.io.GraphWriter;
import org.orogen.graph.rules.ConnectionCheck;
import org.orogen.graph.rules.ConnectionProblem;
import org.orogen.graph.rules.ConnectionRule;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.GraphValidator;

/** Colour ports, ramps in files and the validator's view of colour outputs. */
class ColourGraphTest {

    private static Graph coloured() {
        return Graph.of(List.of(Node.of("noise", "noise.gradient"), Node.of("out", "output.height"),
                        Node.of("map", "colour.gradient_map").withParameter("ramp",
                                RampPresets.named("rock").orElseThrow()),
                        Node.of("lum", "colour.luminance"), Node.of("colour", "output.colour")),
                List.of(Edge.of("noise", "value", "out", "input"), Edge.of("noise", "value", "map", "value"),
                        Edge.of("map", "colour", "colour", "input"), Edge.of("map", "colour", "lum", "colour")),
                GraphMetadata.EMPTY, 1, List.of());
    }

    private static ConnectionCheck check(Graph g, String from, String to) {
        String[] f = from.split("\\.");
        String[] t = to.split("\\.");
        return ConnectionRule.check(g, TestCatalog.get(), PortRef.of(f[0], f[1]), PortRef.of(t[0], t[1]));
    }

    @Test
    void colourConnectsOnlyToColourAndRefusalsSayWhichNodeConverts() {
        assertEquals(PortConversion.IDENTITY, PortType.COLOUR.conversionTo(PortType.COLOUR).orElseThrow());
        assertFalse(PortType.COLOUR.canFeed(PortType.FIELD));
        assertFalse(PortType.COLOUR.canFeed(PortType.MASK));
        assertFalse(PortType.FIELD.canFeed(PortType.COLOUR));
        assertFalse(PortType.MASK.canFeed(PortType.COLOUR));
        Graph g = coloured().withNode(Node.of("slope", "mask.slope")).withNode(Node.of("out2", "output.colour"));
        ConnectionCheck intoHeight = check(g, "map.colour", "slope.height");
        assertEquals(ConnectionProblem.TYPE_MISMATCH, intoHeight.problem());
        assertEquals("a colour output cannot feed a field input; use Luminance (colour.luminance) to turn a colour "
                + "into a field", intoHeight.message());
        ConnectionCheck fieldIntoColour = check(g, "noise.value", "out2.input");
        assertEquals(ConnectionProblem.TYPE_MISMATCH, fieldIntoColour.problem());
        assertTrue(fieldIntoColour.message().contains("use Gradient Map (colour.gradient_map) to turn a field into "
                + "a colour"), fieldIntoColour.message());
        assertTrue(check(g, "lum.value", "slope.height").allowed(), "luminance is a field");
    }

    @Test
    void validatorReportsColourWiresAndExtraColourOutputs() {
        Graph bad = coloured().withNode(Node.of("colour2", "output.colour")).withNode(Node.of("slope", "mask.slope"))
                .withEdge(Edge.of("map", "colour", "colour2", "input"))
                .withEdge(Edge.of("map", "colour", "slope", "height"));
        List<Diagnostic> found = new GraphValidator(TestCatalog.get()).validate(bad);
        assertTrue(found.stream().anyMatch(d -> d.message().contains("use Luminance")), found.toString());
        assertTrue(found.stream().anyMatch(d -> d.message().contains("2 colour outputs")), found.toString());
        assertEquals(List.of(), new GraphValidator(TestCatalog.get()).validate(coloured()));
    }

    @Test
    void rampsRoundTripOneStopPerLine() {
        byte[] bytes = GraphWriter.write(coloured());
        String text = new String(bytes, StandardCharsets.UTF_8);
        assertTrue(text.contains("\"interpolation\": \"linear\""), text);
        assertTrue(text.contains("\n            {\"at\": 0.0, \"colour\": \"#3b3631\"},\n"), text);
        Graph back = GraphReader.read(bytes, "c.graph").orElseThrow();
        assertEquals(coloured().node("map").orElseThrow().parameter("ramp"), back.node("map").orElseThrow()
                .parameter("ramp"));
        assertEquals(text, new String(GraphWriter.write(back), StandardCharsets.UTF_8));
    }

    @Test
    void badRampsAreRefusedWithTheReason() {
        String graph = new String(GraphWriter.write(coloured()), StandardCharsets.UTF_8);
        var wrongColour = GraphReader.read(graph.replace("\"#3b3631\"", "\"brown\"")
                .getBytes(StandardCharsets.UTF_8), "c.graph");
        assertTrue(wrongColour.diagnostics().stream().anyMatch(d -> d.message().contains("#rrggbb")),
                wrongColour.diagnostics().toString());
        var wrongMode = GraphReader.read(graph.replace("\"linear\"", "\"cubic\"").getBytes(StandardCharsets.UTF_8),
                "c.graph");
        assertTrue(wrongMode.diagnostics().stream().anyMatch(d -> d.message().contains("\"smooth\"")),
                wrongMode.diagnostics().toString());
        ParameterDefinition ramp = TestCatalog.get().require("colour.gradient_map")
                .parameter("ramp").orElseThrow();
        assertEquals(ParameterType.RAMP, ramp.type());
        ParameterValue.RampValue backwards = new ParameterValue.RampValue(RampInterpolation.LINEAR,
                List.of(new RampStop(0.7, 0), new RampStop(0.3, 0xFFFFFF)));
        assertEquals("ramp stop 1 (at 0.3) comes before stop 0; order the stops by position",
                org.orogen.graph.catalog.ParameterCheck.check(ramp, backwards).orElseThrow());
        assertInstanceOf(ParameterValue.RampValue.class, ramp.defaultValue());
    }
}
