package org.orogen.graph.io;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orogen.graph.validation.Diagnostic;

/**
 * What reading a file gave: the value when the file could be read at all (possibly with
 * recoverable problems), and every problem found. Reading never throws for bad content.
 *
 * @param value       empty when the file could not be read (syntax error, wrong format, newer
 *                    version...); the diagnostics say why
 * @param diagnostics every problem, each naming the file and the location
 * @param nodeLocations node id to the JSON pointer of its object in the file
 */
public record ReadResult<T>(Optional<T> value, List<Diagnostic> diagnostics, Map<String, String> nodeLocations) {
    public ReadResult {
        diagnostics = List.copyOf(diagnostics);
        nodeLocations = Map.copyOf(nodeLocations);
    }

    public ReadResult(Optional<T> value, List<Diagnostic> diagnostics) {
        this(value, diagnostics, Map.of());
    }

    /** The JSON pointer of a node in the file ({@code /nodes/3}), to locate later diagnostics. */
    public Optional<String> locationOf(String nodeId) {
        return Optional.ofNullable(nodeLocations.get(nodeId));
    }

    /** True when any diagnostic is an error. */
    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    /** The value; throws {@link IllegalStateException} listing the diagnostics when there is none. */
    public T orElseThrow() {
        return value.orElseThrow(() -> new IllegalStateException("could not read: " + diagnostics));
    }
}
