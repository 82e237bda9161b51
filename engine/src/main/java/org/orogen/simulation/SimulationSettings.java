package org.orogen.simulation;

/**
 * What a bake may spend on simulations: the detail mode and the GPU memory one simulation level
 * may use (docs/architecture.md, "Simulation stages").
 *
 * @param detail      cascade (simulated detail down to the pixel spacing) or coarse (level 0 up-sampled)
 * @param memoryBytes the most GPU memory the finest level of one simulation may need
 */
public record SimulationSettings(SimulationDetail detail, long memoryBytes) {
    /** System property giving the default memory budget in MiB. */
    public static final String MEMORY_PROPERTY = "orogen.simulation.memoryMiB";
    /** Default memory budget: 4 GiB, which a 4097² cascade of either erosion node fits and an 8193² one does not. */
    public static final long DEFAULT_MEMORY_MIB = 4096;

    public SimulationSettings {
        if (detail == null) {
            throw new IllegalArgumentException("simulation detail is missing");
        }
        if (memoryBytes < 1) {
            throw new IllegalArgumentException("the simulation memory budget must be at least 1 byte, got " + memoryBytes);
        }
    }

    /** Cascade detail within the budget of {@value #MEMORY_PROPERTY} (MiB), or {@value #DEFAULT_MEMORY_MIB} MiB. */
    public static SimulationSettings defaults() {
        return new SimulationSettings(SimulationDetail.CASCADE, defaultMemoryMib() << 20);
    }

    /** The default budget in MiB: the system property when set (a positive whole number), else the default. */
    public static long defaultMemoryMib() {
        String value = System.getProperty(MEMORY_PROPERTY);
        if (value == null || value.isBlank()) {
            return DEFAULT_MEMORY_MIB;
        }
        try {
            long mib = Long.parseLong(value.trim());
            if (mib >= 1 && mib <= (Long.MAX_VALUE >> 20)) {
                return mib;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException("-D" + MEMORY_PROPERTY + " must be a whole number of MiB of at least 1, got '"
                + value + "'");
    }

    public SimulationSettings withDetail(SimulationDetail d) {
        return new SimulationSettings(d, memoryBytes);
    }

    public SimulationSettings withMemoryMib(long mib) {
        return new SimulationSettings(detail, mib << 20);
    }
}
