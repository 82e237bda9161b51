package org.orogen.shader;

import java.util.Objects;

/**
 * One message of a GLSL compiler or linker, as parsed from its info log by the runtime.
 *
 * @param line    1-based line in the fragment source, or 0 when the message names no line
 * @param message the driver's text
 */
public record DriverMessage(int line, String message) {
    public DriverMessage {
        Objects.requireNonNull(message, "message");
    }
}
