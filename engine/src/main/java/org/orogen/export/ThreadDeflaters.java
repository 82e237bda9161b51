package org.orogen.export;

import java.util.zip.Deflater;

/**
 * Raw deflaters kept per thread, one per level and strategy, {@linkplain Deflater#reset() reset} for each
 * use instead of made and ended per block: a new zlib stream allocates and clears about 256 KiB of state
 * (window, hash chains, pending buffer). zlib documents a reset as equivalent to ending the stream and
 * starting a new one with the same parameters, so the output is the same; a deflater's strategy is set
 * once, when it is made, so a reset stream never has to change its parameters. The encoder threads live
 * as long as the process, and so do their deflaters (a few per thread).
 */
final class ThreadDeflaters {

    private static final ThreadLocal<Deflater[]> DEFLATERS = ThreadLocal.withInitial(() -> new Deflater[20]);

    private ThreadDeflaters() {
    }

    /**
     * This thread's raw deflater for {@code level} (0–9), Huffman coding only or the default strategy,
     * reset: ready for a new stream. Not to be {@linkplain Deflater#end() ended}.
     */
    static Deflater get(int level, boolean huffmanOnly) {
        Deflater[] deflaters = DEFLATERS.get();
        int slot = 2 * level + (huffmanOnly ? 1 : 0);
        Deflater deflater = deflaters[slot];
        if (deflater == null) {
            deflater = new Deflater(level, true);
            if (huffmanOnly) {
                deflater.setStrategy(Deflater.HUFFMAN_ONLY);
            }
            deflaters[slot] = deflater;
        } else {
            deflater.reset();
        }
        return deflater;
    }
}
