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
        String normalized = toAscii(text.replace("\r\n", "\n"));
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

    /**
     * GLSL's character set is ASCII; some drivers reject anything else even inside comments, so
     * the few typographic characters library comments use are spelled out and any other non-ASCII
     * character becomes '?'.
     */
    static String toAscii(String text) {
        boolean ascii = true;
        for (int i = 0; i < text.length() && ascii; i++) {
            ascii = text.charAt(i) < 128;
        }
        if (ascii) {
            return text;
        }
        StringBuilder b = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\u00a7' -> b.append("section ");
                case '\u00b7', '\u00d7' -> b.append('*');
                case '\u2014', '\u2013', '\u2212' -> b.append('-');
                case '\u2264' -> b.append("<=");
                case '\u2265' -> b.append(">=");
                case '\u2248' -> b.append("~");
                case '\u221a' -> b.append("sqrt");
                case '\u00b1' -> b.append("+-");
                case '\u2202' -> b.append('d');
                case '\u2207' -> b.append("grad");
                default -> b.append(c < 128 ? c : '?');
            }
        }
        return b.toString();
    }

    /** True when the text is a per-instance template (uses {@code $FN}, see docs/architecture.md). */
    public boolean isTemplate() {
        return template;
    }

    /** Number of lines (the text ends with a newline). */
    public int lineCount() {
        return countLines(text);
    }

    /** Number of '\n' in a text. */
    public static int countLines(String text) {
        int n = 0;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            n++;
        }
        return n;
    }
}
