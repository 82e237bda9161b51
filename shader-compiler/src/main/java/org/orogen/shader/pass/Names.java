package org.orogen.shader.pass;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * GLSL identifiers of one program, allocated by {@link NamePass}. Every name is derived from node
 * ids, port and parameter names (never from counters over the whole graph), made unique
 * deterministically, and never contains a double underscore (reserved in GLSL).
 */
public final class Names {
    private final Set<String> taken = new HashSet<>(4096);
    private final Map<Key, String> assigned = new HashMap<>(4096);

    Names(Set<String> reserved) {
        taken.addAll(reserved);
    }

    /**
     * What a name is for: its kind ({@code out}, {@code u}, {@code region}, ...) and the node, port,
     * parameter or region it belongs to (unused parts null). Its text, e.g. {@code out:<node>:<port>},
     * names it in errors.
     */
    record Key(String kind, String of, String part, String suffix) {
        // Written out: the generated record methods were a visible share of short compiles.
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && kind.equals(k.kind) && of.equals(k.of) && Objects.equals(part, k.part)
                    && Objects.equals(suffix, k.suffix);
        }

        @Override
        public int hashCode() {
            int h = kind.hashCode();
            h = 31 * h + of.hashCode();
            h = 31 * h + Objects.hashCode(part);
            return 31 * h + Objects.hashCode(suffix);
        }

        @Override
        public String toString() {
            return kind + ":" + of + (part == null ? "" : ":" + part) + (suffix == null ? "" : ":" + suffix);
        }
    }

    static Key outputKey(String nodeId, String port) {
        return new Key("out", nodeId, port, null);
    }

    static Key instanceFunctionKey(String nodeId) {
        return new Key("fn", nodeId, null, null);
    }

    /** {@code key}: the region's {@link Region#key()}, the text of its source. */
    static Key regionKey(String key) {
        return new Key("region", key, null, null);
    }

    static Key uniformKey(String nodeId, String parameter, String suffix) {
        return new Key("u", nodeId, parameter, suffix);
    }

    static Key argumentKey(String name) {
        return new Key("arg", name, null, null);
    }

    static Key resultKey(String port) {
        return new Key("result", port, null, null);
    }

    static Key stageSamplerKey(String nodeId, String port) {
        return new Key("stage", nodeId, port, null);
    }

    static Key stageHaloKey(String nodeId, String port) {
        return new Key("stageHalo", nodeId, port, null);
    }

    /** Allocates a name for {@code key} close to {@code wanted}; the same key always gets the same name. */
    String allocate(Key key, String wanted) {
        String existing = assigned.get(key);
        if (existing != null) {
            return existing;
        }
        // Callers build names from a sanitized id and identifiers; only a doubled '_' can remain.
        String base = wanted.contains("__") ? sanitize(wanted) : wanted;
        String name = base;
        for (int i = 2; !taken.add(name); i++) {
            name = base + "_" + i;
        }
        assigned.put(key, name);
        return name;
    }

    private String lookup(Key key) {
        String name = assigned.get(key);
        if (name == null) {
            throw new IllegalStateException("compiler bug: no name allocated for " + key);
        }
        return name;
    }

    /** The variable holding an output port of a node. */
    public String output(String nodeId, String port) {
        return lookup(outputKey(nodeId, port));
    }

    /** The per-instance function of a node with sampled inputs (its template's {@code $FN}). */
    public String instanceFunction(String nodeId) {
        return lookup(instanceFunctionKey(nodeId));
    }

    /** The function returning a region's field at a position. */
    public String regionFunction(Region region) {
        return lookup(regionKey(region.key()));
    }

    /** The function for the sampled source {@code source} (the region it starts). */
    public String regionFunction(InputSource source) {
        return lookup(regionKey(String.valueOf(source)));
    }

    /** The uniform for one GLSL argument of a parameter ({@code suffix} "" or e.g. "count", "rect"). */
    public String uniform(String nodeId, String parameter, String suffix) {
        return lookup(uniformKey(nodeId, parameter, suffix));
    }

    /** Inside a subgraph's function: the parameter holding its argument {@code name}. */
    public String argument(String name) {
        return lookup(argumentKey(name));
    }

    /** Inside a subgraph's function: the {@code out} parameter of its result {@code port}. */
    public String result(String port) {
        return lookup(resultKey(port));
    }

    /** The sampler of a field baked by an earlier pass-plan stage. */
    public String stageSampler(String nodeId, String port) {
        return lookup(stageSamplerKey(nodeId, port));
    }

    /** The {@code vec2} uniform holding the halo (texels) of that stage's texture. */
    public String stageHalo(String nodeId, String port) {
        return lookup(stageHaloKey(nodeId, port));
    }

    /** Letters, digits and single underscores; never empty. */
    static String sanitize(String s) {
        if (isSanitized(s)) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean keep = c < 128 && Character.isLetterOrDigit(c);
            if (keep) {
                b.append(c);
            } else if (b.isEmpty() || b.charAt(b.length() - 1) != '_') {
                b.append('_');
            }
        }
        if (!b.isEmpty() && b.charAt(b.length() - 1) == '_') {
            b.setLength(b.length() - 1);
        }
        return b.isEmpty() ? "x" : b.toString();
    }

    /** True when {@link #sanitize} would return {@code s} unchanged (the usual id), so it need not be rebuilt. */
    private static boolean isSanitized(String s) {
        if (s.isEmpty() || s.charAt(s.length() - 1) == '_') {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean kept = c < 128 && Character.isLetterOrDigit(c);
            if (!kept && (c != '_' || i > 0 && s.charAt(i - 1) == '_')) {
                return false;
            }
        }
        return true;
    }
}
