package org.orogen.gl;

/**
 * One diagnostic from a driver's shader info log.
 *
 * @param line     1-based line in the shader source, or -1 when the driver named none (the whole log
 *                 line is then in {@code message})
 * @param severity "error", "warning" or "info" as the driver called it, lower case
 * @param message  the text after the location, e.g. "'foo' : undeclared identifier"
 */
public record ShaderLogEntry(int line, String severity, String message) {

    /** True when the driver reported a source line, so the entry can be mapped to a node. */
    public boolean hasLine() {
        return line > 0;
    }
}
