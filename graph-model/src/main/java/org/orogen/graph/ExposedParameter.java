package org.orogen.graph;

import java.util.Objects;

/**
 * A parameter of an inner node that a graph offers to the graphs using it as a subgraph.
 * A {@code graph.subgraph} node overrides it by setting a parameter named {@link #name()}.
 *
 * @param name      the name the using graph sees (unique within the graph, same rules as node ids)
 * @param nodeId    the inner node
 * @param parameter the inner node's parameter
 */
public record ExposedParameter(String name, String nodeId, String parameter) {
    public ExposedParameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(nodeId, "nodeId");
        Objects.requireNonNull(parameter, "parameter");
    }
}
