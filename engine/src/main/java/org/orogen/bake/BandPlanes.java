package org.orogen.bake;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The planes a packed band readback ({@link BandReadback}) fills for one band and set of
 * {@link SampleChannels}, and where each lies in its storage buffer (offsets in 32-bit words). Float
 * planes have the band's rows back to back, like the {@link SampleBand} arrays; 16-bit and 8-bit planes
 * pack 2 or 4 samples per word and start each row on a word (a band of odd width pads its rows).
 *
 * <p>{@link #packs()} are the pack dispatches of each block (which output texture, which channels, into
 * which planes); {@link #planes()} are the copies into the band's arrays.
 */
final class BandPlanes {

    /** The sample type of a plane. */
    enum Kind {
        FLOAT(32),
        HEIGHT16(16),
        MASK8(8),
        MASK16(16);

        final int bits;

        Kind(int bits) {
            this.bits = bits;
        }

        int samplesPerWord() {
            return 32 / bits;
        }

        /** Words per row of {@code width} samples. */
        int rowWords(int width) {
            return (width + samplesPerWord() - 1) / samplesPerWord();
        }
    }

    /**
     * One plane: its kind, the band array it is copied into ({@code float[]}, {@code char[]} or
     * {@code byte[]}) and its first word in the buffer.
     */
    record Plane(Kind kind, Object target, long word, boolean southFirst) {
    }

    /**
     * One pack dispatch per block into {@code count} consecutive planes of {@code kind}, the first at word
     * {@code word} ({@link #planeWords} apart): channels {@code [channel, channel + count)} of output
     * texture {@code output} (height and gradient), or, {@code acrossOutputs}, channel {@code channel} of the
     * {@code count} outputs from {@code output} on (a block's masks, float or 8-bit, in one dispatch,
     * {@link #MASKS_PER_PACK} at most). A {@code download} pack (float planes, where
     * {@link BandReadback#downloadsFloats()}) is no dispatch: each plane's rows are downloaded from the
     * texture straight into the mapped buffer, south row first within each block row ({@link Plane#southFirst()}).
     */
    record Pack(int output, int channel, int count, Kind kind, long word, boolean acrossOutputs, boolean download) {

        /** How many consecutive output textures the pack reads from {@link #output()} on. */
        int outputs() {
            return acrossOutputs ? count : 1;
        }
    }

    /**
     * Masks one pack reads (one image unit each: OpenGL 4.3 guarantees 8 to a compute shader). On the
     * H200 every dispatch costs a ramp-up and a drain whatever its size, so a dispatch per mask and block
     * added more than the masks' readback; on llvmpipe every invocation costs a fixed start (its position,
     * bounds and buffer index) that a dispatch per mask paid again for each.
     */
    static final int MASKS_PER_PACK = 8;

    private final int width;
    private final int capacity;
    private final HeightRange height16;
    /** Whether float planes are downloaded ({@link Pack#download()}), not packed by a shader. */
    private final boolean downloadFloats;
    private final List<Plane> planes = new ArrayList<>();
    private final List<Pack> packs = new ArrayList<>();
    private long words;

    private BandPlanes(int width, int capacity, HeightRange height16, boolean downloadFloats) {
        this.width = width;
        this.capacity = capacity;
        this.height16 = height16;
        this.downloadFloats = downloadFloats;
    }

    /**
     * The planes of {@code channels} for {@code band}: height (float or 16-bit), then the gradient, the
     * {@code masks} masks (float or 8-bit; outputs 1..) and, if {@code colourOutput ≥ 0}, the colour; float
     * planes packed by the shader.
     */
    static BandPlanes of(SampleBand band, SampleChannels channels, int masks, int colourOutput) {
        return of(band, channels, masks, colourOutput, false);
    }

    /**
     * {@link #of(SampleBand, SampleChannels, int, int)}, with the float planes downloaded from the textures
     * instead of packed by a shader when {@code downloadFloats} ({@link BandReadback#downloadsFloats()}).
     */
    static BandPlanes of(SampleBand band, SampleChannels channels, int masks, int colourOutput,
                         boolean downloadFloats) {
        boolean quantized = band.hasQuantizedPlanes();
        BandPlanes layout = new BandPlanes(band.width(), band.capacity(), quantized ? channels.height16() : null,
                downloadFloats);
        if (layout.height16 != null) {
            layout.add(0, 0, Kind.HEIGHT16, band.height16());
            if (channels.gradient()) {
                layout.add(0, 1, Kind.FLOAT, band.gradX(), band.gradY());
            }
        } else if (channels.gradient()) {
            layout.add(0, 0, Kind.FLOAT, band.height(), band.gradX(), band.gradY());
        } else {
            layout.add(0, 0, Kind.FLOAT, band.height());
        }
        int maskBits = quantized ? channels.maskBits() : 0;
        Kind maskKind = maskBits == 8 ? Kind.MASK8 : maskBits == 16 ? Kind.MASK16 : Kind.FLOAT;
        for (int m = 0; m < masks; m += MASKS_PER_PACK) {
            int n = Math.min(MASKS_PER_PACK, masks - m);
            Object[] targets = new Object[n];
            for (int i = 0; i < n; i++) {
                targets[i] = switch (maskKind) {
                    case MASK8 -> band.mask8(m + i);
                    case MASK16 -> band.mask16(m + i);
                    default -> band.mask(m + i);
                };
            }
            layout.add(1 + m, 0, maskKind, true, targets);
        }
        if (colourOutput >= 0) {
            layout.add(colourOutput, 0, Kind.FLOAT, band.colour(0), band.colour(1), band.colour(2));
        }
        return layout;
    }

    private void add(int output, int channel, Kind kind, Object... targets) {
        add(output, channel, kind, false, targets);
    }

    private void add(int output, int channel, Kind kind, boolean acrossOutputs, Object... targets) {
        boolean download = downloadFloats && kind == Kind.FLOAT;
        packs.add(new Pack(output, channel, targets.length, kind, words, acrossOutputs, download));
        for (Object target : targets) {
            planes.add(new Plane(kind, target, words, download));
            words += planeWords(kind);
        }
    }

    /**
     * Whether {@code other} lays the same planes out the same way (width, capacity, 16-bit range, the
     * packs and the planes' kinds and words): blocks packed for one are valid in the other; only the
     * arrays they are copied into differ.
     */
    boolean sameLayout(BandPlanes other) {
        if (width != other.width || capacity != other.capacity || !Objects.equals(height16, other.height16)
                || !packs.equals(other.packs) || planes.size() != other.planes.size()) {
            return false;
        }
        for (int i = 0; i < planes.size(); i++) {
            Plane a = planes.get(i);
            Plane b = other.planes.get(i);
            if (a.kind() != b.kind() || a.word() != b.word() || a.southFirst() != b.southFirst()) {
                return false;
            }
        }
        return true;
    }

    /** Words of one plane of {@code kind}. */
    long planeWords(Kind kind) {
        return (long) capacity * kind.rowWords(width);
    }

    /** Words of all planes: the size of the storage buffer. */
    long words() {
        return words;
    }

    int width() {
        return width;
    }

    /** The range of the 16-bit heights, or null when the height is a float plane. */
    HeightRange height16() {
        return height16;
    }

    /** Bits of the masks' quantized planes (8 or 16), 0 when the masks are floats or absent. */
    int maskBits() {
        return planes.stream().anyMatch(p -> p.kind() == Kind.MASK8) ? 8
                : planes.stream().anyMatch(p -> p.kind() == Kind.MASK16) ? 16 : 0;
    }

    List<Plane> planes() {
        return planes;
    }

    List<Pack> packs() {
        return packs;
    }
}
