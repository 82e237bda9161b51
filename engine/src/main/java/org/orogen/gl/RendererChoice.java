package org.orogen.gl;

import java.util.function.BooleanSupplier;

/**
 * A two-way choice the engine makes per renderer (software renderers one way, GPUs the other, as measured
 * in docs/performance.md) that a system property can force for measurements: {@code -Dproperty=auto} (the
 * default) lets the renderer decide, the choice's two names force it. Any other value is refused with a
 * message naming the three.
 */
public final class RendererChoice {

    private RendererChoice() {
    }

    /**
     * The value of system property {@code property}: true for {@code on}, false for {@code off}, and
     * {@code auto}'s answer for {@code auto} or no value.
     *
     * @throws IllegalArgumentException for any other value
     */
    public static boolean of(String property, String on, String off, BooleanSupplier auto) {
        String mode = System.getProperty(property, "auto");
        if (mode.equals(on)) {
            return true;
        }
        if (mode.equals(off)) {
            return false;
        }
        if (mode.equals("auto")) {
            return auto.getAsBoolean();
        }
        throw new IllegalArgumentException("-D" + property + "=" + mode + " is not a choice: use auto (the default), "
                + on + " or " + off);
    }
}
