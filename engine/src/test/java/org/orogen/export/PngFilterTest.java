package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The branch-free Paeth predictor against the specification's formula, for every byte triple. */
class PngFilterTest {

    @Test
    void predictorEqualsTheSpecificationForEveryByteTriple() {
        for (int a = 0; a < 256; a++) {
            for (int b = 0; b < 256; b++) {
                for (int c = 0; c < 256; c++) {
                    int got = PngFilter.predictor(a, b, c);
                    if (got != specification(a, b, c)) {
                        assertEquals(specification(a, b, c), got, "a=" + a + " b=" + b + " c=" + c);
                    }
                }
            }
        }
    }

    /** PNG specification §9.4, literally. */
    private static int specification(int a, int b, int c) {
        int p = a + b - c;
        int pa = Math.abs(p - a);
        int pb = Math.abs(p - b);
        int pc = Math.abs(p - c);
        if (pa <= pb && pa <= pc) {
            return a;
        }
        return pb <= pc ? b : c;
    }
}
