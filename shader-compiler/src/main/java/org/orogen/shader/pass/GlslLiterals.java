package org.orogen.shader.pass;

import java.math.BigDecimal;

/** Fixed formatting of numbers written into GLSL, so the same value always prints the same. */
public final class GlslLiterals {
    private GlslLiterals() {
    }

    /** A GLSL float literal: shortest round-trip decimal, always with a '.' (never an exponent). */
    public static String number(double v) {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException("cannot write non-finite " + v + " into GLSL");
        }
        if (v == 0) {
            return "0.0";
        }
        String plain = new BigDecimal(Double.toString(v)).toPlainString();
        return plain.contains(".") ? plain : plain + ".0";
    }

    /** {@code vec3(value, 0.0, 0.0)}: a constant field. */
    public static String constantField(double v) {
        return "vec3(" + number(v) + ", 0.0, 0.0)";
    }
}
