package org.orogen.graph.edit;

import java.util.Optional;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;

/**
 * One artist action on a graph, addressed by stable node ids (never by view objects), so it
 * stays meaningful after undo and redo. A command computes the new snapshot from the old one;
 * {@link EditHistory} keeps both, so undo restores exactly the graph before.
 */
public interface EditCommand {
    /** Short text for the Undo/Redo menu items, e.g. "Set Scale" or "Connect". */
    String description();

    /**
     * The graph after this edit.
     *
     * @throws EditRejectedException when the edit does not apply (unknown node, refused
     *                               connection...); nothing changes then
     */
    Graph apply(Graph graph, NodeTypes types);

    /**
     * Consecutive commands with equal non-empty keys merge into one undo step (a slider drag,
     * a node drag), until {@link EditHistory#endMerge()} or any other edit, undo or redo.
     */
    default Optional<Object> mergeKey() {
        return Optional.empty();
    }
}
