package org.orogen.export;

import java.util.Arrays;

/**
 * Length-limited Huffman code lengths for DEFLATE (RFC 1951 §3.2.2): from symbol frequencies to the bit
 * length of each symbol's code, at most {@code maxBits}, from which the canonical code follows.
 *
 * <p>Method: an optimal Huffman tree (the two-queue construction over the symbols sorted by frequency)
 * gives each leaf a depth; depths over {@code maxBits} are clamped, which can over-subscribe the code,
 * and the count of codes per length is then repaired as in miniz's {@code tdefl_huffman_enforce_max_code_size}:
 * each step takes one code away from the longest length and splits one shorter code into two one bit
 * longer. In units of 2<sup>−maxBits</sup> the Kraft sum Σ 2<sup>−length</sup> drops by exactly one per
 * step (−1 for the removed longest code, −2<sup>k</sup> + 2 · 2<sup>k−1</sup> = 0 for the split), so the
 * loop ends with the sum exactly 1: a complete prefix code. A shorter code to split always exists while
 * the sum is above 1, since {@code maxBits}-bit codes alone could only exceed it with more than
 * 2<sup>maxBits</sup> symbols. The lengths are then handed out longest first to the rarest symbols.
 * Without clamping this is the Huffman code itself; with it, close to optimal (zlib repairs similarly).
 *
 * <p>Every symbol with a non-zero frequency gets a code. A code needs two symbols to be complete, and
 * zlib's inflate rejects incomplete code-length codes, so when fewer than two symbols are used the
 * lowest unused symbols are added with length 1 (as zlib's own encoder does).
 */
final class HuffmanCodeLengths {

    private HuffmanCodeLengths() {
    }

    /**
     * Code lengths for {@code frequencies} (one per symbol of an alphabet of 2 to 2<sup>maxBits</sup>
     * symbols, none negative), each 0 (unused) or 1 to {@code maxBits}, with a Kraft sum of exactly 1.
     */
    static int[] of(long[] frequencies, int maxBits) {
        int n = frequencies.length;
        if (maxBits < 1 || maxBits > 15 || n < 2 || n > 1 << maxBits) {
            throw new IllegalArgumentException("A code of " + n + " symbols cannot be limited to " + maxBits
                    + " bits: use 2 to 2^maxBits symbols and 1-15 bits");
        }
        int[] lengths = new int[n];
        int[] symbols = symbolsByFrequency(frequencies);
        if (symbols.length < 2) {
            int used = 0;
            for (int s : symbols) {
                lengths[s] = 1;
                used++;
            }
            for (int s = 0; used < 2; s++) {
                if (lengths[s] == 0) {
                    lengths[s] = 1;
                    used++;
                }
            }
            return lengths;
        }
        int[] counts = lengthCounts(huffmanDepths(frequencies, symbols), maxBits);
        // The rarest symbols come first in symbols: they get the longest codes.
        int next = 0;
        for (int length = maxBits; length >= 1; length--) {
            for (int k = 0; k < counts[length]; k++) {
                lengths[symbols[next++]] = length;
            }
        }
        return lengths;
    }

    /** The used symbols (non-zero frequency), rarest first, ties by symbol. */
    private static int[] symbolsByFrequency(long[] frequencies) {
        int used = 0;
        for (long f : frequencies) {
            if (f < 0) {
                throw new IllegalArgumentException("Symbol frequencies cannot be negative, got " + f);
            }
            used += f > 0 ? 1 : 0;
        }
        long[] keys = new long[used];
        int k = 0;
        for (int s = 0; s < frequencies.length; s++) {
            if (frequencies[s] > 0) {
                // At most 2^15 symbols: the frequency goes above the symbol's 16 bits (frequencies < 2^47).
                keys[k++] = Math.min(frequencies[s], (1L << 47) - 1) << 16 | s;
            }
        }
        Arrays.sort(keys);
        int[] symbols = new int[used];
        for (int i = 0; i < used; i++) {
            symbols[i] = (int) (keys[i] & 0xFFFF);
        }
        return symbols;
    }

    /**
     * Depth of each leaf of a Huffman tree over {@code symbols} (sorted rarest first), in their order:
     * two queues, the leaves and the internal nodes (made in non-decreasing weight), always merging the
     * two lightest heads.
     */
    private static int[] huffmanDepths(long[] frequencies, int[] symbols) {
        int leaves = symbols.length;
        // Nodes 0..leaves-1 are the leaves, leaves.. the internal nodes in the order they are made.
        long[] weight = new long[2 * leaves - 1];
        int[] parent = new int[2 * leaves - 1];
        for (int i = 0; i < leaves; i++) {
            weight[i] = frequencies[symbols[i]];
        }
        int nextLeaf = 0;
        int nextInternal = leaves;
        for (int made = leaves; made < 2 * leaves - 1; made++) {
            long sum = 0;
            for (int child = 0; child < 2; child++) {
                int take = nextLeaf < leaves && (nextInternal == made || weight[nextLeaf] <= weight[nextInternal])
                        ? nextLeaf++ : nextInternal++;
                parent[take] = made;
                sum += weight[take];
            }
            weight[made] = sum;
        }
        int[] depth = new int[2 * leaves - 1];
        // The root is made last; every parent is made after its children, so walk back from it.
        for (int node = 2 * leaves - 3; node >= 0; node--) {
            depth[node] = depth[parent[node]] + 1;
        }
        return Arrays.copyOf(depth, leaves);
    }

    /** How many codes have each length 0..maxBits, depths clamped to maxBits and the Kraft sum repaired to 1. */
    private static int[] lengthCounts(int[] depths, int maxBits) {
        int[] counts = new int[maxBits + 1];
        for (int d : depths) {
            counts[Math.min(d, maxBits)]++;
        }
        long kraft = 0; // in units of 2^-maxBits
        for (int length = 1; length <= maxBits; length++) {
            kraft += (long) counts[length] << (maxBits - length);
        }
        // Clamping m leaves adds less than m to the sum, and every step below lowers the excess by one while
        // removing at most one maxBits code: codes of maxBits bits remain to be removed until the sum is 1.
        while (kraft > 1L << maxBits) {
            counts[maxBits]--;
            for (int length = maxBits - 1; length >= 1; length--) {
                if (counts[length] > 0) {
                    counts[length]--;
                    counts[length + 1] += 2;
                    break;
                }
            }
            kraft--;
        }
        return counts;
    }
}
