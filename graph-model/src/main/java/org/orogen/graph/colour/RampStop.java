package org.orogen.graph.colour;

import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;

/**
 * One stop of a colour ramp: a position along the ramp's input and an 8-bit sRGB colour (as
 * artists pick it; the compiler decodes it to linear RGB with {@link Srgb#decode(double)}).
 *
 * @param at  position, in [0, 1] for a valid ramp
 * @param rgb {@code 0xRRGGBB}, sRGB-encoded
 */
public record RampStop(double at, int rgb) {
    public RampStop {
        if ((rgb & ~0xFFFFFF) != 0) {
            throw new IllegalArgumentException("rgb must be 0xRRGGBB, found 0x" + Integer.toHexString(rgb));
        }
    }

    /** The stop from a {@code #rrggbb} colour. */
    public static RampStop of(double at, String hex) {
        return new RampStop(at, parseHex(hex).orElseThrow(() -> new IllegalArgumentException(
                "'" + hex + "' is not a #rrggbb colour")));
    }

    /** {@code #rrggbb}, lower case. */
    public String hex() {
        return "#" + HexFormat.of().toHexDigits(rgb).substring(2);
    }

    /** The linear RGB colour of this stop: three components in [0, 1]. */
    public double[] linear() {
        return new double[] {Srgb.decode8((rgb >> 16) & 0xFF), Srgb.decode8((rgb >> 8) & 0xFF), Srgb.decode8(rgb & 0xFF)};
    }

    /** Parses {@code #rrggbb} (either case); empty for anything else. */
    public static Optional<Integer> parseHex(String text) {
        if (text == null || text.length() != 7 || text.charAt(0) != '#') {
            return Optional.empty();
        }
        String digits = text.substring(1).toLowerCase(Locale.ROOT);
        for (char c : digits.toCharArray()) {
            if (Character.digit(c, 16) < 0) {
                return Optional.empty();
            }
        }
        return Optional.of(Integer.parseInt(digits, 16));
    }

    @Override
    public String toString() {
        return at + " " + hex();
    }
}
