package org.orogen.graph.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.paint.BrushKind;
import org.orogen.graph.paint.Stroke;
import org.orogen.graph.paint.StrokePoint;

/** Strokes as edits: each added stroke, erase-last and clear are one undo step, never merged. */
class EditStrokesTest {
    private static final Stroke A = new Stroke(BrushKind.RAISE, 10, 40, 5, 10, Double.NaN,
            List.of(new StrokePoint(0, 0, 1), new StrokePoint(30, 0, 0.5)));
    private static final Stroke B = new Stroke(BrushKind.SMOOTH, 20, 80, -0.5, 20, Double.NaN,
            List.of(new StrokePoint(100, 50, 1)));

    private final EditHistory history = new EditHistory(Graph.of(List.of(Node.of("p", "paint.layer")), List.of(),
            GraphMetadata.EMPTY, 1, List.of()), TestCatalog.get());

    private List<Stroke> strokes() {
        return EditStrokes.strokesOf(history.current().requireNode("p")).strokes();
    }

    @Test
    void everyStrokeIsItsOwnUndoStep() {
        assertTrue(history.execute(EditStrokes.add("p", A)));
        assertTrue(history.execute(EditStrokes.add("p", B)));
        assertEquals(List.of(A, B), strokes());
        assertEquals(Optional.of("Paint Stroke"), history.undoDescription());
        assertTrue(history.undo());
        assertEquals(List.of(A), strokes(), "undo takes back one stroke, not both");
        assertTrue(history.redo());
        assertEquals(List.of(A, B), strokes());
    }

    @Test
    void eraseLastAndClearAreOneStepEach() {
        history.execute(EditStrokes.add("p", A));
        history.execute(EditStrokes.add("p", B));
        assertTrue(history.execute(EditStrokes.eraseLast("p")));
        assertEquals(List.of(A), strokes());
        history.execute(EditStrokes.add("p", B));
        assertTrue(history.execute(EditStrokes.clear("p")));
        assertEquals(List.of(), strokes());
        assertEquals(Optional.of("Clear Paint Layer"), history.undoDescription());
        history.undo();
        assertEquals(List.of(A, B), strokes());
        history.undo();
        history.undo();
        assertEquals(List.of(A, B), strokes(), "the erased stroke is back");
    }

    @Test
    void nothingToEraseOrAMissingNodeIsRefusedWithTheReason() {
        EditRejectedException empty = assertThrows(EditRejectedException.class,
                () -> EditStrokes.eraseLast("p").apply(history.current(), TestCatalog.get()));
        assertTrue(empty.getMessage().contains("has no strokes"), empty.getMessage());
        assertThrows(EditRejectedException.class, () -> EditStrokes.clear("p").apply(history.current(), TestCatalog.get()));
        EditRejectedException missing = assertThrows(EditRejectedException.class,
                () -> EditStrokes.add("q", A).apply(history.current(), TestCatalog.get()));
        assertTrue(missing.getMessage().contains("'q'"), missing.getMessage());
        Graph wrongKind = history.current().withNode(history.current().requireNode("p")
                .withParameter(EditStrokes.PARAMETER, ParameterValue.of(3.0)));
        assertThrows(EditRejectedException.class, () -> EditStrokes.add("p", A).apply(wrongKind, TestCatalog.get()));
        assertThrows(IllegalArgumentException.class, () -> new EditStrokes("p", EditStrokes.Change.CLEAR, A));
        assertFalse(history.canUndo(), "refusals leave no undo step");
    }
}
