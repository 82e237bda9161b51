package org.orogen.graph.rules;

/** Why a connection is not allowed. */
public enum ConnectionProblem {
    /** Source and target are on the same node. */
    SAME_NODE,
    /** One of the node ids is not in the graph. */
    UNKNOWN_NODE,
    /** One of the nodes has a type the catalog does not know (its ports are unknown). */
    UNKNOWN_NODE_TYPE,
    /** The source is not an output of its node, or the target not an input of its node. */
    UNKNOWN_PORT,
    /** The port types cannot be converted ({@link org.orogen.graph.catalog.PortType#conversionTo}). */
    TYPE_MISMATCH,
    /** The target node already feeds the source node: the wire would close a loop. */
    WOULD_CREATE_CYCLE,
    /** Exactly this wire already exists. */
    ALREADY_CONNECTED
}
