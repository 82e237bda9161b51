package org.orogen.shader;

import java.util.Objects;

/**
 * A problem found while compiling, attached to the node (and port) it concerns so the editor can
 * show it there. The message says what is wrong and what to do.
 *
 * @param severity ERROR: the program does not compute what the graph says (the affected value
 *                 is replaced by 0); WARNING: it does, but something deserves attention
 * @param nodeId   the top-level node the problem shows on, or empty for the whole graph
 * @param port     the port or parameter concerned, or empty
 * @param code     a stable machine-readable code, e.g. {@code unknown-type}
 * @param message  the explanation for the artist
 */
public record CompileDiagnostic(Severity severity, String nodeId, String port, String code, String message) {
    /** How bad a problem is. */
    public enum Severity { WARNING, ERROR }

    public CompileDiagnostic {
        Objects.requireNonNull(severity, "severity");
        nodeId = Objects.requireNonNullElse(nodeId, "");
        port = Objects.requireNonNullElse(port, "");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
    }

    public static CompileDiagnostic error(String nodeId, String port, String code, String message) {
        return new CompileDiagnostic(Severity.ERROR, nodeId, port, code, message);
    }

    public static CompileDiagnostic warning(String nodeId, String port, String code, String message) {
        return new CompileDiagnostic(Severity.WARNING, nodeId, port, code, message);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    @Override
    public String toString() {
        return severity + (nodeId.isEmpty() ? "" : " [" + nodeId + (port.isEmpty() ? "" : "." + port) + "]")
                + " " + code + ": " + message;
    }
}
