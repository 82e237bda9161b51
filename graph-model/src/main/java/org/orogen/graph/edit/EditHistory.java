package org.orogen.graph.edit;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;

/**
 * The editable document: the current graph snapshot plus undo and redo stacks, with change
 * notifications a UI can observe. Not thread-safe: use it from one thread (the UI thread);
 * hand {@link #current()} snapshots to other threads.
 *
 * <p>Rules:
 * <ul>
 *   <li>each {@link #execute} is one undo step, except that commands with equal
 *       {@link EditCommand#mergeKey()} merge into the previous step until {@link #endMerge()}
 *       or any other step, undo or redo;</li>
 *   <li>an edit that does not change the graph records nothing;</li>
 *   <li>while listeners are being notified (of an undo, a redo or an edit), {@link #execute}
 *       does nothing and returns false: a UI that echoes a restored value back as an edit
 *       (a slider set during undo) must not record a new step;</li>
 *   <li>a new edit clears the redo stack;</li>
 *   <li>at most {@code limit} steps are kept; the oldest are forgotten.</li>
 * </ul>
 */
public final class EditHistory {
    /** Default number of undo steps kept. */
    public static final int DEFAULT_LIMIT = 500;

    private record Step(String description, Graph before, Graph after, Optional<Object> mergeKey) {
    }

    private final Deque<Step> undo = new ArrayDeque<>();
    private final Deque<Step> redo = new ArrayDeque<>();
    private final List<GraphChangeListener> listeners = new CopyOnWriteArrayList<>();
    private final int limit;
    private NodeTypes types;
    private Graph current;
    private Graph saved;
    /** The step that still accepts merges (the current gesture), or null. */
    private Step open;
    private boolean notifying;

    public EditHistory(Graph initial, NodeTypes types) {
        this(initial, types, DEFAULT_LIMIT);
    }

    public EditHistory(Graph initial, NodeTypes types, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("history limit must be at least 1, got " + limit);
        }
        this.current = Objects.requireNonNull(initial, "initial");
        this.saved = initial;
        this.types = Objects.requireNonNull(types, "types");
        this.limit = limit;
    }

    /** The current snapshot (immutable; safe to hand to other threads). */
    public Graph current() {
        return current;
    }

    /** The node definitions commands are checked against (e.g. after subgraphs were re-resolved). */
    public void setNodeTypes(NodeTypes newTypes) {
        this.types = Objects.requireNonNull(newTypes, "types");
    }

    public NodeTypes nodeTypes() {
        return types;
    }

    /**
     * Applies the command as a new undo step (or merged into the last one).
     *
     * @return true when the graph changed; false when the command changed nothing or was issued
     *         while listeners were being notified (then it is ignored)
     * @throws EditRejectedException when the command does not apply; nothing changes then
     */
    public boolean execute(EditCommand command) {
        if (notifying) {
            return false;
        }
        Graph before = current;
        Graph after = command.apply(before, types);
        if (after.equals(before)) {
            return false;
        }
        Optional<Object> key = command.mergeKey();
        if (open != null && key.isPresent() && open.mergeKey().equals(key)) {
            if (undo.peek() == open) {
                undo.pop();
            }
            open = new Step(open.description(), open.before(), after, key);
            // A gesture that ends where it started records nothing, but stays open: dragging on
            // continues the same step, and never merges into an older one.
            if (!after.equals(open.before())) {
                undo.push(open);
            }
        } else {
            Step step = new Step(command.description(), before, after, key);
            undo.push(step);
            while (undo.size() > limit) {
                undo.removeLast();
            }
            open = key.isPresent() ? step : null;
        }
        redo.clear();
        current = after;
        notifyListeners(new GraphChange(GraphChange.Kind.EDIT, before, after, command.description()));
        return true;
    }

    /** Ends the current merge run: the next edit starts a new step even with the same key. */
    public void endMerge() {
        open = null;
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** Description of the step {@link #undo()} would revert, or empty. */
    public Optional<String> undoDescription() {
        return Optional.ofNullable(undo.peek()).map(Step::description);
    }

    /** Description of the step {@link #redo()} would re-apply, or empty. */
    public Optional<String> redoDescription() {
        return Optional.ofNullable(redo.peek()).map(Step::description);
    }

    /** Reverts the last step; returns false when there is none (or while notifying). */
    public boolean undo() {
        if (notifying || undo.isEmpty()) {
            return false;
        }
        Step step = undo.pop();
        redo.push(step);
        open = null;
        current = step.before();
        notifyListeners(new GraphChange(GraphChange.Kind.UNDO, step.after(), step.before(), step.description()));
        return true;
    }

    /** Re-applies the last undone step; returns false when there is none (or while notifying). */
    public boolean redo() {
        if (notifying || redo.isEmpty()) {
            return false;
        }
        Step step = redo.pop();
        undo.push(step);
        open = null;
        current = step.after();
        notifyListeners(new GraphChange(GraphChange.Kind.REDO, step.before(), step.after(), step.description()));
        return true;
    }

    /** Replaces the graph and forgets all steps (a file was opened); the new graph counts as saved. */
    public void reset(Graph graph) {
        Graph before = current;
        undo.clear();
        redo.clear();
        open = null;
        current = Objects.requireNonNull(graph, "graph");
        saved = graph;
        notifyListeners(new GraphChange(GraphChange.Kind.RESET, before, graph, ""));
    }

    /** Records that the current graph was written to disk. */
    public void markSaved() {
        saved = current;
    }

    /** True when the current graph differs from the last saved (or opened) one; undoing back to it clears this. */
    public boolean isModified() {
        return !current.equals(saved);
    }

    /** Number of undo steps available. */
    public int undoSize() {
        return undo.size();
    }

    /** Number of redo steps available. */
    public int redoSize() {
        return redo.size();
    }

    public void addListener(GraphChangeListener listener) {
        listeners.add(Objects.requireNonNull(listener));
    }

    public void removeListener(GraphChangeListener listener) {
        listeners.remove(listener);
    }

    private void notifyListeners(GraphChange change) {
        notifying = true;
        List<RuntimeException> failures = new ArrayList<>();
        try {
            for (GraphChangeListener l : listeners) {
                try {
                    l.graphChanged(change);
                } catch (RuntimeException e) {
                    failures.add(e); // one broken view must not stop the others from updating
                }
            }
        } finally {
            notifying = false;
        }
        if (!failures.isEmpty()) {
            RuntimeException first = failures.getFirst();
            failures.subList(1, failures.size()).forEach(first::addSuppressed);
            throw first;
        }
    }
}
