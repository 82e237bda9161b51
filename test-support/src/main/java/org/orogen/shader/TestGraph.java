package org.orogen.shader;

import java.util.ArrayList;
import java.util.List;
import org.orogen.graph.Edge;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;

/** A small fluent builder for graphs in tests. */
public final class TestGraph {
    private final List<Node> nodes = new ArrayList<>();
    private final List<Edge> edges = new ArrayList<>();
    private final List<ExposedParameter> exposed = new ArrayList<>();
    private long seed;

    public TestGraph node(String id, String type) {
        nodes.add(Node.of(id, type));
        return this;
    }

    public TestGraph param(String id, String name, ParameterValue value) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).id().equals(id)) {
                nodes.set(i, nodes.get(i).withParameter(name, value));
                return this;
            }
        }
        throw new IllegalArgumentException("no node " + id);
    }

    public TestGraph param(String id, String name, double value) {
        return param(id, name, ParameterValue.of(value));
    }

    /** Wires "node.port" to "node.port". */
    public TestGraph wire(String from, String to) {
        String[] f = from.split("\\.");
        String[] t = to.split("\\.");
        edges.add(Edge.of(f[0], f[1], t[0], t[1]));
        return this;
    }

    public TestGraph expose(String name, String nodeId, String parameter) {
        exposed.add(new ExposedParameter(name, nodeId, parameter));
        return this;
    }

    public TestGraph seed(long s) {
        seed = s;
        return this;
    }

    public Graph build() {
        return Graph.of(nodes, edges, GraphMetadata.EMPTY, seed, exposed);
    }
}
