package org.orogen.bake;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Named export sizes engines recommend: Unreal landscape sizes (whole numbers of components,
 * hence the odd values) and Unity terrains (2^n + 1).
 *
 * @param name   what {@code --preset} accepts, e.g. {@code unreal-1009}
 * @param side   pixels per side (square)
 * @param engine who recommends it
 */
public record SizePreset(String name, int side, String engine) {

    private static final int[] UNREAL = {127, 253, 505, 1009, 2017, 4033, 8129};
    private static final int[] UNITY = {33, 65, 129, 257, 513, 1025, 2049, 4097};

    /** Every preset, Unreal first, smallest first. */
    public static List<SizePreset> all() {
        List<SizePreset> all = new ArrayList<>();
        for (int side : UNREAL) {
            all.add(new SizePreset("unreal-" + side, side, "Unreal Engine landscape"));
        }
        for (int side : UNITY) {
            all.add(new SizePreset("unity-" + side, side, "Unity terrain (2^n + 1)"));
        }
        return all;
    }

    /**
     * The preset called {@code name} (case-insensitive).
     *
     * @throws IllegalArgumentException listing the known names
     */
    public static SizePreset named(String name) {
        String key = name.toLowerCase(Locale.ROOT).trim();
        for (SizePreset preset : all()) {
            if (preset.name.equals(key)) {
                return preset;
            }
        }
        throw new IllegalArgumentException("Unknown size preset '" + name + "'. Known presets: "
                + String.join(", ", all().stream().map(SizePreset::name).toList()));
    }
}
