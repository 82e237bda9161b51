package org.orogen.editor.edit;

import java.util.Optional;
import java.util.function.BiFunction;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.edit.EditCommand;

/**
 * An {@link EditCommand} made from a description and a pure function of the graph. The
 * function computes the whole new snapshot, so composite edits (delete a node and its wires,
 * connect and replace) are one step by construction.
 */
record GraphEdit(String description, Optional<Object> mergeKey, BiFunction<Graph, NodeTypes, Graph> change)
        implements EditCommand {

    static GraphEdit of(String description, BiFunction<Graph, NodeTypes, Graph> change) {
        return new GraphEdit(description, Optional.empty(), change);
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        return change.apply(graph, types);
    }
}
