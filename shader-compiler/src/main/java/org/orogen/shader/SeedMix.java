package org.orogen.shader;

/**
 * The one place where the graph's global seed meets a node's own SEED parameter. The result is the
 * {@code uint} the node's GLSL receives. Changing the global seed changes every node's variation at
 * once; two nodes with the same own seed still agree with each other (which artists use to
 * line features up).
 */
public final class SeedMix {
    private SeedMix() {
    }

    /**
     * Mixes the two seeds with the SplitMix64 finaliser (a bijective 64-bit mix with full
     * avalanche) and keeps the low 32 bits. Global seed 0 does not give the node seed unchanged,
     * which is fine: only reproducibility matters.
     *
     * @return a value in [0, 2^32 - 1]
     */
    public static long mix(long graphSeed, long nodeSeed) {
        long z = graphSeed * 0x9E3779B97F4A7C15L + (nodeSeed & 0xFFFFFFFFL);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        return z & 0xFFFFFFFFL;
    }
}
