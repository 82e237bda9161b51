package org.orogen.export;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;
import org.orogen.bake.HeightRange;
import org.orogen.bake.SampleBand;

/**
 * Heights that a fixed height range clamps. A 16-bit height map (png16, r16, raw) maps the range's ends to
 * 0 and 65535, and every height beyond them to those codes too, without a word; a range declared on the
 * height output or given with {@code --height-range} that is too narrow flattens the peaks and valleys. An
 * export with a fixed range counts, band by band on the thread that bakes them, the pixels past the ends, so
 * that the command line and the editor can warn.
 *
 * <p>Where the band holds float heights the count is exact. Where the GPU quantized them already it counts
 * the codes 0 and 65535, which also holds heights within half a code of an end: those are only a few pixels
 * at a measured range's extremes (a farm's shards share one), so a warning needs more than
 * {@link #CODES_AT_ENDS_TO_WARN} of the pixels there, and at least {@link #FEWEST_CODES_AT_ENDS}.
 */
final class RangeClipping {

    /** Share of the pixels at codes 0 and 65535 above which quantized heights are taken for clamped. */
    static final double CODES_AT_ENDS_TO_WARN = 1e-4;
    /** Fewest pixels at codes 0 and 65535 that warn, whatever the share (small exports). */
    static final long FEWEST_CODES_AT_ENDS = 64;

    private final HeightRange range;
    private final LongAdder beyond = new LongAdder();
    private final LongAdder codesAtEnds = new LongAdder();
    private final LongAdder pixels = new LongAdder();

    private RangeClipping(HeightRange range) {
        this.range = range;
    }

    /** A count for an export with a fixed {@code range} that writes a 16-bit height map, else empty. */
    static Optional<RangeClipping> watch(HeightRange range, Collection<MapFormat> formats) {
        boolean clamps = formats.stream().anyMatch(f -> f.map().equals("height") && f.bits() == 16);
        return range != null && clamps ? Optional.of(new RangeClipping(range)) : Optional.empty();
    }

    /** Counts the heights of the band's rows (any thread; bands may be counted concurrently). */
    void count(SampleBand band) {
        int n = band.rows() * band.width();
        long count = 0;
        if (band.holdsHeight16(range)) {
            char[] codes = band.height16();
            for (int i = 0; i < n; i++) {
                char c = codes[i];
                count += c == 0 || c == 0xFFFF ? 1 : 0;
            }
            codesAtEnds.add(count);
        } else {
            float[] heights = band.height();
            double min = range.min();
            double max = range.max();
            for (int i = 0; i < n; i++) {
                float h = heights[i];
                count += h < min || h > max ? 1 : 0;
            }
            beyond.add(count);
        }
        pixels.add(n);
    }

    /** The warning for the pixels counted, or empty when the range held them. */
    Optional<String> warning() {
        long total = pixels.sum();
        long past = beyond.sum();
        long ends = codesAtEnds.sum();
        String where = String.format(Locale.ROOT, "the height range %.3f .. %.3f m", range.min(), range.max());
        if (past > 0) {
            return Optional.of(String.format(Locale.ROOT, "%,d of %,d pixels (%.2f %%) lie outside %s and were "
                    + "clamped to its ends in the 16-bit height maps; measure the range (--height-range measured) "
                    + "or widen it", past, total, 100.0 * past / total, where));
        }
        if (ends >= FEWEST_CODES_AT_ENDS && ends > CODES_AT_ENDS_TO_WARN * total) {
            return Optional.of(String.format(Locale.ROOT, "%,d of %,d pixels (%.2f %%) lie at the ends of %s (codes "
                    + "0 and 65535 of the 16-bit height maps), so heights beyond it were probably clamped there; "
                    + "measure the range (--height-range measured) or widen it", ends, total, 100.0 * ends / total,
                    where));
        }
        return Optional.empty();
    }
}
