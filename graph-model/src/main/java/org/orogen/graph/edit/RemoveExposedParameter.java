package org.orogen.graph.edit;

import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;

/** Stops offering a parameter to using graphs; the inner node keeps its value. */
public record RemoveExposedParameter(String name) implements EditCommand {

    @Override
    public String description() {
        return "Remove Exposed " + name;
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        if (graph.exposedParameter(name).isEmpty()) {
            throw new EditRejectedException("the graph exposes no parameter named '" + name + "'");
        }
        return graph.withExposedParameters(graph.exposedParameters().stream()
                .filter(p -> !p.name().equals(name)).toList());
    }
}
