package org.orogen.export;

/** OpenEXR scanline compressions Orogen writes. */
public enum ExrCompression {
    /** Uncompressed scanlines, one per chunk: fastest, largest. */
    NONE(0, 1),
    /** zlib over blocks of 16 scanlines with OpenEXR's byte reordering and delta predictor. */
    ZIP(3, 16);

    private final int code;
    private final int linesPerChunk;

    ExrCompression(int code, int linesPerChunk) {
        this.code = code;
        this.linesPerChunk = linesPerChunk;
    }

    /** Value of the header's {@code compression} attribute. */
    int code() {
        return code;
    }

    /** Scanlines per chunk (offset table entry). */
    int linesPerChunk() {
        return linesPerChunk;
    }
}
