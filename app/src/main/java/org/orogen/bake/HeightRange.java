package org.orogen.bake;

/**
 * The height interval, in metres, that 16-bit formats map to 0..65535. One range quantizes every
 * tile of an export (per-tile normalization would make seams); it is written to the sidecar so
 * importers can restore metres: {@code h = min + q / 65535 × (max − min)}.
 *
 * @param min    metres mapped to 0
 * @param max    metres mapped to 65535
 * @param source where the range came from
 */
public record HeightRange(double min, double max, Source source) {

    /** Where a range came from. */
    public enum Source {
        /** Given by the user (on the height output node or on the command line). */
        DECLARED,
        /** Measured by a statistics pass over the whole export before writing. */
        MEASURED
    }

    public HeightRange {
        if (!Double.isFinite(min) || !Double.isFinite(max) || max < min) {
            throw new IllegalArgumentException("A height range needs finite min <= max, got [" + min + ", "
                    + max + "]");
        }
    }

    /** {@code h} mapped to [0, 65535], rounded to nearest and clamped; a flat range maps to 0. */
    public int quantize16(float h) {
        double span = max - min;
        if (span <= 0) {
            return 0;
        }
        long q = Math.round((h - min) / span * 65535.0);
        return Math.clamp(q, 0, 65535);
    }

    /** Metres represented by the 16-bit sample {@code q}. */
    public double metres(int q) {
        return min + q / 65535.0 * (max - min);
    }
}
