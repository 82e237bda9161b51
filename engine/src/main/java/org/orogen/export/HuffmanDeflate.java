package org.orogen.export;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A DEFLATE (RFC 1951) encoder of literals only: blocks with a dynamic Huffman code built from each
 * block's exact byte histogram, and no LZ77 matches. It does what zlib's {@code Z_HUFFMAN_ONLY} strategy
 * does for {@link PngWriter}'s noisy blocks (detailed terrain, where LZ77 finds nothing), in a fraction of
 * its time: one histogram pass, then a table lookup, a shift and an occasional 8-byte store per byte.
 *
 * <p>Each block (§3.2.7) covers at most 65535 input bytes. Its literal/length code has 257 codes (bytes
 * 0-255 and 256, end of block), the lengths limited to 15 bits by {@link HuffmanCodeLengths}; its
 * distance code has two codes of one bit that are never used (the RFC also allows a single zero-length
 * code, but two one-bit codes form a complete code that every inflater accepts, and are what zlib
 * writes); both sets of lengths are sent run-length coded (symbols 16, 17, 18) with a code-length code of
 * at most 7 bits. A block that Huffman coding would not shrink (random bytes) is stored instead, so the
 * output is never more than {@link #maxEncodedLength} allows: about 6 bytes per 65535 over the input.
 *
 * <p>{@link #encodeRuns} also codes runs of one byte value as copies of the byte before (LZ77 matches of
 * distance 1, what zlib's {@code Z_RLE} strategy finds): the flat areas of a PNG's filtered rows (a sea,
 * a clamped plateau, a mask's empty parts) are long runs of zero residuals, which {@link PngWriter} once
 * gave to zlib's LZ77, several times slower on the rest of such a piece. Its literal/length code then
 * has up to 286 codes, and distance code 0 (distance 1) is one of the two one-bit codes.
 *
 * <p>Pieces concatenate into one stream like zlib's sync-flushed ones: a piece that is not the {@code last}
 * ends with {@code BFINAL = 0} and an empty stored block (which pads it to a byte boundary, 00 00 FF FF);
 * the last one sets {@code BFINAL} on its last block and is padded to a byte.
 */
final class HuffmanDeflate {

    /**
     * Bytes per block, the most a stored block holds: each block gets a Huffman code of its own, which
     * follows changing statistics (zlib's Huffman-only mode ends a block every 16383 literals) for a header
     * of about 100 bytes. Measured: blocks of 16 KiB made EncodeBenchmark's terrain files no smaller and took
     * 25 % more time; one code for a whole 512 KiB piece made PngWriterTest's images about 1 % larger.
     */
    private static final int BLOCK_LIMIT = 65535;
    private static final int END_OF_BLOCK = 256;
    private static final int MAX_BITS = 15;
    private static final int MAX_CODE_LENGTH_BITS = 7;
    private static final int DISTANCE_CODES = 2;
    /** The order in which the code-length code's lengths are sent (§3.2.7). */
    private static final int[] CODE_LENGTH_ORDER = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    /** Extra bits after code-length symbols 16 (repeat the previous 3-6 times), 17 (3-10 zeros), 18 (11-138 zeros). */
    private static final int[] EXTRA_BITS = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};
    /** Shortest run of one byte value coded as a literal and a copy (the copy at least 3 long, §3.2.5). */
    static final int MIN_RUN = 6;
    /** Longest copy (§3.2.5). */
    private static final int MAX_MATCH = 258;
    /** Literal/length codes: bytes, end of block, lengths 3-258. */
    private static final int LENGTH_CODES_END = 286;
    /** First length of each length code 257-285, and its extra bits (§3.2.5). */
    private static final int[] LENGTH_BASE = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
        67, 83, 99, 115, 131, 163, 195, 227, 258};
    private static final int[] LENGTH_EXTRA = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4,
        5, 5, 5, 5, 0};
    /** The length code (0-28, for symbol 257 + it) of each copy length 0-258. */
    private static final byte[] LENGTH_CODE = lengthCodes();
    /** Eight bytes stored at once, least significant first: DEFLATE packs bits from the low end of each byte. */
    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private HuffmanDeflate() {
    }

    private static byte[] lengthCodes() {
        byte[] codes = new byte[MAX_MATCH + 1];
        for (int code = 0; code < LENGTH_BASE.length; code++) {
            int end = code + 1 < LENGTH_BASE.length ? LENGTH_BASE[code + 1] : MAX_MATCH + 1;
            for (int length = LENGTH_BASE[code]; length < end; length++) {
                codes[length] = (byte) code;
            }
        }
        return codes;
    }

    /**
     * Bytes {@link #encode} may need in {@code out} for {@code length} input bytes: the size were every
     * block stored (at most 3 bits, 7 bits of padding and 4 bytes over its input), the same again for the
     * closing empty stored block, and 8 bytes that the 8-byte stores may write past the end.
     */
    static int maxEncodedLength(int length) {
        long blocks = Math.max(1, (length + (long) BLOCK_LIMIT - 1) / BLOCK_LIMIT);
        return Math.toIntExact(length + 6 * (blocks + 1) + 8);
    }

    /**
     * Encodes {@code in[from .. from + length)} into {@code out} from {@code outOffset}, which needs
     * {@link #maxEncodedLength maxEncodedLength(length)} bytes of room (bytes past the returned length may
     * be overwritten). The piece starts at a byte boundary of the stream and ends at one.
     *
     * @param last whether this ends the stream ({@code BFINAL}); otherwise more pieces follow
     * @return the number of bytes written
     */
    static int encode(byte[] in, int from, int length, boolean last, byte[] out, int outOffset) {
        return encode(in, from, length, last, out, outOffset, false);
    }

    /**
     * {@link #encode} with runs of at least {@value #MIN_RUN} equal bytes coded as a literal and copies of the
     * byte before it (distance 1), inside each block; the same room in {@code out} suffices.
     */
    static int encodeRuns(byte[] in, int from, int length, boolean last, byte[] out, int outOffset) {
        return encode(in, from, length, last, out, outOffset, true);
    }

    private static int encode(byte[] in, int from, int length, boolean last, byte[] out, int outOffset, boolean runs) {
        if (from < 0 || length < 0 || from > in.length - length || outOffset < 0
                || out.length - outOffset < maxEncodedLength(length)) {
            throw new IndexOutOfBoundsException("Input [" + from + ", +" + length + ") of " + in.length
                    + " bytes, output from " + outOffset + " of " + out.length + " bytes: the output needs "
                    + maxEncodedLength(length) + " bytes of room");
        }
        BitSink sink = new BitSink(out, outOffset);
        int end = from + length;
        int at = from;
        do {
            int n = Math.min(end - at, BLOCK_LIMIT);
            if (runs) {
                runBlock(in, at, n, last && at + n == end, sink);
            } else {
                block(in, at, n, last && at + n == end, sink);
            }
            at += n;
        } while (at < end);
        if (!last) {
            sink.put(0, 3); // BFINAL 0, BTYPE 00: an empty stored block, as zlib's sync flush writes
            sink.alignToByte();
            sink.putAlignedInt(0xFFFF0000);
        }
        sink.alignToByte();
        return sink.pos - outOffset;
    }

    /** One block of at most {@value #BLOCK_LIMIT} bytes: Huffman-coded, or stored if that is not larger. */
    private static void block(byte[] in, int from, int length, boolean last, BitSink sink) {
        long[] frequencies = histogram(in, from, length);
        int[] literalLengths = HuffmanCodeLengths.of(frequencies, MAX_BITS);
        Header header = new Header(literalLengths);
        long bits = 3 + header.bits();
        for (int s = 0; s <= END_OF_BLOCK; s++) {
            bits += frequencies[s] * literalLengths[s];
        }
        int[] codes = begin(in, from, length, last, sink, literalLengths, header, bits);
        if (codes == null) {
            return;
        }
        literals(in, from, length, codes, sink);
        int endOfBlock = codes[END_OF_BLOCK];
        sink.put(endOfBlock & 0xFFFF, endOfBlock >>> 16);
    }

    /**
     * Starts a block of {@code in[from .. from + length)}: writes it whole as a stored block when its
     * {@code codedBits} (header and symbols, BFINAL and BTYPE included) are not fewer, and returns null; else
     * writes BFINAL, BTYPE 10 (dynamic codes) and {@code header}, and returns the literal/length codes
     * ({@link #codeTable}) for the caller to write the symbols and the end of block with.
     */
    private static int[] begin(byte[] in, int from, int length, boolean last, BitSink sink, int[] literalLengths,
                               Header header, long codedBits) {
        long storedBits = 3 + (-(sink.count + 3) & 7) + 32 + 8L * length;
        sink.put(last ? 1 : 0, 1);
        if (codedBits >= storedBits) {
            sink.put(0, 2); // BTYPE 00: stored
            sink.alignToByte();
            sink.putAlignedInt(length | ~length << 16);
            System.arraycopy(in, from, sink.out, sink.pos, length);
            sink.pos += length;
            return null;
        }
        sink.put(2, 2); // BTYPE 10: dynamic Huffman codes
        header.write(sink);
        return codeTable(literalLengths);
    }

    /**
     * One block of {@link #encodeRuns}: the bytes as tokens (a literal: its value; a copy of distance 1:
     * {@code -length}), their histogram, then the codes; stored if that is not smaller.
     */
    private static void runBlock(byte[] in, int from, int length, boolean last, BitSink sink) {
        int[] tokens = new int[length];
        int count = 0;
        long[] frequencies = new long[LENGTH_CODES_END];
        int end = from + length;
        for (int i = from; i < end; ) {
            int value = in[i] & 0xFF;
            int run = 1;
            while (i + run < end && in[i + run] == in[i]) {
                run++;
            }
            i += run;
            tokens[count++] = value;
            frequencies[value]++;
            if (run < MIN_RUN) {
                for (int k = 1; k < run; k++) {
                    tokens[count++] = value;
                }
                frequencies[value] += run - 1;
                continue;
            }
            // The rest of the run (at least MIN_RUN - 1 = 5 bytes) as copies of the byte before: at most 258
            // each, and a long run split so that no copy is shorter than 3.
            for (int left = run - 1; left > 0; ) {
                int copy = left > MAX_MATCH ? Math.min(MAX_MATCH, left - 3) : left;
                tokens[count++] = -copy;
                frequencies[END_OF_BLOCK + 1 + LENGTH_CODE[copy]]++;
                left -= copy;
            }
        }
        frequencies[END_OF_BLOCK] = 1;
        int used = LENGTH_CODES_END;
        while (used > END_OF_BLOCK + 1 && frequencies[used - 1] == 0) {
            used--;
        }
        int[] literalLengths = HuffmanCodeLengths.of(Arrays.copyOf(frequencies, used), MAX_BITS);
        Header header = new Header(literalLengths);
        long bits = 3 + header.bits();
        for (int s = 0; s < used; s++) {
            bits += frequencies[s] * literalLengths[s];
            if (s > END_OF_BLOCK) {
                bits += frequencies[s] * (LENGTH_EXTRA[s - END_OF_BLOCK - 1] + 1); // extra bits, distance code
            }
        }
        int[] codes = begin(in, from, length, last, sink, literalLengths, header, bits);
        if (codes == null) {
            return;
        }
        for (int t = 0; t < count; t++) {
            int token = tokens[t];
            if (token >= 0) {
                int code = codes[token];
                sink.put(code & 0xFFFF, code >>> 16);
            } else {
                int lengthCode = LENGTH_CODE[-token];
                int code = codes[END_OF_BLOCK + 1 + lengthCode];
                sink.put(code & 0xFFFF, code >>> 16);
                sink.put(-token - LENGTH_BASE[lengthCode], LENGTH_EXTRA[lengthCode]);
                sink.put(0, 1); // distance code 0: distance 1 (the first of the two one-bit codes)
            }
        }
        int endOfBlock = codes[END_OF_BLOCK];
        sink.put(endOfBlock & 0xFFFF, endOfBlock >>> 16);
    }

    /** Each byte value's count and one end of block. */
    private static long[] histogram(byte[] in, int from, int length) {
        // Four tables in turn: runs of equal bytes do not wait on the previous increment of the same counter.
        int[] counts = new int[4 * 256];
        int i = from;
        int end = from + length;
        for (; i + 4 <= end; i += 4) {
            counts[in[i] & 0xFF]++;
            counts[256 + (in[i + 1] & 0xFF)]++;
            counts[512 + (in[i + 2] & 0xFF)]++;
            counts[768 + (in[i + 3] & 0xFF)]++;
        }
        for (; i < end; i++) {
            counts[in[i] & 0xFF]++;
        }
        long[] frequencies = new long[END_OF_BLOCK + 1];
        for (int b = 0; b < 256; b++) {
            frequencies[b] = (long) counts[b] + counts[256 + b] + counts[512 + b] + counts[768 + b];
        }
        frequencies[END_OF_BLOCK] = 1;
        return frequencies;
    }

    /**
     * The canonical code of each symbol (§3.2.2) as it is sent: bit-reversed, since Huffman codes are
     * packed starting with their most significant bit; entry = reversed code | length &lt;&lt; 16.
     */
    static int[] codeTable(int[] lengths) {
        int[] perLength = new int[MAX_BITS + 1];
        for (int length : lengths) {
            perLength[length]++;
        }
        perLength[0] = 0;
        int[] next = new int[MAX_BITS + 1];
        for (int length = 1, code = 0; length <= MAX_BITS; length++) {
            code = (code + perLength[length - 1]) << 1;
            next[length] = code;
        }
        int[] table = new int[lengths.length];
        for (int s = 0; s < lengths.length; s++) {
            int length = lengths[s];
            if (length > 0) {
                table[s] = Integer.reverse(next[length]++) >>> (32 - length) | length << 16;
            }
        }
        return table;
    }

    /**
     * The hot loop: four literals (at most 56 bits, when no byte's code is longer than 14 bits, as on
     * terrain) or three (at most 45 bits) are added to the at most 7 bits left over, then the whole bytes go
     * out in one 8-byte store. Two loops on purpose: one loop with the fourth literal behind a loop-invariant
     * test ran as fast in some JVMs and 25 % slower in others (the JIT did not always split it).
     */
    private static void literals(byte[] in, int from, int length, int[] codes, BitSink sink) {
        byte[] out = sink.out;
        long bits = sink.bits;
        int count = sink.count;
        int pos = sink.pos;
        int i = from;
        int end = from + length;
        int longest = 0;
        for (int b = 0; b < 256; b++) {
            longest = Math.max(longest, codes[b] >>> 16);
        }
        if (longest <= 14) {
            for (; i + 4 <= end; i += 4) {
                int a = codes[in[i] & 0xFF];
                bits |= (long) (a & 0xFFFF) << count;
                count += a >>> 16;
                int b = codes[in[i + 1] & 0xFF];
                bits |= (long) (b & 0xFFFF) << count;
                count += b >>> 16;
                int c = codes[in[i + 2] & 0xFF];
                bits |= (long) (c & 0xFFFF) << count;
                count += c >>> 16;
                int d = codes[in[i + 3] & 0xFF];
                bits |= (long) (d & 0xFFFF) << count;
                count += d >>> 16;
                LONG_LE.set(out, pos, bits);
                int bytes = count >>> 3;
                pos += bytes;
                bits >>>= bytes << 3;
                count &= 7;
            }
        }
        for (; i + 3 <= end; i += 3) {
            int a = codes[in[i] & 0xFF];
            bits |= (long) (a & 0xFFFF) << count;
            count += a >>> 16;
            int b = codes[in[i + 1] & 0xFF];
            bits |= (long) (b & 0xFFFF) << count;
            count += b >>> 16;
            int c = codes[in[i + 2] & 0xFF];
            bits |= (long) (c & 0xFFFF) << count;
            count += c >>> 16;
            LONG_LE.set(out, pos, bits);
            int bytes = count >>> 3;
            pos += bytes;
            bits >>>= bytes << 3;
            count &= 7;
        }
        sink.bits = bits;
        sink.count = count;
        sink.pos = pos;
        for (; i < end; i++) {
            int code = codes[in[i] & 0xFF];
            sink.put(code & 0xFFFF, code >>> 16);
        }
    }

    /**
     * The block header after BTYPE: HLIT, HDIST, HCLEN, the code-length code's lengths, and the literal and
     * distance code lengths run-length coded with it.
     */
    private static final class Header {

        /** Run-length coded lengths: symbol 0-18 | extra-bit value &lt;&lt; 8. */
        private final int[] runs;
        private final int runCount;
        private final int[] codeLengthLengths;
        private final int[] codeLengthCodes;
        private final int hclen;
        /** Literal/length codes sent: 257 (bytes and end of block) up to 286 (every copy length). */
        private final int literalCodes;

        Header(int[] literalLengths) {
            literalCodes = literalLengths.length;
            int[] lengths = new int[literalLengths.length + DISTANCE_CODES];
            System.arraycopy(literalLengths, 0, lengths, 0, literalLengths.length);
            for (int d = 0; d < DISTANCE_CODES; d++) {
                lengths[literalLengths.length + d] = 1;
            }
            runs = new int[lengths.length];
            runCount = runLengths(lengths, runs);
            long[] frequencies = new long[CODE_LENGTH_ORDER.length];
            for (int r = 0; r < runCount; r++) {
                frequencies[runs[r] & 0xFF]++;
            }
            codeLengthLengths = HuffmanCodeLengths.of(frequencies, MAX_CODE_LENGTH_BITS);
            codeLengthCodes = codeTable(codeLengthLengths);
            int n = CODE_LENGTH_ORDER.length;
            while (n > 4 && codeLengthLengths[CODE_LENGTH_ORDER[n - 1]] == 0) {
                n--;
            }
            hclen = n;
        }

        /** Codes the lengths with 16 (repeat the previous), 17 and 18 (runs of zeros) into runs; returns how many. */
        private static int runLengths(int[] lengths, int[] runs) {
            int count = 0;
            for (int i = 0; i < lengths.length; ) {
                int length = lengths[i];
                int run = 1;
                while (i + run < lengths.length && lengths[i + run] == length) {
                    run++;
                }
                i += run;
                if (length == 0) {
                    for (; run >= 11; run -= Math.min(run, 138)) {
                        runs[count++] = 18 | (Math.min(run, 138) - 11) << 8;
                    }
                    if (run >= 3) {
                        runs[count++] = 17 | (run - 3) << 8;
                        run = 0;
                    }
                } else {
                    runs[count++] = length;
                    run--;
                    for (; run >= 3; run -= Math.min(run, 6)) {
                        runs[count++] = 16 | (Math.min(run, 6) - 3) << 8;
                    }
                }
                for (; run > 0; run--) {
                    runs[count++] = length;
                }
            }
            return count;
        }

        /** Bits of the header after BFINAL and BTYPE. */
        long bits() {
            long bits = 5 + 5 + 4 + 3L * hclen;
            for (int r = 0; r < runCount; r++) {
                int symbol = runs[r] & 0xFF;
                bits += codeLengthLengths[symbol] + EXTRA_BITS[symbol];
            }
            return bits;
        }

        void write(BitSink sink) {
            sink.put(literalCodes - 257, 5); // HLIT
            sink.put(DISTANCE_CODES - 1, 5); // HDIST
            sink.put(hclen - 4, 4);
            for (int k = 0; k < hclen; k++) {
                sink.put(codeLengthLengths[CODE_LENGTH_ORDER[k]], 3);
            }
            for (int r = 0; r < runCount; r++) {
                int symbol = runs[r] & 0xFF;
                int code = codeLengthCodes[symbol];
                sink.put(code & 0xFFFF, code >>> 16);
                sink.put(runs[r] >>> 8, EXTRA_BITS[symbol]);
            }
        }
    }

    /** Bits packed from the least significant end of each byte, as DEFLATE wants (§3.1.1). */
    private static final class BitSink {

        final byte[] out;
        int pos;
        /** Pending bits, the oldest at the low end; {@code count} of them, at most 7 between calls. */
        long bits;
        int count;

        BitSink(byte[] out, int pos) {
            this.out = out;
            this.pos = pos;
        }

        /** Appends the low {@code n} (at most 16) bits of {@code value}, least significant first. */
        void put(int value, int n) {
            bits |= (long) value << count;
            count += n;
            while (count >= 8) {
                out[pos++] = (byte) bits;
                bits >>>= 8;
                count -= 8;
            }
        }

        /** Pads with zero bits to a byte boundary. */
        void alignToByte() {
            if (count > 0) {
                out[pos++] = (byte) bits;
                bits = 0;
                count = 0;
            }
        }

        /** Four bytes, least significant first, at a byte boundary. */
        void putAlignedInt(int value) {
            for (int k = 0; k < 4; k++) {
                out[pos++] = (byte) (value >>> 8 * k);
            }
        }
    }
}
