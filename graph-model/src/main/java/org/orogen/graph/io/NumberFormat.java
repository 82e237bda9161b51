package org.orogen.graph.io;

import java.math.BigDecimal;

/**
 * The fixed number format of every file the model writes, chosen so that a git diff shows only
 * real changes and reading back gives exactly the same double:
 * <ul>
 *   <li>the digits are the shortest decimal that round-trips ({@link Double#toString(double)},
 *       JDK 19+), so {@code 0.1} stays {@code 0.1};</li>
 *   <li>magnitudes in [1e-6, 1e15) and zero are written in plain notation with at least one
 *       fractional digit ({@code 4096.0}, {@code 0.001}, {@code -0.0});</li>
 *   <li>anything else in scientific notation with an upper-case E ({@code 1.0E-7},
 *       {@code 2.5E20}).</li>
 * </ul>
 * The fraction digit is what tells a reader "number" rather than "integer", so a float value
 * stays a float across load and save.
 */
public final class NumberFormat {
    private NumberFormat() {
    }

    /**
     * Formats a finite double.
     *
     * @throws IllegalArgumentException for NaN or infinity (not representable in JSON)
     */
    public static String format(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("cannot write " + value + " to a file: only finite numbers are valid");
        }
        double abs = Math.abs(value);
        if (abs == 0.0 || abs >= 1e-6 && abs < 1e15) {
            String plain = new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
            if (value == 0.0) {
                return (1.0 / value < 0) ? "-0.0" : "0.0";
            }
            return plain.indexOf('.') < 0 ? plain + ".0" : plain;
        }
        return Double.toString(value);
    }
}
