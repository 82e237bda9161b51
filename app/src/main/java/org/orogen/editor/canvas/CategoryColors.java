package org.orogen.editor.canvas;

import java.util.Locale;
import java.util.Map;
import javafx.scene.paint.Color;

/**
 * Title-bar colour per node category. Known categories get hand-picked, distinguishable
 * colours (like Blender's node header colours); a category added later to the node library
 * gets a stable colour derived from its name instead of a grey.
 */
public final class CategoryColors {
    private static final Map<String, Color> KNOWN = Map.ofEntries(
            Map.entry("input", Color.web("#4f6d7a")),
            Map.entry("noise", Color.web("#3d6bb3")),
            Map.entry("fractal", Color.web("#2f5f9e")),
            Map.entry("scape", Color.web("#5a4fb0")),
            Map.entry("shape", Color.web("#3f7f5f")),
            Map.entry("warp", Color.web("#8a5cc2")),
            Map.entry("combine", Color.web("#2f8f83")),
            Map.entry("math", Color.web("#5a6b7d")),
            Map.entry("erosion", Color.web("#a8673a")),
            Map.entry("filter", Color.web("#6d8a3a")),
            Map.entry("mask", Color.web("#b0477a")),
            Map.entry("output", Color.web("#b33d3d")),
            Map.entry("graph", Color.web("#8a7a2f")));

    private CategoryColors() {
    }

    public static Color of(String category) {
        String key = category == null ? "" : category.toLowerCase(Locale.ROOT);
        Color known = KNOWN.get(key);
        if (known != null) return known;
        double hue = Math.floorMod(key.hashCode(), 360);
        return Color.hsb(hue, 0.45, 0.62);
    }
}
