package org.orogen.graph.rules;

import java.util.Objects;
import java.util.Optional;
import org.orogen.graph.Edge;
import org.orogen.graph.catalog.PortConversion;

/**
 * The answer of {@link ConnectionRule}: allowed (possibly replacing the edge that already feeds
 * the input, possibly with a conversion) or refused with a problem and a message an editor can
 * show as is.
 *
 * @param problem    null when allowed
 * @param message    when refused: why, and what to do; when allowed: empty
 * @param replaces   when allowed: the existing edge into the target input that connecting removes
 * @param conversion when allowed: what the compiler emits between the two ports
 */
public record ConnectionCheck(ConnectionProblem problem, String message, Optional<Edge> replaces,
                              PortConversion conversion) {

    public ConnectionCheck {
        message = Objects.requireNonNullElse(message, "");
        replaces = Objects.requireNonNullElse(replaces, Optional.empty());
    }

    static ConnectionCheck allowed(Optional<Edge> replaces, PortConversion conversion) {
        return new ConnectionCheck(null, "", replaces, conversion);
    }

    static ConnectionCheck refused(ConnectionProblem problem, String message) {
        return new ConnectionCheck(problem, message, Optional.empty(), null);
    }

    public boolean allowed() {
        return problem == null;
    }

    /** The problem, when refused. */
    public Optional<ConnectionProblem> problemIfAny() {
        return Optional.ofNullable(problem);
    }
}
