package org.orogen.graph.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.TestCatalog;

/** Exposing, renaming and removing exposed parameters: refusals with reasons, one undo step each. */
class ExposeParameterTest {
    private final Graph start = SampleGraphs.ridge(); // exposes add.weight as "roughness"
    private final EditHistory history = new EditHistory(start, TestCatalog.get());

    @Test
    void exposeRenameRemoveWithUndoAndRedo() {
        history.execute(new ExposeParameter("base_scale", "noise", "scale"));
        assertEquals(new ExposedParameter("base_scale", "noise", "scale"),
                history.current().exposedParameter("base_scale").orElseThrow());
        history.execute(new RenameExposedParameter("base_scale", "size"));
        assertEquals("noise", history.current().exposedParameter("size").orElseThrow().nodeId());
        history.execute(new RemoveExposedParameter("roughness"));
        assertEquals(List.of(new ExposedParameter("size", "noise", "scale")), history.current().exposedParameters());
        history.undo();
        history.undo();
        assertEquals(2, history.current().exposedParameters().size());
        assertEquals("base_scale", history.current().exposedParameters().getFirst().name());
        history.undo();
        assertEquals(start, history.current());
        history.redo();
        history.redo();
        history.redo();
        assertEquals(List.of(new ExposedParameter("size", "noise", "scale")), history.current().exposedParameters());
    }

    @Test
    void refusedEditsSayWhyAndChangeNothing() {
        assertEquals("the graph already exposes a parameter named 'roughness'; choose another name",
                assertThrows(EditRejectedException.class,
                        () -> history.execute(new ExposeParameter("roughness", "noise", "scale"))).getMessage());
        assertThrows(EditRejectedException.class, () -> history.execute(new ExposeParameter("1bad", "noise", "scale")));
        assertThrows(EditRejectedException.class, () -> history.execute(new ExposeParameter("w", "add", "weight")));
        assertThrows(EditRejectedException.class, () -> history.execute(new ExposeParameter("x", "ghost", "scale")));
        assertThrows(EditRejectedException.class, () -> history.execute(new RenameExposedParameter("nope", "x")));
        assertThrows(EditRejectedException.class, () -> history.execute(new RemoveExposedParameter("nope")));
        assertEquals(start, history.current());
    }
}
