package org.orogen.graph.subgraph;

import static org.orogen.graph.validation.DiagnosticCodes.*;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.NodeTypes;
import org.orogen.graph.catalog.ParameterCheck;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.ParameterType;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.catalog.PortType;
import org.orogen.graph.io.GraphReader;
import org.orogen.graph.io.ReadResult;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.GraphValidator;

/**
 * Resolves {@code graph.subgraph} nodes: reads the referenced files (paths relative to the
 * referring file, '/' separators), nested ones too, each file once per resolver (one shared
 * {@link SubgraphDefinition}), and turns every failure into a diagnostic on the node that
 * refers to it — a missing file, an unreadable or invalid one, recursion (A uses B uses A),
 * overrides of parameters the subgraph does not expose or with bad values. The referring graph
 * always opens.
 *
 * <p>A resolver caches files; make a new one to pick up changes on disk.
 */
public final class SubgraphResolver {
    /** Nesting deeper than this is treated like recursion (protects against absurd chains). */
    public static final int MAX_DEPTH = 32;

    private final NodeTypes catalog;
    private final Map<Path, Optional<SubgraphDefinition>> cache = new HashMap<>();
    private final Map<Path, List<Diagnostic>> failures = new HashMap<>();

    public SubgraphResolver(NodeTypes catalog) {
        this.catalog = catalog;
    }

    /**
     * Resolves the subgraph nodes of {@code graph}.
     *
     * @param graphFile the file the graph was read from (relative paths start at its folder), or
     *                  null for a graph never saved (then subgraph nodes cannot resolve)
     */
    public SubgraphResolution resolve(Graph graph, Path graphFile) {
        Deque<Path> stack = new ArrayDeque<>();
        if (graphFile != null) {
            stack.push(normalize(graphFile));
        }
        return resolve(graph, graphFile == null ? null : normalize(graphFile), stack);
    }

    private SubgraphResolution resolve(Graph graph, Path file, Deque<Path> stack) {
        Map<String, SubgraphDefinition> byNode = new LinkedHashMap<>();
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (Node node : graph.nodesOfType(ModelNodeTypes.SUBGRAPH)) {
            resolveNode(node, file, stack, diagnostics).ifPresent(def -> {
                byNode.put(node.id(), def);
                checkOverrides(node, def, diagnostics);
            });
        }
        diagnostics.addAll(OutsideFolder.check(graph, file, catalog));
        return new SubgraphResolution(catalog, byNode, diagnostics);
    }

    private Optional<SubgraphDefinition> resolveNode(Node node, Path file, Deque<Path> stack,
                                                     List<Diagnostic> out) {
        Optional<ParameterValue> pathValue = node.parameter(ModelNodeTypes.SUBGRAPH_PATH);
        if (pathValue.isEmpty() || !(pathValue.get() instanceof ParameterValue.TextValue text)
                || text.value().isBlank()) {
            out.add(Diagnostic.error(SUBGRAPH_NO_PATH, node.id(), ModelNodeTypes.SUBGRAPH_PATH,
                    "this subgraph node does not name a .graph file; set its 'path'"));
            return Optional.empty();
        }
        String relative = text.value();
        if (file == null) {
            out.add(Diagnostic.error(SUBGRAPH_MISSING_FILE, node.id(), ModelNodeTypes.SUBGRAPH_PATH,
                    "'" + relative + "' is relative to this graph's file; save the graph first"));
            return Optional.empty();
        }
        Path target;
        try {
            if (relative.contains("\\")) {
                out.add(Diagnostic.error(SUBGRAPH_MISSING_FILE, node.id(), ModelNodeTypes.SUBGRAPH_PATH, "path '"
                        + shorten(relative) + "' must use '/' separators, so the files can be shared; change it"));
                return Optional.empty();
            }
            target = normalize(file.getParent().resolve(relative));
        } catch (InvalidPathException e) {
            out.add(Diagnostic.error(SUBGRAPH_MISSING_FILE, node.id(), ModelNodeTypes.SUBGRAPH_PATH, "path '"
                    + shorten(relative) + "' is not a valid file path; change it"));
            return Optional.empty();
        }
        if (stack.contains(target) || stack.size() >= MAX_DEPTH) {
            List<Path> chain = new ArrayList<>(stack);
            java.util.Collections.reverse(chain);
            chain.add(target);
            out.add(Diagnostic.error(SUBGRAPH_RECURSION, node.id(), ModelNodeTypes.SUBGRAPH_PATH,
                    "subgraphs use each other in a loop: " + chain.stream().map(p -> p.getFileName().toString())
                            .collect(Collectors.joining(" uses ")) + "; a graph cannot contain itself, "
                            + "remove one of these uses"));
            return Optional.empty();
        }
        Optional<SubgraphDefinition> def = load(target, stack);
        if (def.isEmpty()) {
            List<Diagnostic> why = failures.getOrDefault(target, List.of());
            String code = why.stream().anyMatch(d -> d.code().equals(SUBGRAPH_RECURSION)) ? SUBGRAPH_RECURSION
                    : Files.exists(target) ? SUBGRAPH_UNREADABLE : SUBGRAPH_MISSING_FILE;
            String detail = code.equals(SUBGRAPH_MISSING_FILE)
                    ? "the file " + target + " does not exist; restore it or point 'path' at the right file"
                    : "the file " + target + " cannot be used: " + (why.isEmpty() ? "unknown problem"
                            : why.getFirst().message());
            out.add(Diagnostic.error(code, node.id(), ModelNodeTypes.SUBGRAPH_PATH, detail));
            return Optional.empty();
        }
        if (def.get().hasErrors()) {
            long errors = def.get().problems().stream().filter(Diagnostic::isError).count();
            out.add(Diagnostic.error(SUBGRAPH_INVALID, node.id(), null, "the subgraph file " + target.getFileName()
                    + " has " + errors + " error(s), first: " + def.get().problems().stream().filter(Diagnostic::isError)
                    .findFirst().map(Diagnostic::message).orElse("") + "; open it and fix them"));
        }
        return def;
    }

    private Optional<SubgraphDefinition> load(Path target, Deque<Path> stack) {
        if (cache.containsKey(target)) {
            return cache.get(target);
        }
        ReadResult<Graph> read = GraphReader.read(target);
        if (read.value().isEmpty()) {
            failures.put(target, read.diagnostics());
            cache.put(target, Optional.empty());
            return Optional.empty();
        }
        Graph graph = read.value().get();
        stack.push(target);
        SubgraphResolution inner;
        try {
            inner = resolve(graph, target, stack);
        } finally {
            stack.pop();
        }
        List<Diagnostic> problems = new ArrayList<>(read.diagnostics());
        String name = target.toString();
        for (Diagnostic d : inner.diagnostics()) {
            problems.add(d.in(name, d.nodeId() == null ? null : read.locationOf(d.nodeId()).orElse(null)));
        }
        for (Diagnostic d : new GraphValidator(inner).validate(graph)) {
            problems.add(d.in(name, d.nodeId() == null ? null : read.locationOf(d.nodeId()).orElse(null)));
        }
        if (inner.diagnostics().stream().anyMatch(d -> d.code().equals(SUBGRAPH_RECURSION))) {
            // A file on a loop cannot be defined at all; remember why for every node using it.
            failures.put(target, inner.diagnostics());
            cache.put(target, Optional.empty());
            return Optional.empty();
        }
        SubgraphDefinition def = new SubgraphDefinition(target, graph, interfaceOf(target, graph, inner), inner,
                problems);
        cache.put(target, Optional.of(def));
        return Optional.of(def);
    }

    /** The ports and parameters a file offers as a node. */
    private static NodeDefinition interfaceOf(Path file, Graph graph, NodeTypes types) {
        List<PortDefinition> inputs = new ArrayList<>();
        for (Node in : graph.nodesOfType(ModelNodeTypes.SUBGRAPH_INPUT)) {
            String name = types.effectiveText(in, ModelNodeTypes.INPUT_NAME).orElse("");
            double def = types.effectiveValue(in, "default").flatMap(v -> v.asDouble().isPresent()
                    ? Optional.of(v.asDouble().getAsDouble()) : Optional.empty()).orElse(0.0);
            if (GraphValidator.MASK_NAME.matcher(name).matches() && Double.isFinite(def)
                    && inputs.stream().noneMatch(p -> p.name().equals(name))) {
                inputs.add(PortDefinition.input(name, PortType.FIELD, def, "Subgraph input '" + name + "'."));
            }
        }
        List<PortDefinition> outputs = new ArrayList<>();
        outputs.add(PortDefinition.output(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT, PortType.FIELD,
                "The subgraph's height output."));
        for (Node mask : graph.nodesOfType(ModelNodeTypes.OUTPUT_MASK)) {
            // Invalid or duplicate names are skipped here; the file's own validation reports them.
            Optional<String> name = types.effectiveText(mask, ModelNodeTypes.MASK_NAME);
            if (name.isPresent() && GraphValidator.MASK_NAME.matcher(name.get()).matches()
                    && !name.get().equals(ModelNodeTypes.SUBGRAPH_HEIGHT_PORT)
                    && outputs.stream().noneMatch(p -> p.name().equals(name.get()))) {
                outputs.add(PortDefinition.output(name.get(), PortType.MASK, "The subgraph's mask '" + name.get() + "'."));
            }
        }
        List<ParameterDefinition> parameters = new ArrayList<>();
        parameters.add(ParameterDefinition.of(ModelNodeTypes.SUBGRAPH_PATH, ParameterType.PATH, ParameterValue.of("")));
        for (ExposedParameter p : graph.exposedParameters()) {
            Optional<Node> inner = graph.node(p.nodeId());
            Optional<ParameterDefinition> pd = inner.flatMap(types::definitionOf).flatMap(d -> d.parameter(p.parameter()));
            if (pd.isEmpty() || p.name().equals(ModelNodeTypes.SUBGRAPH_PATH)
                    || parameters.stream().anyMatch(x -> x.name().equals(p.name()))) {
                continue; // reported by the subgraph's own validation
            }
            ParameterDefinition d = pd.get();
            ParameterValue current = inner.get().parameters().getOrDefault(p.parameter(), d.defaultValue());
            parameters.add(new ParameterDefinition(p.name(), d.displayName(), d.type(), current, d.softMin(),
                    d.softMax(), d.hardMin(), d.hardMax(), d.unit(), d.options(), d.documentation()));
        }
        String title = graph.metadata().title().isEmpty() ? file.getFileName().toString() : graph.metadata().title();
        return new NodeDefinition(ModelNodeTypes.SUBGRAPH, title, "graph", graph.metadata().description(), 1, inputs,
                outputs, parameters);
    }

    private static void checkOverrides(Node node, SubgraphDefinition def, List<Diagnostic> out) {
        for (Map.Entry<String, ParameterValue> e : node.parameters().entrySet()) {
            if (e.getKey().equals(ModelNodeTypes.SUBGRAPH_PATH)) {
                continue;
            }
            Optional<ParameterDefinition> pd = def.definition().parameter(e.getKey());
            if (pd.isEmpty()) {
                out.add(Diagnostic.warning(SUBGRAPH_UNKNOWN_OVERRIDE, node.id(), e.getKey(), "the subgraph "
                        + def.file().getFileName() + " does not expose '" + shorten(e.getKey()) + "' (it exposes "
                        + def.definition().parameters().stream().map(ParameterDefinition::name)
                        .filter(n -> !n.equals(ModelNodeTypes.SUBGRAPH_PATH)).toList()
                        + "); the value is kept but ignored, expose it in the subgraph or remove it"));
                continue;
            }
            ParameterCheck.check(pd.get(), e.getValue()).ifPresent(msg -> out.add(Diagnostic.error(
                    SUBGRAPH_INVALID_OVERRIDE, node.id(), e.getKey(), "override of '" + e.getKey() + "': " + msg)));
        }
    }

    private static Path normalize(Path p) {
        return p.toAbsolutePath().normalize();
    }

    private static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
