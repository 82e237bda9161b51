package org.orogen.graph.io;

/** Receives problems found while reading a JSON tree, with the JSON pointer of the offending value. */
@FunctionalInterface
public interface JsonProblems {
    /**
     * @param pointer JSON pointer (RFC 6901) of the value, e.g. {@code /nodes/3/parameters/scale}
     * @param message what is wrong and what to do
     */
    void report(String pointer, String message);
}
