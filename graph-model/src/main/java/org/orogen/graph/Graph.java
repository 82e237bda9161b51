package org.orogen.graph;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * An immutable snapshot of a terrain graph: nodes sorted by id, edges sorted (by target, then
 * source), metadata, the global seed and the exposed parameters. Every "with" method returns
 * a new snapshot and leaves this one untouched, so a snapshot can be handed to the compiler or
 * the preview on another thread without copying.
 *
 * <p>A graph is data, not a proof of validity: it may hold unknown node types, edges to unknown
 * ports, cycles or out-of-range values (read from a file, kept so nothing is lost). The
 * validator ({@code org.orogen.graph.validation}) reports them. It never holds two nodes with
 * the same id or the same edge twice.
 *
 * <p>Comment frames ({@link Comment}) are kept alongside, sorted by id; removing nodes never
 * touches them. So are export profiles ({@link ExportProfile}), in the artist's order.
 */
public final class Graph {
    private static final Graph EMPTY = new Graph(new TreeMap<>(), new TreeSet<>(), GraphMetadata.EMPTY, 0, List.of(),
            new TreeMap<>(), List.of());

    private final SortedMap<String, Node> nodes;
    private final List<Edge> edges;
    private final GraphMetadata metadata;
    private final long seed;
    private final List<ExposedParameter> exposedParameters;
    private final SortedMap<String, Comment> comments;
    private final List<ExportProfile> exports;

    private Graph(SortedMap<String, Node> nodes, TreeSet<Edge> edges, GraphMetadata metadata, long seed,
                  List<ExposedParameter> exposed, SortedMap<String, Comment> comments, List<ExportProfile> exports) {
        this.exports = List.copyOf(exports);
        this.comments = Collections.unmodifiableSortedMap(new TreeMap<>(comments));
        this.nodes = Collections.unmodifiableSortedMap(nodes);
        this.edges = List.copyOf(edges);
        this.metadata = Objects.requireNonNull(metadata, "metadata");
        this.seed = seed;
        List<ExposedParameter> sorted = new ArrayList<>(exposed);
        sorted.sort(Comparator.comparing(ExposedParameter::name).thenComparing(ExposedParameter::nodeId)
                .thenComparing(ExposedParameter::parameter));
        this.exposedParameters = List.copyOf(sorted);
    }

    /** A graph with no nodes, default metadata and seed 0. */
    public static Graph empty() {
        return EMPTY;
    }

    /** Builds a graph from parts; a later node with the same id as an earlier one replaces it. */
    public static Graph of(Collection<Node> nodes, Collection<Edge> edges, GraphMetadata metadata, long seed,
                           Collection<ExposedParameter> exposed) {
        TreeMap<String, Node> map = new TreeMap<>();
        for (Node n : nodes) {
            map.put(n.id(), n);
        }
        return new Graph(map, new TreeSet<>(edges), metadata, seed, List.copyOf(exposed), new TreeMap<>(), List.of());
    }

    /** Nodes by id, sorted by id (unmodifiable). */
    public SortedMap<String, Node> nodes() {
        return nodes;
    }

    /** Edges sorted by target port, then source port (unmodifiable). */
    public List<Edge> edges() {
        return edges;
    }

    public GraphMetadata metadata() {
        return metadata;
    }

    /** The global seed, mixed into every node's own seed by the compiler. */
    public long seed() {
        return seed;
    }

    /** Exposed parameters sorted by name (unmodifiable). */
    public List<ExposedParameter> exposedParameters() {
        return exposedParameters;
    }

    public Optional<Node> node(String id) {
        return Optional.ofNullable(nodes.get(id));
    }

    /** The node with that id; throws {@link IllegalArgumentException} naming the id when absent. */
    public Node requireNode(String id) {
        Node n = nodes.get(id);
        if (n == null) {
            throw new IllegalArgumentException("no node with id '" + id + "' in the graph");
        }
        return n;
    }

    public boolean hasNode(String id) {
        return nodes.containsKey(id);
    }

    /** The edge feeding an input port, if any (the first one, should a file hold several). */
    public Optional<Edge> edgeInto(PortRef input) {
        for (Edge e : edges) {
            if (e.to().equals(input)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /** Edges whose target is on the node. */
    public List<Edge> edgesInto(String nodeId) {
        return edges.stream().filter(e -> e.to().nodeId().equals(nodeId)).toList();
    }

    /** Edges whose source is on the node. */
    public List<Edge> edgesFrom(String nodeId) {
        return edges.stream().filter(e -> e.from().nodeId().equals(nodeId)).toList();
    }

    /** Nodes of one type, sorted by id. */
    public List<Node> nodesOfType(String typeId) {
        return nodes.values().stream().filter(n -> n.typeId().equals(typeId)).toList();
    }

    public Optional<ExposedParameter> exposedParameter(String name) {
        return exposedParameters.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** Adds the node, or replaces the node with the same id (its edges stay). */
    public Graph withNode(Node node) {
        TreeMap<String, Node> copy = new TreeMap<>(nodes);
        copy.put(node.id(), node);
        return new Graph(copy, new TreeSet<>(edges), metadata, seed, exposedParameters, comments, exports);
    }

    /** Adds or replaces several nodes at once. */
    public Graph withNodes(Collection<Node> added) {
        TreeMap<String, Node> copy = new TreeMap<>(nodes);
        for (Node n : added) {
            copy.put(n.id(), n);
        }
        return new Graph(copy, new TreeSet<>(edges), metadata, seed, exposedParameters, comments, exports);
    }

    /**
     * Removes the nodes, every edge touching them and every exposed parameter pointing into
     * them. Unknown ids are ignored.
     */
    public Graph withoutNodes(Set<String> ids) {
        TreeMap<String, Node> copy = new TreeMap<>(nodes);
        copy.keySet().removeAll(ids);
        TreeSet<Edge> keptEdges = new TreeSet<>();
        for (Edge e : edges) {
            if (!ids.contains(e.from().nodeId()) && !ids.contains(e.to().nodeId())) {
                keptEdges.add(e);
            }
        }
        List<ExposedParameter> keptExposed = exposedParameters.stream()
                .filter(p -> !ids.contains(p.nodeId())).toList();
        return new Graph(copy, keptEdges, metadata, seed, keptExposed, comments, exports);
    }

    public Graph withEdge(Edge edge) {
        TreeSet<Edge> copy = new TreeSet<>(edges);
        copy.add(edge);
        return new Graph(new TreeMap<>(nodes), copy, metadata, seed, exposedParameters, comments, exports);
    }

    public Graph withEdges(Collection<Edge> added) {
        TreeSet<Edge> copy = new TreeSet<>(edges);
        copy.addAll(added);
        return new Graph(new TreeMap<>(nodes), copy, metadata, seed, exposedParameters, comments, exports);
    }

    public Graph withoutEdge(Edge edge) {
        TreeSet<Edge> copy = new TreeSet<>(edges);
        copy.remove(edge);
        return new Graph(new TreeMap<>(nodes), copy, metadata, seed, exposedParameters, comments, exports);
    }

    public Graph withMetadata(GraphMetadata newMetadata) {
        return new Graph(new TreeMap<>(nodes), new TreeSet<>(edges), newMetadata, seed, exposedParameters, comments, exports);
    }

    public Graph withSeed(long newSeed) {
        return new Graph(new TreeMap<>(nodes), new TreeSet<>(edges), metadata, newSeed, exposedParameters, comments, exports);
    }

    public Graph withExposedParameters(Collection<ExposedParameter> exposed) {
        return new Graph(new TreeMap<>(nodes), new TreeSet<>(edges), metadata, seed, List.copyOf(exposed), comments, exports);
    }

    /** Comment frames by id, sorted by id (unmodifiable). They never affect the terrain. */
    public SortedMap<String, Comment> comments() {
        return comments;
    }

    public Optional<Comment> comment(String id) {
        return Optional.ofNullable(comments.get(id));
    }

    /** Adds the comment, or replaces the comment with the same id. */
    public Graph withComment(Comment comment) {
        TreeMap<String, Comment> copy = new TreeMap<>(comments);
        copy.put(comment.id(), comment);
        return new Graph(new TreeMap<>(nodes), new TreeSet<>(edges), metadata, seed, exposedParameters, copy, exports);
    }

    /** Replaces all comments (a later comment with the same id as an earlier one wins). */
    public Graph withComments(Collection<Comment> all) {
        TreeMap<String, Comment> copy = new TreeMap<>();
        for (Comment c : all) {
            copy.put(c.id(), c);
        }
        return new Graph(new TreeMap<>(nodes), new TreeSet<>(edges), metadata, seed, exposedParameters, copy, exports);
    }

    /** Removes the comment with that id; an unknown id is ignored. */
    public Graph withoutComment(String id) {
        TreeMap<String, Comment> copy = new TreeMap<>(comments);
        copy.remove(id);
        return new Graph(new TreeMap<>(nodes), new TreeSet<>(edges), metadata, seed, exposedParameters, copy, exports);
    }

    /** Export profiles saved with the graph, in the order the artist made them (unmodifiable). */
    public List<ExportProfile> exports() {
        return exports;
    }

    public Optional<ExportProfile> export(String name) {
        return exports.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** Replaces the export profiles. */
    public Graph withExports(Collection<ExportProfile> profiles) {
        return new Graph(new TreeMap<>(nodes), new TreeSet<>(edges), metadata, seed, exposedParameters, comments,
                List.copyOf(profiles));
    }

    /** Node ids in the graph (sorted, unmodifiable). */
    public Set<String> nodeIds() {
        return nodes.keySet();
    }

    /** Parameter values of a node as a plain map (convenience for callers building nodes). */
    public Map<String, ParameterValue> parametersOf(String nodeId) {
        return requireNode(nodeId).parameters();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Graph g && seed == g.seed && nodes.equals(g.nodes) && edges.equals(g.edges)
                && metadata.equals(g.metadata) && exposedParameters.equals(g.exposedParameters)
                && comments.equals(g.comments) && exports.equals(g.exports);
    }

    @Override
    public int hashCode() {
        return Objects.hash(nodes, edges, metadata, seed, exposedParameters, comments, exports);
    }

    @Override
    public String toString() {
        return "Graph[" + nodes.size() + " nodes, " + edges.size() + " edges, seed " + seed + "]";
    }
}
