package org.orogen.bake;

/** How mask values in [0, 1] become the integer samples of mask files (and of 8-bit mask readback). */
public final class MaskSamples {

    private MaskSamples() {
    }

    /** {@code v} clamped to [0, 1] and scaled to [0, max], rounded to nearest; NaN gives 0. */
    public static int unit(float v, int max) {
        if (!(v > 0)) {
            return 0;
        }
        return v >= 1 ? max : Math.round(v * max);
    }
}
