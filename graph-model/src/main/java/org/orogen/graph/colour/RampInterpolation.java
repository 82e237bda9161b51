package org.orogen.graph.colour;

import java.util.Locale;
import java.util.Optional;

/** How a colour ramp goes from one stop to the next. */
public enum RampInterpolation {
    /** Straight line between the two stops' linear RGB colours. */
    LINEAR,
    /** The colour of the stop at or below the position, up to the next stop (hard bands). */
    CONSTANT,
    /** Like linear, with the smoothstep weight {@code 3f² − 2f³}: no kink at the stops. */
    SMOOTH;

    /** Lower-case name used in files ({@code "linear"}). */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #jsonName()}; empty for anything else. */
    public static Optional<RampInterpolation> fromJsonName(String name) {
        for (RampInterpolation i : values()) {
            if (i.jsonName().equals(name)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }
}
