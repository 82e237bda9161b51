package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/**
 * The pieces of {@link PngWriter}'s block compression against what they replaced: the early-exit
 * {@link PngWriter#mostlyRepeats} against counting every word, reused {@link ThreadDeflaters} against a new
 * deflater per block (the same bytes), and {@link PngWriter#deflateBound} against incompressible input.
 */
class BlockCompressionTest {

    @Test
    void mostlyRepeatsAnswersAsCountingEveryWord() {
        SplittableRandom random = new SplittableRandom(3);
        int[] lengths = {0, 1, 3, 4, 7, 8, 31, 32, 33, 4 * 4096 - 1, 4 * 4096, 4 * 4096 + 5, 65539, 600_001};
        for (int length : lengths) {
            for (double zeros : new double[] {0, 0.05, 0.11, 0.125, 0.13, 0.2, 1}) {
                for (String layout : new String[] {"spread", "first", "last"}) {
                    byte[] data = new byte[length];
                    for (int i = 0; i < length; i++) {
                        data[i] = (byte) (1 + random.nextInt(255));
                    }
                    int words = length / 4;
                    int zeroWords = (int) Math.round(zeros * words);
                    for (int k = 0; k < zeroWords; k++) {
                        int w = switch (layout) {
                            case "first" -> k;
                            case "last" -> words - 1 - k;
                            default -> random.nextInt(Math.max(1, words));
                        };
                        Arrays.fill(data, 4 * w, 4 * w + 4, (byte) 0);
                    }
                    // Near the threshold, and a word one zero byte short of counting.
                    if (words > 2) {
                        data[4 * (words / 2) + 1] = 0;
                    }
                    assertEquals(countingEveryWord(data), PngWriter.mostlyRepeats(data),
                            length + " bytes, " + zeros + " zero words, " + layout);
                }
            }
        }
    }

    @Test
    void wordsWithOneByteSetAreNotZero() {
        // The count is branch-free ((v | -v) >>> 31): the word whose int is Integer.MIN_VALUE, and words with
        // only their lowest byte set, must not count as zero.
        for (int position = 0; position < 4; position++) {
            for (byte value : new byte[] {1, (byte) 0x80, (byte) 0xFF}) {
                byte[] data = new byte[4 * 4096 * 3];
                for (int i = position; i < data.length; i += 4) {
                    data[i] = value;
                }
                assertEquals(false, PngWriter.mostlyRepeats(data), "byte " + position + " of each word is " + value);
            }
        }
        assertEquals(true, PngWriter.mostlyRepeats(new byte[4 * 4096 * 3]));
    }

    /** The scan {@link PngWriter#mostlyRepeats} replaced: every 4-byte word counted. */
    private static boolean countingEveryWord(byte[] filtered) {
        int words = filtered.length / 4;
        int zeroWords = 0;
        for (int i = 0; i + 3 < filtered.length; i += 4) {
            if ((filtered[i] | filtered[i + 1] | filtered[i + 2] | filtered[i + 3]) == 0) {
                zeroWords++;
            }
        }
        return zeroWords >= words / 8;
    }

    @Test
    void reusedDeflatersWriteTheSameBytesAsNewOnes() {
        SplittableRandom random = new SplittableRandom(9);
        // Blocks of both kinds in turn, so that this thread's deflaters are each reset and reused several
        // times, with uses of the other in between; sync-flushed pieces and finished last ones.
        for (int level : new int[] {0, 2, 6}) {
            for (int block = 0; block < 8; block++) {
                byte[] input = new byte[100_000 + random.nextInt(50_000)];
                boolean flat = block % 3 == 1;
                for (int i = 0; i < input.length; i++) {
                    input[i] = (byte) (flat ? (i % 97 < 90 ? 0 : i) : random.nextInt(256) & 0x1f);
                }
                boolean huffmanOnly = level > 0 && !flat;
                boolean last = block % 4 == 3;
                Deflater fresh = new Deflater(level, true);
                if (huffmanOnly) {
                    fresh.setStrategy(Deflater.HUFFMAN_ONLY);
                }
                byte[] expected;
                try {
                    expected = deflate(fresh, input, last);
                } finally {
                    fresh.end();
                }
                byte[] got = deflate(ThreadDeflaters.get(level, huffmanOnly), input, last);
                assertArrayEquals(expected, got, "level " + level + ", block " + block + (flat ? " (flat)" : ""));
            }
        }
    }

    @Test
    void deflateBoundHoldsForIncompressibleBlocks() {
        SplittableRandom random = new SplittableRandom(4);
        for (int length : new int[] {0, 1, 1000, 65536, PngWriter.BLOCK_BYTES + 4097}) {
            byte[] input = new byte[length];
            for (int i = 0; i < length; i++) {
                input[i] = (byte) random.nextInt(256);
            }
            for (int level : new int[] {0, 2, 9}) {
                for (boolean huffmanOnly : new boolean[] {false, true}) {
                    for (boolean last : new boolean[] {false, true}) {
                        int size = deflate(ThreadDeflaters.get(level, huffmanOnly), input, last).length;
                        assertTrue(size <= PngWriter.deflateBound(length), length + " random bytes at level " + level
                                + (huffmanOnly ? ", Huffman only" : "") + " took " + size + " bytes, over the bound "
                                + PngWriter.deflateBound(length));
                    }
                }
            }
        }
    }

    /** A whole stream piece as PngWriter makes one: sync-flushed, or finished when {@code last}. */
    private static byte[] deflate(Deflater deflater, byte[] input, boolean last) {
        deflater.setInput(input);
        if (last) {
            deflater.finish();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        while (true) {
            int n = deflater.deflate(buffer, 0, buffer.length, last ? Deflater.NO_FLUSH : Deflater.SYNC_FLUSH);
            out.write(buffer, 0, n);
            if (last ? deflater.finished() : n < buffer.length && deflater.needsInput()) {
                return out.toByteArray();
            }
        }
    }
}
