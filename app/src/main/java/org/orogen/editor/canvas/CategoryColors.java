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
    private static final Map<String, Color> KNOWN = Map.of(
            "noise", Color.web("#3d6bb3"),
            "warp", Color.web("#8a5cc2"),
            "combine", Color.web("#2f8f83"),
            "math", Color.web("#5a6b7d"),
            "erosion", Color.web("#a8673a"),
            "filter", Color.web("#6d8a3a"),
            "mask", Color.web("#b0477a"),
            "output", Color.web("#b33d3d"),
            "graph", Color.web("#8a7a2f"));

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
