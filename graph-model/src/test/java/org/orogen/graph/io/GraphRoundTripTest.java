package org.orogen.graph.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.Position;
import org.orogen.graph.SampleGraphs;

class GraphRoundTripTest {

    @Test
    void writeThenReadGivesTheSameGraph() {
        Graph g = SampleGraphs.ridge();
        ReadResult<Graph> read = GraphReader.read(GraphWriter.write(g), "ridge.graph");
        assertEquals(List.of(), read.diagnostics());
        assertEquals(g, read.orElseThrow());
    }

    @Test
    void goldenFileLoadsAndSavesByteIdentical() throws IOException {
        byte[] golden = resource("ridge.graph");
        ReadResult<Graph> read = GraphReader.read(golden, "ridge.graph");
        assertEquals(List.of(), read.diagnostics());
        assertEquals(SampleGraphs.ridge(), read.orElseThrow(), "the golden file is the sample graph");
        assertArrayEquals(golden, GraphWriter.write(read.orElseThrow()));
    }

    @Test
    void outputUsesLfOnlyAndEndsWithOneNewline() {
        String text = GraphWriter.toText(SampleGraphs.ridge());
        assertFalse(text.contains("\r"));
        assertTrue(text.endsWith("}\n"));
        assertFalse(text.endsWith("\n\n"));
        assertTrue(text.startsWith("{\n  \"format\": \"orogen.graph\",\n  \"version\": 1,\n"), text);
    }

    @Test
    void numberFormatIsFixedAndRoundTripsExactly() {
        assertEquals("1.0", NumberFormat.format(1));
        assertEquals("0.1", NumberFormat.format(0.1));
        assertEquals("4096.0", NumberFormat.format(4096));
        assertEquals("-0.0", NumberFormat.format(-0.0));
        assertEquals("0.0", NumberFormat.format(0.0));
        assertEquals("0.0001", NumberFormat.format(1e-4));
        assertEquals("100000000000000.0", NumberFormat.format(1e14));
        assertEquals("1.0E-7", NumberFormat.format(1e-7));
        assertEquals("1.0E15", NumberFormat.format(1e15));
        assertEquals("4.9E-324", NumberFormat.format(Double.MIN_VALUE));
        assertThrows(IllegalArgumentException.class, () -> NumberFormat.format(Double.NaN));
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 20_000; i++) {
            double v = switch (i % 3) {
                case 0 -> Double.longBitsToDouble(random.nextLong());
                case 1 -> random.nextDouble(-1e6, 1e6);
                default -> Math.scalb(random.nextDouble(), random.nextInt(-60, 60));
            };
            if (!Double.isFinite(v)) {
                continue;
            }
            String s = NumberFormat.format(v);
            assertEquals(Double.doubleToLongBits(v), Double.doubleToLongBits(Double.parseDouble(s)), s);
            assertTrue(s.contains(".") || s.contains("E"), s);
        }
    }

    @Test
    void everyValueKindKeepsItsKindAcrossSaveAndLoad() {
        Map<String, ParameterValue> values = new TreeMap<>(Map.of(
                "float_whole", ParameterValue.of(3.0),
                "float_tiny", ParameterValue.of(-2.5e-300),
                "int", ParameterValue.of(Long.MIN_VALUE),
                "bool", ParameterValue.of(false),
                "text", ParameterValue.of("tab\t \"quote\" \\ unicode é 山 \u0001"),
                "points", ParameterValue.ofPoints(List.of(new ParameterValue.Point(-1e20, 0.1)))));
        Node n = new Node("n", "x.y", "label with \"quotes\"", new Position(1e-9, -7), values);
        Graph g = Graph.empty().withNode(n);
        byte[] once = GraphWriter.write(g);
        Graph back = GraphReader.read(once, "kinds.graph").orElseThrow();
        assertEquals(g, back);
        assertInstanceOf(ParameterValue.NumberValue.class, back.requireNode("n").parameters().get("float_whole"));
        assertArrayEquals(once, GraphWriter.write(back));
    }

    @Test
    void savingANonFiniteValueIsRefusedNamingTheNode() {
        Graph g = Graph.empty().withNode(Node.of("bad", "x.y").withParameter("k", ParameterValue.of(Double.NaN)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GraphWriter.write(g));
        assertTrue(e.getMessage().contains("node 'bad'"), e.getMessage());
    }

    static byte[] resource(String name) throws IOException {
        try (InputStream in = GraphRoundTripTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("test resource " + name + " is missing");
            }
            return in.readAllBytes();
        }
    }

    static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
