package org.orogen.graph.catalog;

import java.util.Optional;
import org.orogen.graph.Node;

/**
 * Finds the definition that applies to a node instance. For ordinary nodes this is the catalog
 * entry of the node's type; a {@code graph.subgraph} node's ports and parameters depend on the
 * file it refers to, so subgraph resolution supplies a lookup that answers for those too.
 * Connection rules and the validator take this interface, not the catalog.
 */
@FunctionalInterface
public interface NodeTypes {
    /** The definition for this node, or empty when its type is unknown (or its subgraph unresolved). */
    Optional<NodeDefinition> definitionOf(Node node);

    /**
     * True when this lookup answers for {@code graph.subgraph} nodes with the ports and
     * parameters of the referenced file. A plain catalog does not, and the validator then skips
     * the port and parameter checks of subgraph nodes instead of reporting false problems.
     */
    default boolean resolvesSubgraphs() {
        return false;
    }

    /**
     * The value a parameter has on this node: the node's own value, or else the definition's
     * default; empty when neither exists. Not checked against the definition.
     */
    default Optional<org.orogen.graph.ParameterValue> effectiveValue(Node node, String parameter) {
        Optional<org.orogen.graph.ParameterValue> own = node.parameter(parameter);
        if (own.isPresent()) {
            return own;
        }
        return definitionOf(node).flatMap(d -> d.parameter(parameter)).map(ParameterDefinition::defaultValue);
    }

    /** {@link #effectiveValue} when it is text. */
    default Optional<String> effectiveText(Node node, String parameter) {
        return effectiveValue(node, parameter).filter(v -> v instanceof org.orogen.graph.ParameterValue.TextValue)
                .map(v -> ((org.orogen.graph.ParameterValue.TextValue) v).value());
    }
}
