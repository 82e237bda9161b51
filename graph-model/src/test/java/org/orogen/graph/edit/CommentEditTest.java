package org.orogen.graph.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Comment;
import org.orogen.graph.Graph;
import org.orogen.graph.Position;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.TestCatalog;

/** Comment frame commands: add, edit text, move/resize (merged drags), remove; undo and redo. */
class CommentEditTest {
    private final Graph start = SampleGraphs.ridge();
    private final EditHistory history = new EditHistory(start, TestCatalog.get());

    private Comment frameAroundNoiseAndAdd() {
        AddComment add = AddComment.around(history.current(), List.of(new Position(-300, 0), new Position(0, 0.1)),
                100, 50, "Base");
        assertTrue(history.execute(add));
        return add.comment();
    }

    @Test
    void addAroundSelectionCoversTheNodesWithMarginAndTitleRoom() {
        Comment c = frameAroundNoiseAndAdd();
        assertEquals("comment", c.id());
        assertEquals(-300 - AddComment.MARGIN, c.x());
        assertEquals(-AddComment.MARGIN - AddComment.TITLE_ROOM, c.y());
        assertEquals(300 + 100 + 2 * AddComment.MARGIN, c.width());
        assertEquals(0.1 + 50 + 2 * AddComment.MARGIN + AddComment.TITLE_ROOM, c.height(), 1e-9);
        assertTrue(c.contains(new Position(-300, 0)) && c.contains(new Position(0, 0.1)));
        assertFalse(c.contains(new Position(300, 0)), "the output node is outside");
        assertEquals(c, history.current().comment("comment").orElseThrow());
        assertEquals("comment_2", AddComment.freshId(history.current()));
        history.undo();
        assertEquals(start, history.current());
        history.redo();
        assertEquals(Map.of("comment", c), history.current().comments());
    }

    @Test
    void addingATakenIdIsRejectedAndChangesNothing() {
        Comment c = frameAroundNoiseAndAdd();
        Graph before = history.current();
        assertThrows(EditRejectedException.class, () -> history.execute(new AddComment(c.withText("other"))));
        assertEquals(before, history.current());
        assertThrows(IllegalArgumentException.class, () -> AddComment.around(before, List.of(), 100, 50, ""));
    }

    @Test
    void editTextThenUndo() {
        frameAroundNoiseAndAdd();
        history.execute(new EditCommentText("comment", "  Ridges  "));
        assertEquals("Ridges", history.current().comment("comment").orElseThrow().text());
        assertEquals(Optional.of("Edit Comment"), history.undoDescription());
        history.undo();
        assertEquals("Base", history.current().comment("comment").orElseThrow().text());
    }

    @Test
    void aDragOfFrameAndNodesIsOneUndoStep() {
        Comment c = frameAroundNoiseAndAdd();
        int steps = history.undoSize();
        Graph beforeDrag = history.current();
        for (int i = 1; i <= 5; i++) {
            // Absolute values computed from the graph before the drag, as the editor does.
            history.execute(SetCommentBounds.moveBy(beforeDrag, "comment", List.of("noise", "add"), 10 * i, 4 * i));
        }
        history.endMerge();
        Graph moved = history.current();
        assertEquals(steps + 1, history.undoSize(), "five drag events merge into one step");
        assertEquals(new Position(-250, 20), moved.requireNode("noise").position());
        assertEquals(new Position(50, 20.1), moved.requireNode("add").position());
        assertEquals(c.x() + 50, moved.comment("comment").orElseThrow().x());
        assertEquals(c.y() + 20, moved.comment("comment").orElseThrow().y());
        assertEquals(start.requireNode("height").position(), moved.requireNode("height").position());
        assertEquals(Optional.of("Move Comment"), history.undoDescription());
        history.undo();
        assertEquals(beforeDrag, history.current(), "undo puts frame and nodes back");
        history.redo();
        assertEquals(moved, history.current());
    }

    @Test
    void resizeKeepsNodesAndRejectsAnEmptySize() {
        Comment c = frameAroundNoiseAndAdd();
        history.execute(new SetCommentBounds("comment", c.x(), c.y(), 900, 400, Map.of()));
        history.execute(new SetCommentBounds("comment", c.x(), c.y(), 950, 420, Map.of()));
        history.endMerge();
        assertEquals(950, history.current().comment("comment").orElseThrow().width());
        assertEquals(Optional.of("Resize Comment"), history.undoDescription());
        history.undo();
        assertEquals(c, history.current().comment("comment").orElseThrow());
        Graph before = history.current();
        assertThrows(EditRejectedException.class, () ->
                history.execute(new SetCommentBounds("comment", c.x(), c.y(), 0, 400, Map.of())));
        assertEquals(before, history.current());
    }

    @Test
    void removingNodesKeepsCommentsAndRemovingACommentKeepsNodes() {
        Comment c = frameAroundNoiseAndAdd();
        history.execute(RemoveNodes.of("noise", "add"));
        assertEquals(Map.of("comment", c), history.current().comments());
        history.undo();
        history.execute(new RemoveComment("comment"));
        assertTrue(history.current().comments().isEmpty());
        assertEquals(start.nodes(), history.current().nodes());
        assertThrows(EditRejectedException.class, () -> history.execute(new RemoveComment("comment")));
        history.undo();
        assertEquals(c, history.current().comment("comment").orElseThrow());
    }

    @Test
    void commentRecordRejectsBadValuesWithClearMessages() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new Comment("a.b", "", 0, 0, 1, 1, null))
                .getMessage().contains("not valid"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new Comment("a", "", 0, 0, -1, 1, null))
                .getMessage().contains("greater than 0"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new Comment("a", "", 0, 0, 1, 1, "red"))
                .getMessage().contains("#RRGGBB"));
        assertThrows(IllegalArgumentException.class, () -> new Comment("a", "", Double.NaN, 0, 1, 1, null));
        assertEquals("#12abEF", new Comment("a", "", 0, 0, 1, 1, "#12abEF").colour());
    }
}
