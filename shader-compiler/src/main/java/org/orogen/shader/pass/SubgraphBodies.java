package org.orogen.shader.pass;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.orogen.graph.Domain;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.ParameterType;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.shader.SubgraphSource;
import org.orogen.shader.UniformBinding;
import org.orogen.shader.library.NodeLibrary;

/**
 * The subgraph functions of one compile: each subgraph file (one {@link Graph} instance from the
 * {@link SubgraphSource}, which shares one instance per file) is compiled once into a
 * {@link SubgraphBody}, and each use's parameter block is filled from the file with the use's
 * overrides applied. A file is compiled into a function when it and every file it uses hold only
 * position-wise library nodes: a node with a sampled input (warps, blurs, caches, simulations), an
 * image input, or an exposed parameter that changes a nested subgraph's path or a
 * {@code graph.input} makes the file inlined as before (docs/architecture.md, "Subgraphs").
 */
public final class SubgraphBodies {
    private final NodeLibrary library;
    private final SubgraphSource subgraphs;
    private final long seed;
    private final Map<Graph, Optional<SubgraphBody>> bodies = new IdentityHashMap<>();
    private final Map<Graph, Long> inlined = new IdentityHashMap<>();
    private final Set<Graph> inProgress = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<String> functionNames = new HashSet<>();

    private final boolean functions;
    private final Domain domain;

    /**
     * @param functions false to inline every subgraph (the reference form)
     */
    public SubgraphBodies(NodeLibrary library, SubgraphSource subgraphs, long seed, boolean functions) {
        this(library, subgraphs, seed, functions, Domain.PLANE);
    }

    /**
     * @param functions false to inline every subgraph (the reference form)
     * @param domain    the using graph's domain: subgraphs are evaluated in it
     */
    public SubgraphBodies(NodeLibrary library, SubgraphSource subgraphs, long seed, boolean functions, Domain domain) {
        this.domain = domain;
        this.functions = functions;
        this.library = library;
        this.subgraphs = subgraphs;
        this.seed = seed;
    }

    /**
     * The function of a subgraph file, compiled on first use, or empty when the file must be inlined.
     *
     * @param raw  the file's graph as the source supplied it (no overrides)
     * @param path ids of the subgraph nodes leading to it, its own use last
     * @param file the use's {@code path}, to name the function
     */
    Optional<SubgraphBody> bodyFor(Graph raw, List<String> path, String file) {
        Optional<SubgraphBody> known = bodies.get(raw);
        if (known != null) {
            return known;
        }
        if (!functions || path.size() > FlattenPass.MAX_DEPTH || !inProgress.add(raw)) {
            return Optional.empty();
        }
        try {
            Optional<SubgraphBody> body = callable(raw, path) ? Optional.of(compile(raw, path, file)) : Optional.empty();
            bodies.put(raw, body);
            return body;
        } finally {
            inProgress.remove(raw);
        }
    }

    private boolean callable(Graph raw, List<String> path) {
        for (Node n : raw.nodes().values()) {
            switch (n.typeId()) {
                case ModelNodeTypes.OUTPUT_HEIGHT, ModelNodeTypes.OUTPUT_MASK, ModelNodeTypes.SUBGRAPH_INPUT -> {
                }
                case ModelNodeTypes.SUBGRAPH -> {
                    List<String> inner = append(path, n.id());
                    Optional<Graph> g = subgraphs.graphFor(n, path);
                    if (g.isEmpty() || bodyFor(g.get(), inner, fileOf(n)).isEmpty()) {
                        return false;
                    }
                }
                default -> {
                    Optional<NodeDefinition> def = library.definition(n.typeId());
                    if (def.isEmpty() || library.nodeGlsl(n.typeId()).isEmpty()
                            || def.get().inputs().stream().anyMatch(PortDefinition::sampled)
                            || def.get().parameters().stream().anyMatch(p -> p.type() == ParameterType.PATH)) {
                        return false;
                    }
                }
            }
        }
        for (ExposedParameter e : raw.exposedParameters()) {
            Optional<Node> target = raw.node(e.nodeId());
            if (target.isPresent() && (target.get().typeId().equals(ModelNodeTypes.SUBGRAPH_INPUT)
                    || target.get().typeId().equals(ModelNodeTypes.SUBGRAPH)
                    && e.parameter().equals(ModelNodeTypes.SUBGRAPH_PATH))) {
                return false;
            }
        }
        return true;
    }

    private SubgraphBody compile(Graph raw, List<String> path, String file) {
        ProgramGraph program = new ProgramGraph(seed);
        program.setDomain(domain);
        FlattenPass flatten = new FlattenPass(library, subgraphs, this, Long.MAX_VALUE);
        Map<String, Double> arguments = flatten.applyBody(raw, program, path);
        new PrunePass().apply(program);
        new OrderPass().apply(program);
        new DeduplicatePass().apply(program);
        String stem = file.substring(file.lastIndexOf('/') + 1).replaceFirst("\\.graph$", "");
        String base = "g_" + Names.sanitize(stem);
        String name = base;
        for (int i = 2; !functionNames.add(name); i++) {
            name = base + "_" + i;
        }
        return new SubgraphBody(name, file, program, arguments);
    }

    /**
     * Library nodes the inlined file evaluates (nested files compiled into functions count what
     * their calls evaluate): what the budget counts for a subgraph that cannot be a function.
     */
    long expandedInline(Graph raw, List<String> path) {
        Long known = inlined.get(raw);
        if (known != null) {
            return known;
        }
        if (path.size() > FlattenPass.MAX_DEPTH || !inProgress.add(raw)) {
            return 0;
        }
        long count = 0;
        try {
            for (Node n : raw.nodes().values()) {
                switch (n.typeId()) {
                    case ModelNodeTypes.OUTPUT_HEIGHT, ModelNodeTypes.OUTPUT_MASK, ModelNodeTypes.SUBGRAPH_INPUT -> {
                    }
                    case ModelNodeTypes.SUBGRAPH -> {
                        Optional<Graph> g = subgraphs.graphFor(n, path);
                        if (g.isPresent()) {
                            List<String> inner = append(path, n.id());
                            Optional<SubgraphBody> b = bodyFor(g.get(), inner, fileOf(n));
                            count += b.isPresent() ? b.get().expanded() : expandedInline(g.get(), inner);
                        }
                    }
                    default -> count++;
                }
            }
        } finally {
            inProgress.remove(raw);
        }
        inlined.put(raw, count);
        return count;
    }

    /**
     * The parameter block of one use: the file's parameters with the use's overrides, then the
     * blocks of its nested calls, offsets from the block's start.
     *
     * @param inner    the file's graph with the use's overrides applied
     * @param path     ids of the subgraph nodes leading to the file, its own use last
     * @param idPrefix the use's program id and {@code /}, prefixed to the inner node ids
     */
    List<UniformBinding> block(SubgraphBody body, Graph inner, List<String> path, String idPrefix,
                               ProgramGraph program, String owner) {
        List<UniformBinding> out = new ArrayList<>();
        fill(body, inner, path, idPrefix, program, owner, 0, out);
        return out;
    }

    private void fill(SubgraphBody body, Graph inner, List<String> path, String idPrefix, ProgramGraph program,
                      String owner, int base, List<UniformBinding> out) {
        String prefix = "u_" + Names.sanitize(idPrefix) + "_";
        for (UniformBinding b : body.layout()) {
            ProgramNode template = body.program().node(b.nodeId());
            Node node = inner.node(b.nodeId()).orElse(template.node());
            ProgramNode use = new ProgramNode(idPrefix + b.nodeId(), owner, node, template.definition(), Map.of());
            out.add(new UniformBinding(prefix + b.name().substring(2), b.glslType(), use.id(), b.parameter(),
                    UniformPass.valueOf(program, use, template.definition().parameter(b.parameter()).orElseThrow(),
                            b.glslType()), base + b.offset()));
        }
        for (SubgraphBody.Slot slot : body.calls()) {
            Node use = inner.requireNode(slot.useId());
            Graph child = applyOverrides(use, subgraphs.graphFor(use, path).orElseThrow());
            fill(slot.body(), child, append(path, use.id()), idPrefix + use.id() + "/", program, owner,
                    base + slot.offset(), out);
        }
    }

    /** The used file with the use's values of its exposed parameters. */
    static Graph applyOverrides(Node use, Graph inner) {
        Graph g = inner;
        for (ExposedParameter e : inner.exposedParameters()) {
            Optional<ParameterValue> value = use.parameter(e.name());
            Optional<Node> target = g.node(e.nodeId());
            if (value.isPresent() && target.isPresent()) {
                g = g.withNode(target.get().withParameter(e.parameter(), value.get()));
            }
        }
        return g;
    }

    /** A subgraph node's {@code path} text ("" when it has none). */
    static String fileOf(Node use) {
        return use.parameter(ModelNodeTypes.SUBGRAPH_PATH)
                .map(v -> v instanceof ParameterValue.TextValue t ? t.value() : "").orElse("");
    }

    private static List<String> append(List<String> path, String id) {
        List<String> out = new ArrayList<>(path);
        out.add(id);
        return List.copyOf(out);
    }
}
