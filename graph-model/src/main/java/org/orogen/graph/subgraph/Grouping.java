package org.orogen.graph.subgraph;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.NodeIds;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.PortRef;
import org.orogen.graph.Position;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.catalog.PortType;
import org.orogen.graph.edit.EditRejectedException;

/**
 * Turns a selection into a subgraph: the selected nodes move (with their ids, parameters and
 * positions) into a new graph, and a {@code graph.subgraph} node referring to it takes their
 * place, wired like the selection was.
 * <ul>
 *   <li>Each distinct outside output feeding the selection becomes a {@code graph.input} node
 *       in the subgraph, named after the first input port it fed ({@code source}, {@code source_2}...).
 *       On the subgraph node that name is an input port.</li>
 *   <li>The one field output of the selection used outside becomes the subgraph's
 *       {@code output.height} (port {@code height}); mask outputs used outside become
 *       {@code output.mask} nodes named after their port. More than one field output used
 *       outside is refused: a subgraph has one height output.</li>
 *   <li>Output nodes cannot be grouped (they belong to the main graph).</li>
 * </ul>
 */
public final class Grouping {
    /** The result: the rewired using graph, the new subgraph (for the caller to save) and the new node's id. */
    public record Result(Graph parent, Graph subgraph, String subgraphNodeId) {
    }

    private Grouping() {
    }

    /**
     * @param relativePath the path the subgraph node stores ('/' separators, relative to the
     *                     using graph's file); the caller saves {@link Result#subgraph()} there
     * @throws EditRejectedException when the selection cannot be grouped (message says why)
     */
    public static Result group(Graph graph, NodeTypes types, Set<String> selection, String relativePath) {
        check(graph, selection, relativePath);
        Set<String> sel = new TreeSet<>(selection);
        List<Edge> incoming = new ArrayList<>();
        List<Edge> outgoing = new ArrayList<>();
        List<Edge> internal = new ArrayList<>();
        for (Edge e : graph.edges()) {
            boolean fromIn = sel.contains(e.from().nodeId());
            boolean toIn = sel.contains(e.to().nodeId());
            if (fromIn && toIn) {
                internal.add(e);
            } else if (toIn) {
                incoming.add(e);
            } else if (fromIn) {
                outgoing.add(e);
            }
        }
        List<Node> inner = sel.stream().map(graph::requireNode).toList();
        double minX = inner.stream().mapToDouble(n -> n.position().x()).min().orElse(0);
        double maxX = inner.stream().mapToDouble(n -> n.position().x()).max().orElse(0);
        double cx = inner.stream().mapToDouble(n -> n.position().x()).average().orElse(0);
        double cy = inner.stream().mapToDouble(n -> n.position().y()).average().orElse(0);

        Set<String> subIds = new TreeSet<>(sel);
        List<Node> subNodes = new ArrayList<>(inner);
        List<Edge> subEdges = new ArrayList<>(internal);
        String groupId = NodeIds.fresh("group", without(graph.nodeIds(), sel));
        List<Edge> parentEdges = new ArrayList<>();

        // Inputs: one graph.input per distinct outside source.
        Map<PortRef, String> inputNames = new LinkedHashMap<>();
        Set<String> usedNames = new TreeSet<>();
        int row = 0;
        for (Edge e : incoming) {
            String name = inputNames.get(e.from());
            if (name == null) {
                name = freshName(e.to().port(), usedNames);
                inputNames.put(e.from(), name);
                String inputId = NodeIds.fresh("input_" + name, subIds);
                subIds.add(inputId);
                subNodes.add(new Node(inputId, ModelNodeTypes.SUBGRAPH_INPUT, "", new Position(minX - 250, cy + 120 * row++),
                        new TreeMap<>(Map.of(ModelNodeTypes.INPUT_NAME, ParameterValue.of(name)))));
                parentEdges.add(new Edge(e.from(), PortRef.of(groupId, name)));
                inputNames.put(e.from(), name);
                subEdges.add(new Edge(PortRef.of(inputId, ModelNodeTypes.INPUT_OUTPUT), e.to()));
                continue;
            }
            String inputId = findInput(subNodes, name);
            subEdges.add(new Edge(PortRef.of(inputId, ModelNodeTypes.INPUT_OUTPUT), e.to()));
        }

        // Outputs: the field source becomes the height output, mask sources become masks.
        Map<PortRef, String> outputPorts = new LinkedHashMap<>();
        Set<String> maskNames = new TreeSet<>();
        row = 0;
        for (Edge e : outgoing) {
            String port = outputPorts.get(e.from());
            if (port == null) {
                PortType type = portType(graph, types, e.from());
                String outId;
                Node out;
                if (type == PortType.MASK) {
                    port = freshName(e.from().port(), maskNames);
                    outId = NodeIds.fresh("mask_" + port, subIds);
                    out = new Node(outId, ModelNodeTypes.OUTPUT_MASK, "", new Position(maxX + 250, cy + 120 * row++),
                            new TreeMap<>(Map.of(ModelNodeTypes.MASK_NAME, ParameterValue.of(port))));
                } else {
                    if (outputPorts.containsValue(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT)) {
                        throw new EditRejectedException("the selection sends more than one field out (" + firstField(
                                outputPorts) + " and " + e.from() + "); a subgraph has one height output, so select "
                                + "fewer nodes or group each part separately");
                    }
                    port = ModelNodeTypes.SUBGRAPH_HEIGHT_PORT;
                    outId = NodeIds.fresh("height", subIds);
                    out = new Node(outId, ModelNodeTypes.OUTPUT_HEIGHT, "", new Position(maxX + 250, cy + 120 * row++),
                            new TreeMap<>());
                }
                subIds.add(outId);
                subNodes.add(out);
                subEdges.add(new Edge(e.from(), PortRef.of(outId, ModelNodeTypes.OUTPUT_INPUT)));
                outputPorts.put(e.from(), port);
            }
            parentEdges.add(new Edge(PortRef.of(groupId, port), e.to()));
        }
        if (!outputPorts.containsValue(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT)) {
            // Every graph has exactly one height output. Feed it the first source used outside
            // (a mask is a valid field) so the subgraph validates on its own; with nothing used
            // outside it stays unconnected and the subgraph shows that as its one problem.
            String outId = NodeIds.fresh("height", subIds);
            subNodes.add(new Node(outId, ModelNodeTypes.OUTPUT_HEIGHT, "", new Position(maxX + 250, cy - 120),
                    new TreeMap<>()));
            if (!outputPorts.isEmpty()) {
                subEdges.add(new Edge(outputPorts.keySet().iterator().next(),
                        PortRef.of(outId, ModelNodeTypes.OUTPUT_INPUT)));
            }
        }

        String title = relativePath.substring(relativePath.lastIndexOf('/') + 1).replaceFirst("\\.graph$", "");
        GraphMetadata meta = new GraphMetadata(title, "Grouped from " + (graph.metadata().title().isEmpty()
                ? "a graph" : "'" + graph.metadata().title() + "'"), graph.metadata().author(),
                graph.metadata().extent(), List.of());
        Graph subgraph = Graph.of(subNodes, subEdges, meta, graph.seed(), List.of());

        Node groupNode = new Node(groupId, ModelNodeTypes.SUBGRAPH, "", new Position(cx, cy),
                new TreeMap<>(Map.of(ModelNodeTypes.SUBGRAPH_PATH, ParameterValue.of(relativePath))));
        Graph parent = graph.withoutNodes(sel).withNode(groupNode).withEdges(parentEdges);
        return new Result(parent, subgraph, groupId);
    }

    private static void check(Graph graph, Set<String> selection, String relativePath) {
        if (selection.isEmpty()) {
            throw new EditRejectedException("select the nodes to group first");
        }
        for (String id : selection) {
            Node n = graph.node(id).orElseThrow(() ->
                    new EditRejectedException("cannot group: node '" + id + "' is not in the graph"));
            if (n.typeId().equals(ModelNodeTypes.OUTPUT_HEIGHT) || n.typeId().equals(ModelNodeTypes.OUTPUT_MASK)) {
                throw new EditRejectedException("output node '" + id + "' belongs to the main graph; deselect it");
            }
        }
        if (relativePath == null || relativePath.isBlank() || !relativePath.endsWith(".graph")) {
            throw new EditRejectedException("the subgraph needs a file name ending in .graph");
        }
    }

    private static String firstField(Map<PortRef, String> outputs) {
        return outputs.entrySet().stream().filter(e -> e.getValue().equals(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT))
                .map(e -> e.getKey().toString()).findFirst().orElse("?");
    }

    private static String findInput(List<Node> nodes, String name) {
        return nodes.stream().filter(n -> n.typeId().equals(ModelNodeTypes.SUBGRAPH_INPUT)
                        && ParameterValue.of(name).equals(n.parameters().get(ModelNodeTypes.INPUT_NAME)))
                .map(Node::id).findFirst().orElseThrow();
    }

    private static PortType portType(Graph graph, NodeTypes types, PortRef output) {
        return graph.node(output.nodeId()).flatMap(types::definitionOf).flatMap(d -> d.output(output.port()))
                .map(PortDefinition::type).orElse(PortType.FIELD);
    }

    /** A port name from a base: lower-case start, GLSL-identifier characters, unique. */
    private static String freshName(String base, Set<String> used) {
        String clean = base.replaceAll("[^A-Za-z0-9_]", "_");
        if (clean.isEmpty() || !Character.isLowerCase(clean.charAt(0))) {
            clean = "in_" + clean;
        }
        if (clean.length() > 40) {
            clean = clean.substring(0, 40);
        }
        String name = clean;
        for (int i = 2; used.contains(name) || name.equals(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT); i++) {
            name = clean + "_" + i;
        }
        used.add(name);
        return name;
    }

    private static Set<String> without(Set<String> all, Set<String> removed) {
        Set<String> out = new TreeSet<>(all);
        out.removeAll(removed);
        return out;
    }
}
