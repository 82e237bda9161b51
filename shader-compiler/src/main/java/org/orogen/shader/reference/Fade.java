package org.orogen.shader.reference;

/** The quintic fade curve {@code u = f³(6f² − 15f + 10)} and its derivative {@code 30f²(f − 1)²}. */
final class Fade {

    private Fade() {
    }

    static double value(double f) {
        return f * f * f * (f * (f * 6 - 15) + 10);
    }

    static double derivative(double f) {
        double g = f * (f - 1);
        return 30 * g * g;
    }
}
