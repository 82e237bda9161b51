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
 * @param template true when the text is a per-instance template (uses {@code $FN}, see
 *                 docs/architecture.md)
 * @param fingerprint lower-case hex SHA-256 of the text (part of programs' structural hash)
 */
public record GlslSource(String name, String text, List<String> requires, boolean template, String fingerprint) {
    /** The directive that pulls in a shared helper file: {@code //! require <name>}. */
    public static final String REQUIRE = "//! require ";

    public GlslSource {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
        requires = List.copyOf(requires);
    }

    /** A source whose template flag and fingerprint are derived from the text. */
    public GlslSource(String name, String text, List<String> requires) {
        this(name, text, requires, text.contains("$FN"), sha256(text));
    }

    private static String sha256(String text) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java runtime", e);
        }
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
        return template;
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
