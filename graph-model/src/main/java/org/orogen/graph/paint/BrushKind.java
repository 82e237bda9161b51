package org.orogen.graph.paint;

import java.util.Locale;
import java.util.Optional;

/** What a stroke does to the height under it (docs/algorithms.md, "Paint layers"). */
public enum BrushKind {
    /** {@code h += strength·F}: strength in metres, negative lowers. */
    RAISE,
    /** {@code h += strength·F·source}: stamps the layer's {@code source} input; negative pulls. */
    PROCEDURAL,
    /** {@code h += strength·F·(blur(input) − input)}: 0..1 smooths, negative adds contrast. */
    SMOOTH,
    /** {@code h = mix(h, levelHeight, clamp(strength, 0, 1)·F)}: levels to the stroke's start height. */
    LEVEL;

    /** Lower-case name used in graph files ({@code "raise"}). */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #jsonName()}; empty for anything else. */
    public static Optional<BrushKind> fromJsonName(String s) {
        for (BrushKind k : values()) {
            if (k.jsonName().equals(s)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
