package org.orogen.graph.validation;

import java.util.Objects;

/**
 * One problem found in a graph, a file or a node definition. Diagnostics are collected, never
 * thrown: readers and the validator report everything they find.
 *
 * @param severity how bad it is
 * @param code     stable machine-readable code (see {@link DiagnosticCodes}), for tests and filters
 * @param nodeId   the node it is about, or null
 * @param port     the port or parameter it is about, or null
 * @param message  what is wrong and what to do about it
 * @param file     the file it was found in, or null for an in-memory graph
 * @param location where in the file: a JSON pointer ({@code /nodes/3/parameters/scale}) or
 *                 {@code line L, column C} for syntax errors; null when not from a file
 */
public record Diagnostic(Severity severity, String code, String nodeId, String port, String message, String file,
                         String location) {

    public Diagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
    }

    public static Diagnostic error(String code, String nodeId, String port, String message) {
        return new Diagnostic(Severity.ERROR, code, nodeId, port, message, null, null);
    }

    public static Diagnostic warning(String code, String nodeId, String port, String message) {
        return new Diagnostic(Severity.WARNING, code, nodeId, port, message, null, null);
    }

    public static Diagnostic info(String code, String nodeId, String port, String message) {
        return new Diagnostic(Severity.INFO, code, nodeId, port, message, null, null);
    }

    /** The same diagnostic, located in a file. */
    public Diagnostic in(String newFile, String newLocation) {
        return new Diagnostic(severity, code, nodeId, port, message, newFile, newLocation);
    }

    /** The same diagnostic, attached to a node (keeps the port). */
    public Diagnostic onNode(String newNodeId) {
        return new Diagnostic(severity, code, newNodeId, port, message, file, location);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** {@code file at location: [node n, port p] SEVERITY code: message}, for logs and the CLI. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (file != null) {
            sb.append(file);
            if (location != null) {
                sb.append(" at ").append(location.isEmpty() ? "/" : location);
            }
            sb.append(": ");
        }
        sb.append(severity).append(' ').append(code);
        if (nodeId != null) {
            sb.append(" (node '").append(nodeId).append('\'');
            if (port != null) {
                sb.append(", '").append(port).append('\'');
            }
            sb.append(')');
        }
        return sb.append(": ").append(message).toString();
    }
}
