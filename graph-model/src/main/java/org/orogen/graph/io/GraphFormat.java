package org.orogen.graph.io;

/** Constants of the {@code .graph} file format (see {@code docs/graph-format.md}). */
public final class GraphFormat {
    /** Value of the {@code "format"} field of a graph file. */
    public static final String FORMAT = "orogen.graph";
    /** Value of the {@code "format"} field of a clipboard fragment. */
    public static final String FRAGMENT_FORMAT = "orogen.graph-fragment";
    /** The version this code writes; older versions are migrated on reading, newer ones refused. */
    public static final int CURRENT_VERSION = 1;
    /** File name extension, with the dot. */
    public static final String EXTENSION = ".graph";

    private GraphFormat() {
    }
}
