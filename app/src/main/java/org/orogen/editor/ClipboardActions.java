package org.orogen.editor;

import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.geometry.Point2D;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import org.orogen.editor.canvas.GraphCanvas;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphFragment;
import org.orogen.graph.edit.PasteFragment;
import org.orogen.graph.edit.RemoveNodes;
import org.orogen.graph.io.GraphReader;
import org.orogen.graph.io.GraphWriter;
import org.orogen.graph.io.ReadResult;
import org.orogen.graph.validation.Diagnostic;

/**
 * Copy, cut, paste and duplicate through the system clipboard as plain text: a {@code .graph}
 * fragment (JSON), so a selection can be pasted into another window, a chat or a text file and
 * back. Pasting also accepts a whole {@code .graph} document. Pasted nodes get fresh ids, land
 * under the mouse and become the selection.
 */
final class ClipboardActions {
    private static final double DUPLICATE_OFFSET = 40;

    private final EditorSession session;
    private final GraphCanvas canvas;

    ClipboardActions(EditorSession session, GraphCanvas canvas) {
        this.session = session;
        this.canvas = canvas;
    }

    void copy() {
        Optional<GraphFragment> fragment = selectedFragment();
        if (fragment.isEmpty()) {
            session.report("Nothing selected to copy");
            return;
        }
        ClipboardContent content = new ClipboardContent();
        content.putString(new String(GraphWriter.write(fragment.get()), StandardCharsets.UTF_8));
        Clipboard.getSystemClipboard().setContent(content);
        session.report("Copied " + fragment.get().nodes().size() + " node(s)");
    }

    void cut() {
        Set<String> ids = session.selection().snapshot();
        if (ids.isEmpty()) return;
        copy();
        session.execute(new RemoveNodes(ids));
    }

    void paste() {
        Clipboard clipboard = Clipboard.getSystemClipboard();
        if (!clipboard.hasString()) {
            session.report("The clipboard holds no text to paste");
            return;
        }
        Optional<GraphFragment> fragment = parse(clipboard.getString());
        if (fragment.isEmpty()) return;
        Point2D at = canvas.pointerInGraph();
        double minX = fragment.get().nodes().stream().mapToDouble(n -> n.position().x()).min().orElse(0);
        double minY = fragment.get().nodes().stream().mapToDouble(n -> n.position().y()).min().orElse(0);
        pasteAt(fragment.get(), Math.round(at.getX() - minX), Math.round(at.getY() - minY), "Pasted");
    }

    void duplicate() {
        selectedFragment().ifPresentOrElse(
                f -> pasteAt(f, DUPLICATE_OFFSET, DUPLICATE_OFFSET, "Duplicated"),
                () -> session.report("Nothing selected to duplicate"));
    }

    private void pasteAt(GraphFragment fragment, double dx, double dy, String verb) {
        PasteFragment paste = new PasteFragment(fragment, dx, dy);
        Map<String, String> ids = paste.idMapping(session.graph());
        if (session.execute(paste)) {
            session.selection().set(new HashSet<>(ids.values()));
            session.report(verb + " " + ids.size() + " node(s)");
        }
    }

    private Optional<GraphFragment> selectedFragment() {
        Set<String> ids = session.selection().snapshot();
        if (ids.isEmpty()) return Optional.empty();
        return Optional.of(GraphFragment.copyOf(session.graph(), ids));
    }

    /**
     * Reads clipboard text as a fragment, or as a whole graph document; reports why when it is
     * neither (so pasting an unrelated text says so instead of failing silently).
     */
    private Optional<GraphFragment> parse(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        ReadResult<GraphFragment> asFragment = GraphReader.readFragment(bytes, "clipboard");
        if (asFragment.value().isPresent()) return asFragment.value();
        ReadResult<Graph> asGraph = GraphReader.read(bytes, "clipboard");
        if (asGraph.value().isPresent()) {
            Graph g = asGraph.value().get();
            return Optional.of(new GraphFragment(java.util.List.copyOf(g.nodes().values()), g.edges()));
        }
        String why = asFragment.diagnostics().stream().map(Diagnostic::message).findFirst()
                .orElse("it is not an Orogen graph fragment");
        session.report("Cannot paste: " + why);
        return Optional.empty();
    }
}
