package org.orogen.bake;

/**
 * Receives progress of an export, on the thread running it. Rows are counted over all passes:
 * with a measured height range the statistics pass is the first half of the work.
 */
@FunctionalInterface
public interface BakeProgress {

    /** Does nothing. */
    BakeProgress NONE = (phase, done, total) -> { };

    /**
     * @param phase what is happening, e.g. "measuring height range" or "baking"
     * @param done  rows done so far over all passes
     * @param total rows in all passes
     */
    void update(String phase, long done, long total);

    /**
     * A whole-domain simulation is running (it runs once, inside the first band that needs it, so the
     * row count stands still meanwhile). Does nothing unless overridden.
     *
     * @param what     the simulation and its node, e.g. "simulating erosion.hydraulic 'n12'"
     * @param fraction how much of it is done, 0 to 1
     */
    default void simulating(String what, double fraction) {
    }
}
