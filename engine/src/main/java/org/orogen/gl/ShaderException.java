package org.orogen.gl;

import java.util.List;

/**
 * A shader stage did not compile or the program did not link. Carries the stage, the driver's full
 * info log and its entries parsed into (line, severity, message), so callers can map lines back to
 * graph nodes through the compiler's source map.
 */
public final class ShaderException extends RuntimeException {

    private final ShaderStage stage;
    private final String infoLog;
    private final transient List<ShaderLogEntry> entries;

    public ShaderException(ShaderStage stage, String infoLog) {
        super(stage.label() + (stage == ShaderStage.LINK ? " failed" : " failed to compile") + ":\n"
                + (infoLog == null || infoLog.isBlank() ? "(the driver gave no info log)" : infoLog.strip()));
        this.stage = stage;
        this.infoLog = infoLog == null ? "" : infoLog;
        this.entries = List.copyOf(ShaderLogParser.parse(infoLog));
    }

    public ShaderStage stage() {
        return stage;
    }

    /** The driver's log, verbatim. */
    public String infoLog() {
        return infoLog;
    }

    /** The log's lines parsed; entries without a source line have line -1. */
    public List<ShaderLogEntry> entries() {
        return entries;
    }
}
