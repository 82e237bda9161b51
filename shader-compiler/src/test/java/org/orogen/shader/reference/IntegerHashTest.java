package org.orogen.shader.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IntegerHashTest {

    /**
     * Integer test vectors of pcg2d (unsigned, hexadecimal), cross-checked with an independent
     * Python transcription of docs/algorithms.md §1. The GPU test in app checks the GLSL
     * against IntegerHash over many more inputs; this table pins the function itself so an
     * accidental edit of either side shows up here first.
     */
    @ParameterizedTest
    @CsvSource({
        "00000000, 00000000, 18e431a7, 055df4d1",
        "00000001, 00000000, 9dcbf1ca, 857b19df",
        "00000000, 00000001, 89e06047, f003be1c",
        "00000001, 00000001, 4ec53945, f18b9c58",
        "ffffffff, ffffffff, 1e268a18, 6c463194",
        "80000000, 7fffffff, 424a82ad, 9fa06648",
        "000f4240, fff0bdc0, 56edd442, 91c2f0c4",
        "9e3779b9, 2545f491, 3f40f1cd, 97c59a0b",
    })
    void pcg2dMatchesTheTable(String x, String y, String hx, String hy) {
        IntegerHash.Pair h = IntegerHash.pcg2d(Integer.parseUnsignedInt(x, 16), Integer.parseUnsignedInt(y, 16));
        assertEquals(hx, hex(h.x()), "x word of pcg2d(" + x + ", " + y + ")");
        assertEquals(hy, hex(h.y()), "y word of pcg2d(" + x + ", " + y + ")");
    }

    /** An independent transcription in unsigned long arithmetic, masked to 32 bits after every step. */
    @Test
    void pcg2dEqualsAnUnsignedLongTranscription() {
        long state = 12345;
        for (int n = 0; n < 10_000; n++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            int x = (int) (state >>> 32);
            int y = (int) state;
            long[] expected = pcg2dUnsigned(Integer.toUnsignedLong(x), Integer.toUnsignedLong(y));
            IntegerHash.Pair h = IntegerHash.pcg2d(x, y);
            assertEquals(expected[0], Integer.toUnsignedLong(h.x()));
            assertEquals(expected[1], Integer.toUnsignedLong(h.y()));
        }
    }

    @Test
    void neighbouringCellsAndSeedsGiveDistinctHashes() {
        Set<Integer> seen = new HashSet<>();
        for (int y = -50; y < 50; y++) {
            for (int x = -50; x < 50; x++) {
                seen.add(IntegerHash.cell(x, y, IntegerHash.mixSeed(7)).x());
            }
        }
        assertEquals(10_000, seen.size(), "pcg2d should not collide on a 100x100 block");
        assertNotEquals(IntegerHash.mixSeed(1), IntegerHash.mixSeed(2));
        assertEquals(IntegerHash.mixSeed(99), IntegerHash.octaveSeed(99, 0));
        assertNotEquals(IntegerHash.octaveSeed(99, 1), IntegerHash.octaveSeed(99, 2));
    }

    @Test
    void unitFloatCoversZeroToOneExclusive() {
        assertEquals(0.0, IntegerHash.unitFloat(0));
        assertEquals(1.0 - 0x1p-24, IntegerHash.unitFloat(-1));
        assertEquals(0.5, IntegerHash.unitFloat(0x80000000));
    }

    private static long[] pcg2dUnsigned(long x, long y) {
        long m = 0xFFFFFFFFL;
        x = (x * 1664525L + 1013904223L) & m;
        y = (y * 1664525L + 1013904223L) & m;
        x = (x + y * 1664525L) & m;
        y = (y + x * 1664525L) & m;
        x ^= x >> 16;
        y ^= y >> 16;
        x = (x + y * 1664525L) & m;
        y = (y + x * 1664525L) & m;
        x ^= x >> 16;
        y ^= y >> 16;
        return new long[] {x, y};
    }

    private static String hex(int v) {
        return String.format("%08x", v);
    }
}
