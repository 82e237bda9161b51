package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.PriorityQueue;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link HuffmanCodeLengths}: complete prefix codes within the length limit, optimal when the limit does not bind. */
class HuffmanCodeLengthsTest {

    @Test
    void fibonacciFrequenciesAreLimitedToFifteenBits() {
        // A Huffman tree over Fibonacci frequencies is a chain: 30 symbols would need 29-bit codes.
        long[] frequencies = new long[286];
        long a = 1;
        long b = 1;
        for (int s = 0; s < 30; s++) {
            frequencies[s * 7] = a;
            long next = a + b;
            a = b;
            b = next;
        }
        int[] lengths = HuffmanCodeLengths.of(frequencies, 15);
        assertValid(frequencies, lengths, 15);
        assertEquals(15, max(lengths), "the limit binds");
    }

    @Test
    void skewedCodeLengthAlphabetIsLimitedToSevenBits() {
        long[] frequencies = new long[19];
        for (int s = 0; s < 19; s++) {
            frequencies[s] = 1L << s;
        }
        int[] lengths = HuffmanCodeLengths.of(frequencies, 7);
        assertValid(frequencies, lengths, 7);
        assertEquals(7, max(lengths));
    }

    @Test
    void withoutTheLimitBindingTheCodeIsAHuffmanCode() {
        SplittableRandom random = new SplittableRandom(5);
        int compared = 0;
        for (int trial = 0; trial < 200; trial++) {
            int n = 2 + random.nextInt(285);
            long[] frequencies = new long[n];
            for (int s = 0; s < n; s++) {
                frequencies[s] = random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(trial % 2 == 0 ? 10 : 100_000);
            }
            int[] lengths = HuffmanCodeLengths.of(frequencies, 15);
            assertValid(frequencies, lengths, 15);
            // Clamping leaves codes of the full 15 bits: shorter ones mean the limit did not bind.
            if (used(frequencies) >= 2 && max(lengths) < 15) {
                assertEquals(optimalCost(frequencies), cost(frequencies, lengths), "trial " + trial);
                compared++;
            }
        }
        assertTrue(compared >= 150, compared + " trials without the limit binding");
    }

    @Test
    void limitedCodesStayCloseToOptimal() {
        SplittableRandom random = new SplittableRandom(8);
        for (int trial = 0; trial < 50; trial++) {
            long[] frequencies = new long[257];
            for (int s = 0; s < frequencies.length; s++) {
                // Geometric-like: a few very common symbols, a long tail of rare ones.
                frequencies[s] = 1 + (long) (1e7 * Math.pow(0.9, s + random.nextDouble() * 20));
            }
            int[] lengths = HuffmanCodeLengths.of(frequencies, 15);
            assertValid(frequencies, lengths, 15);
            long optimal = optimalCost(frequencies);
            assertTrue(cost(frequencies, lengths) <= optimal * 1.01, "within 1 % of the unlimited Huffman code");
        }
    }

    @Test
    void oneOrNoUsedSymbolStillGivesACompleteCode() {
        int[] one = HuffmanCodeLengths.of(new long[] {0, 0, 0, 9, 0}, 15);
        assertEquals(1, one[3], "the used symbol has a code");
        assertEquals(2, count(one), "with one more, the code is complete");
        assertValid(new long[] {0, 0, 0, 9, 0}, one, 15);
        int[] none = HuffmanCodeLengths.of(new long[19], 7);
        assertEquals(2, count(none));
        int[] firstUsed = HuffmanCodeLengths.of(new long[] {4, 0, 0}, 7);
        assertEquals(1, firstUsed[0]);
        assertEquals(1, firstUsed[1]);
    }

    @Test
    void equalFrequenciesGiveEightAndNineBitCodes() {
        long[] frequencies = new long[286];
        java.util.Arrays.fill(frequencies, 1000);
        int[] lengths = HuffmanCodeLengths.of(frequencies, 15);
        assertValid(frequencies, lengths, 15);
        for (int length : lengths) {
            assertTrue(length == 8 || length == 9, "length " + length);
        }
    }

    @Test
    void impossibleRequestsAreRefusedWithTheReason() {
        IllegalArgumentException tooMany = assertThrows(IllegalArgumentException.class,
                () -> HuffmanCodeLengths.of(new long[300], 8));
        assertTrue(tooMany.getMessage().contains("300 symbols"), tooMany.getMessage());
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class,
                () -> HuffmanCodeLengths.of(new long[] {1, -2, 3}, 15));
        assertTrue(negative.getMessage().contains("negative"), negative.getMessage());
    }

    /** Kraft sum exactly 1, lengths within 1..maxBits for used symbols, longer codes never for more frequent ones. */
    private static void assertValid(long[] frequencies, int[] lengths, int maxBits) {
        assertEquals(frequencies.length, lengths.length);
        long kraft = 0;
        for (int s = 0; s < lengths.length; s++) {
            assertTrue(lengths[s] >= 0 && lengths[s] <= maxBits, "length " + lengths[s] + " of symbol " + s);
            if (frequencies[s] > 0) {
                assertTrue(lengths[s] > 0, "used symbol " + s + " has no code");
            }
            if (lengths[s] > 0) {
                kraft += 1L << (maxBits - lengths[s]);
            }
        }
        assertEquals(1L << maxBits, kraft, "Kraft sum must be exactly 1 (a complete prefix code)");
        for (int s = 0; s < lengths.length; s++) {
            for (int t = 0; t < lengths.length; t++) {
                if (frequencies[s] > frequencies[t] && frequencies[t] > 0) {
                    assertTrue(lengths[s] <= lengths[t], "symbol " + s + " is more frequent than " + t);
                }
            }
        }
    }

    /** Bits of the unlimited Huffman code: the sum of all merged weights. */
    private static long optimalCost(long[] frequencies) {
        PriorityQueue<Long> queue = new PriorityQueue<>();
        for (long f : frequencies) {
            if (f > 0) {
                queue.add(f);
            }
        }
        long cost = 0;
        while (queue.size() > 1) {
            long merged = queue.poll() + queue.poll();
            cost += merged;
            queue.add(merged);
        }
        return cost;
    }

    private static long cost(long[] frequencies, int[] lengths) {
        long cost = 0;
        for (int s = 0; s < lengths.length; s++) {
            cost += frequencies[s] * lengths[s];
        }
        return cost;
    }

    private static int used(long[] frequencies) {
        int used = 0;
        for (long f : frequencies) {
            used += f > 0 ? 1 : 0;
        }
        return used;
    }

    private static int count(int[] lengths) {
        int count = 0;
        for (int length : lengths) {
            count += length > 0 ? 1 : 0;
        }
        return count;
    }

    private static int max(int[] lengths) {
        int max = 0;
        for (int length : lengths) {
            max = Math.max(max, length);
        }
        return max;
    }
}
