package org.orogen.shader.reference;

/**
 * The integer hash every noise node uses: pcg2d (Jarzynski and Olano, "Hash Functions for GPU
 * Rendering", JCGT 9(3), 2020), plus the seed mixing built on it.
 *
 * <p>Bit-exact twin of {@code org/orogen/glsl/hash.glsl}: GLSL {@code uint} arithmetic wraps
 * modulo 2^32 exactly like Java {@code int} arithmetic, and GLSL's {@code >>} on {@code uint} is
 * Java's {@code >>>}. All values here are unsigned 32-bit numbers stored in {@code int}s.
 */
public final class IntegerHash {

    /** LCG multiplier used by pcg2d (Numerical Recipes). */
    static final int MULTIPLIER = 1664525;
    /** LCG increment used by pcg2d. */
    static final int INCREMENT = 1013904223;
    /** Second word fed to pcg2d when a single seed is mixed (2^32 / golden ratio). */
    static final int SEED_SALT = 0x9E3779B9;
    /** Spacing of per-octave seeds before mixing (also 2^32 / golden ratio: consecutive octaves land far apart). */
    static final int OCTAVE_STEP = 0x9E3779B9;
    /** Second word for the per-octave lattice offset hash. */
    static final int OFFSET_SALT = 0x2545F491;

    private IntegerHash() {
    }

    /** Two unsigned 32-bit hash words. */
    public record Pair(int x, int y) {
    }

    /** pcg2d on the pair {@code (x, y)}, exactly docs/algorithms.md §1. */
    public static Pair pcg2d(int x, int y) {
        x = x * MULTIPLIER + INCREMENT;
        y = y * MULTIPLIER + INCREMENT;
        x += y * MULTIPLIER;
        y += x * MULTIPLIER;
        x ^= x >>> 16;
        y ^= y >>> 16;
        x += y * MULTIPLIER;
        y += x * MULTIPLIER;
        x ^= x >>> 16;
        y ^= y >>> 16;
        return new Pair(x, y);
    }

    /** Hashes a node seed once ({@code ogn_mixSeed}); the result is what lattice hashes are keyed with. */
    public static int mixSeed(int seed) {
        return pcg2d(seed, SEED_SALT).x();
    }

    /** The mixed seed of one fractal octave ({@code ogn_octaveSeed}); octave 0 equals {@link #mixSeed}. */
    public static int octaveSeed(int seed, int octave) {
        return mixSeed(seed + octave * OCTAVE_STEP);
    }

    /** The hash of one lattice cell ({@code ogn_hashCell}): pcg2d of {@code (cellX ^ seedMix, cellY)}. */
    public static Pair cell(int cellX, int cellY, int seedMix) {
        return pcg2d(cellX ^ seedMix, cellY);
    }

    /** Maps a hash word to [0, 1) using its top 24 bits: exact in float and double ({@code ogn_unitFloat}). */
    public static double unitFloat(int h) {
        return (h >>> 8) * 0x1p-24;
    }

    /** pcg3d (Jarzynski and Olano 2020) on {@code (x, y, z)} ({@code ogn_pcg3d}): the hash of 3D lattices. */
    public static int[] pcg3d(int x, int y, int z) {
        x = x * MULTIPLIER + INCREMENT;
        y = y * MULTIPLIER + INCREMENT;
        z = z * MULTIPLIER + INCREMENT;
        x += y * z;
        y += z * x;
        z += x * y;
        x ^= x >>> 16;
        y ^= y >>> 16;
        z ^= z >>> 16;
        x += y * z;
        y += z * x;
        z += x * y;
        return new int[] {x, y, z};
    }

    /** The hash of one 3D lattice cell ({@code ogn_hashCell(uvec3)}): pcg3d of {@code (x ^ seedMix, y, z)}. */
    public static int[] cell(int cellX, int cellY, int cellZ, int seedMix) {
        return pcg3d(cellX ^ seedMix, cellY, cellZ);
    }
}
