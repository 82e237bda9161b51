package org.orogen.graph;

import java.util.Comparator;
import java.util.Objects;

/**
 * A port of a node instance, by the node's stable id and the port name.
 * Written in files as {@code "nodeId.port"} (node ids never contain a dot).
 */
public record PortRef(String nodeId, String port) implements Comparable<PortRef> {
    private static final Comparator<PortRef> ORDER =
            Comparator.comparing(PortRef::nodeId).thenComparing(PortRef::port);

    public PortRef {
        Objects.requireNonNull(nodeId, "nodeId");
        Objects.requireNonNull(port, "port");
    }

    public static PortRef of(String nodeId, String port) {
        return new PortRef(nodeId, port);
    }

    @Override
    public int compareTo(PortRef o) {
        return ORDER.compare(this, o);
    }

    @Override
    public String toString() {
        return nodeId + "." + port;
    }
}
