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
            {0.75f, 0.35f, 0.10f}, {0.10f, 0.55f, 0.55f}, {0.60f, 0.20f, 0.55f}, {0.80f, 0.70f, 0.15f}};

    private MaskColours() {
    }

    /** Linear RGB of the mask called {@code name}; {@code index} picks the fallback colour. */
    public static float[] colourOf(String name, int index) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.contains("snow") || n.contains("ice")) return new float[] {0.90f, 0.92f, 0.96f};
        if (n.contains("rock") || n.contains("cliff") || n.contains("steep") || n.contains("slope")) {
            return new float[] {0.32f, 0.30f, 0.28f};
        }
        if (n.contains("grass") || n.contains("forest") || n.contains("veget") || n.contains("tree")) {
            return new float[] {0.14f, 0.30f, 0.08f};
        }
        if (n.contains("sand") || n.contains("beach") || n.contains("desert")) return new float[] {0.70f, 0.60f, 0.38f};
        if (n.contains("water") || n.contains("river") || n.contains("flow") || n.contains("wet")) {
            return new float[] {0.12f, 0.25f, 0.45f};
        }
        if (n.contains("dirt") || n.contains("soil") || n.contains("sediment") || n.contains("debris")) {
            return new float[] {0.36f, 0.26f, 0.16f};
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
