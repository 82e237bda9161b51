package org.orogen.graph.paint;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.ParameterValue.StrokesValue;
import org.orogen.graph.io.GraphReader;
import org.orogen.graph.io.GraphWriter;
import org.orogen.graph.io.ReadResult;
import org.orogen.graph.validation.Diagnostic;

class StrokesJsonTest {
    private static Graph painted(StrokesValue strokes) {
        return Graph.empty().withNode(Node.of("paint", "paint.layer").withParameter("strokes", strokes));
    }

    private static StrokesValue sample() {
        return StrokesValue.EMPTY
                .plus(new Stroke(BrushKind.RAISE, 40, 120, 25, 30, Double.NaN,
                        List.of(new StrokePoint(0.1, -2.5, 1), new StrokePoint(1234.5678, 1e-7, 0.25))))
                .plus(new Stroke(BrushKind.LEVEL, 0, 60.5, 0.8, 15.125, 312.75,
                        List.of(new StrokePoint(-4000, 4000.0000001, 0.5))))
                .plus(new Stroke(BrushKind.SMOOTH, 10, 200, -0.3, 50, Double.NaN,
                        List.of(new StrokePoint(1, 2, 0), new StrokePoint(3, 4, 1), new StrokePoint(5, 6, 0.3333333333333333))));
    }

    @Test
    void saveOpenSaveIsByteStableAndOneStrokePerLine() {
        byte[] first = GraphWriter.write(painted(sample()));
        ReadResult<Graph> read = GraphReader.read(first, "painted.graph");
        assertEquals(List.of(), read.diagnostics());
        assertEquals(sample(), read.orElseThrow().requireNode("paint").parameters().get("strokes"));
        assertArrayEquals(first, GraphWriter.write(read.orElseThrow()));
        String text = new String(first, StandardCharsets.UTF_8);
        assertTrue(text.contains("{\"brush\": \"raise\", \"inner\": 40.0, \"outer\": 120.0, \"strength\": 25.0, "
                + "\"spacing\": 30.0, \"level\": null, \"points\": [[0.1, -2.5, 1.0], [1234.5678, 1.0E-7, 0.25]]}"), text);
        assertTrue(text.contains("\"level\": 312.75"), text);
        assertEquals(3, text.lines().filter(l -> l.contains("\"brush\"")).count(), "one line per stroke");
    }

    @Test
    void anEmptyLayerRoundTrips() {
        byte[] bytes = GraphWriter.write(painted(StrokesValue.EMPTY));
        Graph back = GraphReader.read(bytes, "empty.graph").orElseThrow();
        assertEquals(StrokesValue.EMPTY, back.requireNode("paint").parameters().get("strokes"));
        assertArrayEquals(bytes, GraphWriter.write(back));
    }

    @Test
    void plusAndWithoutLastAreUndoSteps() {
        StrokesValue s = sample();
        assertEquals(2, s.withoutLast().strokes().size());
        assertEquals(s, s.withoutLast().plus(s.strokes().getLast()));
        assertEquals(StrokesValue.EMPTY, StrokesValue.EMPTY.withoutLast());
    }

    @Test
    void malformedStrokesAreProblemsWithTheirJsonPointer() {
        String stroke = "{\"brush\": \"raise\", \"inner\": 1.0, \"outer\": 2.0, \"strength\": 1.0, \"spacing\": 1.0, "
                + "\"level\": null, \"points\": [[0.0, 0.0, 1.0]]}";
        assertProblem(stroke.replace("\"spacing\"", "\"spasing\""), "/nodes/0/parameters/strokes/1",
                "unknown [spasing]; missing [spacing]");
        assertProblem(stroke.replace("\"raise\"", "\"paint\""), "/nodes/0/parameters/strokes/1/brush",
                "the brush must be");
        assertProblem(stroke.replace("\"inner\": 1.0", "\"inner\": \"wide\""), "/nodes/0/parameters/strokes/1/inner",
                "must be a number, found text \"wide\"");
        assertProblem(stroke.replace("\"outer\": 2.0", "\"outer\": 1e999"), "/nodes/0/parameters/strokes/1/outer",
                "too large to represent");
        assertProblem(stroke.replace("[[0.0, 0.0, 1.0]]", "[[0.0, 0.0, 1.0], [5.0, 5.0]]"),
                "/nodes/0/parameters/strokes/1/points/1", "[x, y, pressure] with three numbers");
        assertProblem(stroke.replace("\"level\": null", "\"level\": true"), "/nodes/0/parameters/strokes/1/level",
                "must be a number, found true");
        assertProblem(stroke.replace("[[0.0, 0.0, 1.0]]", "{}"), "/nodes/0/parameters/strokes/1/points",
                "a list of [x, y, pressure]");
    }

    private static void assertProblem(String badStroke, String pointer, String text) {
        String good = "{\"brush\": \"level\", \"inner\": 1.0, \"outer\": 2.0, \"strength\": 1.0, \"spacing\": 1.0, "
                + "\"level\": 3.0, \"points\": []}";
        String file = "{\"format\": \"orogen.graph\", \"version\": 1, \"nodes\": [{\"id\": \"paint\", \"type\": "
                + "\"paint.layer\", \"parameters\": {\"strokes\": [" + good + ", " + badStroke + "]}}], \"edges\": []}";
        ReadResult<Graph> read = GraphReader.read(file.getBytes(StandardCharsets.UTF_8), "bad.graph");
        List<Diagnostic> ds = read.diagnostics();
        assertTrue(ds.stream().anyMatch(d -> pointer.equals(d.location()) && d.message().contains(text)),
                "expected a problem at " + pointer + " saying '" + text + "', got " + ds);
        ParameterValue kept = read.orElseThrow().requireNode("paint").parameters().get("strokes");
        assertEquals(null, kept, "a malformed stroke list is not half-read; the parameter takes its default");
    }
}
