package org.orogen.export;

/**
 * PNG row filtering (specification §9). Orogen uses one fixed filter per file instead of trying
 * all five per row the way ImageIO does: on smooth terrain data Paeth is the best or close to it,
 * and the per-row search costs more time than it saves in file size. 16-bit normal maps use Up:
 * their filtered bytes hardly compress whatever the filter (measured on swiss_alps at 2049²,
 * Huffman-coded: 89.4 % of the input with Paeth, 90.6 % with Up), and Up, a plain subtraction the
 * JIT vectorizes, costs a fraction of Paeth, which took half of the encoding time of such maps.
 */
enum PngFilter {
    /** Each byte minus the byte above it. */
    UP(2),
    /** Each byte minus the Paeth predictor of left, above and upper-left. */
    PAETH(4);

    /** Filter type byte, written before each row. */
    final byte type;

    PngFilter(int type) {
        this.type = (byte) type;
    }

    /**
     * Writes the filter type byte and the filtered {@code row} into {@code out} at {@code outOffset}.
     *
     * @param row      raw row bytes at {@code rowOffset}, {@code length} long
     * @param previous the raw previous row (same layout) or {@code null} for the image's first row
     * @param bpp      bytes per pixel (filter distance)
     */
    void filter(byte[] row, int rowOffset, byte[] previous, int previousOffset, int length, int bpp, byte[] out,
                int outOffset) {
        if (this == PAETH) {
            paeth(row, rowOffset, previous, previousOffset, length, bpp, out, outOffset);
        } else {
            up(row, rowOffset, previous, previousOffset, length, out, outOffset);
        }
    }

    /** Writes filter byte + Up-filtered {@code row} (the first row: unchanged, as if above were zeros). */
    static void up(byte[] row, int rowOffset, byte[] previous, int previousOffset, int length, byte[] out,
                   int outOffset) {
        out[outOffset++] = 2;
        if (previous == null) {
            System.arraycopy(row, rowOffset, out, outOffset, length);
            return;
        }
        for (int i = 0; i < length; i++) {
            out[outOffset + i] = (byte) (row[rowOffset + i] - previous[previousOffset + i]);
        }
    }

    /**
     * Writes filter byte + Paeth-filtered {@code row} into {@code out} at {@code outOffset}.
     *
     * @param row      raw row bytes at {@code rowOffset}, {@code length} long
     * @param previous the raw previous row (same layout) or {@code null} for the image's first row
     * @param bpp      bytes per pixel (filter distance)
     */
    static void paeth(byte[] row, int rowOffset, byte[] previous, int previousOffset, int length, int bpp,
                      byte[] out, int outOffset) {
        out[outOffset++] = PAETH.type;
        if (previous == null) {
            // Without a row above, Paeth reduces to Sub.
            for (int i = 0; i < length; i++) {
                int left = i >= bpp ? row[rowOffset + i - bpp] & 0xff : 0;
                out[outOffset + i] = (byte) ((row[rowOffset + i] & 0xff) - left);
            }
            return;
        }
        for (int i = 0; i < bpp && i < length; i++) {
            int up = previous[previousOffset + i] & 0xff;
            out[outOffset + i] = (byte) ((row[rowOffset + i] & 0xff) - up);
        }
        if (bpp == 1) {
            for (int i = 1; i < length; i++) {
                int a = row[rowOffset + i - 1] & 0xff;
                int b = previous[previousOffset + i] & 0xff;
                int c = previous[previousOffset + i - 1] & 0xff;
                out[outOffset + i] = (byte) ((row[rowOffset + i] & 0xff) - predictor(a, b, c));
            }
            return;
        }
        // Two or more bytes per pixel (16-bit height, RGB, RGBA): the predictor inlined as conditional moves,
        // the form libpng's SIMD filters use (a, replaced by b when pb < pa, then by c when pc is smaller
        // still): about a quarter less CPU time than predictor() on 16-bit terrain rows; with one byte per
        // pixel it was not faster.
        int left = rowOffset - bpp;
        int upLeft = previousOffset - bpp;
        for (int i = bpp; i < length; i++) {
            int a = row[left + i] & 0xff;
            int b = previous[previousOffset + i] & 0xff;
            int c = previous[upLeft + i] & 0xff;
            int pa = Math.abs(b - c);
            int pb = Math.abs(a - c);
            int pc = Math.abs(a + b - c - c);
            int nearest = pb < pa ? b : a;
            int distance = Math.min(pa, pb);
            out[outOffset + i] = (byte) (row[rowOffset + i] - (pc < distance ? c : nearest));
        }
    }

    /**
     * The Paeth predictor of the specification, without branches (a third faster on terrain rows):
     * with {@code p = a + b − c}, {@code |p − a| = |b − c|}, {@code |p − b| = |a − c|} and
     * {@code |p − c| = |a + b − 2c|}; ties prefer a, then b, as the specification's order does.
     */
    static int predictor(int a, int b, int c) {
        int pa = Math.abs(b - c);
        int pb = Math.abs(a - c);
        int pc = Math.abs(a + b - c - c);
        int pickB = ~((pc - pb) >> 31);             // all ones when pb <= pc
        int bOrC = c ^ ((b ^ c) & pickB);
        int nearest = pc ^ ((pb ^ pc) & pickB);    // min(pb, pc)
        int pickA = ~((nearest - pa) >> 31);       // all ones when pa <= min(pb, pc)
        return bOrC ^ ((a ^ bOrC) & pickA);
    }
}
