package org.orogen.preview;

import org.orogen.gl.GlInfo;

import java.util.Locale;

/**
 * Sizes that trade detail for speed.
 *
 * @param bakeSize      texels per side of the preview height bake
 * @param meshSize      vertices per side of the displaced grid
 * @param samples       multisampling samples (clamped to what the driver offers)
 * @param shadowSteps   ray-march steps of the sun shadow (0 = none)
 */
public record PreviewQuality(int bakeSize, int meshSize, int samples, int shadowSteps) {

    /** A real GPU: 1024² bake and mesh, 4× MSAA, 48 shadow steps. */
    public static final PreviewQuality GPU = new PreviewQuality(1024, 1024, 4, 48);
    /** A software rasteriser (llvmpipe): 512² bake, 256² mesh, 4× MSAA, 24 shadow steps. */
    public static final PreviewQuality SOFTWARE = new PreviewQuality(512, 256, 4, 24);

    /** A slow software renderer or a test: 256² bake, 128² mesh, 4× MSAA, 16 shadow steps. */
    public static final PreviewQuality LOW = new PreviewQuality(256, 128, 4, 16);

    /**
     * System property overriding the choice of {@link #forRenderer}: {@code gpu}, {@code software}
     * or {@code low}.
     */
    public static final String PROPERTY = "orogen.preview.quality";

    /** Largest bake, texels per side. */
    public static final int MAX_BAKE = 8192;
    /** Largest mesh, vertices per side. */
    public static final int MAX_MESH = 4096;

    public PreviewQuality {
        if (bakeSize < 2 || bakeSize > MAX_BAKE || meshSize < 2 || meshSize > MAX_MESH || samples < 1
                || shadowSteps < 0) {
            throw new IllegalArgumentException("Preview quality out of range: bake " + bakeSize + " (2.." + MAX_BAKE
                    + "), mesh " + meshSize + " (2.." + MAX_MESH + "), samples " + samples + " (>= 1), shadow steps "
                    + shadowSteps);
        }
    }

    /**
     * {@link #SOFTWARE} on Mesa's software renderers, {@link #GPU} elsewhere, unless the system
     * property {@value #PROPERTY} names one.
     *
     * @throws IllegalArgumentException when the property names no quality
     */
    public static PreviewQuality forRenderer(GlInfo info) {
        String forced = System.getProperty(PROPERTY);
        if (forced != null) {
            return switch (forced.strip().toLowerCase(Locale.ROOT)) {
                case "gpu" -> GPU;
                case "software" -> SOFTWARE;
                case "low" -> LOW;
                default -> throw new IllegalArgumentException("-D" + PROPERTY + " must be gpu, software or low, not '"
                        + forced + "'");
            };
        }
        return info.software() ? SOFTWARE : GPU;
    }

    /** Pixels per cube face of a planet's bake: half the bake's side plus one (129 to 513 for the presets). */
    public int planetFaceSize() {
        return bakeSize / 2 + 1;
    }

    public PreviewQuality withBakeSize(int size) {
        return new PreviewQuality(size, meshSize, samples, shadowSteps);
    }

    public PreviewQuality withMeshSize(int size) {
        return new PreviewQuality(bakeSize, size, samples, shadowSteps);
    }
}
