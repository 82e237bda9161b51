package org.orogen.preview;

import org.orogen.shader.CompileDiagnostic;

import java.util.List;

/**
 * The driver rejected a graph's program. {@link #diagnostics()} name the nodes whose generated
 * lines the driver complained about, so the editor can mark them; the preview keeps its last
 * good frame.
 */
public final class PreviewShaderException extends RuntimeException {

    private final transient List<CompileDiagnostic> diagnostics;

    public PreviewShaderException(String message, List<CompileDiagnostic> diagnostics, Throwable cause) {
        super(message, cause);
        this.diagnostics = List.copyOf(diagnostics);
    }

    public List<CompileDiagnostic> diagnostics() {
        return diagnostics;
    }
}
