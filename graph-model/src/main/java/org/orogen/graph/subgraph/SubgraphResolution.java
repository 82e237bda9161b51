package org.orogen.graph.subgraph;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.validation.Diagnostic;

/**
 * How the {@code graph.subgraph} nodes of one graph resolved: the definition each uses (or a
 * diagnostic on the node saying why not), and a {@link NodeTypes} that answers for those nodes
 * with the subgraph's interface and for every other node from the catalog.
 *
 * @param byNode      subgraph node id to its definition (resolved nodes only)
 * @param diagnostics problems on this graph's subgraph nodes (missing file, recursion, bad overrides...)
 */
public record SubgraphResolution(NodeTypes catalog, Map<String, SubgraphDefinition> byNode,
                                 List<Diagnostic> diagnostics) implements NodeTypes {
    public SubgraphResolution {
        byNode = Map.copyOf(byNode);
        diagnostics = List.copyOf(diagnostics);
    }

    /** The definition a subgraph node uses, if it resolved. */
    public Optional<SubgraphDefinition> subgraphOf(String nodeId) {
        return Optional.ofNullable(byNode.get(nodeId));
    }

    @Override
    public Optional<NodeDefinition> definitionOf(Node node) {
        if (node.typeId().equals(ModelNodeTypes.SUBGRAPH)) {
            return Optional.ofNullable(byNode.get(node.id())).map(SubgraphDefinition::definition);
        }
        return catalog.definitionOf(node);
    }

    @Override
    public boolean resolvesSubgraphs() {
        return true;
    }
}
