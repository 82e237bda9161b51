package org.orogen.graph;

import java.util.Comparator;
import java.util.Objects;

/**
 * A wire from an output port to an input port. An input has at most one incoming edge in a
 * valid graph; an output may feed any number of inputs.
 */
public record Edge(PortRef from, PortRef to) implements Comparable<Edge> {
    /** Edges are kept sorted by target, then source: the order files are written in. */
    private static final Comparator<Edge> ORDER =
            Comparator.comparing(Edge::to).thenComparing(Edge::from);

    public Edge {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }

    public static Edge of(String fromNode, String fromPort, String toNode, String toPort) {
        return new Edge(new PortRef(fromNode, fromPort), new PortRef(toNode, toPort));
    }

    /** True when either end is on the given node. */
    public boolean touches(String nodeId) {
        return from.nodeId().equals(nodeId) || to.nodeId().equals(nodeId);
    }

    @Override
    public int compareTo(Edge o) {
        return ORDER.compare(this, o);
    }

    @Override
    public String toString() {
        return from + " -> " + to;
    }
}
