package org.orogen.shader.library;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A piece of GLSL from the node library: a node type's function (or function template) or a
 * shared helper file, with the helper files it pulls in through {@code //! require <name>} lines.
 *
 * @param name     the node type id ({@code combine.add}) or the helper name ({@code hash})
 * @param text     the file's text, with a trailing newline
 * @param requires helper names from the file's {@code //! require} lines, in file order
 */
public record GlslSource(String name, String text, List<String> requires) {
    /** The directive that pulls in a shared helper file: {@code //! require <name>}. */
    public static final String REQUIRE = "//! require ";

    public GlslSource {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
        requires = List.copyOf(requires);
    }

    /** Parses the {@code //! require} lines anywhere in the text (conventionally the first lines). */
    public static GlslSource parse(String name, String text) {
        String normalized = text.replace("\r\n", "\n");
        if (!normalized.endsWith("\n")) {
            normalized += "\n";
        }
        List<String> requires = new ArrayList<>();
        for (String line : normalized.split("\n")) {
            String trimmed = line.strip();
            if (trimmed.startsWith(REQUIRE)) {
                String lib = trimmed.substring(REQUIRE.length()).strip();
                if (!lib.isEmpty() && !requires.contains(lib)) {
                    requires.add(lib);
                }
            }
        }
        return new GlslSource(name, normalized, requires);
    }

    /** True when the text is a per-instance template (uses {@code $FN}, see docs/architecture.md). */
    public boolean isTemplate() {
        return text.contains("$FN");
    }

    /** Number of lines (the text ends with a newline). */
    public int lineCount() {
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }
}
