package org.orogen.editor;

import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.orogen.editor.canvas.Selection;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeCatalog;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.edit.EditCommand;
import org.orogen.graph.edit.EditHistory;
import org.orogen.graph.edit.EditRejectedException;
import org.orogen.graph.edit.GraphChange;

/**
 * The document being edited: the model's {@link EditHistory} (current graph, undo, redo,
 * modified flag), the node types it is checked against, the selection and the file it belongs
 * to. Every edit goes through {@link #execute}; a refused edit leaves everything unchanged and
 * its reason goes to the status sink. JavaFX properties mirror the history for the UI.
 * FX-thread only.
 */
public final class EditorSession {
    private final NodeCatalog catalog;
    private final EditHistory history;
    private final Selection selection = new Selection();
    private final ReadOnlyObjectWrapper<Graph> graph;
    private final ReadOnlyBooleanWrapper modified = new ReadOnlyBooleanWrapper(false);
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<GraphChange> lastChange = new ReadOnlyObjectWrapper<>();
    private Consumer<String> status = s -> { };
    private long document;

    public EditorSession(NodeCatalog catalog, Graph initial) {
        this.catalog = catalog;
        this.history = new EditHistory(initial, catalog);
        this.graph = new ReadOnlyObjectWrapper<>(initial);
        history.addListener(change -> {
            graph.set(change.after());
            modified.set(history.isModified());
            lastChange.set(change);
        });
    }

    /** Where refusals and results are reported (the status bar). */
    public void setStatusSink(Consumer<String> sink) {
        this.status = sink;
    }

    public void report(String message) {
        status.accept(message);
    }

    /**
     * Runs an edit as one undo step.
     *
     * @return true when the graph changed; false when it was refused (reason reported) or changed nothing
     */
    public boolean execute(EditCommand command) {
        try {
            return history.execute(command);
        } catch (EditRejectedException e) {
            status.accept(command.description() + " refused: " + e.getMessage());
            return false;
        }
    }

    /** Closes a merge run (end of a slider or node drag): the next edit is a new undo step. */
    public void endMerge() {
        history.endMerge();
    }

    public boolean undo() {
        boolean done = history.undo();
        status.accept(done ? "Undone" : "Nothing to undo");
        return done;
    }

    public boolean redo() {
        boolean done = history.redo();
        status.accept(done ? "Redone" : "Nothing to redo");
        return done;
    }

    /** Replaces the document (new or opened file); clears undo and the selection. */
    public void replace(Graph newGraph, Path newFile) {
        document++;
        selection.clear();
        file.set(newFile);
        history.reset(newGraph);
    }

    /**
     * Changes whenever the document is replaced (new, open, recover): an asynchronous save that
     * finishes later must not mark a different document as saved.
     */
    public long document() {
        return document;
    }

    /** Records that the current graph is what is on disk at {@code savedTo}. */
    public void markSaved(Path savedTo) {
        file.set(savedTo);
        history.markSaved();
        modified.set(false);
    }

    public Graph graph() {
        return history.current();
    }

    public ReadOnlyObjectProperty<Graph> graphProperty() {
        return graph.getReadOnlyProperty();
    }

    /** The last change (edit, undo, redo, reset), for views that need to know its kind. */
    public ReadOnlyObjectProperty<GraphChange> lastChangeProperty() {
        return lastChange.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty modifiedProperty() {
        return modified.getReadOnlyProperty();
    }

    public boolean isModified() {
        return modified.get();
    }

    public ObjectProperty<Path> fileProperty() {
        return file;
    }

    public Path file() {
        return file.get();
    }

    public EditHistory history() {
        return history;
    }

    public NodeCatalog catalog() {
        return catalog;
    }

    /** Node types edits are checked against (the catalog; subgraph nodes resolve through it too). */
    public NodeTypes types() {
        return history.nodeTypes();
    }

    public void setTypes(NodeTypes types) {
        history.setNodeTypes(types);
    }

    public Selection selection() {
        return selection;
    }
}
