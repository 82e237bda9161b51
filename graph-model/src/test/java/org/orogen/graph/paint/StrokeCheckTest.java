package org.orogen.graph.paint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.ParameterValue.StrokesValue;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.DiagnosticCodes;
import org.orogen.graph.validation.GraphValidator;
import org.orogen.graph.validation.Severity;

class StrokeCheckTest {
    private static final Stroke GOOD = Strokes.dab(0, 0, 10, 50, 5);

    private static List<Diagnostic> validate(List<Stroke> strokes) {
        Graph g = Graph.empty().withNode(Node.of("paint", "paint.layer")
                .withParameter("strokes", new StrokesValue(strokes)));
        return new GraphValidator(TestCatalog.get()).validate(g).stream()
                .filter(d -> d.code().equals(DiagnosticCodes.PARAMETER_STROKE)).toList();
    }

    private static Stroke radii(double inner, double outer) {
        return new Stroke(BrushKind.RAISE, inner, outer, 1, 1, Double.NaN, GOOD.points());
    }

    @Test
    void hostileStrokesAreReportedByIndexAndSkipped() {
        List<Stroke> strokes = List.of(GOOD,
                radii(Double.NaN, 50),
                radii(10, 2e6),
                radii(60, 50),
                radii(0, 0),
                new Stroke(BrushKind.RAISE, 1, 2, Double.POSITIVE_INFINITY, 1, Double.NaN, GOOD.points()),
                new Stroke(BrushKind.LEVEL, 1, 2, 1, 1, Double.NaN, GOOD.points()),
                GOOD.withPoints(List.of()),
                GOOD.withPoints(List.of(new StrokePoint(0, Double.NaN, 1))),
                GOOD.withPoints(Collections.nCopies(StrokeCheck.MAX_POINTS_PER_STROKE + 1, new StrokePoint(1, 1, 1))),
                GOOD.withPoints(List.of(new StrokePoint(3, 3, 1.5))));
        List<Diagnostic> ds = validate(strokes);
        List<String> expected = List.of("stroke 1: the radii", "stroke 2: the outer radius 2000000.0 m is above",
                "stroke 3: the inner radius 60.0 m is larger", "stroke 4: the outer radius must be above 0",
                "stroke 5: the strength Infinity", "stroke 6: a level stroke needs a finite level height",
                "stroke 7: it has no points", "stroke 8: point 0", "stroke 9: it has 100001 points",
                "stroke 10: pressure of point 0 is 1.5");
        assertEquals(expected.size(), ds.size(), ds.toString());
        for (int i = 0; i < expected.size(); i++) {
            assertTrue(ds.get(i).message().startsWith(expected.get(i)), ds.get(i).message());
            assertEquals(Severity.WARNING, ds.get(i).severity());
            assertEquals("paint", ds.get(i).nodeId());
        }
        assertEquals(List.of(GOOD, strokes.get(10)), StrokeCheck.usable(strokes), "only the clamped stroke stays");
        assertTrue(ds.get(1).message().contains("skipped"));
        assertTrue(ds.getLast().message().contains("clamped"));
    }

    @Test
    void theLayerPointBudgetSkipsLaterStrokesAndDiagnosticsAreCapped() {
        List<StrokePoint> many = Collections.nCopies(StrokeCheck.MAX_POINTS_PER_STROKE, new StrokePoint(1, 1, 1));
        List<Stroke> strokes = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            strokes.add(GOOD.withPoints(many));
        }
        strokes.add(GOOD);
        for (int i = 0; i < 40; i++) {
            strokes.add(radii(-1, 5));
        }
        List<Diagnostic> ds = validate(strokes);
        assertTrue(ds.getFirst().message().startsWith("stroke 10: the layer's strokes hold more than 1000000"),
                ds.getFirst().message());
        assertEquals(10, StrokeCheck.usable(strokes).size());
        assertEquals(21, ds.size(), "20 stroke warnings and one summary");
        assertTrue(ds.getLast().message().startsWith("21 more strokes have problems"), ds.getLast().message());
    }

    @Test
    void aStrokesParameterOfTheWrongKindIsAnError() {
        Graph g = Graph.empty().withNode(Node.of("paint", "paint.layer")
                .withParameter("strokes", ParameterValue.of(3.0)));
        List<Diagnostic> ds = new GraphValidator(TestCatalog.get()).validate(g);
        assertTrue(ds.stream().anyMatch(d -> d.isError() && d.code().equals(DiagnosticCodes.PARAMETER_INVALID)
                && d.message().contains("expected a list of strokes")), ds.toString());
    }
}
