package org.orogen.gl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses shader info logs into {@link ShaderLogEntry} values. Drivers disagree on the format:
 * <ul>
 *   <li>Mesa: {@code 0:12(5): error: message}</li>
 *   <li>NVIDIA: {@code 0(12) : error C1008: message}</li>
 *   <li>AMD, Intel on Windows, Apple: {@code ERROR: 0:12: message}</li>
 * </ul>
 * Lines in none of these forms are kept with line -1, so nothing in the log is lost.
 */
public final class ShaderLogParser {

    private static final Pattern MESA =
            Pattern.compile("^\\d+:(\\d+)\\(\\d+\\):\\s*(error|warning|info)\\s*:?\\s*(.*)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern NVIDIA =
            Pattern.compile("^\\d+\\((\\d+)\\)\\s*:\\s*(error|warning|info)\\s*(?:[A-Z]\\d+)?\\s*:?\\s*(.*)$",
                    Pattern.CASE_INSENSITIVE);
    private static final Pattern PREFIXED =
            Pattern.compile("^(ERROR|WARNING|INFO):\\s*\\d+:(\\d+):\\s*(.*)$", Pattern.CASE_INSENSITIVE);

    private ShaderLogParser() {
    }

    /** Every non-blank line of {@code log} as an entry, in order. */
    public static List<ShaderLogEntry> parse(String log) {
        List<ShaderLogEntry> entries = new ArrayList<>();
        if (log == null) {
            return entries;
        }
        for (String raw : log.split("\\R")) {
            String line = raw.strip();
            if (line.isEmpty()) {
                continue;
            }
            entries.add(parseLine(line));
        }
        return entries;
    }

    private static ShaderLogEntry parseLine(String line) {
        Matcher m = MESA.matcher(line);
        if (m.matches()) {
            return entry(m.group(1), m.group(2), m.group(3));
        }
        m = NVIDIA.matcher(line);
        if (m.matches()) {
            return entry(m.group(1), m.group(2), m.group(3));
        }
        m = PREFIXED.matcher(line);
        if (m.matches()) {
            return entry(m.group(2), m.group(1), m.group(3));
        }
        String severity = line.toLowerCase(Locale.ROOT).contains("warning") ? "warning" : "error";
        return new ShaderLogEntry(-1, severity, line);
    }

    private static ShaderLogEntry entry(String line, String severity, String message) {
        return new ShaderLogEntry(Integer.parseInt(line), severity.toLowerCase(Locale.ROOT), message.strip());
    }
}
