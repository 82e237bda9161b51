package org.orogen.export;

/**
 * Adler-32 arithmetic for zlib streams assembled from independently compressed pieces: the
 * checksum of a concatenation from the checksums of its parts (zlib's {@code adler32_combine}),
 * so each piece's checksum can be computed on the thread that compresses it.
 */
final class ZlibChecksum {

    private static final long BASE = 65521;

    private ZlibChecksum() {
    }

    /** Adler-32 of the empty sequence. */
    static final long EMPTY = 1;

    /**
     * Adler-32 of {@code A + B} given {@code adlerA}, {@code adlerB} and the length of {@code B}.
     */
    static long combine(long adlerA, long adlerB, long lengthB) {
        long rem = lengthB % BASE;
        long sum1 = adlerA & 0xffff;
        long sum2 = (rem * sum1) % BASE;
        sum1 += (adlerB & 0xffff) + BASE - 1;
        sum2 += ((adlerA >>> 16) & 0xffff) + ((adlerB >>> 16) & 0xffff) + BASE - rem;
        if (sum1 >= BASE) {
            sum1 -= BASE;
        }
        if (sum1 >= BASE) {
            sum1 -= BASE;
        }
        if (sum2 >= (BASE << 1)) {
            sum2 -= (BASE << 1);
        }
        if (sum2 >= BASE) {
            sum2 -= BASE;
        }
        return sum1 | (sum2 << 16);
    }
}
