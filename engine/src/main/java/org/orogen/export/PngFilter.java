package org.orogen.export;

/**
 * PNG row filtering (specification §9). Orogen uses one fixed filter for every row instead of
 * trying all five per row the way ImageIO does: on smooth terrain data Paeth is the best or
 * close to it, and the per-row search costs more time than it saves in file size.
 */
final class PngFilter {

    /** Filter type byte of the Paeth filter. */
    static final byte PAETH = 4;

    private PngFilter() {
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
        out[outOffset++] = PAETH;
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
        for (int i = bpp; i < length; i++) {
            int a = row[rowOffset + i - bpp] & 0xff;
            int b = previous[previousOffset + i] & 0xff;
            int c = previous[previousOffset + i - bpp] & 0xff;
            int p = a + b - c;
            int pa = Math.abs(p - a);
            int pb = Math.abs(p - b);
            int pc = Math.abs(p - c);
            int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            out[outOffset + i] = (byte) ((row[rowOffset + i] & 0xff) - predictor);
        }
    }
}
