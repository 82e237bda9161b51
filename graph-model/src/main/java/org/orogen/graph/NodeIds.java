package org.orogen.graph;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rules for node ids: stable across save, load and edits (undo, subgraph overrides and the
 * compiler's uniform names key on them), made of letters, digits, '_' and '-', starting with a
 * letter or '_', at most 64 characters. No dot, so {@code "node.port"} is unambiguous.
 */
public final class NodeIds {
    private static final Pattern VALID = Pattern.compile("[A-Za-z_][A-Za-z0-9_-]{0,63}");

    private NodeIds() {
    }

    public static boolean isValid(String id) {
        return id != null && VALID.matcher(id).matches();
    }

    /**
     * A fresh id not in {@code taken}: {@code base} itself when free, else {@code base_2},
     * {@code base_3}... {@code base} is reduced to valid characters first.
     */
    public static String fresh(String base, Set<String> taken) {
        String clean = base == null ? "" : base.replaceAll("[^A-Za-z0-9_-]", "_");
        if (clean.isEmpty() || !Character.isLetter(clean.charAt(0)) && clean.charAt(0) != '_') {
            clean = "n_" + clean;
        }
        if (clean.length() > 48) {
            clean = clean.substring(0, 48);
        }
        if (!taken.contains(clean)) {
            return clean;
        }
        for (int i = 2; ; i++) {
            String candidate = clean + "_" + i;
            if (!taken.contains(candidate)) {
                return candidate;
            }
        }
    }

    /** A fresh id derived from a node type id: {@code noise.gradient} gives {@code gradient}, {@code gradient_2}... */
    public static String freshForType(String typeId, Set<String> taken) {
        String base = typeId == null ? "node" : typeId.substring(typeId.lastIndexOf('.') + 1);
        return fresh(base, taken);
    }
}
