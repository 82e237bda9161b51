package org.orogen.graph.edit;

import java.util.Set;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.subgraph.Grouping;

/**
 * Replaces a selection by a {@code graph.subgraph} node referring to a new graph made of the
 * selected nodes (see {@link Grouping} for how wires are carried over). The new graph is not
 * written by the command: after {@link EditHistory#execute}, save {@link #lastResult()}'s
 * subgraph to {@code relativePath} (resolved against the using graph's folder). Undo restores
 * the selection; the written file stays.
 */
public final class GroupIntoSubgraph implements EditCommand {
    private final Set<String> selection;
    private final String relativePath;
    private Grouping.Result lastResult;

    public GroupIntoSubgraph(Set<String> selection, String relativePath) {
        this.selection = Set.copyOf(selection);
        this.relativePath = relativePath;
    }

    @Override
    public String description() {
        return "Group into Subgraph";
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        lastResult = Grouping.group(graph, types, selection, relativePath);
        return lastResult.parent();
    }

    /** The outcome of the last {@link #apply}: the subgraph to save and the new node's id; null before. */
    public Grouping.Result lastResult() {
        return lastResult;
    }
}
