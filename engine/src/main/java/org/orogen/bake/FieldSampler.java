package org.orogen.bake;

import java.util.List;

/**
 * Evaluates a terrain's outputs on a {@link SampleGrid}, a band of rows at a time. The GPU bake
 * ({@link GlFieldSampler}) is the real implementation; tests also use plain Java functions.
 *
 * <p>Contract: the value of a grid pixel depends only on the grid and the pixel, never on which
 * band (or export tile) asked for it — this is what makes tiles agree on shared pixels and a
 * tiled export equal the single image bit for bit.
 */
public interface FieldSampler extends AutoCloseable {

    /** Names of the mask outputs, in the order bands hold them. */
    List<String> maskNames();

    /** Whether the terrain has a colour output (bands made with {@link SampleBand#of} then hold it). */
    default boolean hasColour() {
        return false;
    }

    /** Where the gradient comes from, as the export sidecar records it. */
    default String gradientSource() {
        return "graph";
    }

    /** Rows per band this sampler can fill for a grid {@code width} pixels wide (memory bound). */
    int bandRows(int width);

    /**
     * Fills {@code band} (already {@link SampleBand#reset reset} to its rows) with height,
     * gradient and masks.
     *
     * @throws BakeException when the GPU fails (out of memory, lost context)
     */
    void sample(SampleGrid grid, SampleBand band) throws BakeException;

    /**
     * Fills only the {@code channels} of {@code band} that a consumer reads (see
     * {@link SampleChannels}); the other arrays may keep stale values. The values filled are
     * bit-identical to those of {@link #sample(SampleGrid, SampleBand)}. The default fills all.
     *
     * @throws BakeException when the GPU fails (out of memory, lost context)
     */
    default void sample(SampleGrid grid, SampleBand band, SampleChannels channels) throws BakeException {
        sample(grid, band);
    }

    /**
     * Whether {@link #sample(SampleGrid, SampleBand, SampleChannels)} fills the quantized planes that
     * {@link SampleChannels#quantized} asks for (into a band {@link SampleBand#withQuantizedPlanes with
     * them}, saying so with {@link SampleBand#holdQuantized}). False by default: such a sampler fills the
     * floats, which consumers then quantize themselves.
     */
    default boolean supportsQuantized() {
        return false;
    }

    /**
     * The extrema of the heights of {@code scratch}'s rows (it is already {@link SampleBand#reset reset}
     * to them), exactly those of the heights {@link #sample(SampleGrid, SampleBand, SampleChannels)}
     * fills, scanned in grid order ({@link HeightExtrema}). The default samples the heights into
     * {@code scratch} and scans them; a sampler may reduce them where they are computed instead, and
     * then leaves {@code scratch}'s arrays as they were.
     *
     * @throws BakeException when the GPU fails (out of memory, lost context)
     */
    default HeightExtrema heightExtrema(SampleGrid grid, SampleBand scratch) throws BakeException {
        sample(grid, scratch, SampleChannels.HEIGHT);
        return HeightExtrema.of(scratch);
    }

    /**
     * Whether an export that measures its height range should keep the bands it bakes for the measurement
     * and write its maps from them, rather than bake the grid a second time: true where baking costs more
     * than holding the export's float planes in memory (a software renderer). False by default.
     */
    default boolean keepsMeasuredBands() {
        return false;
    }

    /** Rows per band for a grid {@code width} pixels wide when only {@code channels} are read. */
    default int bandRows(int width, SampleChannels channels) {
        return bandRows(width);
    }

    /** Releases GPU resources; never throws. */
    @Override
    void close();
}
