package org.orogen.simulation;

import java.util.OptionalLong;

/**
 * What a bake may spend on simulations: the detail mode and the GPU memory one simulation level
 * may use (docs/architecture.md, "Simulation stages").
 *
 * @param detail      cascade (simulated detail down to the pixel spacing) or coarse (level 0 up-sampled)
 * @param memoryBytes the most GPU memory the finest level of one simulation may need; empty: from the
 *                    GPU ({@link #budgetBytes})
 */
public record SimulationSettings(SimulationDetail detail, OptionalLong memoryBytes) {
    /** System property giving the default memory budget in MiB. */
    public static final String MEMORY_PROPERTY = "orogen.simulation.memoryMiB";
    /**
     * The budget where it is not given and the driver does not report its free memory (llvmpipe, most
     * drivers other than NVIDIA's and AMD's): 4 GiB, which a 4097² cascade of either erosion node fits
     * and an 8193² one does not.
     */
    public static final long DEFAULT_MEMORY_MIB = 4096;
    /** Of the GPU memory free when a bake starts, the part its simulations may take (each, and together). */
    public static final int FREE_MEMORY_PERCENT = 75;

    public SimulationSettings {
        if (detail == null) {
            throw new IllegalArgumentException("simulation detail is missing");
        }
        if (memoryBytes == null) {
            throw new IllegalArgumentException("the simulation memory budget is missing (empty: from the GPU)");
        }
        if (memoryBytes.isPresent() && memoryBytes.getAsLong() < 1) {
            throw new IllegalArgumentException("the simulation memory budget must be at least 1 byte, got "
                    + memoryBytes.getAsLong());
        }
    }

    /** Given detail and budget (bytes). */
    public SimulationSettings(SimulationDetail detail, long memoryBytes) {
        this(detail, OptionalLong.of(memoryBytes));
    }

    /**
     * Cascade detail within the budget of {@value #MEMORY_PROPERTY} (MiB) when that is set, else
     * the budget the GPU allows ({@link #budgetBytes}).
     */
    public static SimulationSettings defaults() {
        OptionalLong mib = propertyMemoryMib();
        return new SimulationSettings(SimulationDetail.CASCADE,
                mib.isPresent() ? OptionalLong.of(mib.getAsLong() << 20) : OptionalLong.empty());
    }

    /** The budget of {@value #MEMORY_PROPERTY} in MiB (a positive whole number), empty when not set. */
    private static OptionalLong propertyMemoryMib() {
        String value = System.getProperty(MEMORY_PROPERTY);
        if (value == null || value.isBlank()) {
            return OptionalLong.empty();
        }
        try {
            long mib = Long.parseLong(value.trim());
            if (mib >= 1 && mib <= (Long.MAX_VALUE >> 20)) {
                return OptionalLong.of(mib);
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException("-D" + MEMORY_PROPERTY + " must be a whole number of MiB of at least 1, got '"
                + value + "'");
    }

    /**
     * The budget on a GPU with {@code freeBytes} free (empty where the driver does not say): the given
     * budget; else {@value #FREE_MEMORY_PERCENT} % of the free memory; else {@value #DEFAULT_MEMORY_MIB} MiB.
     */
    public long budgetBytes(OptionalLong freeBytes) {
        if (memoryBytes.isPresent()) {
            return memoryBytes.getAsLong();
        }
        return freeBytes.isPresent() ? Math.max(1, freeBytes.getAsLong() * FREE_MEMORY_PERCENT / 100)
                : DEFAULT_MEMORY_MIB << 20;
    }

    /** Where {@link #budgetBytes} comes from, for messages: "--simulation-memory" or the GPU's free memory. */
    public String budgetSource(OptionalLong freeBytes) {
        if (memoryBytes.isPresent()) {
            return "--simulation-memory";
        }
        return freeBytes.isPresent() ? FREE_MEMORY_PERCENT + " % of the GPU memory free; set "
                + "--simulation-memory to change it" : "the default of --simulation-memory: this driver does not say "
                + "how much GPU memory is free";
    }

    public SimulationSettings withDetail(SimulationDetail d) {
        return new SimulationSettings(d, memoryBytes);
    }

    public SimulationSettings withMemoryMib(long mib) {
        return new SimulationSettings(detail, OptionalLong.of(mib << 20));
    }
}
