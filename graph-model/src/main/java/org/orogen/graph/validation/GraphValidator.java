package org.orogen.graph.validation;

import static org.orogen.graph.validation.DiagnosticCodes.*;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.orogen.graph.Edge;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.NodeIds;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.PortRef;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.catalog.ParameterCheck;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.PortDefinition;

/**
 * Checks a graph against the node definitions and reports every problem as a
 * {@link Diagnostic} — it never stops at the first one and never throws for bad data.
 *
 * <p>Checked: node ids, unknown node types, parameter values (kind, hard range, options) and
 * unknown parameters, required inputs, every edge (through {@code ConnectionRule}'s port and
 * type logic), several edges into one input, cycles, exactly one height output, mask output
 * names, world extent, global seed and exposed parameters. Subgraph files are checked by
 * {@code org.orogen.graph.subgraph}; pass its {@link NodeTypes} so subgraph nodes' ports and
 * overrides are checked here too.
 */
public final class GraphValidator {
    /**
     * Mask and subgraph input names: they become file-name suffixes, output names and, when the
     * graph is used as a subgraph, port names.
     */
    public static final Pattern MASK_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]{0,31}");
    /** Most stroke warnings one paint layer adds (a hostile file may hold millions of bad strokes). */
    static final int MAX_STROKE_DIAGNOSTICS = 20;

    private final NodeTypes types;

    public GraphValidator(NodeTypes types) {
        this.types = types;
    }

    /** All problems of the graph, in a stable order (graph-level first, then by node id). */
    public List<Diagnostic> validate(Graph graph) {
        List<Diagnostic> out = new ArrayList<>();
        checkGraphData(graph, out);
        checkOutputs(graph, out);
        checkSubgraphInputs(graph, out);
        Set<PortRef> connectedInputs = new HashSet<>();
        graph.edges().forEach(e -> connectedInputs.add(e.to()));
        for (Node node : graph.nodes().values()) {
            checkNode(node, connectedInputs, out);
        }
        checkEdges(graph, out);
        checkCycles(graph, out);
        checkExposed(graph, out);
        return out;
    }

    /** True when {@link #validate} reports no error (warnings allowed). */
    public boolean isValid(Graph graph) {
        return validate(graph).stream().noneMatch(Diagnostic::isError);
    }

    private void checkGraphData(Graph graph, List<Diagnostic> out) {
        WorldExtent e = graph.metadata().extent();
        if (!(Double.isFinite(e.originX()) && Double.isFinite(e.originY()))) {
            out.add(Diagnostic.error(GRAPH_EXTENT, null, null, "the world origin must be finite; set it in the graph settings"));
        }
        if (!(e.width() > 0 && e.height() > 0 && Double.isFinite(e.width()) && Double.isFinite(e.height()))) {
            out.add(Diagnostic.error(GRAPH_EXTENT, null, null, "the world extent must be positive, found "
                    + e.width() + " x " + e.height() + " m; set a width and height in metres"));
        }
        if (graph.seed() < 0 || graph.seed() > ParameterCheck.MAX_SEED) {
            out.add(Diagnostic.error(GRAPH_SEED, null, null, "the global seed " + graph.seed() + " is outside [0, "
                    + ParameterCheck.MAX_SEED + "]; pick a seed in that range"));
        }
    }

    private void checkOutputs(Graph graph, List<Diagnostic> out) {
        List<Node> heights = graph.nodesOfType(ModelNodeTypes.OUTPUT_HEIGHT);
        if (heights.isEmpty()) {
            out.add(Diagnostic.error(OUTPUT_HEIGHT_MISSING, null, null,
                    "the graph has no height output; add an 'output.height' node and connect the terrain to it"));
        }
        for (Node extra : heights.subList(Math.min(1, heights.size()), heights.size())) {
            out.add(Diagnostic.error(OUTPUT_HEIGHT_MULTIPLE, extra.id(), null, "the graph has "
                    + heights.size() + " height outputs (first: '" + heights.getFirst().id()
                    + "'); delete all but one"));
        }
        List<Node> colours = graph.nodesOfType(ModelNodeTypes.OUTPUT_COLOUR);
        for (Node extra : colours.subList(Math.min(1, colours.size()), colours.size())) {
            out.add(Diagnostic.error(OUTPUT_COLOUR_MULTIPLE, extra.id(), null, "the graph has "
                    + colours.size() + " colour outputs (first: '" + colours.getFirst().id()
                    + "'); only one is used, delete the others"));
        }
        Map<String, String> maskNames = new HashMap<>();
        for (Node mask : graph.nodesOfType(ModelNodeTypes.OUTPUT_MASK)) {
            String name = types.effectiveText(mask, ModelNodeTypes.MASK_NAME).orElse("");
            if (!MASK_NAME.matcher(name).matches()) {
                out.add(Diagnostic.error(OUTPUT_MASK_NAME, mask.id(), ModelNodeTypes.MASK_NAME, "mask name '" + shorten(name)
                        + "' must start with a letter and use only letters, digits and '_' (at most 32)"));
                continue;
            }
            if (name.equals(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT)) {
                out.add(Diagnostic.error(OUTPUT_MASK_NAME, mask.id(), ModelNodeTypes.MASK_NAME, "mask name 'height' is "
                        + "reserved for the height output; rename the mask"));
                continue;
            }
            String first = maskNames.putIfAbsent(name, mask.id());
            if (first != null) {
                out.add(Diagnostic.error(OUTPUT_MASK_DUPLICATE, mask.id(), ModelNodeTypes.MASK_NAME, "mask name '" + name
                        + "' is already used by node '" + first + "'; give each mask output its own name"));
            }
        }
    }

    /** {@code graph.input} names become the input ports of the nodes using this graph. */
    private void checkSubgraphInputs(Graph graph, List<Diagnostic> out) {
        Map<String, String> names = new HashMap<>();
        for (Node in : graph.nodesOfType(ModelNodeTypes.SUBGRAPH_INPUT)) {
            String name = types.effectiveText(in, ModelNodeTypes.INPUT_NAME).orElse("");
            if (!MASK_NAME.matcher(name).matches()) {
                out.add(Diagnostic.error(GRAPH_INPUT_NAME, in.id(), ModelNodeTypes.INPUT_NAME, "input name '"
                        + shorten(name) + "' must start with a letter and use only letters, digits and '_' (at most 32)"));
                continue;
            }
            String first = names.putIfAbsent(name, in.id());
            if (first != null) {
                out.add(Diagnostic.error(GRAPH_INPUT_NAME, in.id(), ModelNodeTypes.INPUT_NAME, "input name '" + name
                        + "' is already used by node '" + first + "'; give each graph input its own name"));
            }
        }
    }

    private boolean skipsPortChecks(Node node) {
        return node.typeId().equals(ModelNodeTypes.SUBGRAPH) && !types.resolvesSubgraphs();
    }

    private void checkNode(Node node, Set<PortRef> connectedInputs, List<Diagnostic> out) {
        if (!NodeIds.isValid(node.id())) {
            out.add(Diagnostic.error(NODE_INVALID_ID, node.id(), null, "node id '" + shorten(node.id())
                    + "' must start with a letter or '_' and use only letters, digits, '_' and '-' (at most 64)"));
        }
        if (skipsPortChecks(node)) {
            return;
        }
        Optional<NodeDefinition> maybe = types.definitionOf(node);
        if (maybe.isEmpty()) {
            if (!node.typeId().equals(ModelNodeTypes.SUBGRAPH)) {
                out.add(Diagnostic.error(NODE_UNKNOWN_TYPE, node.id(), null, "unknown node type '"
                        + shorten(node.typeId()) + "'; install the library that provides it or replace the node"));
            }
            return; // an unresolved subgraph was already reported by the subgraph resolver
        }
        NodeDefinition def = maybe.get();
        // A subgraph node's overrides are checked by the subgraph resolver, with its own codes.
        boolean checkParameters = !node.typeId().equals(ModelNodeTypes.SUBGRAPH);
        for (Map.Entry<String, ParameterValue> p : checkParameters ? node.parameters().entrySet()
                : java.util.Set.<Map.Entry<String, ParameterValue>>of()) {
            Optional<ParameterDefinition> pd = def.parameter(p.getKey());
            if (pd.isEmpty()) {
                out.add(Diagnostic.warning(PARAMETER_UNKNOWN, node.id(), p.getKey(), "'" + def.displayName()
                        + "' has no parameter '" + shorten(p.getKey()) + "'; the value is kept but ignored"
                        + " (remove it, or check the node's version)"));
                continue;
            }
            ParameterCheck.check(pd.get(), p.getValue()).ifPresent(msg -> out.add(Diagnostic.error(PARAMETER_INVALID,
                    node.id(), p.getKey(), pd.get().displayName() + ": " + msg)));
            if (p.getValue() instanceof ParameterValue.StrokesValue strokes) {
                checkStrokes(node, p.getKey(), strokes, out);
            }
        }
        for (PortDefinition input : def.inputs()) {
            if (input.required() && !connectedInputs.contains(PortRef.of(node.id(), input.name()))) {
                out.add(Diagnostic.error(INPUT_REQUIRED, node.id(), input.name(), "input '" + input.name() + "' of '"
                        + def.displayName() + "' needs a connection; wire a field into it"));
            }
        }
    }

    /** One warning per stroke that is skipped or clamped, the first {@value #MAX_STROKE_DIAGNOSTICS} of them. */
    private static void checkStrokes(Node node, String parameter, ParameterValue.StrokesValue strokes,
                                     List<Diagnostic> out) {
        List<org.orogen.graph.paint.StrokeCheck.Problem> problems =
                org.orogen.graph.paint.StrokeCheck.problems(strokes.strokes());
        for (int i = 0; i < Math.min(problems.size(), MAX_STROKE_DIAGNOSTICS); i++) {
            out.add(Diagnostic.warning(DiagnosticCodes.PARAMETER_STROKE, node.id(), parameter,
                    problems.get(i).message()));
        }
        if (problems.size() > MAX_STROKE_DIAGNOSTICS) {
            out.add(Diagnostic.warning(DiagnosticCodes.PARAMETER_STROKE, node.id(), parameter, (problems.size()
                    - MAX_STROKE_DIAGNOSTICS) + " more strokes have problems (see above for the kinds); they are "
                    + "skipped or clamped the same way"));
        }
    }

    private void checkEdges(Graph graph, List<Diagnostic> out) {
        Map<PortRef, List<Edge>> byInput = new TreeMap<>();
        for (Edge edge : graph.edges()) {
            byInput.computeIfAbsent(edge.to(), k -> new ArrayList<>()).add(edge);
            checkEdge(graph, edge, out);
        }
        for (Map.Entry<PortRef, List<Edge>> e : byInput.entrySet()) {
            if (e.getValue().size() > 1) {
                out.add(Diagnostic.error(INPUT_MULTIPLE_EDGES, e.getKey().nodeId(), e.getKey().port(), "input '"
                        + e.getKey().port() + "' has " + e.getValue().size() + " incoming wires (from "
                        + e.getValue().stream().map(x -> x.from().toString()).toList()
                        + "); an input takes one wire, delete the others"));
            }
        }
    }

    private void checkEdge(Graph graph, Edge edge, List<Diagnostic> out) {
        String target = edge.to().nodeId();
        if (edge.from().nodeId().equals(target)) {
            out.add(Diagnostic.error(EDGE_SAME_NODE, target, edge.to().port(), "wire " + edge
                    + " connects a node to itself; delete it"));
            return;
        }
        Optional<Node> from = graph.node(edge.from().nodeId());
        Optional<Node> to = graph.node(target);
        if (from.isEmpty() || to.isEmpty()) {
            String missing = from.isEmpty() ? edge.from().nodeId() : target;
            out.add(Diagnostic.error(EDGE_UNKNOWN_NODE, to.isPresent() ? target : edge.from().nodeId(), null,
                    "wire " + edge + " refers to node '" + missing + "', which does not exist; delete the wire"));
            return;
        }
        if (skipsPortChecks(from.get()) || skipsPortChecks(to.get())) {
            return;
        }
        Optional<NodeDefinition> fromDef = types.definitionOf(from.get());
        Optional<NodeDefinition> toDef = types.definitionOf(to.get());
        if (fromDef.isEmpty() || toDef.isEmpty()) {
            return; // the unknown type is reported on the node itself
        }
        Optional<PortDefinition> output = fromDef.get().output(edge.from().port());
        Optional<PortDefinition> input = toDef.get().input(edge.to().port());
        if (output.isEmpty()) {
            out.add(Diagnostic.error(EDGE_UNKNOWN_PORT, from.get().id(), edge.from().port(), "wire " + edge + ": '"
                    + edge.from().port() + "' is not an output of '" + fromDef.get().displayName() + "' (outputs: "
                    + fromDef.get().outputs().stream().map(PortDefinition::name).toList() + "); reconnect the wire"));
        }
        if (input.isEmpty()) {
            out.add(Diagnostic.error(EDGE_UNKNOWN_PORT, target, edge.to().port(), "wire " + edge + ": '"
                    + edge.to().port() + "' is not an input of '" + toDef.get().displayName() + "' (inputs: "
                    + toDef.get().inputs().stream().map(PortDefinition::name).toList() + "); reconnect the wire"));
        }
        if (output.isPresent() && input.isPresent() && !output.get().type().canFeed(input.get().type())) {
            out.add(Diagnostic.error(EDGE_TYPE_MISMATCH, target, edge.to().port(), "wire " + edge + ": "
                    + output.get().type().refusalTo(input.get().type()).orElseThrow()));
        }
    }

    /**
     * Reports every node on a loop. Peels nodes with no incoming (then no outgoing) wires until
     * nothing changes; what remains lies on or between loops. Iterative, so a hostile file
     * with a very long chain cannot overflow the stack.
     */
    private void checkCycles(Graph graph, List<Diagnostic> out) {
        Set<String> remaining = new TreeSet<>(graph.nodeIds());
        List<Edge> edges = graph.edges().stream()
                .filter(e -> remaining.contains(e.from().nodeId()) && remaining.contains(e.to().nodeId())
                        && !e.from().nodeId().equals(e.to().nodeId()))
                .toList();
        peel(remaining, edges, true);
        peel(remaining, edges, false);
        if (remaining.isEmpty()) {
            return;
        }
        List<String> members = List.copyOf(remaining);
        String shown = members.size() <= 8 ? members.toString()
                : members.subList(0, 8) + " and " + (members.size() - 8) + " more";
        for (String id : members) {
            out.add(Diagnostic.error(GRAPH_CYCLE, id, null, "node '" + id + "' is part of a loop among " + shown
                    + "; delete a wire so the graph flows one way"));
        }
    }

    private static void peel(Set<String> remaining, List<Edge> edges, boolean fromSources) {
        Map<String, Integer> degree = new HashMap<>();
        Map<String, List<String>> next = new HashMap<>();
        for (String id : remaining) {
            degree.put(id, 0);
        }
        for (Edge e : edges) {
            String a = fromSources ? e.from().nodeId() : e.to().nodeId();
            String b = fromSources ? e.to().nodeId() : e.from().nodeId();
            if (remaining.contains(a) && remaining.contains(b)) {
                degree.merge(b, 1, Integer::sum);
                next.computeIfAbsent(a, k -> new ArrayList<>()).add(b);
            }
        }
        Deque<String> free = new ArrayDeque<>();
        degree.forEach((id, d) -> {
            if (d == 0) {
                free.add(id);
            }
        });
        Set<String> removed = new HashSet<>();
        while (!free.isEmpty()) {
            String id = free.poll();
            removed.add(id);
            for (String b : next.getOrDefault(id, List.of())) {
                if (degree.merge(b, -1, Integer::sum) == 0) {
                    free.add(b);
                }
            }
        }
        remaining.removeAll(removed);
    }

    private void checkExposed(Graph graph, List<Diagnostic> out) {
        Set<String> names = new HashSet<>();
        for (ExposedParameter p : graph.exposedParameters()) {
            if (!NodeIds.isValid(p.name())) {
                out.add(Diagnostic.error(EXPOSED_INVALID, p.nodeId(), p.parameter(), "exposed parameter name '"
                        + shorten(p.name()) + "' must start with a letter or '_' and use only letters, digits, '_' and '-'"));
            }
            if (!names.add(p.name())) {
                out.add(Diagnostic.error(EXPOSED_INVALID, p.nodeId(), p.parameter(), "exposed parameter name '"
                        + p.name() + "' is used twice; rename one"));
            }
            Optional<Node> node = graph.node(p.nodeId());
            if (node.isEmpty()) {
                out.add(Diagnostic.error(EXPOSED_INVALID, null, null, "exposed parameter '" + p.name()
                        + "' refers to node '" + p.nodeId() + "', which does not exist; remove the exposed parameter"));
                continue;
            }
            if (node.get().typeId().equals(ModelNodeTypes.SUBGRAPH) && p.parameter().equals(ModelNodeTypes.SUBGRAPH_PATH)) {
                // Subgraph files are resolved as saved: a value set from outside would be ignored without a word.
                out.add(Diagnostic.error(EXPOSED_INVALID, p.nodeId(), p.parameter(), "exposed parameter '" + p.name()
                        + "' would set which file the subgraph node '" + p.nodeId() + "' uses, which cannot be set from "
                        + "a using graph; remove the exposed parameter (use one subgraph node per file instead)"));
                continue;
            }
            if (node.get().typeId().equals(ModelNodeTypes.SUBGRAPH_INPUT) && p.parameter().equals(ModelNodeTypes.INPUT_NAME)) {
                // A use wires to the input by this name, and its ports are known before any value is applied.
                out.add(Diagnostic.error(EXPOSED_INVALID, p.nodeId(), p.parameter(), "exposed parameter '" + p.name()
                        + "' would rename the input '" + p.nodeId() + "', which the graphs that use this file wire "
                        + "to by its name; an input's name cannot be exposed, remove the exposed parameter"));
                continue;
            }
            Optional<NodeDefinition> def = types.definitionOf(node.get());
            if (def.isPresent() && def.get().parameter(p.parameter()).isEmpty()) {
                out.add(Diagnostic.error(EXPOSED_INVALID, p.nodeId(), p.parameter(), "exposed parameter '" + p.name()
                        + "' refers to parameter '" + p.parameter() + "', which '" + def.get().displayName()
                        + "' does not have; remove or fix it"));
            }
        }
    }

    private static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
