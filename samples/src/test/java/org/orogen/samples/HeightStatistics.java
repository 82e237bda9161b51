package org.orogen.samples;

import java.util.Locale;

/**
 * Summary of a baked height field: the numbers the sample test compares with stored
 * expectations, so that an accidental change in a noise function, a node or the compiler
 * shows up as a changed terrain.
 *
 * @param min  lowest height, metres
 * @param max  highest height, metres
 * @param mean mean height, metres
 * @param std  standard deviation, metres
 */
record HeightStatistics(double min, double max, double mean, double std) {

    /** Statistics of {@code heights}; throws when a value is not finite (a broken shader). */
    static HeightStatistics of(float[] heights) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        double sum = 0;
        for (float h : heights) {
            if (!Float.isFinite(h)) {
                throw new IllegalArgumentException("the height field contains " + h);
            }
            min = Math.min(min, h);
            max = Math.max(max, h);
            sum += h;
        }
        double mean = sum / heights.length;
        double squares = 0;
        for (float h : heights) {
            squares += (h - mean) * (h - mean);
        }
        return new HeightStatistics(min, max, mean, Math.sqrt(squares / heights.length));
    }

    /** Parses the four numbers written by {@link #toText()}. */
    static HeightStatistics parse(String text) {
        String[] parts = text.strip().split("\\s+");
        if (parts.length != 4) {
            throw new IllegalArgumentException("expected 'min max mean std', got '" + text + "'");
        }
        return new HeightStatistics(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]),
                Double.parseDouble(parts[2]), Double.parseDouble(parts[3]));
    }

    /** {@code min max mean std} with 3 decimals (millimetres). */
    String toText() {
        return String.format(Locale.ROOT, "%.3f %.3f %.3f %.3f", min, max, mean, std);
    }

    /**
     * The largest difference accepted between a stored expectation and a new bake: 0.2 % of the
     * expected relief plus 5 cm. Float rounding differs between drivers by far less; any change to
     * a noise function, a node's formula or a default moves at least one of the four numbers by
     * more.
     */
    double tolerance() {
        return 0.002 * (max - min) + 0.05;
    }

    /** The first of the four numbers that differs from {@code expected} by more than its tolerance, or null. */
    String differenceFrom(HeightStatistics expected) {
        double t = expected.tolerance();
        String[] names = {"min", "max", "mean", "std"};
        double[] a = {min, max, mean, std};
        double[] e = {expected.min, expected.max, expected.mean, expected.std};
        for (int i = 0; i < 4; i++) {
            if (Math.abs(a[i] - e[i]) > t) {
                return String.format(Locale.ROOT, "%s is %.3f m, expected %.3f m (tolerance %.3f m)", names[i], a[i],
                        e[i], t);
            }
        }
        return null;
    }
}
