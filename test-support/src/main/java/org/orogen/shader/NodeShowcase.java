package org.orogen.shader;

import java.util.ArrayList;
import java.util.List;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.catalog.PortType;

/**
 * Builds a small graph that uses one node type with every port connected: each field input reads
 * a smooth, sloped field (a wide bell-shaped mountain, different per input so inputs are not
 * equal), each mask input a smooth falloff, each sampled input a mountain too; the first output
 * goes to the height output and every other output to a mask output named after the port.
 * Parameters keep their defaults (all of them are passed to GLSL as uniforms either way). Used by
 * tests that compile, link and run every node type, and handy for node thumbnails.
 */
public final class NodeShowcase {
    /** Id of the node under test in the showcase graph. */
    public static final String NODE = "subject";

    private NodeShowcase() {
    }

    /** The showcase graph of one node type (the model node types have none: they are not nodes of code). */
    public static Graph of(NodeDefinition definition) {
        List<Node> nodes = new ArrayList<>();
        List<Edge> edges = new ArrayList<>();
        nodes.add(Node.of(NODE, definition.id()));
        int index = 0;
        for (PortDefinition in : definition.inputs()) {
            String source = "in_" + in.name();
            if (in.type() == PortType.COLOUR) {
                // A warm grey that differs per input, so blends and adjustments have work to do.
                nodes.add(Node.of(source, "colour.constant")
                        .withParameter("red", ParameterValue.of(0.2 + 0.15 * index))
                        .withParameter("green", ParameterValue.of(0.3))
                        .withParameter("blue", ParameterValue.of(0.4 - 0.1 * index)));
                edges.add(Edge.of(source, "colour", NODE, in.name()));
            } else if (in.type() == PortType.MASK && !in.sampled()) {
                nodes.add(Node.of(source, "shape.radial_falloff")
                        .withParameter("centerX", ParameterValue.of(900.0 + 150 * index))
                        .withParameter("centerY", ParameterValue.of(700.0))
                        .withParameter("innerRadius", ParameterValue.of(100.0))
                        .withParameter("outerRadius", ParameterValue.of(1500.0)));
                edges.add(Edge.of(source, "mask", NODE, in.name()));
            } else {
                // Bell profile: smooth everywhere, slopes between 0 and ~0.5 m/m over the test area.
                nodes.add(Node.of(source, "shape.cone")
                        .withParameter("centerX", ParameterValue.of(600.0 + 173 * index))
                        .withParameter("centerY", ParameterValue.of(400.0 - 91 * index))
                        .withParameter("radius", ParameterValue.of(2500.0))
                        .withParameter("height", ParameterValue.of(400.0 + 50 * index))
                        .withParameter("profile", ParameterValue.of("bell")));
                edges.add(Edge.of(source, "result", NODE, in.name()));
            }
            index++;
        }
        boolean heightWired = false;
        for (int i = 0; i < definition.outputs().size(); i++) {
            PortDefinition out = definition.outputs().get(i);
            if (out.type() == PortType.COLOUR) {
                nodes.add(Node.of("colour_" + out.name(), ModelNodeTypes.OUTPUT_COLOUR));
                edges.add(Edge.of(NODE, out.name(), "colour_" + out.name(), ModelNodeTypes.OUTPUT_INPUT));
            } else if (!heightWired) {
                heightWired = true;
                nodes.add(Node.of("out", ModelNodeTypes.OUTPUT_HEIGHT));
                edges.add(Edge.of(NODE, out.name(), "out", ModelNodeTypes.OUTPUT_INPUT));
            } else {
                String id = "mask_" + out.name();
                nodes.add(Node.of(id, ModelNodeTypes.OUTPUT_MASK)
                        .withParameter(ModelNodeTypes.MASK_NAME, ParameterValue.of(out.name())));
                edges.add(Edge.of(NODE, out.name(), id, ModelNodeTypes.OUTPUT_INPUT));
            }
        }
        if (!heightWired) {
            // A colour-only node still needs a terrain to be a graph.
            nodes.add(Node.of("terrain", "shape.cone").withParameter("radius", ParameterValue.of(2500.0)));
            nodes.add(Node.of("out", ModelNodeTypes.OUTPUT_HEIGHT));
            edges.add(Edge.of("terrain", "result", "out", ModelNodeTypes.OUTPUT_INPUT));
        }
        return Graph.of(nodes, edges, GraphMetadata.EMPTY, 1, List.of());
    }

    /** True for node types that are compiled as code (not outputs, subgraph or graph-input nodes). */
    public static boolean hasCode(NodeDefinition definition) {
        return switch (definition.id()) {
            case ModelNodeTypes.OUTPUT_HEIGHT, ModelNodeTypes.OUTPUT_MASK, ModelNodeTypes.OUTPUT_COLOUR,
                 ModelNodeTypes.SUBGRAPH,
                 ModelNodeTypes.SUBGRAPH_INPUT -> false;
            default -> !definition.outputs().isEmpty();
        };
    }
}
