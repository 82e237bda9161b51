package org.orogen.shader;

/**
 * Limits a compile checks before any GPU work (docs/graph-format.md, "Subgraphs"): the library
 * nodes the program evaluates, subgraph uses counted expanded (what the driver compiles after it
 * inlines every function), and the generated source's length. A subgraph use that takes the node
 * count over {@link #maxNodes()} is an error on its node and reads 0; a source longer than
 * {@link #maxSourceChars()} is an error and the program is replaced by one that writes 0.
 *
 * @param maxNodes       most library nodes evaluated per pixel
 * @param maxSourceChars most characters of generated GLSL
 */
public record CompileBudget(long maxNodes, long maxSourceChars) {
    /** Default node limit: far above every sample, far below what stalls a driver's compile. */
    public static final long DEFAULT_MAX_NODES = 20_000;
    /** Default source limit, characters (4 MB). */
    public static final long DEFAULT_MAX_SOURCE_CHARS = 4_000_000;
    /** System property raising (or lowering) the node limit for every compile of the process. */
    public static final String MAX_NODES_PROPERTY = "orogen.maxNodes";
    /** System property for the source limit, characters. */
    public static final String MAX_SOURCE_PROPERTY = "orogen.maxSourceChars";

    public CompileBudget {
        if (maxNodes < 1 || maxSourceChars < 1) {
            throw new IllegalArgumentException("compile budget limits must be at least 1, got " + maxNodes
                    + " nodes and " + maxSourceChars + " characters");
        }
    }

    /** The limits in effect: the system properties when set, else the defaults. */
    public static CompileBudget standard() {
        return new CompileBudget(property(MAX_NODES_PROPERTY, DEFAULT_MAX_NODES),
                property(MAX_SOURCE_PROPERTY, DEFAULT_MAX_SOURCE_CHARS));
    }

    public CompileBudget withMaxNodes(long nodes) {
        return new CompileBudget(nodes, maxSourceChars);
    }

    public CompileBudget withMaxSourceChars(long chars) {
        return new CompileBudget(maxNodes, chars);
    }

    private static long property(String name, long fallback) {
        String v = System.getProperty(name);
        if (v == null || v.isBlank()) {
            return fallback;
        }
        try {
            long n = Long.parseLong(v.strip().replace("_", ""));
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("system property " + name + " must be a whole number >= 1, got '" + v
                + "'; fix or remove it");
    }
}
