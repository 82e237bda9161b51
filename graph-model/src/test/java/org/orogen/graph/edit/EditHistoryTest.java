package org.orogen.graph.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.Position;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.TestCatalog;

class EditHistoryTest {
    private final Graph start = SampleGraphs.ridge();
    private final EditHistory history = new EditHistory(start, TestCatalog.get());
    private final List<GraphChange> changes = new ArrayList<>();

    {
        history.addListener(changes::add);
    }

    @Test
    void addNodeThenUndoRedo() {
        AddNode add = AddNode.ofType(history.current(), "noise.gradient", new Position(5, 5));
        assertEquals("gradient", add.node().id());
        assertTrue(history.execute(add));
        assertTrue(history.current().hasNode("gradient"));
        assertTrue(history.isModified());
        assertEquals(Optional.of("Add Node"), history.undoDescription());
        assertTrue(history.undo());
        assertEquals(start, history.current());
        assertFalse(history.isModified());
        assertTrue(history.redo());
        assertTrue(history.current().hasNode("gradient"));
        assertEquals(List.of(GraphChange.Kind.EDIT, GraphChange.Kind.UNDO, GraphChange.Kind.REDO),
                changes.stream().map(GraphChange::kind).toList());
        assertEquals(start, changes.get(1).after());
    }

    @Test
    void removingNodesRemovesTheirEdgesAndExposedParametersInOneStep() {
        history.execute(RemoveNodes.of("add"));
        Graph g = history.current();
        assertFalse(g.hasNode("add"));
        assertTrue(g.edges().stream().noneMatch(e -> e.touches("add")));
        assertEquals(List.of(), g.exposedParameters());
        assertEquals(1, history.undoSize());
        history.undo();
        assertEquals(start, history.current(), "undo restores node, position, edges and exposed parameter");
    }

    @Test
    void connectingIntoAnOccupiedInputReplacesTheOldWireInOneStep() {
        history.execute(new AddNode(Node.of("other", "noise.gradient")));
        history.execute(Connect.of("other", "value", "add", "a"));
        Graph g = history.current();
        assertTrue(g.edges().contains(Edge.of("other", "value", "add", "a")));
        assertFalse(g.edges().contains(Edge.of("noise", "value", "add", "a")));
        history.undo();
        assertTrue(history.current().edges().contains(Edge.of("noise", "value", "add", "a")));
        assertFalse(history.current().edges().contains(Edge.of("other", "value", "add", "a")));
    }

    @Test
    void refusedConnectionChangesNothingAndSaysWhy() {
        EditRejectedException e = assertThrows(EditRejectedException.class,
                () -> history.execute(Connect.of("add", "value", "noise", "x")));
        assertTrue(e.getMessage().contains("not an input"), e.getMessage());
        EditRejectedException loop = assertThrows(EditRejectedException.class,
                () -> history.execute(Connect.of("add", "value", "add", "b")));
        assertTrue(loop.getMessage().contains("cannot feed itself"), loop.getMessage());
        assertEquals(start, history.current());
        assertEquals(0, history.undoSize());
        assertEquals(List.of(), changes);
    }

    @Test
    void disconnectAndRename() {
        history.execute(new Disconnect(Edge.of("add", "value", "height", "input")));
        history.execute(new RenameNode("add", "  Mixer "));
        assertEquals("Mixer", history.current().requireNode("add").label());
        assertFalse(history.current().edges().contains(Edge.of("add", "value", "height", "input")));
        assertThrows(EditRejectedException.class,
                () -> history.execute(new Disconnect(Edge.of("add", "value", "height", "input"))));
        history.undo();
        history.undo();
        assertEquals(start, history.current());
    }

    @Test
    void consecutiveChangesOfOneParameterMergeIntoOneStep() {
        for (double v = 0.1; v < 1.0; v += 0.1) {
            history.execute(new SetParameter("add", "weight", ParameterValue.of(v)));
        }
        assertEquals(1, history.undoSize());
        history.execute(new SetParameter("noise", "scale", ParameterValue.of(10.0)));
        assertEquals(2, history.undoSize(), "another parameter starts a new step");
        history.execute(new SetParameter("add", "weight", ParameterValue.of(5.0)));
        assertEquals(3, history.undoSize());
        history.endMerge();
        history.execute(new SetParameter("add", "weight", ParameterValue.of(6.0)));
        assertEquals(4, history.undoSize(), "a new drag after endMerge is its own step");
        history.undo();
        history.undo();
        history.undo();
        history.undo();
        assertEquals(start, history.current());
    }

    @Test
    void dragThatReturnsToItsStartRecordsNothing() {
        history.execute(new SetParameter("add", "weight", ParameterValue.of(0.9)));
        history.execute(new SetParameter("add", "weight", ParameterValue.of(0.3)));
        assertEquals(0, history.undoSize());
        assertEquals(start, history.current());
    }

    @Test
    void nodeDragMergesAndUndoRestoresTheStartPosition() {
        Position before = start.requireNode("noise").position();
        for (int i = 1; i <= 10; i++) {
            history.execute(MoveNodes.by(start, Set.of("noise", "add"), i, 2 * i));
        }
        assertEquals(1, history.undoSize());
        assertEquals(before.translate(10, 20), history.current().requireNode("noise").position());
        history.undo();
        assertEquals(before, history.current().requireNode("noise").position());
    }

    @Test
    void nothingIsRecordedWhileUndoing() {
        history.execute(new SetParameter("add", "weight", ParameterValue.of(0.8)));
        // A UI that echoes the restored value back as an edit, as a slider bound to the model would.
        history.addListener(change -> {
            if (change.kind() == GraphChange.Kind.UNDO) {
                assertFalse(history.execute(new SetParameter("add", "weight", ParameterValue.of(0.3))));
                assertFalse(history.undo());
            }
        });
        history.undo();
        assertEquals(0, history.undoSize());
        assertEquals(1, history.redoSize());
        assertTrue(history.redo(), "the redo stack survived the echo");
    }

    @Test
    void newEditClearsRedo() {
        history.execute(new RenameNode("add", "A"));
        history.undo();
        assertTrue(history.canRedo());
        history.execute(new RenameNode("add", "B"));
        assertFalse(history.canRedo());
    }

    @Test
    void historyKeepsAtMostItsLimit() {
        EditHistory small = new EditHistory(start, TestCatalog.get(), 3);
        for (int i = 0; i < 5; i++) {
            small.execute(new RenameNode("add", "name " + i));
        }
        assertEquals(3, small.undoSize());
        while (small.undo()) {
            // undo everything that is kept
        }
        assertEquals("name 1", small.current().requireNode("add").label());
    }

    @Test
    void resetForgetsStepsAndTellsListeners() {
        history.execute(new RenameNode("add", "A"));
        history.reset(Graph.empty());
        assertFalse(history.canUndo());
        assertFalse(history.isModified());
        assertEquals(GraphChange.Kind.RESET, changes.getLast().kind());
    }

    @Test
    void pasteGivesFreshIdsAndKeepsInternalWires() {
        PasteFragment paste = new PasteFragment(org.orogen.graph.GraphFragment.copyOf(start, Set.of("noise", "add")),
                40, 40);
        Map<String, String> ids = paste.idMapping(history.current());
        assertEquals(Map.of("add", "add_2", "noise", "noise_2"), ids);
        history.execute(paste);
        Graph g = history.current();
        assertEquals(start.nodes().size() + 2, g.nodes().size());
        assertTrue(g.edges().contains(Edge.of("noise_2", "value", "add_2", "a")));
        assertEquals(start.requireNode("noise").position().translate(40, 40), g.requireNode("noise_2").position());
        assertEquals(start.requireNode("noise").parameters(), g.requireNode("noise_2").parameters());
        // Pasting into an empty graph keeps the original ids.
        assertEquals(Map.of("add", "add", "noise", "noise"), paste.idMapping(Graph.empty()));
    }

    @Test
    void addingADuplicateIdIsRefused() {
        assertThrows(EditRejectedException.class, () -> history.execute(new AddNode(Node.of("add", "combine.add"))));
        assertThrows(EditRejectedException.class, () -> history.execute(new AddNode(Node.of("bad.id", "combine.add"))));
    }

    @Test
    void graphSettingsChangeInOneStep() {
        history.execute(SetGraphSettings.seed(history.current(), 77));
        assertEquals(77, history.current().seed());
        history.undo();
        assertEquals(start.seed(), history.current().seed());
    }

    @Test
    void nonFiniteNumbersAreRefusedBecauseTheyCannotBeSaved() {
        assertThrows(EditRejectedException.class,
                () -> history.execute(new SetParameter("add", "weight", ParameterValue.of(Double.NaN))));
        assertThrows(EditRejectedException.class, () -> history.execute(SetGraphSettings.metadata(history.current(),
                start.metadata().withExtent(new org.orogen.graph.WorldExtent(0, 0, Double.POSITIVE_INFINITY, 1)))));
        // Out of range but finite is kept: the validator reports it, the value is not lost.
        assertTrue(history.execute(new SetParameter("add", "weight", ParameterValue.of(-1e9))));
    }

    @Test
    void gestureThatReturnsToItsStartNeverMergesIntoAnOlderStep() {
        history.execute(new SetParameter("add", "weight", ParameterValue.of(0.5)));
        history.endMerge();
        history.execute(new SetParameter("add", "weight", ParameterValue.of(0.7)));
        history.execute(new SetParameter("add", "weight", ParameterValue.of(0.5))); // back to the gesture's start
        assertEquals(1, history.undoSize());
        history.execute(new SetParameter("add", "weight", ParameterValue.of(0.9))); // same gesture goes on
        assertEquals(2, history.undoSize());
        history.undo();
        assertEquals(ParameterValue.of(0.5), history.current().requireNode("add").parameters().get("weight"));
        history.undo();
        assertEquals(start, history.current());
    }
}
