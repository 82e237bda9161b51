package org.orogen.graph.validation;

/** How bad a {@link Diagnostic} is. */
public enum Severity {
    /** Worth knowing; nothing is wrong with the result. */
    INFO,
    /** The graph works but something was ignored or may not be what the artist meant. */
    WARNING,
    /** The graph (or this node) cannot be compiled until it is fixed. */
    ERROR
}
