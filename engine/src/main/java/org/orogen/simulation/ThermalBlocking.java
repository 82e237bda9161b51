package org.orogen.simulation;

/**
 * How {@code thermal_steps.comp} blocks thermal erosion in time (docs/algorithms.md, "Thermal
 * erosion"): one dispatch runs up to {@code steps} steps for tiles of {@code tile × tile} cells,
 * each work group holding its tile plus a halo of {@code 2 × steps} cells (heights and outflow
 * scales, 2 floats a cell) in shared memory.
 *
 * @param tile  cells a side that a work group writes
 * @param steps steps per dispatch (the halo is {@code 2 × steps} cells wide)
 */
record ThermalBlocking(int tile, int steps) {
    /** Steps per dispatch: 8 cuts the dispatches 16-fold (2 a step before) for a halo of 16 cells. */
    static final int STEPS = 8;
    /** The largest tile used: beyond it the halo's share barely shrinks and each thread holds more cells. */
    static final int MAX_TILE = 48;
    /** GL_MAX_COMPUTE_SHARED_MEMORY_SIZE is at least this on every OpenGL 4.3 context. */
    static final int MIN_SHARED_BYTES = 32768;

    ThermalBlocking {
        if (tile < 1 || steps < 1) {
            throw new IllegalArgumentException("thermal blocking needs a tile and steps of at least 1, not "
                    + tile + " and " + steps);
        }
    }

    /**
     * The widest tile (up to {@value #MAX_TILE}) whose shared memory fits {@code sharedBytes} with
     * {@value #STEPS} steps a dispatch: 32 cells at the 32 KiB every context has, 46 at 48 KiB.
     */
    static ThermalBlocking forSharedMemory(int sharedBytes) {
        if (sharedBytes < MIN_SHARED_BYTES) {
            throw new IllegalArgumentException("thermal erosion needs " + MIN_SHARED_BYTES
                    + " bytes of compute shared memory (every OpenGL 4.3 context has them); this one reports "
                    + sharedBytes);
        }
        int region = (int) Math.sqrt(sharedBytes / (2.0 * Float.BYTES));
        return new ThermalBlocking(Math.min(MAX_TILE, region - 4 * STEPS), STEPS);
    }

    /** Cells a side of the shared-memory region: the tile and its halo on both sides. */
    int region() {
        return tile + 4 * steps;
    }

    /** Shared memory of one work group: height and outflow scale of every cell of the region. */
    int sharedBytes() {
        return 2 * Float.BYTES * region() * region();
    }

    /** Work groups across {@code cells} cells. */
    int groups(int cells) {
        return (cells + tile - 1) / tile;
    }

    /** {@code source} (a {@code #version} line first) with TILE and STEPS defined after that line. */
    String define(String source) {
        int line = source.indexOf('\n') + 1;
        return source.substring(0, line) + "#define TILE " + tile + "\n#define STEPS " + steps + "\n"
                + source.substring(line);
    }
}
