package org.orogen.bake;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Replaces the baked gradient with central differences of the baked heights, for graphs whose
 * height output only has an approximate gradient (a node declares {@code approximateGradient}):
 * normal maps then match the exported heights. One-sided differences at the export's outer edge.
 *
 * <p>Bands are asked for in order (as {@code MapExport} does); asking for row 0, or for a band that
 * does not follow the previous one (a farm shard starting mid-grid), starts over. To have the row south of each band, the next band is sampled one step
 * ahead and kept; the row north of it is remembered from the previous band. Each pixel's
 * difference uses only its grid neighbours, so tiles still agree exactly.
 */
public final class HeightDifferenceGradients implements FieldSampler {

    private final FieldSampler inner;
    private SampleBand ahead;
    private float[] northRow;
    /** First row of the band that follows the last one sampled (-1: none yet). */
    private int nextRow = -1;

    public HeightDifferenceGradients(FieldSampler inner) {
        this.inner = inner;
    }

    @Override
    public List<String> maskNames() {
        return inner.maskNames();
    }

    @Override
    public boolean hasColour() {
        return inner.hasColour();
    }

    @Override
    public String gradientSource() {
        return "central differences of the baked heights";
    }

    @Override
    public int bandRows(int width) {
        // Two bands are held (this one and the next): halve the band to keep the same memory bound,
        // but never below one unit of the inner sampler's granularity (a GPU band step). Rows so wide
        // that the budget allows a single step (32769 px and more) keep that step: rounding the
        // half down to 1 asked the GPU bake for bands that do not start on a band step.
        int rows = inner.bandRows(width);
        int granularity = rows % GlFieldSampler.BAND_STEP == 0 ? GlFieldSampler.BAND_STEP : 1;
        return Math.max(granularity, rows / 2 / granularity * granularity);
    }

    @Override
    public void sample(SampleGrid grid, SampleBand band) throws BakeException {
        sample(grid, band, SampleChannels.ALL);
    }

    @Override
    public int bandRows(int width, SampleChannels channels) {
        return channels.gradient() ? bandRows(width) : inner.bandRows(width, channels);
    }

    /** Without the gradient the heights pass through; the inner sampler never reads its own gradient. */
    @Override
    public void sample(SampleGrid grid, SampleBand band, SampleChannels channels) throws BakeException {
        SampleChannels values = new SampleChannels(false, channels.masks(), channels.colour());
        if (!channels.gradient()) {
            ahead = null;
            northRow = null;
            inner.sample(grid, band, values);
            return;
        }
        if (band.firstRow() == 0 || band.firstRow() != nextRow) {
            ahead = null;
            northRow = null;
            if (band.firstRow() > 0) {
                // A start mid-grid (a farm shard's first band): bake the band above for its last row.
                rememberNorthRowAbove(grid, band);
            }
        }
        if (ahead != null && ahead.firstRow() == band.firstRow() && ahead.rows() == band.rows()) {
            copyValues(ahead, band, channels);
        } else {
            inner.sample(grid, band, values);
        }
        int next = band.firstRow() + band.rows();
        float[] southRow = null;
        if (next < grid.height()) {
            if (ahead == null || ahead.capacity() != band.capacity() || ahead.width() != band.width()) {
                ahead = band.sameShape();
            }
            ahead.reset(next, Math.min(band.capacity(), grid.height() - next));
            inner.sample(grid, ahead, values);
            southRow = ahead.height();
        }
        differentiate(grid, band, southRow);
        int width = band.width();
        if (northRow == null || northRow.length != width) {
            northRow = new float[width];
        }
        System.arraycopy(band.height(), (band.rows() - 1) * width, northRow, 0, width);
        nextRow = next;
    }

    /** The inner sampler's extrema: without the gradient the heights pass through unchanged. */
    /** As the inner sampler: the gradients add a CPU pass over rows it bakes anyway. */
    @Override
    public boolean keepsMeasuredBands() {
        return inner.keepsMeasuredBands();
    }

    @Override
    public HeightExtrema heightExtrema(SampleGrid grid, SampleBand scratch) throws BakeException {
        ahead = null;
        northRow = null;
        return inner.heightExtrema(grid, scratch);
    }

    /** Sets {@link #northRow} to the row above {@code band}, from a band that ends there. */
    private void rememberNorthRowAbove(SampleGrid grid, SampleBand band) throws BakeException {
        // Bands start on multiples of the band size in MapExport, so the band above starts on one too.
        int first = Math.max(0, band.firstRow() - band.capacity());
        SampleBand above = band.sameShape();
        above.reset(first, band.firstRow() - first);
        inner.sample(grid, above, SampleChannels.HEIGHT);
        northRow = new float[band.width()];
        System.arraycopy(above.height(), (above.rows() - 1) * band.width(), northRow, 0, band.width());
    }

    /**
     * Fills gradX/gradY of {@code band}; {@code southRow} starts at index 0 (null at the south edge). Rows
     * are independent (each reads the heights around it, writes its own gradient), so they are split over
     * the common fork-join pool, {@link #ROWS_PER_TASK} to a task: the same values as row by row.
     */
    private void differentiate(SampleGrid grid, SampleBand band, float[] southRow) {
        int tasks = (band.rows() + ROWS_PER_TASK - 1) / ROWS_PER_TASK;
        float[] north = northRow;
        IntStream.range(0, tasks).parallel().forEach(task -> {
            int end = Math.min(band.rows(), (task + 1) * ROWS_PER_TASK);
            for (int r = task * ROWS_PER_TASK; r < end; r++) {
                differentiateRow(grid, band, r, north, southRow);
            }
        });
    }

    /** Rows of a band differentiated by one task of {@link #differentiate}. */
    private static final int ROWS_PER_TASK = 8;

    /** The gradient of row {@code r} of {@code band}, with the rows around the band from {@code differentiate}. */
    private static void differentiateRow(SampleGrid grid, SampleBand band, int r, float[] northRow,
                                         float[] southRow) {
        int width = band.width();
        float[] h = band.height();
        float[] gradX = band.gradX();
        float[] gradY = band.gradY();
        double sx = grid.spacingX();
        double sy = grid.spacingY();
        int row = band.firstRow() + r;
        int at = r * width;
        float[] north = r > 0 ? h : (row > 0 ? northRow : null);
        int northAt = r > 0 ? at - width : 0;
        float[] south = r < band.rows() - 1 ? h : southRow;
        int southAt = r < band.rows() - 1 ? at + width : 0;
        int steps = (north != null ? 1 : 0) + (south != null ? 1 : 0);
        // The same operations as one loop with the edge cases inside it (a float difference over a
        // double spacing; a double difference for y), split so that the interior loops have no
        // branches and the JIT vectorizes them: the same bits (HeightDifferenceGradientsTest).
        gradX[at] = xDifference(h, at, 0, width, sx);
        double twoSx = 2 * sx; // (east − west) · sx inside the row
        for (int c = 1; c < width - 1; c++) {
            gradX[at + c] = (float) ((h[at + c + 1] - h[at + c - 1]) / twoSx);
        }
        if (width > 1) {
            gradX[at + width - 1] = xDifference(h, at, width - 1, width, sx);
        }
        if (steps == 0) {
            Arrays.fill(gradY, at, at + width, 0f);
            return;
        }
        // World y grows northward, rows southward; a missing neighbour row is the row itself.
        float[] up = north != null ? north : h;
        int upAt = north != null ? northAt : at;
        float[] down = south != null ? south : h;
        int downAt = south != null ? southAt : at;
        double dy = steps * sy;
        for (int c = 0; c < width; c++) {
            gradY[at + c] = (float) (((double) up[upAt + c] - (double) down[downAt + c]) / dy);
        }
    }

    /** The x difference at column {@code c} of the row at {@code at}, one-sided at the row's ends. */
    private static float xDifference(float[] h, int at, int c, int width, double sx) {
        int west = c > 0 ? c - 1 : c;
        int east = c < width - 1 ? c + 1 : c;
        return (float) ((h[at + east] - h[at + west]) / ((east - west) * sx));
    }

    private static void copyValues(SampleBand from, SampleBand to, SampleChannels channels) {
        int n = from.rows() * from.width();
        System.arraycopy(from.height(), 0, to.height(), 0, n);
        for (int m = 0; channels.masks() && m < from.maskNames().size(); m++) {
            System.arraycopy(from.mask(m), 0, to.mask(m), 0, n);
        }
        for (int c = 0; channels.colour() && from.hasColour() && c < 3; c++) {
            System.arraycopy(from.colour(c), 0, to.colour(c), 0, n);
        }
    }

    @Override
    public void close() {
        inner.close();
    }
}
