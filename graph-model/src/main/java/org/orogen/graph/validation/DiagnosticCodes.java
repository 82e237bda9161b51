package org.orogen.graph.validation;

/** The codes of the diagnostics this module produces. Codes are stable; messages may change. */
public final class DiagnosticCodes {
    // Files
    public static final String FILE_UNREADABLE = "file.unreadable";
    public static final String FILE_SYNTAX = "file.syntax";
    public static final String FILE_FORMAT = "file.format";
    public static final String FILE_NEWER_VERSION = "file.newer-version";
    public static final String FILE_VERSION = "file.version";
    public static final String FILE_STRUCTURE = "file.structure";
    public static final String FILE_UNKNOWN_FIELD = "file.unknown-field";
    public static final String FILE_DUPLICATE_ID = "file.duplicate-id";
    public static final String FILE_DANGLING_EDGE = "file.dangling-edge";
    public static final String FILE_DUPLICATE_EDGE = "file.duplicate-edge";
    public static final String FILE_MIGRATED = "file.migrated";
    /** An export profile is malformed: duplicate or blank name, unknown option, a value that is not text. */
    public static final String FILE_EXPORT_PROFILE = "file.export-profile";

    // Nodes and parameters
    public static final String NODE_UNKNOWN_TYPE = "node.unknown-type";
    public static final String NODE_INVALID_ID = "node.invalid-id";
    public static final String PARAMETER_UNKNOWN = "parameter.unknown";
    public static final String PARAMETER_INVALID = "parameter.invalid";
    /** A paint layer's stroke that is skipped at replay (non-finite numbers, bad radii, too many points) or clamped. */
    public static final String PARAMETER_STROKE = "parameter.stroke";
    public static final String INPUT_REQUIRED = "input.required";

    // Edges
    public static final String EDGE_UNKNOWN_NODE = "edge.unknown-node";
    public static final String EDGE_UNKNOWN_PORT = "edge.unknown-port";
    public static final String EDGE_TYPE_MISMATCH = "edge.type-mismatch";
    public static final String EDGE_SAME_NODE = "edge.same-node";
    public static final String INPUT_MULTIPLE_EDGES = "input.multiple-edges";
    public static final String GRAPH_CYCLE = "graph.cycle";

    // Outputs and graph-level data
    public static final String OUTPUT_HEIGHT_MISSING = "output.height-missing";
    public static final String OUTPUT_HEIGHT_MULTIPLE = "output.height-multiple";
    public static final String OUTPUT_MASK_NAME = "output.mask-name";
    public static final String OUTPUT_COLOUR_MULTIPLE = "output.colour-multiple";
    public static final String OUTPUT_MASK_DUPLICATE = "output.mask-duplicate";
    public static final String GRAPH_EXTENT = "graph.extent";
    public static final String GRAPH_SEED = "graph.seed";
    public static final String EXPOSED_INVALID = "exposed.invalid";
    public static final String GRAPH_INPUT_NAME = "graph-input.name";

    // Subgraphs
    public static final String SUBGRAPH_MISSING_FILE = "subgraph.missing-file";
    public static final String SUBGRAPH_UNREADABLE = "subgraph.unreadable";
    public static final String SUBGRAPH_RECURSION = "subgraph.recursion";
    public static final String SUBGRAPH_NO_PATH = "subgraph.no-path";
    public static final String SUBGRAPH_UNKNOWN_OVERRIDE = "subgraph.unknown-override";
    public static final String SUBGRAPH_INVALID_OVERRIDE = "subgraph.invalid-override";
    public static final String SUBGRAPH_INVALID = "subgraph.invalid";

    // Files
    /** A subgraph or image path that leaves the folder tree of the graph's file (a warning). */
    public static final String PATH_OUTSIDE_FOLDER = "path.outside-folder";

    private DiagnosticCodes() {
    }
}
