package org.orogen.bake;

/**
 * The smallest and largest baked height of some rows of a grid, in metres, as the rows were scanned
 * in grid order (row by row, west to east): NaN values are skipped, infinities count. Nothing scanned
 * yet (or only NaN) is {@link #NONE}: min +∞, max −∞.
 *
 * <p>min and max are exact, but {@code -0.0f == 0.0f}: a scan keeps the value it met first among equal
 * ones, so when the extreme is zero its sign is that of the first zero in grid order. {@link #of} and
 * {@link #then} keep that rule, so extrema merged band by band equal one scan of all the rows, bit for
 * bit, and the GPU reduction ({@link HeightReduction}) reproduces it.
 *
 * @param min the smallest height (+∞ when there is none)
 * @param max the largest height (−∞ when there is none)
 */
public record HeightExtrema(double min, double max) {

    /** No height seen yet. */
    public static final HeightExtrema NONE = new HeightExtrema(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY);

    /** The extrema of {@code band}'s heights (its {@link SampleBand#rows()} rows), scanned in grid order. */
    public static HeightExtrema of(SampleBand band) {
        float[] h = band.height();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0, n = band.rows() * band.width(); i < n; i++) {
            float v = h[i];
            if (v < min) {
                min = v;
            }
            if (v > max) {
                max = v;
            }
        }
        return new HeightExtrema(min, max);
    }

    /** These extrema followed by {@code later}'s (rows scanned after these): the first of equal values stays. */
    public HeightExtrema then(HeightExtrema later) {
        return new HeightExtrema(later.min < min ? later.min : min, later.max > max ? later.max : max);
    }

    /** Whether both are finite: some height was not NaN, and none was infinite. */
    public boolean finite() {
        return Double.isFinite(min) && Double.isFinite(max);
    }
}
