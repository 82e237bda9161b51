package org.orogen.simulation;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How an export finer than a simulation's own grid gets its detail (docs/algorithms.md,
 * "Coarse-to-fine cascade").
 */
public enum SimulationDetail {
    /** Finer levels of half spacing down to the export's pixel spacing, each a short run: simulated detail. */
    CASCADE,
    /**
     * The level-0 simulation alone, bilinearly up-sampled: no simulated detail finer than its cells
     * (add per-point detail downstream of the simulation node); costs and holds no more than the preview.
     */
    COARSE;

    /** The name on the command line and in messages. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The detail called {@code id}, or an exception naming the choices. */
    public static SimulationDetail of(String id) {
        for (SimulationDetail d : values()) {
            if (d.id().equals(id)) {
                return d;
            }
        }
        throw new IllegalArgumentException("unknown simulation detail '" + id + "'; use one of "
                + Arrays.stream(values()).map(SimulationDetail::id).collect(Collectors.joining(", ")));
    }
}
