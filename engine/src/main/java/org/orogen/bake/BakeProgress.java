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
}
