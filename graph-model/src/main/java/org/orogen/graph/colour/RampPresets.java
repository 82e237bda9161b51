package org.orogen.graph.colour;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.orogen.graph.ParameterValue.RampValue;

/**
 * Ramps that look like real ground, for a gradient map over a height or mask (position 0 = low,
 * 1 = high). Colours are sRGB as a photo of the ground shows them (albedo, so darker than one
 * expects: dry grass reflects about 20 %, fresh snow about 80 %). Listed in docs/colour.md.
 */
public final class RampPresets {
    private static final Map<String, RampValue> PRESETS = new LinkedHashMap<>();

    static {
        add("grass", "#2f3d1c", "#3f5424", "#56692f", "#7a7a45");
        add("rock", "#3b3631", "#5a534b", "#716a60", "#8f8a83");
        add("sand", "#8c7653", "#ab9169", "#c2a77a", "#d8c29a");
        add("snow", "#8f969e", "#c5ccd4", "#e4e8ed", "#f7f9fb");
        add("desert", "#6e4a2e", "#94653b", "#b8854f", "#d0a877");
    }

    private RampPresets() {
    }

    private static void add(String name, String... colours) {
        List<RampStop> stops = new java.util.ArrayList<>();
        for (int i = 0; i < colours.length; i++) {
            stops.add(RampStop.of(i / (colours.length - 1.0), colours[i]));
        }
        PRESETS.put(name, new RampValue(RampInterpolation.LINEAR, stops));
    }

    /** Preset names in display order. */
    public static List<String> names() {
        return List.copyOf(PRESETS.keySet());
    }

    /** The preset called {@code name}. */
    public static Optional<RampValue> named(String name) {
        return Optional.ofNullable(PRESETS.get(name));
    }
}
