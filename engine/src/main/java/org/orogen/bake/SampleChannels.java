package org.orogen.bake;

/**
 * Which values of a {@link SampleBand} a consumer reads: the height always, the gradient
 * ({@code gradX}, {@code gradY}) and the masks only when asked. A sampler may leave the arrays
 * that are not asked for untouched (the GPU bake then does not read them back), so a consumer must
 * ask for everything it reads.
 *
 * @param gradient whether {@link SampleBand#gradX()} and {@link SampleBand#gradY()} are read
 * @param masks    whether the mask arrays are read
 */
public record SampleChannels(boolean gradient, boolean masks) {

    /** Height, gradient and masks: what {@link FieldSampler#sample(SampleGrid, SampleBand)} fills. */
    public static final SampleChannels ALL = new SampleChannels(true, true);
    /** The height alone (height maps, the measured range). */
    public static final SampleChannels HEIGHT = new SampleChannels(false, false);

    /** These channels and those of {@code other}. */
    public SampleChannels union(SampleChannels other) {
        return new SampleChannels(gradient || other.gradient, masks || other.masks);
    }

    /** Floats per pixel of a band holding these channels for {@code maskCount} masks. */
    public int floatsPerPixel(int maskCount) {
        return 1 + (gradient ? 2 : 0) + (masks ? maskCount : 0);
    }

    @Override
    public String toString() {
        return "height" + (gradient ? "+gradient" : "") + (masks ? "+masks" : "");
    }
}
