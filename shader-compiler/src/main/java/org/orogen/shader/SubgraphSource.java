package org.orogen.shader;

import java.util.List;
import java.util.Optional;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.subgraph.SubgraphDefinition;
import org.orogen.graph.subgraph.SubgraphResolution;
import org.orogen.graph.subgraph.SubgraphResolver;

/**
 * Supplies the graph a {@code graph.subgraph} node refers to, already read by the model's
 * subgraph resolution.
 */
@FunctionalInterface
public interface SubgraphSource {
    /** No subgraphs available: every {@code graph.subgraph} node is reported as unresolved. */
    SubgraphSource NONE = (node, path) -> Optional.empty();

    /**
     * @param node the {@code graph.subgraph} node
     * @param path ids of the enclosing subgraph nodes, outermost first (empty at the top level),
     *             so a resolver can find files relative to the referring file
     * @return the referenced graph, or empty when it cannot be read (the compiler reports it)
     */
    Optional<Graph> graphFor(Node node, List<String> path);

    /**
     * Subgraphs as the model's {@link SubgraphResolver} resolved them (nested ones included). Sources of the
     * same resolution are equal, so equal compile options mean the same subgraphs.
     */
    static SubgraphSource of(SubgraphResolution resolution) {
        return new Resolved(resolution);
    }

    /** The subgraphs of one resolution. */
    record Resolved(SubgraphResolution resolution) implements SubgraphSource {
        public Resolved {
            java.util.Objects.requireNonNull(resolution, "resolution");
        }

        @Override
        public Optional<Graph> graphFor(Node node, List<String> path) {
            SubgraphResolution current = resolution;
            for (String id : path) {
                Optional<SubgraphDefinition> def = current.subgraphOf(id);
                if (def.isEmpty()) {
                    return Optional.empty();
                }
                current = def.get().inner();
            }
            return current.subgraphOf(node.id()).map(SubgraphDefinition::graph);
        }
    }
}
