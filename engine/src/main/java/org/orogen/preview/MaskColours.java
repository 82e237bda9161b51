package org.orogen.preview;

import java.util.List;
import java.util.Locale;

/**
 * Colours the 3D view tints mask outputs with. A mask's name picks a natural colour when it says
 * what the mask is (snow, rock, grass, sand, water...), so a graph's masks look like the
 * landscape they describe; other masks get distinct colours in order.
 */
public final class MaskColours {

    /** The 3D view tints with at most this many masks (texture units 1..4). */
    public static final int MAX_TINTED = 4;

    private static final float[][] FALLBACK = {
            {0.45f, 0.14f, 0.03f}, {0.03f, 0.25f, 0.25f}, {0.30f, 0.06f, 0.25f}, {0.50f, 0.40f, 0.05f}};

    private MaskColours() {
    }

    /** Linear RGB albedo (before gamma, so darker than it looks) of the mask called {@code name}; {@code index} picks the fallback colour. */
    public static float[] colourOf(String name, int index) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.contains("snow") || n.contains("ice")) return new float[] {0.80f, 0.83f, 0.88f};
        if (n.contains("rock") || n.contains("cliff") || n.contains("steep") || n.contains("slope")) {
            return new float[] {0.14f, 0.13f, 0.12f};
        }
        if (n.contains("grass") || n.contains("forest") || n.contains("veget") || n.contains("tree")) {
            return new float[] {0.05f, 0.11f, 0.025f};
        }
        if (n.contains("sand") || n.contains("beach") || n.contains("desert")) return new float[] {0.45f, 0.37f, 0.22f};
        if (n.contains("water") || n.contains("river") || n.contains("flow") || n.contains("wet")) {
            return new float[] {0.03f, 0.07f, 0.15f};
        }
        if (n.contains("dirt") || n.contains("soil") || n.contains("sediment") || n.contains("debris")) {
            return new float[] {0.14f, 0.09f, 0.05f};
        }
        return FALLBACK[Math.floorMod(index, FALLBACK.length)].clone();
    }

    /** RGB triples of the first {@link #MAX_TINTED} masks, packed for {@code uniform vec3[4]}. */
    static float[] packed(List<String> maskNames) {
        float[] out = new float[3 * MAX_TINTED];
        for (int i = 0; i < Math.min(MAX_TINTED, maskNames.size()); i++) {
            System.arraycopy(colourOf(maskNames.get(i), i), 0, out, 3 * i, 3);
        }
        return out;
    }
}
