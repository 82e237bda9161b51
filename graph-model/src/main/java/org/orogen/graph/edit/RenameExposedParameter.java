package org.orogen.graph.edit;

import java.util.List;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.catalog.NodeTypes;

/**
 * Renames an exposed parameter. Graphs that use this one as a subgraph and override the old
 * name keep their value under the old name until they are edited (a warning there says so).
 */
public record RenameExposedParameter(String name, String newName) implements EditCommand {

    @Override
    public String description() {
        return "Rename Exposed " + name;
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        ExposedParameter old = graph.exposedParameter(name).orElseThrow(() -> new EditRejectedException(
                "the graph exposes no parameter named '" + name + "'"));
        if (name.equals(newName)) {
            return graph;
        }
        ExposeParameter.checkName(graph, newName);
        List<ExposedParameter> all = graph.exposedParameters().stream()
                .map(p -> p == old ? new ExposedParameter(newName, p.nodeId(), p.parameter()) : p).toList();
        return graph.withExposedParameters(all);
    }
}
