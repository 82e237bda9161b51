package org.orogen.gl;

import java.util.List;
import org.orogen.shader.CompileDiagnostic;

/**
 * The driver rejected a graph's program. {@link #diagnostics()} name the nodes whose generated
 * lines the driver complained about (through the compiler's source map), so callers can mark them;
 * the message is the driver's first line, for logs and the command line.
 */
public final class FieldProgramException extends RuntimeException {

    private final transient List<CompileDiagnostic> diagnostics;

    public FieldProgramException(String message, List<CompileDiagnostic> diagnostics, Throwable cause) {
        super(message, cause);
        this.diagnostics = List.copyOf(diagnostics);
    }

    /** Errors on the nodes (or the graph, for lines no node owns). */
    public List<CompileDiagnostic> diagnostics() {
        return diagnostics;
    }
}
