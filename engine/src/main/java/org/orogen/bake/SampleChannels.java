package org.orogen.bake;

/**
 * Which values of a {@link SampleBand} a consumer reads: the height always, the gradient
 * ({@code gradX}, {@code gradY}), the masks and the colour only when asked. A sampler may leave the arrays
 * that are not asked for untouched (the GPU bake then does not read them back), so a consumer must
 * ask for everything it reads. A band made without colour arrays receives no colour.
 *
 * <p>Quantized forms: with {@code height16} the height may arrive as the 16-bit samples
 * {@link HeightRange#quantize16} of that range ({@link SampleBand#height16()}) instead of floats, with
 * {@code maskBits} 8 or 16 the masks as the samples {@link MaskSamples#unit MaskSamples.unit(v, 255)}
 * ({@link SampleBand#mask8(int)}) or {@code MaskSamples.unit(v, 65535)} ({@link SampleBand#mask16(int)}).
 * Only a sampler that {@link FieldSampler#supportsQuantized supports} them fills those planes, and it
 * says so on the band ({@link SampleBand#holdsHeight16}, {@link SampleBand#holdsMasks8},
 * {@link SampleBand#holdsMasks16}); every other sampler fills the floats, so a consumer that asks for a
 * quantized form reads it when the band holds it and the floats otherwise.
 *
 * @param gradient whether {@link SampleBand#gradX()} and {@link SampleBand#gradY()} are read
 * @param masks    whether the mask arrays are read
 * @param colour   whether the colour arrays are read (when the graph has a colour output)
 * @param height16 the range of the 16-bit heights that are read instead of the float heights; null: floats
 * @param maskBits 8 or 16: the masks are read as samples of that many bits instead of floats (needs
 *                 {@code masks}); 0: floats
 */
public record SampleChannels(boolean gradient, boolean masks, boolean colour, HeightRange height16, int maskBits) {

    /** Everything: what {@link FieldSampler#sample(SampleGrid, SampleBand)} fills. */
    public static final SampleChannels ALL = new SampleChannels(true, true, true);
    /** The height alone (height maps, the measured range). */
    public static final SampleChannels HEIGHT = new SampleChannels(false, false, false);

    public SampleChannels {
        if (maskBits != 0 && maskBits != 8 && maskBits != 16) {
            throw new IllegalArgumentException("masks are read as floats (0 bits), 8 or 16 bits, not " + maskBits);
        }
        if (maskBits != 0 && !masks) {
            throw new IllegalArgumentException(maskBits + "-bit masks are a form of the masks: ask for the masks too");
        }
    }

    /** Float channels, without the colour. */
    public SampleChannels(boolean gradient, boolean masks) {
        this(gradient, masks, false);
    }

    /** Float channels. */
    public SampleChannels(boolean gradient, boolean masks, boolean colour) {
        this(gradient, masks, colour, null, 0);
    }

    /** These channels with the height as 16-bit samples of {@code range} (null: floats), masks of {@code maskBits}. */
    public SampleChannels quantized(HeightRange range, int maskBits) {
        return new SampleChannels(gradient, masks, colour, range, maskBits);
    }

    /** Whether the masks are read as 8-bit samples. */
    public boolean masks8() {
        return maskBits == 8;
    }

    /** Whether the masks are read as 16-bit samples. */
    public boolean masks16() {
        return maskBits == 16;
    }

    /** Whether the heights are read as 16-bit samples ({@link #height16()} is their range). */
    public boolean readsHeight16() {
        return height16 != null;
    }

    /** These channels and those of {@code other}, as floats. */
    public SampleChannels union(SampleChannels other) {
        return new SampleChannels(gradient || other.gradient, masks || other.masks, colour || other.colour);
    }

    /** Floats per pixel of a band holding these channels as floats for {@code maskCount} masks (colour: 3). */
    public int floatsPerPixel(int maskCount) {
        return 1 + (gradient ? 2 : 0) + (masks ? maskCount : 0) + (colour ? 3 : 0);
    }

    @Override
    public String toString() {
        return (height16 != null ? "height16" : "height") + (gradient ? "+gradient" : "")
                + (masks ? maskBits != 0 ? "+masks" + maskBits : "+masks" : "") + (colour ? "+colour" : "");
    }
}
