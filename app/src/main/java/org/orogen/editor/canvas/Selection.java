package org.orogen.editor.canvas;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

/**
 * The selected node ids (stable model ids, never view objects, so the selection survives the
 * views being rebuilt after undo). Insertion-ordered so "the" selected node for the inspector
 * is the last one clicked.
 */
public final class Selection {
    private final ObservableSet<String> ids = FXCollections.observableSet(new LinkedHashSet<>());

    public ObservableSet<String> ids() {
        return ids;
    }

    public boolean contains(String id) {
        return ids.contains(id);
    }

    public boolean isEmpty() {
        return ids.isEmpty();
    }

    public void clear() {
        ids.clear();
    }

    /** Selects exactly these ids. */
    public void set(Collection<String> newIds) {
        if (ids.size() == newIds.size() && ids.containsAll(newIds)) return;
        ids.clear();
        ids.addAll(newIds);
    }

    public void add(String id) {
        ids.add(id);
    }

    public void addAll(Collection<String> more) {
        ids.addAll(more);
    }

    public void toggle(String id) {
        if (!ids.remove(id)) ids.add(id);
    }

    /** The most recently added id, or null when empty. */
    public String last() {
        String last = null;
        for (String id : ids) last = id;
        return last;
    }

    /** Drops ids that are no longer in the graph (after delete or undo). */
    public void retainOnly(Set<String> existing) {
        ids.retainAll(existing);
    }

    public Set<String> snapshot() {
        return Set.copyOf(ids);
    }
}
