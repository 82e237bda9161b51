package org.orogen.bake;

/**
 * Which values of a {@link SampleBand} a consumer reads: the height always, the gradient
 * ({@code gradX}, {@code gradY}), the masks and the colour only when asked. A sampler may leave the arrays
 * that are not asked for untouched (the GPU bake then does not read them back), so a consumer must
 * ask for everything it reads. A band made without colour arrays receives no colour.
 *
 * @param gradient whether {@link SampleBand#gradX()} and {@link SampleBand#gradY()} are read
 * @param masks    whether the mask arrays are read
 * @param colour   whether the colour arrays are read (when the graph has a colour output)
 */
public record SampleChannels(boolean gradient, boolean masks, boolean colour) {

    /** Everything: what {@link FieldSampler#sample(SampleGrid, SampleBand)} fills. */
    public static final SampleChannels ALL = new SampleChannels(true, true, true);
    /** The height alone (height maps, the measured range). */
    public static final SampleChannels HEIGHT = new SampleChannels(false, false, false);

    /** Without the colour. */
    public SampleChannels(boolean gradient, boolean masks) {
        this(gradient, masks, false);
    }

    /** These channels and those of {@code other}. */
    public SampleChannels union(SampleChannels other) {
        return new SampleChannels(gradient || other.gradient, masks || other.masks, colour || other.colour);
    }

    /** Floats per pixel of a band holding these channels for {@code maskCount} masks (colour: 3). */
    public int floatsPerPixel(int maskCount) {
        return 1 + (gradient ? 2 : 0) + (masks ? maskCount : 0) + (colour ? 3 : 0);
    }

    @Override
    public String toString() {
        return "height" + (gradient ? "+gradient" : "") + (masks ? "+masks" : "") + (colour ? "+colour" : "");
    }
}
