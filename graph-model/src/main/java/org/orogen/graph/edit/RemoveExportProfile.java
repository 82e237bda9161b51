package org.orogen.graph.edit;

import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;

/** Removes the export profile with that name. */
public record RemoveExportProfile(String name) implements EditCommand {

    @Override
    public String description() {
        return "Remove Export Profile " + name;
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        if (graph.export(name).isEmpty()) {
            throw new EditRejectedException("the graph has no export profile named '" + name + "'");
        }
        return graph.withExports(graph.exports().stream().filter(p -> !p.name().equals(name)).toList());
    }
}
