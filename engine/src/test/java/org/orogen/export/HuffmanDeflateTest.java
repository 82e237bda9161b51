package org.orogen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Test;

/** {@link HuffmanDeflate} round trips through zlib's inflater ({@link Inflater}, raw deflate). */
class HuffmanDeflateTest {

    private static final int DYNAMIC = 2;
    private static final int STORED = 0;

    @Test
    void emptyAndTinyInputs() throws DataFormatException {
        assertRoundTrip(new byte[0]);
        assertRoundTrip(new byte[] {42});
        assertRoundTrip(new byte[] {-1, 0});
    }

    @Test
    void everyByteValue() throws DataFormatException {
        byte[] input = new byte[256 * 40];
        for (int i = 0; i < input.length; i++) {
            input[i] = (byte) (i * 7);
        }
        assertRoundTrip(input);
    }

    @Test
    void oneRepeatedByteIsOneBitEach() throws DataFormatException {
        byte[] input = new byte[100_000];
        Arrays.fill(input, (byte) 0x5a);
        byte[] encoded = assertRoundTrip(input);
        assertEquals(DYNAMIC, blockType(encoded));
        assertTrue(encoded.length < input.length / 8 + 64, encoded.length + " bytes");
    }

    @Test
    void skewedHistogramNeedsTheFifteenBitLimit() throws DataFormatException {
        // Fibonacci counts over 24 byte values: an unlimited Huffman code would need 23-bit codes.
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long a = 1;
        long b = 1;
        for (int s = 0; s < 24; s++) {
            for (long k = 0; k < a; k++) {
                bytes.write(s * 11);
            }
            long next = a + b;
            a = b;
            b = next;
        }
        byte[] input = shuffled(bytes.toByteArray(), 4);
        byte[] encoded = assertRoundTrip(input);
        assertEquals(DYNAMIC, blockType(encoded));
        assertTrue(encoded.length < input.length / 3, encoded.length + " of " + input.length + " bytes");
    }

    @Test
    void randomBytesAreStored() throws DataFormatException {
        byte[] input = new byte[200_000];
        new SplittableRandom(1).nextBytes(input);
        byte[] encoded = assertRoundTrip(input);
        assertEquals(STORED, blockType(encoded));
        assertEquals(input.length + 5 * 4, encoded.length, "four stored blocks of at most 65535 bytes");
    }

    @Test
    void terrainRowsAreAsSmallAsZlibs() throws DataFormatException {
        byte[] input = terrainRows(600_000, 6);
        byte[] encoded = assertRoundTrip(input);
        assertEquals(DYNAMIC, blockType(encoded));
        int zlibLength = zlibLength(input, 2, Deflater.HUFFMAN_ONLY);
        assertTrue(encoded.length < input.length * 0.8, "compresses: " + encoded.length + " of " + input.length);
        assertTrue(encoded.length <= zlibLength * 1.01, encoded.length + " bytes, zlib " + zlibLength);
    }

    @Test
    void piecesConcatenateIntoOneStream() throws DataFormatException {
        SplittableRandom random = new SplittableRandom(2);
        byte[][] inputs = {terrainRows(70_000, 1), new byte[0], randomBytes(70_000, random), {7},
            terrainRows(131_071, 2), terrainRows(5_000, 3)};
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        for (int p = 0; p < inputs.length; p++) {
            boolean last = p == inputs.length - 1;
            byte[] piece = encode(inputs[p], last);
            stream.write(piece, 0, piece.length);
            expected.write(inputs[p], 0, inputs[p].length);
            // Every piece is flushed: everything so far decodes without the pieces after it.
            byte[] prefix = stream.toByteArray();
            Inflater inflater = new Inflater(true);
            assertArrayEquals(expected.toByteArray(), inflate(inflater, prefix), "after piece " + p);
            assertEquals(last, inflater.finished(), "only the last piece ends the stream");
            inflater.end();
        }
        assertArrayEquals(expected.toByteArray(), inflateAll(stream.toByteArray()));
    }

    @Test
    void inputAndOutputOffsetsAreHonoured() throws DataFormatException {
        byte[] data = terrainRows(10_000, 5);
        byte[] out = new byte[100 + HuffmanDeflate.maxEncodedLength(6_000)];
        Arrays.fill(out, (byte) 0x33);
        int n = HuffmanDeflate.encode(data, 3_000, 6_000, true, out, 100);
        for (int i = 0; i < 100; i++) {
            assertEquals(0x33, out[i], "nothing written before the offset");
        }
        assertArrayEquals(Arrays.copyOfRange(data, 3_000, 9_000), inflateAll(Arrays.copyOfRange(out, 100, 100 + n)));
    }

    @Test
    void tooSmallOutputIsRefusedWithTheRoomNeeded() {
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                () -> HuffmanDeflate.encode(new byte[1000], 0, 1000, true, new byte[1000], 0));
        assertTrue(e.getMessage().contains(HuffmanDeflate.maxEncodedLength(1000) + " bytes"), e.getMessage());
    }

    @Test
    void canonicalCodesFollowTheRfcExample() {
        // RFC 1951 §3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give codes 010 011 100 101 110 00 1110 1111.
        int[] table = HuffmanDeflate.codeTable(new int[] {3, 3, 3, 3, 3, 2, 4, 4});
        int[] expected = {0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111};
        int[] lengths = {3, 3, 3, 3, 3, 2, 4, 4};
        for (int s = 0; s < expected.length; s++) {
            assertEquals(lengths[s], table[s] >>> 16);
            assertEquals(Integer.reverse(expected[s]) >>> (32 - lengths[s]), table[s] & 0xFFFF, "symbol " + s);
        }
    }

    @Test
    void runsOfEveryLengthRoundTrip() throws DataFormatException {
        // Runs of 1-600 equal bytes (every copy length code, copies split at 258 without a remainder under 3)
        // between noisy bytes, over several blocks, runs crossing the blocks' 65535-byte boundaries.
        SplittableRandom random = new SplittableRandom(8);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int run = 1; bytes.size() < 250_000; run = run % 600 + 1) {
            int value = random.nextInt(3) == 0 ? 0 : random.nextInt(256);
            for (int k = 0; k < run; k++) {
                bytes.write(value);
            }
            for (int k = random.nextInt(4); k > 0; k--) {
                bytes.write(random.nextInt(256));
            }
        }
        byte[] input = bytes.toByteArray();
        byte[] runs = assertRoundTrip(input, true);
        assertEquals(DYNAMIC, blockType(runs));
        assertTrue(runs.length < encode(input, true, false).length / 3,
                runs.length + " bytes with runs, " + encode(input, true, false).length + " without");
        assertRoundTrip(new byte[0], true);
        assertRoundTrip(new byte[] {9, 9, 9, 9, 9, 9}, true);
        assertRoundTrip(new byte[HuffmanDeflate.MIN_RUN - 1], true);
        assertRoundTrip(randomBytes(70_000, random), true);
    }

    @Test
    void aFlatSeaBesideTerrainIsAsSmallAsZlibsLz77() throws DataFormatException {
        // Filtered rows of a coast: terrain, then a sea whose residuals are all zero (what PngWriter gives
        // zlib's LZ77 when the piece mostly repeats).
        byte[] input = new byte[600_000];
        System.arraycopy(terrainRows(200_000, 7), 0, input, 0, 200_000);
        for (int i = 200_000; i < input.length; i += 8193) {
            input[i] = 2; // each row's filter byte (Up)
        }
        assertTrue(PngWriter.mostlyRepeats(input));
        byte[] runs = assertRoundTrip(input, true);
        int zlibLength = zlibLength(input, PngWriter.DEFAULT_LEVEL, Deflater.DEFAULT_STRATEGY);
        assertTrue(runs.length <= zlibLength * 1.02, runs.length + " bytes, zlib's LZ77 " + zlibLength);
        // Literals cost the sea's 400,000 zero bytes at least a bit each (50,000 bytes); runs almost nothing.
        int literals = encode(input, true, false).length;
        assertTrue(runs.length < literals - 45_000, runs.length + " bytes with runs, " + literals + " without");
    }

    /** Encodes as the last piece, checks the inflated bytes and that the output stays within its bound. */
    private static byte[] assertRoundTrip(byte[] input) throws DataFormatException {
        return assertRoundTrip(input, false);
    }

    /** {@link #assertRoundTrip(byte[])}, literals only or with {@code runs} ({@link HuffmanDeflate#encodeRuns}). */
    private static byte[] assertRoundTrip(byte[] input, boolean runs) throws DataFormatException {
        byte[] encoded = encode(input, true, runs);
        assertTrue(encoded.length <= HuffmanDeflate.maxEncodedLength(input.length) - 8);
        assertArrayEquals(input, inflateAll(encoded), input.length + " bytes");
        byte[] flushed = encode(input, false, runs);
        Inflater inflater = new Inflater(true);
        assertArrayEquals(input, inflate(inflater, flushed), "as a flushed piece");
        assertFalse(inflater.finished());
        inflater.end();
        return encoded;
    }

    /** Bytes of zlib's raw deflate of {@code input} at {@code level} with {@code strategy}. */
    private static int zlibLength(byte[] input, int level, int strategy) {
        Deflater zlib = new Deflater(level, true);
        zlib.setStrategy(strategy);
        zlib.setInput(input);
        zlib.finish();
        byte[] buffer = new byte[input.length * 2];
        int length = 0;
        while (!zlib.finished()) {
            length += zlib.deflate(buffer, length, buffer.length - length);
        }
        zlib.end();
        return length;
    }

    private static byte[] encode(byte[] input, boolean last) {
        return encode(input, last, false);
    }

    private static byte[] encode(byte[] input, boolean last, boolean runs) {
        byte[] out = new byte[HuffmanDeflate.maxEncodedLength(input.length)];
        int n = runs ? HuffmanDeflate.encodeRuns(input, 0, input.length, last, out, 0)
                : HuffmanDeflate.encode(input, 0, input.length, last, out, 0);
        return Arrays.copyOf(out, n);
    }

    /** Inflates a whole stream, which must end (BFINAL) exactly at its last byte. */
    private static byte[] inflateAll(byte[] stream) throws DataFormatException {
        Inflater inflater = new Inflater(true);
        byte[] out = inflate(inflater, stream);
        assertTrue(inflater.finished(), "the stream ends");
        assertEquals(0, inflater.getRemaining(), "no bytes after the end of the stream");
        inflater.end();
        return out;
    }

    private static byte[] inflate(Inflater inflater, byte[] stream) throws DataFormatException {
        inflater.setInput(stream);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        while (!inflater.finished()) {
            int n = inflater.inflate(buffer);
            out.write(buffer, 0, n);
            if (n == 0 && inflater.needsInput()) {
                break;
            }
        }
        return out.toByteArray();
    }

    private static int blockType(byte[] encoded) {
        return (encoded[0] >>> 1) & 3;
    }

    /**
     * Paeth-filtered 16-bit rows of a noisy surface as PngWriter deflates them: filter bytes, then small
     * residuals whose high bytes are mostly 0 or 0xFF and low bytes spread widely.
     */
    static byte[] terrainRows(int length, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        byte[] rows = new byte[length];
        for (int i = 0; i < length; i++) {
            if (i % 8193 == 0) {
                rows[i] = 4;
                continue;
            }
            int residual = (int) Math.round(random.nextGaussian() * 300);
            rows[i] = (byte) (i % 2 == 0 ? residual >> 8 : residual);
        }
        return rows;
    }

    private static byte[] randomBytes(int length, SplittableRandom random) {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }

    private static byte[] shuffled(byte[] bytes, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = bytes.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            byte t = bytes[i];
            bytes[i] = bytes[j];
            bytes[j] = t;
        }
        return bytes;
    }
}
