package org.orogen.graph.io;

import static org.orogen.graph.validation.DiagnosticCodes.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import org.orogen.graph.Comment;
import org.orogen.graph.Domain;
import org.orogen.graph.Edge;
import org.orogen.graph.ExportProfile;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphFragment;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.NodeIds;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.PortRef;
import org.orogen.graph.Position;
import org.orogen.graph.WorldExtent;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.Severity;

/**
 * Reads {@code .graph} files and clipboard fragments. Strict and total: every malformed input
 * yields diagnostics naming the file, the JSON location and the node; nothing throws. A file
 * whose structure is readable opens even with problems (unknown fields, bad values, duplicate
 * ids, dangling wires are reported; values are kept where they can be). A file that is not
 * JSON, not a graph, or from a newer format version yields no graph.
 *
 * <p>This reader checks the file's structure only; checking against node definitions is the
 * validator's job ({@code org.orogen.graph.validation.GraphValidator}), and
 * {@code org.orogen.graph.subgraph.GraphLoader} does both plus subgraph resolution.
 */
public final class GraphReader {
    private static final Set<String> TOP_FIELDS = Set.of("format", "version", "metadata", "seed", "exposed", "nodes",
            "edges", "comments", "exports");
    private static final Set<String> FRAGMENT_FIELDS = Set.of("format", "version", "nodes", "edges",
            "comments");
    private static final Set<String> METADATA_FIELDS = Set.of("title", "description", "author", "extent", "tags",
            "domain");
    private static final Set<String> DOMAIN_FIELDS = Set.of("kind", "radius");
    private static final Set<String> EXTENT_FIELDS = Set.of("originX", "originY", "width", "height");
    private static final Set<String> NODE_FIELDS = Set.of("id", "type", "label", "position", "parameters");
    private static final Set<String> EDGE_FIELDS = Set.of("from", "to");
    private static final Set<String> COMMENT_FIELDS = Set.of("id", "text", "position", "size", "colour");
    private static final Set<String> EXPOSED_FIELDS = Set.of("name", "node", "parameter");
    private static final Set<String> EXPORT_FIELDS = Set.of("name", "options");

    private final String file;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private String currentNode;
    private final Map<String, String> nodeLocations = new java.util.HashMap<>();

    private GraphReader(String file) {
        this.file = file;
    }

    /** Reads a graph file from disk; an unreadable or missing file is a diagnostic. */
    public static ReadResult<Graph> read(Path path) {
        String name = path.toString();
        byte[] bytes;
        try {
            if (Files.size(path) > HardenedJson.MAX_DOCUMENT_BYTES) {
                return failure(name, FILE_UNREADABLE, "the file is larger than " + HardenedJson.MAX_DOCUMENT_BYTES
                        + " bytes; it is not a graph Orogen wrote");
            }
            bytes = Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            return failure(name, FILE_UNREADABLE, "the file does not exist; check the path");
        } catch (IOException e) {
            return failure(name, FILE_UNREADABLE, "the file cannot be read (" + e.getMessage() + ")");
        }
        return read(bytes, name);
    }

    /**
     * Reads a graph from file content.
     *
     * @param file the file's name, used in diagnostics
     */
    public static ReadResult<Graph> read(byte[] bytes, String file) {
        GraphReader r = new GraphReader(file);
        Optional<Graph> graph = r.parseGraph(bytes);
        return new ReadResult<>(graph, r.diagnostics, r.nodeLocations);
    }

    /** Reads a clipboard fragment ({@code "format": "orogen.graph-fragment"}). */
    public static ReadResult<GraphFragment> readFragment(byte[] bytes, String source) {
        GraphReader r = new GraphReader(source);
        Optional<GraphFragment> fragment = r.parseFragment(bytes);
        return new ReadResult<>(fragment, r.diagnostics);
    }

    private static <T> ReadResult<T> failure(String file, String code, String message) {
        return new ReadResult<>(Optional.empty(), List.of(new Diagnostic(Severity.ERROR, code, null, null, message,
                file, "")));
    }

    private Optional<ObjectNode> parseRoot(byte[] bytes, String expectedFormat) {
        JsonNode root;
        try {
            root = HardenedJson.readTree(bytes);
        } catch (IOException e) {
            String where = HardenedJson.describe(e);
            diagnostics.add(new Diagnostic(Severity.ERROR, FILE_SYNTAX, null, null,
                    "the file is not valid JSON (" + where + "); fix it in a text editor or restore a backup", file,
                    locationOf(e)));
            return Optional.empty();
        }
        if (!root.isObject()) {
            error(FILE_STRUCTURE, "", "the file must hold one JSON object, found " + StrictObject.describe(root));
            return Optional.empty();
        }
        JsonNode format = root.get("format");
        if (format == null || !format.isTextual() || !format.textValue().equals(expectedFormat)) {
            error(FILE_FORMAT, "/format", "\"format\" must be \"" + expectedFormat + "\", found "
                    + StrictObject.describe(format) + "; this is not " + (expectedFormat.equals(GraphFormat.FORMAT)
                    ? "an Orogen graph" : "an Orogen clipboard fragment"));
            return Optional.empty();
        }
        JsonNode version = root.get("version");
        if (version == null || !version.isIntegralNumber() || !version.canConvertToInt() || version.intValue() < 0) {
            error(FILE_VERSION, "/version", "\"version\" must be a whole number >= 0, found "
                    + StrictObject.describe(version));
            return Optional.empty();
        }
        int v = version.intValue();
        if (v > GraphFormat.CURRENT_VERSION) {
            error(FILE_NEWER_VERSION, "/version", "this file uses format version " + v
                    + ", but this Orogen reads versions up to " + GraphFormat.CURRENT_VERSION
                    + "; open it with a newer Orogen");
            return Optional.empty();
        }
        ObjectNode object = (ObjectNode) root;
        if (v < GraphFormat.CURRENT_VERSION) {
            Optional<ObjectNode> migrated = Migrations.migrate(object, v, (pointer, message) ->
                    diagnostics.add(new Diagnostic(Severity.INFO, FILE_MIGRATED, null, null, message, file, pointer)),
                    (pointer, message) -> error(FILE_VERSION, pointer, message));
            if (migrated.isEmpty()) {
                return Optional.empty();
            }
            object = migrated.get();
        }
        return Optional.of(object);
    }

    private Optional<Graph> parseGraph(byte[] bytes) {
        Optional<ObjectNode> root = parseRoot(bytes, GraphFormat.FORMAT);
        if (root.isEmpty()) {
            return Optional.empty();
        }
        StrictObject top = new StrictObject(root.get(), "", this::structure);
        top.rejectUnknownFields(TOP_FIELDS);
        GraphMetadata metadata = top.has("metadata")
                ? StrictObject.of(top.raw("metadata"), "/metadata", "\"metadata\"", this::structure)
                        .map(this::metadata).orElse(GraphMetadata.EMPTY)
                : GraphMetadata.EMPTY;
        long seed = top.integer("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE);
        Map<String, Node> nodes = nodes(top);
        List<Edge> edges = edges(top, nodes.keySet());
        List<ExposedParameter> exposed = exposed(top);
        List<Comment> comments = top.has("comments") ? comments(top) : List.of();
        List<ExportProfile> exports = top.has("exports") ? exports(top) : List.of();
        return Optional.of(Graph.of(nodes.values(), edges, metadata, seed, exposed).withComments(comments)
                .withExports(exports));
    }

    private Optional<GraphFragment> parseFragment(byte[] bytes) {
        Optional<ObjectNode> root = parseRoot(bytes, GraphFormat.FRAGMENT_FORMAT);
        if (root.isEmpty()) {
            return Optional.empty();
        }
        StrictObject top = new StrictObject(root.get(), "", this::structure);
        top.rejectUnknownFields(FRAGMENT_FIELDS);
        Map<String, Node> nodes = nodes(top);
        List<Edge> edges = edges(top, nodes.keySet());
        List<Comment> comments = top.has("comments") ? comments(top) : List.of();
        return Optional.of(new GraphFragment(List.copyOf(nodes.values()), edges, comments));
    }

    private GraphMetadata metadata(StrictObject m) {
        m.rejectUnknownFields(METADATA_FIELDS);
        WorldExtent extent = WorldExtent.DEFAULT;
        if (m.has("extent")) {
            extent = StrictObject.of(m.raw("extent"), "/metadata/extent", "\"extent\"", this::structure).map(e -> {
                e.rejectUnknownFields(EXTENT_FIELDS);
                WorldExtent d = WorldExtent.DEFAULT;
                return new WorldExtent(e.number("originX", d.originX()), e.number("originY", d.originY()),
                        e.number("width", d.width()), e.number("height", d.height()));
            }).orElse(WorldExtent.DEFAULT);
        }
        Domain domain = m.has("domain")
                ? StrictObject.of(m.raw("domain"), "/metadata/domain", "\"domain\"", this::structure).map(this::domain)
                        .orElse(Domain.PLANE)
                : Domain.PLANE;
        return new GraphMetadata(m.string("title", ""), m.string("description", ""), m.string("author", ""), extent,
                m.strings("tags"), domain);
    }

    /** {@code metadata.domain}: {@code {"kind": "plane"}} or {@code {"kind": "sphere", "radius": metres}}. */
    private Domain domain(StrictObject d) {
        d.rejectUnknownFields(DOMAIN_FIELDS);
        Optional<String> kind = d.requiredString("kind");
        if (kind.isEmpty()) {
            return Domain.PLANE;
        }
        String allowed = "\"" + Domain.Kind.PLANE.fileName() + "\" or \"" + Domain.Kind.SPHERE.fileName() + "\"";
        if (kind.get().equals(Domain.Kind.PLANE.fileName())) {
            if (d.has("radius")) {
                structure(d.pointerOf("radius"), "a plane has no radius; remove 'radius' or set 'kind' to \"sphere\"");
            }
            return Domain.PLANE;
        }
        if (!kind.get().equals(Domain.Kind.SPHERE.fileName())) {
            structure(d.pointerOf("kind"), "'kind' must be " + allowed + ", found \""
                    + StrictObject.shorten(kind.get()) + "\"; the graph is read as a plane");
            return Domain.PLANE;
        }
        String range = "between " + (long) Domain.MIN_RADIUS + " and " + (long) Domain.MAX_RADIUS
                + " (metres; Earth is " + Domain.EARTH_RADIUS + ")";
        if (!d.has("radius")) {
            structure(d.pointerOf("radius"), "a sphere needs 'radius', a number " + range + "; add it");
            return Domain.PLANE;
        }
        OptionalDouble radius = d.number("radius");
        if (radius.isEmpty()) {
            return Domain.PLANE;
        }
        double r = radius.getAsDouble();
        if (r < Domain.MIN_RADIUS || r > Domain.MAX_RADIUS) {
            structure(d.pointerOf("radius"), "'radius' must be " + range + ", found " + r);
            return Domain.PLANE;
        }
        return Domain.sphere(r);
    }

    private Map<String, Node> nodes(StrictObject top) {
        Map<String, Node> nodes = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        List<JsonNode> items = top.array("nodes");
        for (int i = 0; i < items.size(); i++) {
            currentNode = null;
            String pointer = "/nodes/" + i;
            Optional<StrictObject> maybe = StrictObject.of(items.get(i), pointer, "a node", this::structure);
            if (maybe.isEmpty()) {
                continue;
            }
            StrictObject o = maybe.get();
            Optional<String> id = o.requiredString("id");
            if (id.isEmpty()) {
                continue;
            }
            if (!NodeIds.isValid(id.get())) {
                error(FILE_STRUCTURE, o.pointerOf("id"), "node id '" + StrictObject.shorten(id.get())
                        + "' is not valid (letters, digits, '_' and '-', starting with a letter or '_', at most 64); "
                        + "the node is skipped, rename it in a text editor to keep it");
                continue;
            }
            currentNode = id.get();
            o.rejectUnknownFields(NODE_FIELDS);
            Optional<String> type = o.requiredString("type");
            if (type.isEmpty()) {
                continue;
            }
            String nodeId = id.get();
            if (!taken.add(nodeId)) {
                String fresh = NodeIds.fresh(nodeId, taken);
                taken.add(fresh);
                currentNode = fresh;
                error(FILE_DUPLICATE_ID, o.pointerOf("id"), "node id '" + nodeId + "' is used twice; the second "
                        + "node was renamed to '" + fresh + "' and its wires go to the first; check both nodes");
                nodeId = fresh;
                currentNode = fresh;
            }
            Position position = position(o);
            TreeMap<String, ParameterValue> params = new TreeMap<>();
            if (o.has("parameters")) {
                JsonNode raw = o.raw("parameters");
                if (!raw.isObject()) {
                    structure(o.pointerOf("parameters"), "\"parameters\" must be a JSON object of name: value, found "
                            + StrictObject.describe(raw) + "; all parameters take their defaults");
                } else {
                    String base = o.pointerOf("parameters");
                    raw.properties().forEach(entry -> {
                        String where = base + "/" + StrictObject.escape(entry.getKey());
                        ParameterValueJson.read(entry.getValue(), where, this::structure)
                                .ifPresent(v -> params.put(entry.getKey(), v));
                    });
                }
            }
            nodeLocations.put(nodeId, pointer);
            nodes.put(nodeId, new Node(nodeId, type.get(), o.string("label", ""), position, params));
        }
        currentNode = null;
        return nodes;
    }

    private Position position(StrictObject o) {
        JsonNode p = o.raw("position");
        if (p == null) {
            return Position.ORIGIN;
        }
        if (p.isArray() && p.size() == 2 && p.get(0).isNumber() && p.get(1).isNumber()
                && Double.isFinite(p.get(0).doubleValue()) && Double.isFinite(p.get(1).doubleValue())) {
            return new Position(p.get(0).doubleValue(), p.get(1).doubleValue());
        }
        structure(o.pointerOf("position"), "\"position\" must be [x, y] with two finite numbers, found "
                + StrictObject.describe(p) + "; the node is placed at [0, 0]");
        return Position.ORIGIN;
    }

    private List<Edge> edges(StrictObject top, Set<String> nodeIds) {
        List<Edge> edges = new ArrayList<>();
        Set<Edge> seen = new HashSet<>();
        List<JsonNode> items = top.array("edges");
        for (int i = 0; i < items.size(); i++) {
            currentNode = null;
            Optional<StrictObject> maybe = StrictObject.of(items.get(i), "/edges/" + i, "a wire", this::structure);
            if (maybe.isEmpty()) {
                continue;
            }
            StrictObject o = maybe.get();
            o.rejectUnknownFields(EDGE_FIELDS);
            Optional<PortRef> from = portRef(o, "from");
            Optional<PortRef> to = portRef(o, "to");
            if (from.isEmpty() || to.isEmpty()) {
                continue;
            }
            Edge edge = new Edge(from.get(), to.get());
            for (PortRef end : List.of(from.get(), to.get())) {
                if (!nodeIds.contains(end.nodeId())) {
                    currentNode = nodeIds.contains(to.get().nodeId()) ? to.get().nodeId() : null;
                    error(FILE_DANGLING_EDGE, o.pointer(), "wire " + shorten(edge) + " refers to node '"
                            + StrictObject.shorten(end.nodeId()) + "', which is not in the file; the wire is dropped");
                    edge = null;
                    break;
                }
            }
            if (edge == null) {
                continue;
            }
            if (!seen.add(edge)) {
                currentNode = edge.to().nodeId();
                diagnostics.add(new Diagnostic(Severity.WARNING, FILE_DUPLICATE_EDGE, currentNode, edge.to().port(),
                        "wire " + edge + " appears twice; the copy is dropped", file, o.pointer()));
                continue;
            }
            edges.add(edge);
        }
        currentNode = null;
        return edges;
    }

    private Optional<PortRef> portRef(StrictObject o, String field) {
        Optional<String> text = o.requiredString(field);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        String s = text.get();
        int dot = s.indexOf('.');
        if (dot <= 0 || dot == s.length() - 1 || !NodeIds.isValid(s.substring(0, dot))) {
            structure(o.pointerOf(field), "\"" + field + "\" must be \"node.port\", found \"" + StrictObject.shorten(s)
                    + "\"; the wire is dropped");
            return Optional.empty();
        }
        return Optional.of(PortRef.of(s.substring(0, dot), s.substring(dot + 1)));
    }

    /** Comment frames; a broken one is reported and skipped, a duplicate id is reported and dropped. */
    private List<Comment> comments(StrictObject top) {
        List<Comment> out = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        List<JsonNode> items = top.array("comments");
        for (int i = 0; i < items.size(); i++) {
            currentNode = null;
            Optional<StrictObject> maybe = StrictObject.of(items.get(i), "/comments/" + i, "a comment", this::structure);
            if (maybe.isEmpty()) {
                continue;
            }
            StrictObject o = maybe.get();
            o.rejectUnknownFields(COMMENT_FIELDS);
            Optional<String> id = o.requiredString("id");
            if (id.isEmpty()) {
                continue;
            }
            if (!NodeIds.isValid(id.get())) {
                error(FILE_STRUCTURE, o.pointerOf("id"), "comment id '" + StrictObject.shorten(id.get())
                        + "' is not valid (letters, digits, '_' and '-', starting with a letter or '_', at most 64); "
                        + "the comment is skipped");
                continue;
            }
            if (!taken.add(id.get())) {
                error(FILE_DUPLICATE_ID, o.pointerOf("id"), "comment id '" + id.get() + "' is used twice; the second "
                        + "comment is dropped, give it another id in a text editor to keep it");
                continue;
            }
            Optional<double[]> position = pair(o, "position", false);
            Optional<double[]> size = pair(o, "size", true);
            if (position.isEmpty() || size.isEmpty()) {
                continue;
            }
            String colour = null;
            if (o.has("colour")) {
                JsonNode raw = o.raw("colour");
                if (raw.isTextual() && Comment.isValidColour(raw.textValue())) {
                    colour = raw.textValue();
                } else {
                    structure(o.pointerOf("colour"), "\"colour\" must be a text \"#RRGGBB\", found "
                            + StrictObject.describe(raw) + "; the comment uses the default colour");
                }
            }
            out.add(new Comment(id.get(), o.string("text", ""), position.get()[0], position.get()[1], size.get()[0],
                    size.get()[1], colour));
        }
        return out;
    }

    /** A required [a, b] of finite numbers (both &gt; 0 when {@code positive}); else a diagnostic. */
    private Optional<double[]> pair(StrictObject o, String field, boolean positive) {
        JsonNode p = o.raw(field);
        if (p != null && p.isArray() && p.size() == 2 && p.get(0).isNumber() && p.get(1).isNumber()) {
            double a = p.get(0).doubleValue();
            double b = p.get(1).doubleValue();
            if (Double.isFinite(a) && Double.isFinite(b) && (!positive || (a > 0 && b > 0))) {
                return Optional.of(new double[] {a, b});
            }
        }
        structure(o.pointerOf(field), "\"" + field + "\" must be [" + (positive ? "width, height] with two finite "
                + "numbers greater than 0" : "x, y] with two finite numbers") + ", found " + StrictObject.describe(p)
                + "; the comment is skipped");
        return Optional.empty();
    }

    private List<ExposedParameter> exposed(StrictObject top) {
        List<ExposedParameter> out = new ArrayList<>();
        List<JsonNode> items = top.array("exposed");
        for (int i = 0; i < items.size(); i++) {
            StrictObject.of(items.get(i), "/exposed/" + i, "an exposed parameter", this::structure).ifPresent(o -> {
                o.rejectUnknownFields(EXPOSED_FIELDS);
                Optional<String> name = o.requiredString("name");
                Optional<String> node = o.requiredString("node");
                Optional<String> parameter = o.requiredString("parameter");
                if (name.isPresent() && node.isPresent() && parameter.isPresent()) {
                    out.add(new ExposedParameter(name.get(), node.get(), parameter.get()));
                }
            });
        }
        return out;
    }

    /**
     * Export profiles: a unique non-blank name and options from {@link ExportProfile#OPTIONS} with
     * text values. A bad option is reported and left out; a profile without a usable name is dropped.
     * These problems are warnings: what is left out is only a saved export's settings, so the graph still
     * exports, renders and runs its other profiles.
     */
    private List<ExportProfile> exports(StrictObject top) {
        List<ExportProfile> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        List<JsonNode> items = top.array("exports");
        for (int i = 0; i < items.size(); i++) {
            String at = "/exports/" + i;
            StrictObject.of(items.get(i), at, "an export profile", this::profileStructure).ifPresent(o -> {
                o.rejectUnknownFields(EXPORT_FIELDS);
                Optional<String> name = o.requiredString("name");
                if (name.isEmpty()) {
                    return;
                }
                if (name.get().isBlank()) {
                    warning(FILE_EXPORT_PROFILE, at + "/name", "an export profile needs a name; give it one or "
                            + "remove the profile");
                    return;
                }
                if (!names.add(name.get())) {
                    warning(FILE_EXPORT_PROFILE, at + "/name", "two export profiles are named '"
                            + StrictObject.shorten(name.get()) + "'; rename one (the later one is ignored)");
                    return;
                }
                Map<String, String> options = new LinkedHashMap<>();
                if (o.has("options")) {
                    StrictObject.of(o.raw("options"), at + "/options", "the profile's options", this::profileStructure)
                            .ifPresent(opts -> exportOptions(opts, o.raw("options"), name.get(), options));
                }
                out.add(new ExportProfile(name.get(), options));
            });
        }
        return out;
    }

    private void exportOptions(StrictObject opts, JsonNode raw, String profile, Map<String, String> into) {
        for (Map.Entry<String, JsonNode> field : raw.properties()) {
            String pointer = opts.pointerOf(field.getKey());
            if (!ExportProfile.OPTIONS.contains(field.getKey())) {
                warning(FILE_EXPORT_PROFILE, pointer, "export profile '" + StrictObject.shorten(profile)
                        + "' has an unknown option '" + StrictObject.shorten(field.getKey()) + "' (ignored); known "
                        + "options: " + String.join(", ", ExportProfile.OPTIONS));
            } else if (!field.getValue().isTextual()) {
                warning(FILE_EXPORT_PROFILE, pointer, "option '" + field.getKey() + "' of export profile '"
                        + StrictObject.shorten(profile) + "' must be text as on the command line, found "
                        + StrictObject.describe(field.getValue()) + " (ignored)");
            } else {
                into.put(field.getKey(), field.getValue().textValue());
            }
        }
    }

    /** Problems reported through {@link StrictObject}: unknown fields are warnings, the rest errors. */
    private void structure(String pointer, String message) {
        boolean unknownField = message.startsWith("unknown field");
        diagnostics.add(new Diagnostic(unknownField ? Severity.WARNING : Severity.ERROR,
                unknownField ? FILE_UNKNOWN_FIELD : FILE_STRUCTURE, currentNode, null, message, file, pointer));
    }

    /** {@link #structure} for the export profiles: every problem there is a warning (see {@link #exports}). */
    private void profileStructure(String pointer, String message) {
        boolean unknownField = message.startsWith("unknown field");
        diagnostics.add(new Diagnostic(Severity.WARNING, unknownField ? FILE_UNKNOWN_FIELD : FILE_STRUCTURE,
                currentNode, null, message, file, pointer));
    }

    private void error(String code, String pointer, String message) {
        diagnostics.add(new Diagnostic(Severity.ERROR, code, currentNode, null, message, file, pointer));
    }

    private void warning(String code, String pointer, String message) {
        diagnostics.add(new Diagnostic(Severity.WARNING, code, currentNode, null, message, file, pointer));
    }

    private static String shorten(Edge e) {
        return StrictObject.shorten(e.toString());
    }

    private static String locationOf(IOException e) {
        if (e instanceof com.fasterxml.jackson.core.JsonProcessingException j && j.getLocation() != null
                && j.getLocation().getLineNr() > 0) {
            return "line " + j.getLocation().getLineNr() + ", column " + j.getLocation().getColumnNr();
        }
        return "";
    }
}
