package org.orogen.export;

/**
 * How an OpenEXR channel stores its samples (OpenEXR file layout, "pixelType"): 16-bit half floats
 * (IEEE 754 binary16: 11 significant bits, plenty for albedo) or 32-bit floats.
 */
public enum ExrPixelType {
    /** IEEE 754 binary16. */
    HALF(1, 2),
    /** IEEE 754 binary32. */
    FLOAT(2, 4);

    private final int code;
    private final int bytes;

    ExrPixelType(int code, int bytes) {
        this.code = code;
        this.bytes = bytes;
    }

    /** The pixel type's number in the channel list. */
    int code() {
        return code;
    }

    /** Bytes per sample. */
    int bytes() {
        return bytes;
    }
}
