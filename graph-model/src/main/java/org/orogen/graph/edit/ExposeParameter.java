package org.orogen.graph.edit;

import java.util.ArrayList;
import java.util.List;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.NodeIds;
import org.orogen.graph.catalog.NodeTypes;

/**
 * Offers a node's parameter to the graphs that use this graph as a subgraph, under {@code name}.
 * Refused when the name is not a valid identifier, already used, or the parameter is already
 * exposed (rename that one instead).
 */
public record ExposeParameter(String name, String nodeId, String parameter) implements EditCommand {

    @Override
    public String description() {
        return "Expose " + parameter;
    }

    @Override
    public Graph apply(Graph graph, NodeTypes types) {
        Node node = graph.node(nodeId).orElseThrow(() -> new EditRejectedException("cannot expose '" + parameter
                + "': node '" + nodeId + "' is not in the graph"));
        boolean known = types.definitionOf(node).map(d -> d.parameter(parameter).isPresent()).orElse(true);
        if (!known) {
            throw new EditRejectedException("node '" + nodeId + "' has no parameter '" + parameter + "'");
        }
        checkName(graph, name);
        for (ExposedParameter p : graph.exposedParameters()) {
            if (p.nodeId().equals(nodeId) && p.parameter().equals(parameter)) {
                throw new EditRejectedException("'" + parameter + "' is already exposed as '" + p.name()
                        + "'; rename it in the graph settings instead");
            }
        }
        List<ExposedParameter> all = new ArrayList<>(graph.exposedParameters());
        all.add(new ExposedParameter(name, nodeId, parameter));
        return graph.withExposedParameters(all);
    }

    /** Refuses a name that is not an identifier or that the graph already exposes. */
    static void checkName(Graph graph, String name) {
        if (name == null || !NodeIds.isValid(name)) {
            throw new EditRejectedException("'" + name + "' is not a valid name: start with a letter or '_' and use "
                    + "only letters, digits, '_' and '-'");
        }
        if (graph.exposedParameter(name).isPresent()) {
            throw new EditRejectedException("the graph already exposes a parameter named '" + name
                    + "'; choose another name");
        }
    }
}
