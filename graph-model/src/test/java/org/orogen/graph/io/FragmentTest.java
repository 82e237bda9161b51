package org.orogen.graph.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Edge;
import org.orogen.graph.GraphFragment;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.validation.DiagnosticCodes;

class FragmentTest {
    @Test
    void selectionSerializesToSelfContainedTextAndBack() {
        GraphFragment f = GraphFragment.copyOf(SampleGraphs.ridge(), Set.of("noise", "add"));
        assertEquals(List.of(Edge.of("noise", "value", "add", "a")), f.edges(), "wires leaving the selection are dropped");
        String text = GraphFiles.toClipboardText(f);
        assertTrue(text.contains("\"format\": \"orogen.graph-fragment\""));
        ReadResult<GraphFragment> back = GraphFiles.fromClipboardText(text);
        assertEquals(List.of(), back.diagnostics());
        assertEquals(f, back.orElseThrow());
    }

    @Test
    void arbitraryClipboardTextYieldsADiagnostic() {
        ReadResult<GraphFragment> r = GraphFiles.fromClipboardText("hello world");
        assertTrue(r.value().isEmpty());
        assertEquals(DiagnosticCodes.FILE_SYNTAX, r.diagnostics().getFirst().code());
        ReadResult<GraphFragment> graph = GraphFiles.fromClipboardText(GraphWriter.toText(SampleGraphs.ridge()));
        assertEquals(DiagnosticCodes.FILE_FORMAT, graph.diagnostics().getFirst().code());
    }
}
