package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.PortRef;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.PortConversion;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.catalog.PortType;
import org.orogen.shader.CompileDiagnostic;
import org.orogen.shader.SubgraphSource;
import org.orogen.shader.UniformBinding;
import org.orogen.shader.library.NodeLibrary;

/**
 * First pass: turns a {@link Graph} into {@link ProgramNode}s. Resolves every node's definition
 * and every input's source (edge, default, or 0 after an error), and inlines
 * {@code graph.subgraph} nodes. A subgraph file that can be a function ({@link SubgraphBodies}) is
 * compiled once and each use becomes one call node (its inputs are what feeds the subgraph node's
 * inputs, its outputs the subgraph's outputs, its parameter block the file's values with the use's
 * overrides); uses of the same function with the same inputs and parameter values are one call.
 * Any other subgraph is inlined: its nodes join the program as {@code subgraphNode/innerNode} with
 * the subgraph node's overrides of exposed parameters applied, its {@code graph.input} nodes read
 * what feeds the subgraph node's inputs, and the subgraph node's output ports ({@code height} and
 * one per mask name) read the subgraph's outputs. Before a top-level subgraph is used, the library
 * nodes the program would evaluate are counted; a use that takes the count over the budget is
 * reported on its node and reads 0.
 * Output nodes are not program nodes; {@link #resolve(PortRef)} tells the {@link OutputPass} what
 * they read.
 */
public final class FlattenPass {
    /** Subgraphs nested deeper than this are reported (a file that uses itself would never end). */
    public static final int MAX_DEPTH = 16;
    /** {@code graph.input}'s parameter: the value read while the subgraph node's input is unconnected. */
    public static final String INPUT_DEFAULT = "default";

    /** Diagnostic code of a subgraph use refused by the node budget. */
    public static final String OVER_BUDGET = "subgraph-over-budget";

    private final NodeLibrary library;
    private final SubgraphSource subgraphs;
    private final SubgraphBodies bodies;
    private final long maxNodes;
    private ProgramGraph program;
    private Scope top;
    /** Library nodes evaluated so far (top-level nodes and accepted subgraph uses). */
    private long expanded;
    /** Call node id by function, inputs and parameter values: identical uses are one call. */
    private final Map<String, String> calls = new HashMap<>();
    private final Set<String> reportedBodies = new HashSet<>();
    /** Inside a subgraph's function: its arguments and their defaults; null otherwise. */
    private Map<String, Double> arguments;

    /**
     * @param bodies   the compile's subgraph functions
     * @param maxNodes most library nodes the program may evaluate (subgraph uses counted expanded)
     */
    public FlattenPass(NodeLibrary library, SubgraphSource subgraphs, SubgraphBodies bodies, long maxNodes) {
        this.library = library;
        this.subgraphs = subgraphs;
        this.bodies = bodies;
        this.maxNodes = maxNodes;
    }

    /** Adds every node of the graph (and of its subgraphs) that has code to the program. */
    public void apply(Graph graph, ProgramGraph target) {
        this.program = target;
        // Compiled on its own (e.g. while editing a subgraph file), a graph.input reads its default.
        this.top = new Scope(graph, "", null, List.of(), name -> Optional.empty());
        expanded = graph.nodes().values().stream().filter(n -> !isStructural(n.typeId())).count();
        for (Node n : graph.nodes().values()) {
            top.materialize(n);
        }
    }

    /**
     * Flattens a subgraph file into the body of its function: {@code graph.input} nodes read the
     * function's arguments, the outputs become the program's outputs ({@code height} and masks).
     *
     * @return the arguments read, by name (sorted), with the file's default for each
     */
    Map<String, Double> applyBody(Graph graph, ProgramGraph target, List<String> path) {
        this.program = target;
        this.arguments = new java.util.TreeMap<>();
        this.top = new Scope(graph, "", "", path, name -> Optional.empty());
        for (Node n : graph.nodes().values()) {
            top.materialize(n);
        }
        Map<String, InputSource> results = top.outputsOf(graph);
        InputSource height = results.getOrDefault(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT, InputSource.zero());
        List<OutputPlan.MaskOutput> masks = new ArrayList<>();
        results.forEach((name, source) -> {
            if (!name.equals(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT)) {
                masks.add(new OutputPlan.MaskOutput(name, source, ""));
            }
        });
        target.setOutputs(new OutputPlan(height, "", masks));
        return arguments;
    }

    private static boolean isStructural(String typeId) {
        return switch (typeId) {
            case ModelNodeTypes.OUTPUT_HEIGHT, ModelNodeTypes.OUTPUT_MASK, ModelNodeTypes.SUBGRAPH_INPUT,
                 ModelNodeTypes.SUBGRAPH -> true;
            default -> false;
        };
    }

    /** The node reading a function's argument (created on first read). */
    private InputSource argument(Node input, String name, double fallback) {
        String id = "in/" + name;
        if (!program.nodes().containsKey(id)) {
            arguments.putIfAbsent(name, fallback);
            NodeDefinition def = new NodeDefinition(ModelNodeTypes.SUBGRAPH_INPUT, "input", "graph", "", 1, List.of(),
                    List.of(PortDefinition.output(ModelNodeTypes.INPUT_OUTPUT, PortType.FIELD, "The argument.")),
                    List.of());
            program.nodes().put(id, new ProgramNode(id, "", input.withId(id), def, Map.of(),
                    new Invocation.Argument(name)));
        }
        return new InputSource.Wire(id, ModelNodeTypes.INPUT_OUTPUT, PortConversion.IDENTITY);
    }

    /**
     * What an output port of a top-level node evaluates to (for output and preview nodes); a port
     * of an output node means the field feeding it.
     */
    public InputSource resolve(PortRef port) {
        return top.resolve(port);
    }

    /** The definition of a top-level node's type, if known. */
    public Optional<NodeDefinition> definitionOf(Node node) {
        return library.definition(node.typeId());
    }

    /** Resolves names inside one graph (the top level or one inlined subgraph instance). */
    private final class Scope {
        private final Graph graph;
        private final String prefix;
        private final String owner;
        private final List<String> path;
        private final java.util.function.Function<String, Optional<InputSource>> externalInput;
        private final Map<String, Map<String, InputSource>> subgraphPorts = new HashMap<>();
        /**
         * Subgraph nodes of this scope whose graph could not be used (unreadable, nested too deep, over the node
         * budget): reported once, and their outputs read 0 without a second error for every wire from them.
         */
        private final Set<String> unusableSubgraphs = new HashSet<>();
        private final Set<String> done;
        private final Set<String> inProgress = new HashSet<>();
        private final Set<String> reported = new HashSet<>();
        /** Edges by target port and by target node: Graph's own lookups scan every edge. */
        private final Map<PortRef, Edge> edgeByTarget;
        private final Map<String, List<Edge>> edgesByTargetNode;

        Scope(Graph graph, String prefix, String owner, List<String> path,
              java.util.function.Function<String, Optional<InputSource>> externalInput) {
            this.graph = graph;
            this.prefix = prefix;
            this.owner = owner;
            this.path = path;
            this.externalInput = externalInput;
            done = HashSet.newHashSet(graph.nodes().size());
            edgeByTarget = HashMap.newHashMap(graph.edges().size());
            edgesByTargetNode = HashMap.newHashMap(graph.nodes().size());
            for (Edge e : graph.edges()) {
                edgeByTarget.putIfAbsent(e.to(), e);
                edgesByTargetNode.computeIfAbsent(e.to().nodeId(), k -> new ArrayList<>()).add(e);
            }
        }

        private Optional<Edge> edgeInto(PortRef port) {
            return Optional.ofNullable(edgeByTarget.get(port));
        }

        private String ownerOf(String nodeId) {
            return owner != null ? owner : nodeId;
        }

        /** Adds the node (if it computes something) to the program. */
        void materialize(Node n) {
            if (!done.add(n.id())) {
                return;
            }
            switch (n.typeId()) {
                case ModelNodeTypes.OUTPUT_HEIGHT, ModelNodeTypes.OUTPUT_MASK, ModelNodeTypes.OUTPUT_COLOUR,
                     ModelNodeTypes.SUBGRAPH_INPUT -> {
                    return;
                }
                case ModelNodeTypes.SUBGRAPH -> {
                    portsOfSubgraph(n);
                    return;
                }
                default -> {
                }
            }
            Optional<NodeDefinition> def = library.definition(n.typeId());
            if (def.isEmpty()) {
                reportOnce(n.id(), "unknown-type", "unknown node type '" + n.typeId()
                        + "'; its outputs read 0. Install the node library that defines it or replace the node");
                return;
            }
            if (library.nodeGlsl(n.typeId()).isEmpty()) {
                reportOnce(n.id(), "no-glsl", "node type '" + n.typeId() + "' has no GLSL function ("
                        + n.typeId().replace('.', '/') + ".glsl is missing from the node library); its outputs read 0");
                return;
            }
            Optional<String> unavailable = DomainRules.unavailable(program.domain(), def.get());
            if (unavailable.isPresent()) {
                reportOnce(n.id(), DomainRules.CODE, unavailable.get());
                return;
            }
            Node programNode = prefix.isEmpty() ? n : n.withId(prefix + n.id());
            LinkedHashMap<String, InputSource> inputs = new LinkedHashMap<>();
            inProgress.add(n.id());
            for (PortDefinition in : def.get().inputs()) {
                inputs.put(in.name(), inputSource(n, in));
            }
            inProgress.remove(n.id());
            for (Edge e : edgesByTargetNode.getOrDefault(n.id(), List.of())) {
                if (Definitions.port(def.get().inputs(), e.to().port()) == null) {
                    program.report(CompileDiagnostic.warning(ownerOf(n.id()), e.to().port(), "unknown-port",
                            "node '" + n.id() + "' has no input '" + e.to().port() + "'; the wire from " + e.from()
                                    + " is ignored. Delete it"));
                }
            }
            program.nodes().put(prefix + n.id(), new ProgramNode(prefix + n.id(), ownerOf(n.id()), programNode,
                    def.get(), inputs));
        }

        private InputSource inputSource(Node n, PortDefinition in) {
            Optional<Edge> edge = edgeInto(new PortRef(n.id(), in.name()));
            if (edge.isEmpty()) {
                if (in.required()) {
                    program.report(CompileDiagnostic.error(ownerOf(n.id()), in.name(), "required-input",
                            "input '" + in.name() + "' of node '" + n.id() + "' is not connected; connect a "
                                    + in.type().jsonName() + " to it (it reads " + in.defaultValue() + " meanwhile)"));
                }
                return new InputSource.Constant(in.defaultValue());
            }
            InputSource source = resolve(edge.get().from());
            return convert(source, in.type(), n.id(), in.name());
        }

        /** Applies the port-type conversion from the source's output type to the input's type. */
        private InputSource convert(InputSource source, PortType target, String nodeId, String port) {
            if (!(source instanceof InputSource.Wire w)) {
                return source;
            }
            ProgramNode from = program.nodes().get(w.nodeId());
            PortDefinition fromPort = Definitions.port(from.definition().outputs(), w.port());
            PortType fromType = fromPort == null ? PortType.FIELD : fromPort.type();
            Optional<PortConversion> conversion = fromType.conversionTo(target);
            if (conversion.isEmpty()) {
                program.report(CompileDiagnostic.error(ownerOf(nodeId), port, "type-mismatch", "input '" + port
                        + "': " + fromType.refusalTo(target).orElseThrow() + ". It reads 0"));
                return InputSource.zero();
            }
            // Most wires need no conversion: the resolved wire is then already the input's source.
            return conversion.get() == w.conversion() ? w : new InputSource.Wire(w.nodeId(), w.port(), conversion.get());
        }

        /** What an output port of a node in this scope evaluates to. */
        InputSource resolve(PortRef from) {
            Optional<Node> maybe = graph.node(from.nodeId());
            if (maybe.isEmpty()) {
                program.report(CompileDiagnostic.error(ownerOf(from.nodeId()), from.port(), "dangling-edge",
                        "a wire starts at node '" + from.nodeId() + "', which does not exist; delete the wire"));
                return InputSource.zero();
            }
            Node n = maybe.get();
            switch (n.typeId()) {
                case ModelNodeTypes.OUTPUT_HEIGHT, ModelNodeTypes.OUTPUT_MASK, ModelNodeTypes.OUTPUT_COLOUR -> {
                    // Previewing an output node shows what feeds it.
                    return edgeInto(new PortRef(n.id(), ModelNodeTypes.OUTPUT_INPUT))
                            .map(e -> resolve(e.from())).orElse(InputSource.zero());
                }
                case ModelNodeTypes.SUBGRAPH_INPUT -> {
                    String name = n.parameter(ModelNodeTypes.INPUT_NAME)
                            .map(v -> v instanceof ParameterValue.TextValue t ? t.value() : v.toString()).orElse("");
                    double fallback = n.parameter(INPUT_DEFAULT).flatMap(v -> v.asDouble().isPresent()
                            ? Optional.of(v.asDouble().getAsDouble()) : Optional.empty()).orElse(0.0);
                    if (arguments != null && this == top) {
                        return argument(n, name, fallback);
                    }
                    return externalInput.apply(name).orElse(new InputSource.Constant(fallback));
                }
                case ModelNodeTypes.SUBGRAPH -> {
                    InputSource s = portsOfSubgraph(n).get(from.port());
                    if (s == null && unusableSubgraphs.contains(n.id())) {
                        return InputSource.zero(); // why was reported on the node already
                    }
                    if (s == null) {
                        reportOnce(n.id(), "unknown-port", "subgraph node '" + n.id() + "' has no output '"
                                + from.port() + "'; it reads 0. Reconnect the wire to one of "
                                + portsOfSubgraph(n).keySet());
                        return InputSource.zero();
                    }
                    return s;
                }
                default -> {
                }
            }
            materialize(n);
            ProgramNode pn = program.nodes().get(prefix + n.id());
            if (pn == null) {
                if (inProgress.contains(n.id())) {
                    reportOnce(n.id(), "cycle", "node '" + n.id() + "' feeds itself through a loop of wires; the wire"
                            + " closing the loop from " + from + " reads 0. Remove one wire of the loop");
                }
                return InputSource.zero();
            }
            if (Definitions.port(pn.definition().outputs(), from.port()) == null) {
                reportOnce(n.id() + "." + from.port(), "unknown-port", "node '" + n.id() + "' has no output '"
                        + from.port() + "'; wires from it read 0. Reconnect them to one of "
                        + pn.definition().outputs().stream().map(PortDefinition::name).toList());
                return InputSource.zero();
            }
            return new InputSource.Wire(pn.id(), from.port(), PortConversion.IDENTITY);
        }

        /** Inlines a subgraph node once and returns its output ports' sources. */
        private Map<String, InputSource> portsOfSubgraph(Node s) {
            Map<String, InputSource> known = subgraphPorts.get(s.id());
            if (known != null) {
                return known;
            }
            Map<String, InputSource> ports = new LinkedHashMap<>();
            subgraphPorts.put(s.id(), ports);
            List<String> innerPath = new ArrayList<>(path);
            innerPath.add(s.id());
            if (innerPath.size() > MAX_DEPTH) {
                reportOnce(s.id(), "subgraph-depth", "subgraphs are nested more than " + MAX_DEPTH
                        + " deep here; a graph probably uses itself. Break the loop");
                unusableSubgraphs.add(s.id());
                return ports;
            }
            Optional<Graph> inner = subgraphs.graphFor(s, List.copyOf(path));
            if (inner.isEmpty()) {
                reportOnce(s.id(), "subgraph-unresolved", "the subgraph file of node '" + s.id()
                        + "' could not be read; its outputs read 0. Check the path parameter");
                unusableSubgraphs.add(s.id());
                return ports;
            }
            List<String> usePath = List.copyOf(innerPath);
            Optional<SubgraphBody> body = bodies.bodyFor(inner.get(), usePath, SubgraphBodies.fileOf(s));
            if (body.isPresent()) {
                ports.putAll(call(s, body.get(), inner.get(), usePath));
                return ports;
            }
            if (!withinBudget(s, bodies.expandedInline(inner.get(), usePath))) {
                unusableSubgraphs.add(s.id());
                return ports;
            }
            Graph g = SubgraphBodies.applyOverrides(s, inner.get());
            Scope scope = new Scope(g, prefix + s.id() + "/", ownerOf(s.id()), innerPath,
                    name -> edgeInto(new PortRef(s.id(), name)).map(e -> resolve(e.from())));
            for (Node n : g.nodes().values()) {
                scope.materialize(n);
            }
            ports.putAll(scope.outputsOf(g));
            return ports;
        }

        /** What the graph's outputs read in this scope: {@code height} and one port per mask name. */
        Map<String, InputSource> outputsOf(Graph g) {
            Map<String, InputSource> ports = new LinkedHashMap<>();
            for (Node out : g.nodesOfType(ModelNodeTypes.OUTPUT_HEIGHT)) {
                ports.putIfAbsent(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT, resolve(new PortRef(out.id(), "")));
            }
            for (Node out : g.nodesOfType(ModelNodeTypes.OUTPUT_MASK)) {
                String name = out.parameter(ModelNodeTypes.MASK_NAME)
                        .map(v -> v instanceof ParameterValue.TextValue t ? t.value() : v.toString()).orElse("mask");
                ports.putIfAbsent(name, resolve(new PortRef(out.id(), "")));
            }
            return ports;
        }

        /**
         * Counts a top-level use against the budget; false (and an error on the node) when it would
         * take the program over it.
         */
        private boolean withinBudget(Node s, long cost) {
            if (this != top || arguments != null) {
                return true; // counted with the top-level use that contains it
            }
            if (expanded + cost > maxNodes) {
                reportOnce(s.id(), OVER_BUDGET, "this subgraph expands to " + cost + " nodes (the whole graph to "
                        + (expanded + cost) + "), over the limit of " + maxNodes + " nodes; it reads 0. Use fewer or "
                        + "smaller subgraphs, or, for a file you trust, raise the limit with --max-nodes (orogen) or "
                        + "the system property " + org.orogen.shader.CompileBudget.MAX_NODES_PROPERTY);
                return false;
            }
            expanded += cost;
            return true;
        }

        /** One use of a subgraph function: a call node, shared with identical uses. */
        private Map<String, InputSource> call(Node s, SubgraphBody body, Graph raw, List<String> usePath) {
            LinkedHashMap<String, InputSource> inputs = new LinkedHashMap<>();
            for (PortDefinition in : body.definition().inputs()) {
                Optional<Edge> e = edgeInto(new PortRef(s.id(), in.name()));
                inputs.put(in.name(), e.isPresent() ? convert(resolve(e.get().from()), PortType.FIELD, s.id(), in.name())
                        : new InputSource.Constant(in.defaultValue()));
            }
            // Inside a function, a use whose values the enclosing file's uses override differs per use.
            boolean shareable = arguments == null || graph.exposedParameters().stream()
                    .noneMatch(e -> e.nodeId().equals(s.id()));
            String key = body.function() + "|" + inputs + "|" + new java.util.TreeMap<>(s.parameters());
            String id = shareable ? calls.get(key) : null;
            if (id == null) {
                if (!withinBudget(s, body.expanded())) {
                    unusableSubgraphs.add(s.id());
                    return Map.of(); // a use identical to an accepted one costs nothing: it reads that call
                }
                id = prefix + s.id();
                List<UniformBinding> block = arguments != null ? List.of() : bodies.block(body,
                        SubgraphBodies.applyOverrides(s, raw), usePath, id + "/", program, ownerOf(s.id()));
                program.nodes().put(id, new ProgramNode(id, ownerOf(s.id()), prefix.isEmpty() ? s : s.withId(id),
                        body.definition(), inputs, new Invocation.Call(body, block)));
                if (shareable) {
                    calls.put(key, id);
                }
            }
            if (reportedBodies.add(ownerOf(s.id()) + "|" + body.function())) {
                for (CompileDiagnostic d : body.program().diagnostics()) {
                    program.report(new CompileDiagnostic(d.severity(), ownerOf(s.id()), d.port(), d.code(),
                            "in " + body.file() + ": " + d.message()));
                }
            }
            Map<String, InputSource> ports = new LinkedHashMap<>();
            for (String port : body.results().keySet()) {
                ports.put(port, new InputSource.Wire(id, port, PortConversion.IDENTITY));
            }
            return ports;
        }

        private void reportOnce(String key, String code, String message) {
            if (reported.add(key + "|" + code)) {
                String nodeId = key.contains(".") ? key.substring(0, key.indexOf('.')) : key;
                program.report(CompileDiagnostic.error(ownerOf(nodeId), "", code, message));
            }
        }
    }
}
