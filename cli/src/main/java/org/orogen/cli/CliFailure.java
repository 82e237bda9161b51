package org.orogen.cli;

import java.util.List;
import org.orogen.graph.validation.Diagnostic;

/**
 * A command cannot go on: carries the exit code and a message that says what is wrong and what
 * to do. Commands print the message on stderr and exit with the code; no stack trace.
 */
public final class CliFailure extends Exception {

    private static final long serialVersionUID = 1L;

    private final int exitCode;
    private final transient List<Diagnostic> diagnostics;

    public CliFailure(int exitCode, String message) {
        this(exitCode, message, List.of());
    }

    /** A failure explained by graph diagnostics, which commands print before the message. */
    public CliFailure(int exitCode, String message, List<Diagnostic> diagnostics) {
        super(message);
        this.exitCode = exitCode;
        this.diagnostics = List.copyOf(diagnostics);
    }

    public CliFailure(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
        this.diagnostics = List.of();
    }

    /** Diagnostics explaining the failure (may be empty). */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** One of {@link ExitCodes}. */
    public int exitCode() {
        return exitCode;
    }
}
